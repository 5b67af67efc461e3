import { experimentClientChoice } from '@/domain/experiments/client.ts';
import { warming } from '@/monitoring/warm-up.mjs';
import { env } from '@/site/env.ts';
import { experimentsDatafileLoaded } from '@/site/experiments/index.ts';
import { readinessProblems } from '@/site/request/operations.ts';
import { sharedRedis } from '@/site/shared-state/redis.mjs';

export const dynamic = 'force-dynamic';

/** site/scripts/peer-address.mjs's DRAINING: set on SIGTERM in this process. */
const DRAINING = Symbol.for('shop.draining');

const plain = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/**
 * Readiness (docs/adr/0024-metrics-and-readiness.md): 503 while the instance drains, while Redis is unreachable with
 * REDIS_URL set, before the experiment client's first datafile where it may have one, and while the instance warms up
 * (site/request/warm-up.ts); 200 otherwise. Liveness stays /healthz, the bare prerendered page.
 */
export function GET(): Response {
  const redis = sharedRedis();
  const experimentsWanted = experimentClientChoice({
    mid: undefined,
    shopMids: env.SHOP_MIDS,
    query: {},
    disableOptimizely: env.DISABLE_OPTIMIZELY,
    ci: env.CI,
  }).create;
  const problems = readinessProblems({
    draining: (globalThis as Record<symbol, unknown>)[DRAINING] === true,
    redisConfigured: redis !== undefined,
    redisReady: redis?.isReady === true,
    experimentsWanted,
    datafileLoaded: experimentsWanted && experimentsDatafileLoaded(),
    warming: warming(),
  });
  return new Response(problems.length === 0 ? 'ready\n' : `not ready\n${problems.join('\n')}\n`, {
    status: problems.length === 0 ? 200 : 503,
    headers: plain,
  });
}
