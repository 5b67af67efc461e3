import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FONT_FAMILIES, type FontFamily } from '../../../schemas/theme.ts';
import { repositoryRoot } from '../../repository-root.ts';
import { fallbackFaceCss } from './font-fallbacks.ts';
import {
  type BrandFont,
  FONT_ROUTE,
  FONT_USES,
  FONT_WEIGHTS,
  fontFileName,
  type FontWeights,
  WEB_FONTS,
  weightsCss,
} from './web-fonts.ts';

/*
 * Where each family's file is on disk and at the site (server only: it reads the installed packages' versions).
 * Read at build time, where the fonts route is prerendered and the brand pages are rendered.
 */

const packageDir = (family: FontFamily) => path.join(repositoryRoot(), 'node_modules', WEB_FONTS[family].packageName);

const version = (family: FontFamily): string =>
  (JSON.parse(readFileSync(path.join(packageDir(family), 'package.json'), 'utf8')) as { version: string }).version;

/** The address at the site of a family's file for a use, e.g. /api/fonts/inter-5.3.0-400-700.woff2. */
export function fontHref({ family, use }: BrandFont): string {
  return `${FONT_ROUTE}/${fontFileName(family, version(family), FONT_WEIGHTS[use])}`;
}

/** Every file the site serves: each family for each use. */
export const ALL_FONTS: readonly BrandFont[] = FONT_FAMILIES.flatMap((family) =>
  FONT_USES.map((use) => ({ family, use })),
);

/** The file behind an address's last segment, with the weights it keeps, or undefined for any other name. */
export function fontFile(
  name: string,
): (BrandFont & { readonly path: string; readonly weights: FontWeights }) | undefined {
  const font = ALL_FONTS.find((candidate) => fontHref(candidate).endsWith(`/${name}`));
  return (
    font && {
      ...font,
      path: path.join(packageDir(font.family), 'files', WEB_FONTS[font.family].file),
      weights: FONT_WEIGHTS[font.use],
    }
  );
}

/**
 * The @font-face rules of a page's files (only its brand's: one or two of the fourteen): each web font with the
 * weights its file keeps, then its family's metric-matched fallback faces (font-fallbacks.ts).
 */
export function fontFaceCss(fonts: readonly BrandFont[]): string {
  return fonts
    .map((font) => {
      const { name } = WEB_FONTS[font.family];
      return `@font-face{font-family:"${name}";src:url(${fontHref(font)}) format("woff2");font-weight:${weightsCss(FONT_WEIGHTS[font.use])};font-style:normal;font-display:swap}${fallbackFaceCss(font.family)}`;
    })
    .join('');
}
