import { NextResponse, type NextRequest } from 'next/server';
import { resolveBrand } from '@/domain/brand-resolution.ts';
import { parseMid } from '@/domain/mid.ts';
import { afterPromoLookup } from '@/domain/promo-flow.ts';
import {
  checkPromoForm,
  PROMO_FORM_ERROR_KEY,
  PROMO_LOOKUPS_PER_MINUTE,
  type PromoFormError,
  type PromoFormInput,
} from '@/domain/promo-form.ts';
import { VISITOR_COOKIES } from '@/domain/visitor-state.ts';
import { BRAND_DIRECTORY, getBrand } from '@/site/brands.ts';
import { onVisitorHost } from '@/site/request/host.ts';
import { env } from '@/site/env.ts';
import { frontOffice } from '@/site/front-office/index.ts';
import { reportProblem } from '@/site/monitoring/report.ts';
import { visitorCookieOptions } from '@/site/request/cookies.ts';
import { NO_EXPERIMENTS } from '@/site/experiments/header.ts';
import { PLAIN_TEXT_HEADERS, VISITOR_PATH_HEADER } from '@/site/request/headers.ts';
import { trustedAddress } from '@/site/request/client-address.ts';
import { rateLimit } from '@/site/request/rate-limit.ts';
import { fromAnotherSite, fromAnotherSiteRefusal } from '@/site/request/same-origin.ts';
import { requestVisit, visitCall, type Visit } from '@/site/visitor/visit.ts';
import { frontOfficeTitle } from '@/site/front-office/brand-query.ts';

/** What was typed survives a failed submission for five minutes: long enough to correct it, no longer. */
const TYPED_SECONDS = 5 * 60;

/** The clients counted at once (about 1 MB); when more try codes, the least recent start afresh. */
const PROMO_LOOKUP_CLIENTS = 10_000;
const lookups = rateLimit({ limit: PROMO_LOOKUPS_PER_MINUTE, windowMs: 60_000, clients: PROMO_LOOKUP_CLIENTS });
/** Counts as one client: a process whose peer is not stamped (development), so no address is known. */
const UNKNOWN_CLIENT = 'unknown';

/** A browser's form submission (a navigation, or asking for a page), which is answered with the form again. */
function fromBrowserForm(request: NextRequest): boolean {
  return (
    request.headers.get('sec-fetch-mode') === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html')
  );
}

/** Outside production the form's page may have chosen its brand with ?brandcode= (its address is the Referer). */
function brandcodeOf(request: NextRequest): string | null {
  if (env.APP_ENV === 'production') return null;
  try {
    return new URL(request.headers.get('referer') ?? '').searchParams.get('brandcode');
  } catch {
    return null;
  }
}

function withBrandcode(location: string, brandcode: string | null): string {
  if (!brandcode) return location;
  const url = new URL(location, 'https://shop.invalid');
  url.searchParams.set('brandcode', brandcode);
  return url.pathname + url.search;
}

function backToForm(
  request: NextRequest,
  visit: Visit,
  input: PromoFormInput,
  errors: readonly PromoFormError[],
  brandcode: string | null,
) {
  const query = new URLSearchParams({
    destinationName: input.destinationName,
    [PROMO_FORM_ERROR_KEY]: errors.join(','),
  });
  const response = NextResponse.redirect(onVisitorHost(request, withBrandcode(`/actie?${query}`, brandcode)), 303);
  const typed = JSON.stringify({ actiecode: input.actiecode, postcode: input.postcode });
  response.cookies.set(VISITOR_COOKIES.promoForm, typed, visitorCookieOptions(visit.host ?? null, TYPED_SECONDS));
  return response;
}

/**
 * The /actie form (docs/rules/02-routes-and-layout.md and docs/rules/04-states-and-flows.md): look the actiecode and
 * postcode up at the front office and continue to the destination with the lead's mid and leadId. A plain form POST
 * answered with 303, so it works without JavaScript; every failure goes back to the form with a clear message and what
 * was typed, never an error page. Only from the shop's own pages (a 403 otherwise, as for an action), and at most
 * PROMO_LOOKUPS_PER_MINUTE lookups per client address: beyond that the form says so (a 429 to a non-browser).
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (fromAnotherSite(request)) return fromAnotherSiteRefusal();
  const brandcode = brandcodeOf(request);
  const resolution = resolveBrand(
    { host: request.headers.get('host'), brandcode, appEnv: env.APP_ENV },
    BRAND_DIRECTORY,
  );
  const brand = resolution.kind === 'brand' ? getBrand(resolution.code) : undefined;
  if (!brand) return NextResponse.json({ error: 'Page Not Found' }, { status: 404 });
  // The visitor is on the form's page, as the proxy saw it.
  const visit = await requestVisit(
    request,
    brand,
    NO_EXPERIMENTS,
    request.headers.get(VISITOR_PATH_HEADER) ?? '/actie',
  );

  const form = await request.formData().catch(() => new FormData());
  const check = checkPromoForm({
    actiecode: form.get('actiecode'),
    postcode: form.get('postcode'),
    destinationName: form.get('destinationName'),
  });
  if (!check.ok) return backToForm(request, visit, check.input, check.errors, brandcode);

  const { input } = check;
  const take = lookups.take(trustedAddress((name) => request.headers.get(name)) ?? UNKNOWN_CLIENT);
  if (!take.allowed) {
    if (fromBrowserForm(request)) return backToForm(request, visit, input, ['too-many'], brandcode);
    return new NextResponse('Too many requests: try again in a minute', {
      status: 429,
      headers: { ...PLAIN_TEXT_HEADERS, 'retry-after': String(Math.ceil(take.retryAfterMs / 1000)) },
    });
  }
  try {
    const lead = await frontOffice().promoLookup(
      { actiecode: input.actiecode, postcode: input.postcode, title: frontOfficeTitle(brand) },
      visitCall(visit),
    );
    const mid = parseMid(lead?.mid);
    if (!lead || !mid || !lead.leadId) return backToForm(request, visit, input, ['not-found'], brandcode);
    const response = NextResponse.redirect(
      onVisitorHost(
        request,
        withBrandcode(afterPromoLookup(input.destinationName, { mid, leadId: lead.leadId }), brandcode),
      ),
      303,
    );
    response.cookies.delete(VISITOR_COOKIES.promoForm);
    return response;
  } catch (error) {
    reportProblem(`front-office: promo lookup for ${brand.code} failed`, error);
    return backToForm(request, visit, input, ['unavailable'], brandcode);
  }
}
