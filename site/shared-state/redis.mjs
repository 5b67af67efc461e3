// The instance's one connection to the Redis its cluster shares (docs/architecture.md#several-instances): Next's cache
// (site/shared-state/cache-handler.mjs) and the experiment datafile use it. Plain JavaScript because Next loads the
// cache handler itself, outside its bundles; the client is kept on globalThis so the handler, the instrumentation
// and the bundled server code share one connection however many copies of this module are loaded.
import { createClient } from 'redis';

const CLIENT = Symbol.for('brand-shop-fleet.redis');

/** Longest wait for one Redis command: past it the caller falls back as if Redis were down. */
export const REDIS_TIMEOUT_MS = 500;

/**
 * The connected-or-connecting client for REDIS_URL, or undefined without one (one process on its own memory, as
 * `npm start`). It connects in the background and reconnects for ever; while it is not ready (`isReady` false)
 * callers use their fallback. Going down and coming back are logged once each, never per command.
 */
export function sharedRedis() {
  const url = process.env.REDIS_URL;
  if (!url) return undefined;
  globalThis[CLIENT] ??= connect(url);
  return globalThis[CLIENT];
}

function connect(url) {
  const client = createClient({
    url,
    // Commands fail at once while disconnected instead of queueing behind a reconnect: the fallback answers.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    console.error(
      `shared state: Redis at ${new URL(url).host} is unreachable (${error.code ?? error.message}); each instance serves from its own memory until it is back`,
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    console.info('shared state: Redis is reachable again');
  });
  client.connect().catch(() => {
    // Reported by the 'error' listener; the client keeps reconnecting.
  });
  return client;
}

/** Resolves once `client` is ready or `ms` have passed, whichever is first: true when it is ready. */
export async function readyWithin(client, ms) {
  if (client.isReady) return true;
  await new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    client.once('ready', done);
    function done() {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    }
  });
  return client.isReady;
}
