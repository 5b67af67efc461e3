import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { safeDestination } from '../../../../domain/promo-flow.ts';
import { isSameSecret } from '../../../content/preview.ts';
import { onVisitorHost } from '../../../request/host.ts';
import { env } from '../../../env.ts';
import { DRAFT_COOKIE, draftCookieOptions, sealDraftCookie } from '../../../visitor/draft-cookie.ts';

/**
 * The secret preview URL: /api/preview?secret=...&path=/digitaal turns on Next's
 * draft mode and opens the page with draft content; /api/preview?exit=1 turns it off. On the brand's own host, so
 * the page is that brand's. Unconfigured, or with a wrong secret, it answers 404 and says nothing more. Next's draft
 * cookie holds a value fixed per build, so the shop's own sealed cookie goes beside it (site/visitor/draft-cookie.ts):
 * draft mode needs both.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const { searchParams } = request.nextUrl;
  const draft = await draftMode();
  const page = onVisitorHost(request, safeDestination(searchParams.get('path') ?? '/'));
  const toPage = () => NextResponse.redirect(page, 303);
  if (searchParams.has('exit')) {
    draft.disable();
    const response = toPage();
    // Removed with the attributes it was set with, as Next removes its own (an expiry in the past).
    response.cookies.set(DRAFT_COOKIE, '', { ...draftCookieOptions(0), expires: new Date(0) });
    return response;
  }
  if (!isSameSecret(searchParams.get('secret'), env.STORYBLOK_PREVIEW_SECRET)) {
    return NextResponse.json({ error: 'Page Not Found' }, { status: 404 });
  }
  draft.enable();
  const response = toPage();
  response.cookies.set(DRAFT_COOKIE, await sealDraftCookie(), draftCookieOptions());
  return response;
}
