// One instance of the fleet inside a network namespace (site/scripts/netns-rehearsal.mjs runs it with ip netns exec):
// the built site as startServer starts it, on the namespace's own address, with its own content stand-in on the
// namespace's loopback. SIGTERM drains it (the site's readiness says so, and it finishes what it has).
// Usage: node site/scripts/netns-instance.mjs <address> <port>   (the instance's settings in the environment)
import { startServer } from './server.mjs';

const [address, port] = process.argv.slice(2);
const server = await startServer({
  port: Number(port),
  host: address,
  appEnv: process.env.APP_ENV || 'test',
  stdio: ['ignore', 'inherit', 'inherit'],
  waitForReady: true,
});
let stopping = false;
process.on('SIGTERM', async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
});
