/*
 * Where each stand-in listens when no setting moves it: `npm start`, `npm run dev`, the cluster and a stand-in run on
 * its own all use these, and the site's embedded defaults point at them (docs/settings.md). One table, so a port
 * changed here changes everywhere. Plain JavaScript: the start scripts (site/scripts/local-services.mjs) read it too.
 */

export const STAND_IN_PORTS = /** @type {const} */ ({
  /** The account service (OpenID Connect); ACCOUNT_PORT moves it. */
  account: 3900,
  /** The error sink (Sentry's envelope endpoint); ERROR_SINK_PORT moves it. */
  errorSink: 3907,
  /** The payment provider's API (Mollie's v2, over TLS); PAYMENTS_API_PORT moves it. */
  paymentsApi: 3950,
  /** The payment provider's hosted checkout; PAYMENTS_CHECKOUT_PORT moves it. */
  paymentsCheckout: 3951,
  /** Storyblok's CDN API and its visual editor; STORYBLOK_CDN_PORT moves it. */
  storyblokCdn: 3970,
  /** The front office; FRONT_OFFICE_PORT moves it. */
  frontOffice: 4010,
  /** Storyblok's Management API; STORYBLOK_MANAGEMENT_PORT moves it. */
  storyblokManagement: 4030,
});

/**
 * A stand-in's address on this machine, as a base URL.
 * @param {number} port
 * @param {'http' | 'https'} [protocol]
 */
export const standInOrigin = (port, protocol = 'http') => `${protocol}://127.0.0.1:${port}`;
