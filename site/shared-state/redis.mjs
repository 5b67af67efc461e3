// The instance's one connection to the Redis its cluster shares (docs/architecture.md#several-instances): Next's cache
// (site/shared-state/cache-handler.mjs) and the experiment datafile use it. Plain JavaScript because Next loads the
// cache handler itself, outside its bundles; the client is kept on globalThis so the handler, the instrumentation
// and the bundled server code share one connection however many copies of this module are loaded.
import { createClient } from 'redis';

const CLIENT = Symbol.for('brand-shop-fleet.redis');

const store = /** @type {{ [CLIENT]?: ReturnType<typeof connect> }} */ (globalThis);

/** Longest wait for one Redis command: past it the caller falls back as if Redis were down. */
export const REDIS_TIMEOUT_MS = 500;
/** How often a connected client asks Redis whether it still answers (answeringWatch). */
const HEARTBEAT_MS = 250;

/**
 * The connected-or-connecting client for REDIS_URL, or undefined without one (one process on its own memory, as
 * `npm start`). It connects in the background and reconnects for ever; while it is not ready (`isReady` false)
 * callers use their fallback. Going down and coming back are logged once each, never per command.
 */
export function sharedRedis() {
  const url = process.env.REDIS_URL;
  if (!url) return undefined;
  store[CLIENT] ??= connect(url);
  return store[CLIENT];
}

/** @param {string} url */
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
  return answeringWatch(client);
}

/**
 * A connection whose peer goes silent (a cut link, a hung Redis: no reset, unlike a stopped one) stays ready in the
 * client's eyes, and every command waits out REDIS_TIMEOUT_MS, several per page. So the client is asked every
 * HEARTBEAT_MS: while its last PING has gone unanswered for REDIS_TIMEOUT_MS, `isReady` is false and callers use their
 * fallback at once; the first answer (the link back, TCP delivering what waited) makes it ready again.
 * @template {{ readonly isReady: boolean, ping: () => Promise<unknown> }} Client
 * @param {Client} client
 * @returns {Client}
 */
export function answeringWatch(client, { everyMs = HEARTBEAT_MS, silentAfterMs = REDIS_TIMEOUT_MS } = {}) {
  let owner = Object.getPrototypeOf(client);
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'isReady')) owner = Object.getPrototypeOf(owner);
  const connected = Object.getOwnPropertyDescriptor(owner ?? {}, 'isReady')?.get;
  if (!connected) return client;
  /** @type {number | undefined} */
  let pingSentAt;
  const timer = setInterval(() => {
    if (pingSentAt !== undefined || !connected.call(client)) return;
    pingSentAt = Date.now();
    client.ping().then(
      () => (pingSentAt = undefined),
      // Failed, not silent: the client has noticed (its own isReady) and reconnects.
      () => (pingSentAt = undefined),
    );
  }, everyMs);
  timer.unref();
  Object.defineProperty(client, 'isReady', {
    configurable: true,
    get: () => connected.call(client) && (pingSentAt === undefined || Date.now() - pingSentAt < silentAfterMs),
  });
  return client;
}

/**
 * `command`'s answer, or a rejection once `ms` have passed without one: node-redis stops listening to a command's own
 * abort signal once it is written, so a Redis gone silent would hold the caller until it answers.
 * @template T
 * @param {Promise<T>} command
 * @returns {Promise<T>}
 */
export function answerWithin(command, ms = REDIS_TIMEOUT_MS) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    command,
    /** @type {Promise<never>} */ (
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
      })
    ),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Resolves once `client` is ready or `ms` have passed, whichever is first: true when it is ready.
 * @param {{
 *   readonly isReady: boolean,
 *   once(event: 'ready', listener: () => void): unknown,
 *   off(event: 'ready', listener: () => void): unknown,
 * }} client
 * @param {number} ms
 * @returns {Promise<boolean>}
 */
export async function readyWithin(client, ms) {
  if (client.isReady) return true;
  await /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      client.once('ready', done);
      function done() {
        clearTimeout(timer);
        client.off('ready', done);
        resolve();
      }
    })
  );
  return client.isReady;
}
