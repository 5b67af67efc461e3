import { processReadiness, readinessAnswer } from '@/site/decision/readiness.ts';

export const dynamic = 'force-dynamic';

/** site/preloads/peer-address.mjs's DRAINING: set on SIGTERM in this process. */
const DRAINING = Symbol.for('shop.draining');

/**
 * Readiness (docs/adr/0024-metrics-and-readiness.md): 503 while the instance drains, before the experiment client's
 * first datafile where it may have one, while the instance warms up (site/request/warm-up.ts), and while Redis is
 * unreachable with REDIS_URL set until it was first ready (docs/adr/0035); 200 otherwise, naming a Redis lost since.
 * Liveness stays /healthz, the bare prerendered page.
 */
export function GET(): Response {
  const answer = readinessAnswer(processReadiness((globalThis as Record<symbol, unknown>)[DRAINING] === true));
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
