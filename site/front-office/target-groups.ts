import { LRUCache } from 'lru-cache';
import type { Mid } from '../../domain/mid.ts';
import type { MidData } from '../../schemas/front-office.ts';
import { reportProblem } from '../monitoring/report.ts';
import { frontOffice } from './index.ts';

/** As long as the catalog behind a campaign is kept (site/cache-policy.ts: CACHE_SECONDS.catalog). */
const KNOWN_TTL_MS = 5 * 60_000;
/** A failed lookup is retried soon: meanwhile the mid shares the default offer's page. */
const FAILED_TTL_MS = 30_000;
/**
 * Every request with a campaign mid asks this, and visitors can send as many well-formed mids as they like: the
 * most recent ones are kept (a few hundred bytes each, so about 2 MB at most).
 */
const MAX_MIDS = 10_000;

type Answer = { readonly data: MidData | null } | { readonly failed: true };

const answers = new LRUCache<Mid, Answer, { readonly clientPath: string }>({
  max: MAX_MIDS,
  ttl: KNOWN_TTL_MS,
  perf: { now: () => Date.now() },
  ttlResolution: 0,
  fetchMethod: async (mid, _stale, { context }) => {
    try {
      return { data: (await frontOffice().midData(mid, { mid, clientPath: context.clientPath })) ?? null };
    } catch (error) {
      reportProblem('front-office: mid data failed', error);
      return { failed: true };
    }
  },
});

/**
 * A mid's target group (docs/rules/03-entities.md) as the proxy needs it for every campaign request: null when the front office
 * knows no such mid, undefined when it could not be asked. Concurrent misses share one call.
 */
export async function targetGroup(mid: Mid, clientPath: string): Promise<MidData | null | undefined> {
  const answer = await answers.fetch(mid, { context: { clientPath } });
  // A failure is kept for the shorter time (set once: a later hit finds it within that time already).
  if (answer && 'failed' in answer && answers.getRemainingTTL(mid) > FAILED_TTL_MS) answers.set(mid, answer, { ttl: FAILED_TTL_MS });
  return answer && 'data' in answer ? answer.data : undefined;
}
