// Next's page and data cache in Redis when REDIS_URL is set (next.config.mjs `cacheHandler`; docs/adr/0011): every
// instance of the cluster reads and writes one cache, so a tag revalidated on one instance (a content webhook, a
// catalog change) is seen by all on their next request. @fortedigital/nextjs-cache-handler does the work (Next 16's
// incremental cache interface, tags kept beside the entries); this file only chooses its handlers. Without REDIS_URL
// it is Next's own file-system cache, as with no cacheHandler at all: the standalone server keeps next.config as it was
// built, so the choice is made here, when the server starts (docs/adr/0022-one-build-every-environment.md).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { REDIS_TIMEOUT_MS, sharedRedis } from './redis.mjs';

/**
 * Kept after it went stale (regenerated in the background meanwhile, as Next's own cache does): a day. The lifetime is
 * site/cache-policy.ts's 'redis-pages' (this plain .mjs cannot import it; tests/site/cache-policy.test.ts compares).
 */
const EXPIRE_AFTER_SECONDS = 24 * 60 * 60;

/** This instance's own copy, used while Redis is unreachable: the size of Next's in-memory cache (next.config.mjs). */
const MEMORY = { maxItemsNumber: 2000, maxItemSizeBytes: 128 * 1024 * 1024 };

/**
 * The client as the Redis handler is to use it: without node-redis's own `withAbortSignal`, which stops listening to
 * a command's signal once the command is written, so a Redis gone silent (a cut link) held every page's cache read
 * until it answered. Without it the handler races each command against REDIS_TIMEOUT_MS itself, written or not.
 * @template {object} Client
 * @param {Client} client
 * @returns {Client}
 */
export function racingCommands(client) {
  return new Proxy(client, {
    has: (target, property) => property !== 'withAbortSignal' && Reflect.has(target, property),
    get: (target, property) => (property === 'withAbortSignal' ? undefined : Reflect.get(target, property)),
  });
}

CacheHandler.onCreation(({ buildId }) => {
  const client = sharedRedis();
  if (!client) throw new Error('site/shared-state/cache-handler.mjs chose Redis without REDIS_URL');
  return {
    // Read from the first that answers: Redis, or (it throws while not ready) this instance's memory. Writes and
    // revalidations go to both, so the memory holds what the instance served when Redis goes away.
    handlers: [
      // One build's entries never meet another's: a deploy starts with the new build's prerendered pages.
      createRedisHandler({
        // The handler's own client type is another copy of node-redis's (RESP 2 only): the same client.
        client: racingCommands(
          /** @type {Parameters<typeof createRedisHandler>[0]['client']} */ (/** @type {unknown} */ (client)),
        ),
        keyPrefix: `shop:${buildId ?? 'dev'}:`,
        timeoutMs: REDIS_TIMEOUT_MS,
      }),
      createLruHandler(MEMORY),
    ],
    ttl: { estimateExpireAge: (staleAge) => Math.max(staleAge, EXPIRE_AFTER_SECONDS) },
  };
});

/**
 * site/monitoring/metrics.ts's registry key and NEXT_CACHE_LOOKUPS (tests/site/monitoring/metrics.test.ts keeps them
 * equal).
 */
export const METRICS_REGISTRY = Symbol.for('shop.metrics');
export const NEXT_CACHE_LOOKUPS = 'shop_next_cache_lookups_total';

/**
 * The part of the process's one prom-client registry this reads (site/monitoring/metrics.ts).
 * @typedef {{ getSingleMetric(name: string): { inc(labels: Record<string, string>): void } | undefined }} Registry
 */

const store = /** @type {{ [METRICS_REGISTRY]?: Registry }} */ (globalThis);

/**
 * Every lookup Next makes counted as a hit or a miss on /metrics (docs/adr/0024-metrics-and-readiness.md). The counter
 * is registered at start by the instrumentation; this plain module finds it by name on the process's one registry.
 */
class CountedCacheHandler extends CacheHandler {
  /**
   * @override
   * @param {Parameters<CacheHandler['get']>} args
   */
  async get(...args) {
    const entry = await super.get(...args);
    store[METRICS_REGISTRY]?.getSingleMetric(NEXT_CACHE_LOOKUPS)?.inc({ result: entry ? 'hit' : 'miss' });
    return entry;
  }
}

// Next's own class: Node imports the CommonJS module as its exports object, whose `default` is the class (the types
// take the default import for the class itself).
export default process.env.REDIS_URL
  ? CountedCacheHandler
  : /** @type {{ default: typeof FileSystemCacheModule }} */ (/** @type {unknown} */ (FileSystemCacheModule)).default;
