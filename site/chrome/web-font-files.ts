import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FONT_FAMILIES, type FontFamily } from '../../schemas/theme.ts';
import { fallbackFaceCss } from './font-fallbacks.ts';
import { SERVED_WEIGHTS } from './web-font-subset.ts';
import { FONT_ROUTE, fontFileName, WEB_FONTS } from './web-fonts.ts';

/*
 * Where each family's file is on disk and at the site (server only: it reads the installed packages' versions).
 * Read at build time, where the fonts route is prerendered and the brand pages are rendered.
 */

const packageDir = (family: FontFamily) => path.join(process.cwd(), 'node_modules', WEB_FONTS[family].packageName);

const version = (family: FontFamily): string =>
  (JSON.parse(readFileSync(path.join(packageDir(family), 'package.json'), 'utf8')) as { version: string }).version;

/** Every family's address at the site, e.g. /api/fonts/inter-5.3.0-400-700.woff2. */
export const FONT_HREFS: Readonly<Record<FontFamily, string>> = Object.fromEntries(
  FONT_FAMILIES.map((family) => [family, `${FONT_ROUTE}/${fontFileName(family, version(family), SERVED_WEIGHTS)}`]),
) as Record<FontFamily, string>;

/** The file behind an address's last segment, or undefined for any other name. */
export function fontFile(name: string): { readonly family: FontFamily; readonly path: string } | undefined {
  const family = FONT_FAMILIES.find((candidate) => FONT_HREFS[candidate].endsWith(`/${name}`));
  return family && { family, path: path.join(packageDir(family), 'files', WEB_FONTS[family].file) };
}

/**
 * The @font-face rules of the families a page uses (only those: a brand uses one or two of the seven): each web
 * font, then its metric-matched fallback faces (font-fallbacks.ts).
 */
export function fontFaceCss(families: readonly FontFamily[]): string {
  return [...new Set(families)]
    .map((family) => {
      const font = WEB_FONTS[family];
      return `@font-face{font-family:"${font.name}";src:url(${FONT_HREFS[family]}) format("woff2");font-weight:${SERVED_WEIGHTS.min} ${SERVED_WEIGHTS.max};font-style:normal;font-display:swap}${fallbackFaceCss(family)}`;
    })
    .join('');
}
