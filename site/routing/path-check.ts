import { NextResponse, type NextRequest } from 'next/server';
import { pathCheckDecision } from '../../domain/path-check.ts';
import type { Brand } from '../brands.ts';
import { failedAnswerBriefly, memoryCache } from '../cache-policy.ts';
import { onVisitorHost } from '../request/host.ts';
import { frontOffice } from '../front-office/index.ts';
import { reportProblem } from '../monitoring/report.ts';
import type { FrontOfficeCall } from '../front-office/port.ts';
import { visitCall, type Visit } from '../visitor/visit.ts';
import { frontOfficeTitle } from '../front-office/brand-query.ts';
import { isPageLoad } from './matcher.ts';

interface Answer {
  readonly location?: string;
  readonly failed?: true;
}

/** The app's own non-page routes: the proxy sees them only with a brandcode query, and they never redirect. */
export const APP_ROUTES = /^\/(?:_next|api|healthz|metrics|assets)(?:\/|$)/;

interface Lookup {
  readonly brand: Brand;
  readonly pathname: string;
  /** The visitor's mid and path (docs/rules/07-calls.md), of whichever visitor asks first: the key holds neither. */
  readonly call: FrontOfficeCall;
}

/**
 * The lookup's answers by brand and path, as site/cache-policy.ts's 'path-check' says: concurrent misses of one key
 * share one call; once an answer's lifetime has passed it is still served while the next is fetched in the
 * background, so only a path never asked before waits on the front office. A failed lookup is kept briefly, and
 * keeps the last answer known (a front office going down moves no page); with none known it is 'no redirect'.
 */
const answers = memoryCache<string, Answer, Lookup>('path-check', {
  fetchMethod: async (_key, stale, { context, options }) => {
    const answer = await lookUp(context);
    if (!answer.failed) return answer;
    failedAnswerBriefly('path-check', options);
    return stale ? { ...stale, failed: true } : answer;
  },
});

/**
 * Never throws: a failure or a 404 (undefined from the port) is 'no redirect'
 * (docs/adr/0010-upstream-timeouts-deadline-breakers.md).
 */
async function lookUp({ brand, pathname, call }: Lookup): Promise<Answer> {
  try {
    // Kept per brand and path for every visitor: the answer varies by the path and title it asks, not by the headers
    // (schemas/front-office.ts FRONT_OFFICE_ANSWER_VARY), which are the visitor's who asked first.
    const answer = await frontOffice().pathCheck({ path: pathname, title: frontOfficeTitle(brand) }, call);
    return answer ? { location: answer.location } : {};
  } catch (error) {
    // One line per failed lookup, without the path; the visitor gets the page (or the 404) as without a redirect.
    reportProblem('front-office: path check failed', error);
    return { failed: true };
  }
}

/** The answers whose refusal was reported: once per answer kept, not once per request. */
const reported = new WeakSet<Answer>();

/**
 * docs/rules/02-routes-and-layout.md, the path-check lookup, for every GET or HEAD of a brand's path, its pages
 * included (docs/adr/0020-path-check-for-every-path.md; domain/path-check.ts decides): an internal location is a 307
 * on the visitor's own host, keeping their query; an absolute http(s) one a 307 off the site, a sister brand's shop
 * included. Temporary on purpose:
 * the table lives in the front office and may change at any time, and browsers keep a permanent redirect without
 * expiry, so a corrected entry would never reach a visitor who had seen the old one. A refused redirect (a loop, a
 * chain too long, an unsafe address) is reported and the page served as if there were none. Undefined when
 * there is no redirect; a form's POST is never redirected (its action is the page's).
 */
export async function pathCheckResponse(request: NextRequest, visit: Visit): Promise<NextResponse | undefined> {
  const { brand, path: pathname, search } = visit;
  if (APP_ROUTES.test(pathname) || !isPageLoad(request)) return undefined;
  let first: Answer | undefined;
  const decision = await pathCheckDecision(
    { pathname, search, host: visit.host },
    {
      locate: async (path) => {
        const answer = await answers.fetch(`${brand.code} ${path}`, {
          context: { brand, pathname: path, call: visitCall(visit) },
        });
        first ??= answer;
        return answer?.location;
      },
    },
  );
  switch (decision.kind) {
    case 'none':
      return undefined;
    case 'refused':
      if (first && !reported.has(first)) {
        reported.add(first);
        reportProblem(
          `path check: the redirect of ${brand.code} ${pathname} to ${decision.location} is refused ` +
            `(${decision.reason}); the page is served`,
        );
      }
      return undefined;
    case 'internal':
      return NextResponse.redirect(onVisitorHost(request, decision.location), 307);
    case 'external':
      return NextResponse.redirect(decision.location, 307);
  }
}
