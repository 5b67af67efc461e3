import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { safeDestination } from '../../../../domain/promo-flow.ts';
import { isSameSecret } from '../../../content/preview.ts';
import { onVisitorHost } from '../../../request/host.ts';
import { env } from '../../../env.ts';

/**
 * The secret preview URL (issue: 'or a secret preview URL'): /api/preview?secret=...&path=/digitaal turns on Next's
 * draft mode and opens the page with draft content; /api/preview?exit=1 turns it off. On the brand's own host, so
 * the page is that brand's. Unconfigured, or with a wrong secret, it answers 404 and says nothing more.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const { searchParams } = request.nextUrl;
  const draft = await draftMode();
  if (searchParams.has('exit')) {
    draft.disable();
    return NextResponse.redirect(onVisitorHost(request, safeDestination(searchParams.get('path') ?? '/')), 303);
  }
  if (!isSameSecret(searchParams.get('secret'), env.STORYBLOK_PREVIEW_SECRET)) {
    return NextResponse.json({ error: 'Page Not Found' }, { status: 404 });
  }
  draft.enable();
  return NextResponse.redirect(onVisitorHost(request, safeDestination(searchParams.get('path') ?? '/')), 303);
}
