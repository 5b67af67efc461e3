// The outside services a run on this machine uses when the environment names none
// (docs/settings.md#outside-services-embedded-defaults-and-real-ones): the account service (stand-ins/account) unless
// ACCOUNT_ISSUER names one, the payment provider (stand-ins/payments) unless MOLLIE_API_KEY or MOLLIE_API_ENDPOINT
// does, Storyblok's CDN (stand-ins/storyblok-cdn) unless STORYBLOK_TOKEN or STORYBLOK_ENDPOINT does, each on its known
// port, and the experiment events recorded to .data/experiment-events.jsonl. `npm start`, `npm run dev` and
// `npm run cluster` start them the same way.
import { STAND_IN_PORTS } from '../../stand-ins/shared/ports.mjs';
import { ROOT, startAccountStandIn, startCdnStandIn, startPaymentsStandIn } from './server.mjs';

/**
 * Starts what the environment leaves to the stand-ins; resolves with the settings the site then needs, a line per
 * service for the start's message, and one stop for all of them.
 * @param {{ previewUrls?: string[] }} [options] the pages the CDN stand-in's visual editor frames
 */
export async function startLocalServices({ previewUrls = [] } = {}) {
  const env = process.env;
  /** @type {import('./server.mjs').StandIn[]} */
  const started = [];
  const stop = () => Promise.all(started.map((service) => service.stop()));
  try {
    const account = env.ACCOUNT_ISSUER
      ? undefined
      : await startAccountStandIn(Number(env.ACCOUNT_PORT || STAND_IN_PORTS.account));
    if (account) started.push(account);
    const cdn =
      env.STORYBLOK_TOKEN || env.STORYBLOK_ENDPOINT
        ? undefined
        : await startCdnStandIn(
            Number(env.STORYBLOK_CDN_PORT || STAND_IN_PORTS.storyblokCdn),
            env,
            'inherit',
            previewUrls,
          );
    if (cdn) started.push(cdn);
    const payments =
      env.MOLLIE_API_KEY || env.MOLLIE_API_ENDPOINT
        ? undefined
        : await startPaymentsStandIn(
            Number(env.PAYMENTS_API_PORT || STAND_IN_PORTS.paymentsApi),
            Number(env.PAYMENTS_CHECKOUT_PORT || STAND_IN_PORTS.paymentsCheckout),
          );
    if (payments) started.push(payments);
    return {
      env: {
        ...(env.OPTIMIZELY_SDK_KEY || env.EXPERIMENT_EVENTS_FILE
          ? {}
          : { EXPERIMENT_EVENTS_FILE: `${ROOT}/.data/experiment-events.jsonl` }),
        ...(account ? { ACCOUNT_ISSUER: account.issuer } : {}),
        ...payments?.env,
        ...cdn?.env,
      },
      summary: [
        account && `Account service: ${account.issuer} (log in as jan@example.nl / welkom01).`,
        payments && `Payments: the local stand-in, whose checkout (${payments.checkout}) lets you pick the outcome.`,
        cdn &&
          `Content: Storyblok's client against the local CDN on ${cdn.env.STORYBLOK_ENDPOINT}; its visual editor: ` +
            `${cdn.url}/_stand-in/editor?story=vk/home.`,
      ].filter(Boolean),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The fleet's addresses, as `npm start` and `npm run dev` print them.
 * @param {string} host
 * @param {number} port
 */
export function fleetAddresses(host, port) {
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  return [
    `  http://${shown}:${port}/            the group shop (dpg), or any unknown host`,
    `  http://vk.localhost:${port}/        a brand by <code>.localhost (every browser sends *.localhost to this machine)`,
    `  http://${shown}:${port}/?brandcode=lib   a brand by code (outside production only)`,
  ].join('\n');
}
