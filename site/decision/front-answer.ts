import type { NextRequest } from 'next/server';
// Next's own cookie jar, the one NextResponse.cookies is: the decision service's cookies are serialised as the proxy's.
import { ResponseCookies } from 'next/dist/server/web/spec-extension/cookies';
import { env } from '../env.ts';
import { experimentsHeaderValue } from '../experiments/header.ts';
import { FRONT_ANSWER_HEADERS, MAX_FRONT_COOKIES } from '../experiments/front-decision.ts';
import { decideRequest } from '../routing/request-decision.ts';
import type { RequestExperiments } from '../visitor/experiments.ts';
import { deadlineShares, withDeadline } from '../upstream/resilience.ts';

/**
 * The Set-Cookie values the decisions set, as the proxy's response would carry them: written by Next's own cookie jar
 * (NextResponse.cookies) into a plain list, the part of Headers the jar uses (it rewrites the whole list on each
 * set). A real Headers validates every value on each rewrite, which was an eighth of a decision's time.
 */
export function visitorSetCookies(experiments: RequestExperiments): string[] {
  let values: string[] = [];
  const list = {
    getSetCookie: () => [],
    delete: () => void (values = []),
    append: (_name: string, value: string) => void values.push(value),
  };
  experiments.apply(new ResponseCookies(list as unknown as Headers));
  return values;
}

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
  if (request.method !== 'GET' && request.method !== 'HEAD') return LET_THE_INSTANCE_DECIDE;
  const decision = await withDeadline(deadlineShares(env.PAGE_DEADLINE_MS).proxyMs, () => decideRequest(request));
  if (decision.kind !== 'page' || decision.decidedAtFront) return LET_THE_INSTANCE_DECIDE;
  const { visit, experiments, route } = decision;
  if (!visit || visit.mid.source !== 'query' || !experiments?.perVisitor || !route.segment || route.visitorMid)
    return LET_THE_INSTANCE_DECIDE;
  const cookies = visitorSetCookies(experiments);
  if (cookies.length > MAX_FRONT_COOKIES) return LET_THE_INSTANCE_DECIDE;
  return {
    [FRONT_ANSWER_HEADERS.key]: route.segment,
    [FRONT_ANSWER_HEADERS.experiments]: experimentsHeaderValue(experiments.experiments),
    ...Object.fromEntries(cookies.map((cookie, index) => [FRONT_ANSWER_HEADERS.cookie(index + 1), cookie])),
  };
}
