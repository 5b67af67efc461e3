import { readFile } from 'node:fs/promises';
import { FONT_FAMILIES } from '../../../../../schemas/theme.ts';
import { fontFile, FONT_HREFS } from '../../../../chrome/web-font-files.ts';
import { servedWebFont } from '../../../../chrome/web-font-subset.ts';

// Prerendered at build: each file is served from the build like any static asset.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return FONT_FAMILIES.map((family) => ({ file: FONT_HREFS[family].split('/').pop()! }));
}

/**
 * A brand's web font (site/chrome/web-fonts.ts), subset to what the shop draws (web-font-subset.ts): its address names
 * its version and the weights kept, so it is kept for a year.
 */
export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const found = fontFile((await params).file);
  if (!found) return new Response('Not Found', { status: 404 });
  return new Response(await servedWebFont(await readFile(found.path)), {
    headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
