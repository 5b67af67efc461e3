import { NextResponse, type NextRequest } from 'next/server';
import { leadIdFromQuery } from '../../domain/lead.ts';
import { parseMid } from '../../domain/mid.ts';
import { queryOf } from '../../domain/query.ts';
import { actieLocation, afterPromoLookup, directMailDecision, qrDirectMail } from '../../domain/promo-flow.ts';
import { STORED_MID_MAX_AGE_SECONDS, VISITOR_COOKIES } from '../../domain/visitor-state.ts';
import { brandRoutes, type Brand } from '../brands.ts';
import { env } from '../env.ts';
import { frontOffice } from '../front-office/index.ts';
import type { FrontOfficeCall } from '../front-office/port.ts';
import { reportProblem } from '../monitoring/report.ts';
import { promoCookieValue, readPromoCookie, visitorCookieOptions } from '../visitor/cookies.ts';
import { visitorCall } from '../visitor/front-office-call.ts';

/** A promo cookie lasts a week: long enough to come back to a mailing, short enough not to follow the visitor around. */
const PROMO_COOKIE_SECONDS = 7 * 24 * 60 * 60;

/** An absolute address on the visitor's own host (request.url carries the server's bind address, not the brand's). */
export function onVisitorHost(request: NextRequest, location: string): string {
  const protocol = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '');
  return `${protocol}://${request.headers.get('host')}${location}`;
}

/** Outside production the brandcode query chooses the brand: a redirect keeps it, or it would land on another shop. */
function keepBrandcode(request: NextRequest, location: string): string {
  const brandcode = request.nextUrl.searchParams.get('brandcode');
  if (!brandcode || env.APP_ENV === 'production') return location;
  const url = new URL(location, 'https://shop.invalid');
  if (!url.searchParams.has('brandcode')) url.searchParams.set('brandcode', brandcode);
  return url.pathname + url.search;
}

function redirect(request: NextRequest, location: string): NextResponse {
  return NextResponse.redirect(onVisitorHost(request, keepBrandcode(request, location)), 303);
}

/**
 * The direct-mail flows of docs/rules/02-routes-and-layout.md and docs/rules/04-states-and-flows.md, before the page renders:
 * - otag idtsfu (QR): the code in the address becomes the promo cookie, then on as sp2kub (domain/promo-flow.ts);
 * - otag sp2kub with a promo cookie, off /actie, no lead: look the promotion up, fetch the catalog for the lead's mid
 *   (so the page it lands on is warm), and go back to the destination with mid and leadId; on failure to the index;
 * - otag sp2kub without a promotion: to /actie, remembering the destination.
 * Undefined when no flow applies.
 */
export async function directMailResponse(request: NextRequest, brand: Brand): Promise<NextResponse | undefined> {
  const { pathname, searchParams } = request.nextUrl;
  const route = brandRoutes(brand.code).find((entry) => entry.path === pathname);
  if (!route) return undefined;
  const title = brand.code.toUpperCase();

  const qr = qrDirectMail(pathname, searchParams, title);
  if (qr) {
    const response = redirect(request, qr.location);
    response.cookies.set(VISITOR_COOKIES.promo, promoCookieValue(qr.cookie), visitorCookieOptions(request.headers.get('host'), PROMO_COOKIE_SECONDS));
    return response;
  }

  const decision = directMailDecision({
    otag: searchParams.get('otag'),
    promoCookie: readPromoCookie(request.cookies.get(VISITOR_COOKIES.promo)?.value),
    routeName: route.name,
    path: `${pathname}${request.nextUrl.search}`,
    leadId: leadIdFromQuery(Object.fromEntries(searchParams)),
  });
  switch (decision.kind) {
    case 'none':
      return undefined;
    case 'redirect-to-actie':
      return redirect(request, actieLocation(decision.destinationName));
    case 'error':
      return redirect(request, '/');
    case 'lookup':
      return redirect(request, await lookUpPromotion(brand, decision.body, decision.destinationName, visitorCall(`${pathname}${request.nextUrl.search}`, request.cookies.get(VISITOR_COOKIES.mid)?.value)));
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
    // docs/rules/04-states-and-flows.md: 'fetch catalog for returned mid' before going back, so the destination renders from cache.
    await frontOffice().catalog({ brandCode: brand.code, brandType: brand.type, countryCode: brand.country, group: 'default' }, { mid, clientPath: call.clientPath });
    return afterPromoLookup(destinationName, { mid, leadId: lead.leadId });
  } catch (error) {
    reportProblem(`front-office: promo lookup for ${brand.code} failed`, error);
    return '/';
  }
}

/** docs/rules/04-states-and-flows.md: a valid mid in the query is stored, so the visitor keeps their campaign on the next pages. */
export function storeQueryMid(request: NextRequest, response: NextResponse): void {
  const mid = parseMid(queryOf(request.nextUrl.searchParams).mid);
  if (mid) response.cookies.set(VISITOR_COOKIES.mid, mid, visitorCookieOptions(request.headers.get('host'), STORED_MID_MAX_AGE_SECONDS));
}
