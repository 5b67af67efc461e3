import type { Mid } from '../../domain/mid.ts';
import type { MidData } from '../../schemas/front-office.ts';
import { failedAnswerBriefly, memoryCache } from '../cache-policy.ts';
import { reportProblem } from '../monitoring/report.ts';
import { frontOffice } from './index.ts';

type Answer = { readonly data: MidData | null } | { readonly failed: true };

/**
 * Kept as long as site/cache-policy.ts's 'target-groups' says (the catalog behind a campaign's lifetime, the most
 * recent mids); a failed lookup only briefly: meanwhile the mid shares the default offer's page.
 */
const answers = memoryCache<Mid, Answer, { readonly clientPath: string }>('target-groups', {
  fetchMethod: async (mid, _stale, { context, options }) => {
    try {
      return { data: (await frontOffice().midData(mid, { mid, clientPath: context.clientPath })) ?? null };
    } catch (error) {
      reportProblem('front-office: mid data failed', error);
      failedAnswerBriefly('target-groups', options);
      return { failed: true };
    }
  },
});

/**
 * A mid's target group (docs/rules/03-entities.md) as the proxy needs it for every campaign request: null when the
 * front office knows no such mid, undefined when it could not be asked. Concurrent misses share one call.
 */
export async function targetGroup(mid: Mid, clientPath: string): Promise<MidData | null | undefined> {
  const answer = await answers.fetch(mid, { context: { clientPath } });
  return answer && 'data' in answer ? answer.data : undefined;
}
