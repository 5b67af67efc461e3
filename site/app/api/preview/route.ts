import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { safeDestination } from '@/domain/promo-flow.ts';
import { isSameSecret } from '@/site/content/preview.ts';
import { PLAIN_TEXT_HEADERS } from '@/site/request/headers.ts';
import { onVisitorHost } from '@/site/request/host.ts';
import { fromAnotherSite, fromAnotherSiteRefusal } from '@/site/request/same-origin.ts';
import { env } from '@/site/env.ts';
import { DRAFT_COOKIE, draftCookieOptions, sealDraftCookie } from '@/site/visitor/draft-cookie.ts';

/** The page to open afterwards: `path` of the query, a path of this site only (domain/promo-flow.ts). */
const pageOf = (request: NextRequest) =>
  onVisitorHost(request, safeDestination(request.nextUrl.searchParams.get('path') ?? '/'));

/**
 * The secret preview URL: GET /api/preview?secret=...&path=/digitaal turns on Next's draft mode and opens the page
 * with draft content. On the brand's own host, so the page is that brand's. Unconfigured, or with a wrong secret, it
 * answers 404 and says nothing more. Next's draft cookie holds a value fixed per build, so the shop's own sealed
 * cookie goes beside it (site/visitor/draft-cookie.ts): draft mode needs both. Leaving is a POST (below): a GET
 * that changed state could be set off by any page's image or link, so `?exit=1` by GET is a 405 and changes nothing.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const { searchParams } = request.nextUrl;
  if (searchParams.has('exit')) {
    return new NextResponse('Method not allowed: preview is left with a POST (a form on the page)', {
      status: 405,
      headers: { ...PLAIN_TEXT_HEADERS, allow: 'POST' },
    });
  }
  if (!isSameSecret(searchParams.get('secret'), env.STORYBLOK_PREVIEW_SECRET)) {
    return NextResponse.json({ error: 'Page Not Found' }, { status: 404 });
  }
  (await draftMode()).enable();
  const response = NextResponse.redirect(pageOf(request), 303);
  response.cookies.set(DRAFT_COOKIE, await sealDraftCookie(), draftCookieOptions());
  return response;
}

/**
 * Leaves the preview: `<form method="post" action="/api/preview?exit=1&path=/digitaal">` turns draft mode off and
 * opens the page, without JavaScript. Only from the shop's own pages (site/request/same-origin.ts), as for an action.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (fromAnotherSite(request)) return fromAnotherSiteRefusal();
  (await draftMode()).disable();
  const response = NextResponse.redirect(pageOf(request), 303);
  // Removed with the attributes it was set with, as Next removes its own (an expiry in the past).
  response.cookies.set(DRAFT_COOKIE, '', { ...draftCookieOptions(0), expires: new Date(0) });
  return response;
}
