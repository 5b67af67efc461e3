import type { FontFamily } from '../../../schemas/theme.ts';

/*
 * The brands' web fonts, self-hosted from npm (@fontsource-variable: the latin subset, one variable file per family,
 * cut when served to the weights the brand draws with it: web-font-subset.ts)
 * and served by the site itself at an address that names the package's version (site/app/api/fonts), so a browser
 * may keep a file for a year. Our own @font-face (web-font-files.ts, a page declares only its brand's) rather than
 * next/font's, because a page preloads its brand's files (brand-document.tsx) and so must know their addresses;
 * next/font hashes them.
 */

export interface WebFont {
  /** The family name in CSS. */
  readonly name: string;
  /** The npm package and its file. */
  readonly packageName: string;
  readonly file: string;
}

export const WEB_FONTS: Readonly<Record<FontFamily, WebFont>> = {
  inter: { name: 'Inter Variable', packageName: '@fontsource-variable/inter', file: 'inter-latin-wght-normal.woff2' },
  'source-sans-3': {
    name: 'Source Sans 3 Variable',
    packageName: '@fontsource-variable/source-sans-3',
    file: 'source-sans-3-latin-wght-normal.woff2',
  },
  'source-serif-4': {
    name: 'Source Serif 4 Variable',
    packageName: '@fontsource-variable/source-serif-4',
    file: 'source-serif-4-latin-wght-normal.woff2',
  },
  merriweather: {
    name: 'Merriweather Variable',
    packageName: '@fontsource-variable/merriweather',
    file: 'merriweather-latin-wght-normal.woff2',
  },
  lora: { name: 'Lora Variable', packageName: '@fontsource-variable/lora', file: 'lora-latin-wght-normal.woff2' },
  nunito: {
    name: 'Nunito Variable',
    packageName: '@fontsource-variable/nunito',
    file: 'nunito-latin-wght-normal.woff2',
  },
  'roboto-slab': {
    name: 'Roboto Slab Variable',
    packageName: '@fontsource-variable/roboto-slab',
    file: 'roboto-slab-latin-wght-normal.woff2',
  },
};

/** The route that serves the files (site/app/api/fonts/[file]). */
export const FONT_ROUTE = '/api/fonts';

/** A range of weights a file keeps; min = max is one weight (a static instance, no weight axis). */
export interface FontWeights {
  readonly min: number;
  readonly max: number;
}

/**
 * What a brand draws with a family, which decides the weights its file keeps (web-font-subset.ts): its text (400
 * body, 600 and 700 emphasis; also its headings when they are in the same family), or only its headings, which are
 * all bold (700). A page that asks the headings file for another weight gets 700: the e2e suite checks that every
 * text drawn in a heading family is 700 (e2e/specs/font-preloads.spec.ts).
 */
export type FontUse = 'text' | 'headings';
export const FONT_USES: readonly FontUse[] = ['text', 'headings'];
export const FONT_WEIGHTS: Readonly<Record<FontUse, FontWeights>> = {
  text: { min: 400, max: 700 },
  headings: { min: 700, max: 700 },
};

/** One web font file of a brand: a family and what the brand draws with it. */
export interface BrandFont {
  readonly family: FontFamily;
  readonly use: FontUse;
}

/** The weights in CSS (`font-weight` of an @font-face) and in a file name: `400 700` / `400-700`, or `700`. */
export const weightsCss = ({ min, max }: FontWeights, separator = ' ') =>
  min === max ? `${min}` : `${min}${separator}${max}`;

/**
 * A family's file name at the site: `<family>-<package version>-<weights kept>.woff2` (web-font-subset.ts), so a new
 * version or another cut is a new address.
 */
export const fontFileName = (family: FontFamily, version: string, weights: FontWeights) =>
  `${family}-${version}-${weightsCss(weights, '-')}.woff2`;
