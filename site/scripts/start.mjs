// `npm start`: build when needed, then serve the whole fleet on the embedded defaults.
// PORT (default 3000) and HOSTNAME (default 127.0.0.1) are honoured; APP_ENV defaults to local. The outside services
// the environment names none of run beside it as stand-ins (site/scripts/local-services.mjs) and stop with it.
import { build, needsBuild, startServer } from './server.mjs';
import { fleetAddresses, startLocalServices } from './local-services.mjs';

const appEnv = process.env.APP_ENV || 'local';
const port = Number(process.env.PORT || 3000);
const host = process.env.HOSTNAME || '127.0.0.1';

// One build serves every environment (docs/adr/0022): APP_ENV is this server's, not the build's.
if (needsBuild()) {
  console.log('Building the site ...');
  await build();
}
// Its visual editor stand-in frames this shop's editor route (docs/adr/0029).
const services = await startLocalServices({ previewUrls: [`http://localhost:${port}/api/editor/`] });
let server;
try {
  server = await startServer({ port, host, appEnv, extraEnv: services.env });
} catch (error) {
  await services.stop();
  throw error;
}
console.log(`
The brand fleet is up (APP_ENV=${appEnv}):
${fleetAddresses(host, port)}
Brand codes: npm run shop -- brand list. ${services.summary.join(' ')} Stop with Ctrl+C.`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await Promise.all([server.stop(), services.stop()]);
    process.exit(0);
  });
}
