// `npm start`: build when needed, then serve the whole fleet on the embedded defaults.
// PORT (default 3000) and HOSTNAME (default 127.0.0.1) are honoured; APP_ENV defaults to local.
import { build, needsBuild, startServer } from './server.mjs';

const appEnv = process.env.APP_ENV || 'local';
const port = Number(process.env.PORT || 3000);
const host = process.env.HOSTNAME || '127.0.0.1';

if (needsBuild(appEnv)) {
  console.log(`Building the site for APP_ENV=${appEnv} ...`);
  build(appEnv);
}
const server = await startServer({ port, host, appEnv });
const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
console.log(`
The brand fleet is up (APP_ENV=${appEnv}):
  http://${shown}:${port}/            the group shop (dpg), or any unknown host
  http://vk.localhost:${port}/        a brand by <code>.localhost (every browser sends *.localhost to this machine)
  http://${shown}:${port}/?brandcode=lib   a brand by code (outside production only)
Brand codes: npx shop brand list. Stop with Ctrl+C.`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
