import { experimentClientChoice } from '../../domain/experiments/client.ts';
import { warming } from '../../monitoring/warm-up.mjs';
import { env } from '../env.ts';
import { experimentsDatafileLoaded } from '../experiments/index.ts';
import { sharedRedis } from '../shared-state/redis.mjs';
import { readinessProblems } from '../request/operations.ts';

/*
 * A process's readiness (docs/adr/0024-metrics-and-readiness.md), an instance's (site/app/healthz/ready/route.ts) and
 * the decision service's (site/decision/server.ts) alike: the inputs read from this process, the rule in
 * site/request/operations.ts.
 */

/** This process's problems: `draining` as the caller knows it, Redis, the datafile and the warm-up as they are now. */
export function processReadiness(draining: boolean): string[] {
  const redis = sharedRedis();
  const experimentsWanted = experimentClientChoice({
    mid: undefined,
    shopMids: env.SHOP_MIDS,
    query: {},
    disableOptimizely: env.DISABLE_OPTIMIZELY,
    ci: env.CI,
  }).create;
  return readinessProblems({
    draining,
    redisConfigured: redis !== undefined,
    redisReady: redis?.isReady === true,
    experimentsWanted,
    datafileLoaded: experimentsWanted && experimentsDatafileLoaded(),
    warming: warming(),
  });
}

/** The answer: 200 `ready`, or 503 `not ready` with one problem a line; never kept. */
export function readinessAnswer(problems: readonly string[]) {
  return {
    status: problems.length === 0 ? 200 : 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    body: problems.length === 0 ? 'ready\n' : `not ready\n${problems.join('\n')}\n`,
  };
}
