import type { NextRequest } from 'next/server';
import { BRANDS, isBrandCode } from '@/site/brands.ts';
import { draftStoryById } from '@/site/content/index.ts';
import { EDITOR_ORIGINS, isSignedEditorRequest } from '@/site/content/editor.ts';
import { openedStoryId } from '@/site/page/preview/editor-access.ts';
import { BRAND_CHOICE_PARAM, editorTarget } from '@/site/page/preview/editor-target.ts';
import { previewHostOf } from '@/site/request/host.ts';
import { reportProblem } from '@/site/monitoring/report.ts';

/** A story the editor opened that no page shows: said plainly in the editor's frame, never a 500. */
function notice(reason: string, signed: boolean): Response {
  const text = reason.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const body = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>No page shows this story</title></head>',
    '<body style="font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:40rem"><main>',
    `<h1>No page shows this story</h1><p>${text}</p>`,
    '<p>A story of the shop is <code>&lt;brand code&gt;/&lt;slug&gt;</code> or <code>group/&lt;slug&gt;</code>,',
    'with the slug of a page the brand has.</p></main></body></html>',
  ].join('\n');
  const frameAncestors = signed ? ["'self'", ...EDITOR_ORIGINS].join(' ') : "'none'";
  return new Response(body, {
    status: 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors ${frameAncestors}`,
    },
  });
}

/**
 * The space's one preview URL per environment (docs/adr/0029): Storyblok frames `/api/editor/<full_slug>` with the
 * story's id and its signature, and this sends the frame on to the page that shows the story, on its brand's host in
 * the same environment, with the editor's parameters; `brand=<code>` picks the brand of a group story. An unsigned
 * request is sent to the published page without them (no draft, no frame). Scheme-relative, so that the page keeps
 * the preview URL's scheme (the editor needs https; a local run has http).
 */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ slug?: string[] }> },
): Promise<Response> {
  const { slug = [] } = await params;
  const { searchParams } = request.nextUrl;
  const query = Object.fromEntries(searchParams);
  const signed = isSignedEditorRequest(query);
  const chosen = searchParams.get(BRAND_CHOICE_PARAM) ?? undefined;
  let target = await editorTarget(slug.join('/'), chosen);
  const id = openedStoryId(query);
  if (target.kind === 'unknown' && signed && id !== undefined) {
    // Not a story path (a story moved since, or a preview URL with a path of its own): the story itself says where.
    const story = await draftStoryById(id).catch((error: unknown) =>
      reportProblem(`content: story ${id} for the editor unavailable`, error),
    );
    if (story) target = await editorTarget(story.story.full_slug, chosen);
  }
  if (target.kind === 'unknown') return notice(target.reason, signed);
  const brand = isBrandCode(target.brand) ? BRANDS[target.brand] : undefined;
  const where = brand ? previewHostOf(brand, request) : { kind: 'none' as const, reason: `no brand ${target.brand}` };
  if (where.kind === 'none') return notice(where.reason, signed);
  const search = new URLSearchParams();
  if (signed) for (const [key, value] of searchParams) if (key.startsWith('_storyblok')) search.append(key, value);
  if (where.brandcode) search.set('brandcode', where.brandcode);
  const location = `//${where.host}${target.path}${search.size > 0 ? `?${search}` : ''}`;
  return new Response(null, { status: 307, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
