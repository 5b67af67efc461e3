import { NextResponse, type NextRequest } from 'next/server';
import { parseMid } from '../../domain/mid.ts';
import { actieLocation, afterPromoLookup, directMailDecision, qrDirectMail } from '../../domain/promo-flow.ts';
import { STORED_MID_MAX_AGE_SECONDS, VISITOR_COOKIES } from '../../domain/visitor-state.ts';
import type { Brand } from '../brands.ts';
import { frontOffice } from '../front-office/index.ts';
import type { FrontOfficeCall } from '../front-office/port.ts';
import { reportProblem } from '../monitoring/report.ts';
import { onVisitorHost } from '../request/host.ts';
import { visitorCookieOptions, type CookieToSet } from '../request/cookies.ts';
import { withBrandcode } from '../payments/responses.ts';
import { promoCookieValue } from '../visitor/cookies.ts';
import { visitCall, type Visit } from '../visitor/visit.ts';
import { catalogQuery, frontOfficeTitle } from '../front-office/brand-query.ts';

/**
 * A promo cookie lasts a week: long enough to come back to a mailing, short enough not to follow the visitor around.
 */
const PROMO_COOKIE_SECONDS = 7 * 24 * 60 * 60;

/** A 303 on the visitor's host; outside production the brandcode query chose the brand, and the redirect keeps it. */
function redirect(request: NextRequest, visit: Visit, location: string): NextResponse {
  return NextResponse.redirect(onVisitorHost(request, withBrandcode(location, first(visit.query.brandcode))), 303);
}

/** A query value as the address gave it first (a key given twice counts by its first value here). */
const first = (value: string | readonly string[] | undefined) => (typeof value === 'string' ? value : value?.[0]);

/**
 * The direct-mail flows of docs/rules/02-routes-and-layout.md and docs/rules/04-states-and-flows.md, before the page
 * renders:
 * - otag idtsfu (QR): the code in the address becomes the promo cookie, then on as sp2kub (domain/promo-flow.ts);
 * - otag sp2kub with a promo cookie, off /actie, no lead: look the promotion up, fetch the catalog for the lead's mid
 *   (so the page it lands on is warm), and go back to the destination with mid and leadId; on failure to the index;
 * - otag sp2kub without a promotion: to /actie, remembering the destination.
 * Undefined when no flow applies.
 */
export async function directMailResponse(request: NextRequest, visit: Visit): Promise<NextResponse | undefined> {
  const { brand, path, route } = visit;
  if (!route) return undefined;
  const title = frontOfficeTitle(brand);

  const qr = qrDirectMail(path, new URLSearchParams(visit.search), title);
  if (qr) {
    const response = redirect(request, visit, qr.location);
    response.cookies.set(
      VISITOR_COOKIES.promo,
      promoCookieValue(qr.cookie),
      visitorCookieOptions(visit.host ?? null, PROMO_COOKIE_SECONDS),
    );
    return response;
  }

  const decision = directMailDecision({
    otag: first(visit.query.otag),
    promoCookie: visit.cookies.promo,
    routeName: route.name,
    path: visit.clientPath,
    leadId: visit.state.leadId,
  });
  switch (decision.kind) {
    case 'none':
      return undefined;
    case 'redirect-to-actie':
      return redirect(request, visit, actieLocation(decision.destinationName));
    case 'error':
      // docs/rules/08-errors.md: a promo without a title is 'Title is required', and a failing promo goes to the index;
      // logged as the lookup's own failure is, with its message.
      reportProblem(`front-office: promo lookup for ${brand.code} failed`, new Error(decision.message));
      return redirect(request, visit, '/');
    case 'lookup':
      return redirect(
        request,
        visit,
        await lookUpPromotion(brand, decision.body, decision.destinationName, visitCall(visit)),
      );
  }
}

async function lookUpPromotion(
  brand: Brand,
  body: Parameters<ReturnType<typeof frontOffice>['promoLookup']>[0],
  destinationName: string,
  call: FrontOfficeCall,
): Promise<string> {
  try {
    const lead = await frontOffice().promoLookup(body, call);
    const mid = parseMid(lead?.mid);
    if (!lead || !mid) return '/';
    // docs/rules/04-states-and-flows.md: 'fetch catalog for returned mid' before going back, so the destination renders
    // from cache.
    await frontOffice().catalog(catalogQuery(brand, 'default'), { mid, clientPath: call.clientPath });
    return afterPromoLookup(destinationName, { mid, leadId: lead.leadId });
  } catch (error) {
    reportProblem(`front-office: promo lookup for ${brand.code} failed`, error);
    return '/';
  }
}

/**
 * docs/rules/04-states-and-flows.md: a valid mid in the query is stored, so the visitor keeps their campaign on the
 * next pages.
 */
export function queryMidCookies(visit: Visit): CookieToSet[] {
  if (visit.mid.source !== 'query') return [];
  const options = visitorCookieOptions(visit.host ?? null, STORED_MID_MAX_AGE_SECONDS);
  return [{ name: VISITOR_COOKIES.mid, value: visit.mid.mid, ...options }];
}
