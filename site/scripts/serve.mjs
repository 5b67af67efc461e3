// Serve an existing build (made by `npm run build` or test-all.sh) on 127.0.0.1 for the tests; never builds.
// Usage: node site/scripts/serve.mjs --port 3210   (APP_ENV from the environment, default test)
import { startServer } from './server.mjs';

const port = Number(process.argv[process.argv.indexOf('--port') + 1] || 3210);
const server = await startServer({ port, appEnv: process.env.APP_ENV || 'test' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, async () => (await server.stop(), process.exit(0)));
