import type { NextRequest } from 'next/server';
import { experimentsHeaderValue } from '../experiments/header.ts';
import { FRONT_ANSWER_HEADERS, MAX_FRONT_COOKIES } from '../experiments/front-decision.ts';
import { setCookieValues } from '../request/cookies.ts';
import { isPageLoad } from '../routing/matcher.ts';
import { decideRequest } from '../routing/request-decision.ts';

/** The decision service's answer to nginx: the response headers nginx reads; none lets the instance decide. */
export type FrontAnswer = Readonly<Record<string, string>>;

/** nginx lets the instance decide, as without the service: its answer is the visitor's own, never kept. */
export const LET_THE_INSTANCE_DECIDE: FrontAnswer = {};

/**
 * What nginx's decision service answers for a request nginx thinks may be a new campaign visitor's (docs/adr/0021):
 * the proxy's own decision (site/routing/request-decision.ts decideRequest, the same function), taken to the front
 * only when it makes a shared page of a query mid with this visitor's experiment decisions and cookies. A crawler,
 * an answer of its own (a redirect, a flow), a visitor's own page, a stored mid, no experiment client and a page whose
 * key holds another mid than the visitor's (its cookie tells the page theirs: site/routing/page-route.ts) are left to
 * the instance.
 */
export async function frontAnswer(request: NextRequest): Promise<FrontAnswer> {
  // A form's POST is the instance's: no decision is made for it here, so none is reported twice.
  if (!isPageLoad(request)) return LET_THE_INSTANCE_DECIDE;
  const decision = await decideRequest(request);
  if (decision.kind !== 'page' || decision.decidedAtFront) return LET_THE_INSTANCE_DECIDE;
  const { visit, experiments, route } = decision;
  if (!visit || visit.mid.source !== 'query' || !experiments?.perVisitor || !route.segment || route.visitorMid)
    return LET_THE_INSTANCE_DECIDE;
  // The experiments' cookies only: the stored mid's is the same for everyone on that URL, kept with the page.
  const cookies = setCookieValues(experiments.cookies);
  if (cookies.length > MAX_FRONT_COOKIES) return LET_THE_INSTANCE_DECIDE;
  return {
    [FRONT_ANSWER_HEADERS.key]: route.segment,
    [FRONT_ANSWER_HEADERS.experiments]: experimentsHeaderValue(experiments.experiments),
    ...Object.fromEntries(cookies.map((cookie, index) => [FRONT_ANSWER_HEADERS.cookie(index + 1), cookie])),
  };
}
