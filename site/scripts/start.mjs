// `npm start`: build when needed, then serve the whole fleet on the embedded defaults.
// PORT (default 3000) and HOSTNAME (default 127.0.0.1) are honoured; APP_ENV defaults to local.
// Unless ACCOUNT_ISSUER names an account service, the local one (stand-ins/account) runs beside the site on
// ACCOUNT_PORT (default 3900) and stops with it; unless MOLLIE_API_KEY names a Mollie account, the local payment
// provider (stand-ins/payments) runs on PAYMENTS_API_PORT (3950) and PAYMENTS_CHECKOUT_PORT (3951); unless
// STORYBLOK_TOKEN or STORYBLOK_ENDPOINT names a CDN, the local Storyblok CDN (stand-ins/storyblok-cdn) runs on
// STORYBLOK_CDN_PORT (3970) and every page reads its content through it. Experiment events are recorded to
// .data/experiment-events.jsonl.
import {
  ROOT,
  build,
  needsBuild,
  startAccountStandIn,
  startCdnStandIn,
  startPaymentsStandIn,
  startServer,
} from './server.mjs';

const appEnv = process.env.APP_ENV || 'local';
const port = Number(process.env.PORT || 3000);
const host = process.env.HOSTNAME || '127.0.0.1';

// One build serves every environment (docs/adr/0022): APP_ENV is this server's, not the build's.
if (needsBuild()) {
  console.log('Building the site ...');
  await build();
}
const account = process.env.ACCOUNT_ISSUER
  ? undefined
  : await startAccountStandIn(Number(process.env.ACCOUNT_PORT || 3900));
let payments;
let cdn;
let server;
try {
  // Its visual editor stand-in frames this shop's editor route (docs/adr/0029).
  const previewUrl = `http://localhost:${port}/api/editor/`;
  cdn =
    process.env.STORYBLOK_TOKEN || process.env.STORYBLOK_ENDPOINT
      ? undefined
      : await startCdnStandIn(Number(process.env.STORYBLOK_CDN_PORT || 3970), process.env, 'inherit', [previewUrl]);
  payments =
    process.env.MOLLIE_API_KEY || process.env.MOLLIE_API_ENDPOINT
      ? undefined
      : await startPaymentsStandIn(
          Number(process.env.PAYMENTS_API_PORT || 3950),
          Number(process.env.PAYMENTS_CHECKOUT_PORT || 3951),
        );
  // Offline, the SDK's experiment events go to the stand-in's file (unless the environment names another place).
  const events =
    process.env.OPTIMIZELY_SDK_KEY || process.env.EXPERIMENT_EVENTS_FILE
      ? {}
      : { EXPERIMENT_EVENTS_FILE: `${ROOT}/.data/experiment-events.jsonl` };
  server = await startServer({
    port,
    host,
    appEnv,
    extraEnv: { ...events, ...(account ? { ACCOUNT_ISSUER: account.issuer } : {}), ...payments?.env, ...cdn?.env },
  });
} catch (error) {
  await Promise.all([account?.stop(), payments?.stop(), cdn?.stop()]);
  throw error;
}
const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
console.log(`
The brand fleet is up (APP_ENV=${appEnv}):
  http://${shown}:${port}/            the group shop (dpg), or any unknown host
  http://vk.localhost:${port}/        a brand by <code>.localhost (every browser sends *.localhost to this machine)
  http://${shown}:${port}/?brandcode=lib   a brand by code (outside production only)
Brand codes: npx shop brand list. ${account ? `Account service: ${account.issuer} (log in as jan@example.nl / welkom01). ` : ''}${payments ? `Payments: the local stand-in, whose checkout (${payments.checkout}) lets you pick the outcome. ` : ''}${cdn ? `Content: Storyblok's client against the local CDN on ${cdn.env.STORYBLOK_ENDPOINT}; its visual editor: ${cdn.url}/_stand-in/editor?story=vk/home. ` : ''}Stop with Ctrl+C.`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await Promise.all([server.stop(), account?.stop(), payments?.stop(), cdn?.stop()]);
    process.exit(0);
  });
}
