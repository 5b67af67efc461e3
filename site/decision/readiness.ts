import { experimentClientChoice } from '../../domain/experiments/client.ts';
import { warming } from '../../monitoring/warm-up.mjs';
import { env } from '../env.ts';
import { experimentsDatafileLoaded } from '../experiments/index.ts';
import { sharedRedis } from '../shared-state/redis.mjs';
import { readinessOf, type Readiness } from '../request/operations.ts';
import { PLAIN_TEXT_HEADERS } from '../request/headers.ts';

/*
 * A process's readiness (docs/adr/0024-metrics-and-readiness.md), an instance's (site/app/healthz/ready/route.ts) and
 * the decision service's (site/decision/server.ts) alike: the inputs read from this process, the rule in
 * site/request/operations.ts.
 */

/** Set once this process has answered ready; on globalThis, which every copy of this module in the process shares. */
const READY_BEFORE = Symbol.for('shop.readyBefore');
const processFlags = globalThis as Record<symbol, unknown>;

/** This process's readiness: `draining` as the caller knows it, Redis, the datafile and the warm-up as they are now. */
export function processReadiness(draining: boolean): Readiness {
  const redis = sharedRedis();
  const experimentsWanted = experimentClientChoice({
    mid: undefined,
    shopMids: env.SHOP_MIDS,
    query: {},
    disableOptimizely: env.DISABLE_OPTIMIZELY,
    ci: env.CI,
  }).create;
  const readiness = readinessOf({
    draining,
    readyBefore: processFlags[READY_BEFORE] === true,
    redisConfigured: redis !== undefined,
    redisReady: redis?.isReady === true,
    experimentsWanted,
    datafileLoaded: experimentsWanted && experimentsDatafileLoaded(),
    warming: warming(),
  });
  if (readiness.problems.length === 0) processFlags[READY_BEFORE] = true;
  return readiness;
}

/** The answer: 200 `ready`, or 503 `not ready`, with one problem or degradation a line; never kept. */
export function readinessAnswer({ problems, degraded }: Readiness) {
  return {
    status: problems.length === 0 ? 200 : 503,
    headers: PLAIN_TEXT_HEADERS,
    body: [problems.length === 0 ? 'ready' : 'not ready', ...problems, ...degraded].map((line) => `${line}\n`).join(''),
  };
}
