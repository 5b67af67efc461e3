import { readFile } from 'node:fs/promises';
import { WEB_FONT_CACHE_CONTROL } from '@/site/cache-policy.ts';
import { ALL_FONTS, fontFile, fontHref } from '@/site/chrome/fonts/web-font-files.ts';
import { servedWebFont } from '@/site/chrome/fonts/web-font-subset.ts';

// Prerendered at build: each file is served from the build like any static asset.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return ALL_FONTS.map((font) => ({ file: fontHref(font).split('/').pop()! }));
}

/**
 * A brand's web font (site/chrome/fonts/web-fonts.ts), cut to the weights the brand draws with it (web-font-subset.ts):
 * its address names its version and the weights kept, so it is kept for good (site/cache-policy.ts).
 */
export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const found = fontFile((await params).file);
  if (!found) return new Response('Not Found', { status: 404 });
  return new Response(await servedWebFont(await readFile(found.path), found.weights), {
    headers: { 'Content-Type': 'font/woff2', 'Cache-Control': WEB_FONT_CACHE_CONTROL },
  });
}
