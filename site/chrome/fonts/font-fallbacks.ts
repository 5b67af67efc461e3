import { createFontStack, type FontMetrics } from '@capsizecss/core';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';
import type { FontFamily } from '../../../schemas/theme.ts';

/*
 * Metric-matched fallbacks (Capsize): while a brand's web font loads, text is set in a local font scaled and spaced
 * to take the same room, so the swap moves nothing. next/font's own fallback is one face on local("Arial") or
 * local("Times New Roman"), which phones and Linux do not have (Android has Roboto and Noto Serif; Linux has the
 * metric-compatible Liberation fonts): there the text fell back unadjusted, and a serif heading that wrapped
 * differently shifted De Morgen's home page by 0.035 (Lighthouse, measured). So each family gets a face per local
 * font that phones and computers have, each with its own overrides; the browser takes the first one it has.
 */

type Metrics = Pick<
  FontMetrics,
  | 'familyName'
  | 'fullName'
  | 'postscriptName'
  | 'ascent'
  | 'descent'
  | 'lineGap'
  | 'unitsPerEm'
  | 'xWidthAvg'
  | 'subsets'
>;
/** A face as Capsize gives it: the family it names, its local sources and its overrides (camelCase). */
type Face = { readonly fontFamily: string } & Readonly<Record<string, string>>;

/** Liberation Sans and Serif are built to Arial's and Times New Roman's metrics (Debian, most Linux desktops). */
const alias = (base: Metrics, familyName: string, postscriptName: string): Metrics => ({
  ...base,
  familyName,
  fullName: familyName,
  postscriptName,
});
const SANS = [metrics.arial, alias(metrics.arial, 'Liberation Sans', 'LiberationSans'), metrics.roboto];
const SERIF = [
  metrics.timesNewRoman,
  alias(metrics.timesNewRoman, 'Liberation Serif', 'LiberationSerif'),
  metrics.notoSerif,
];

const FAMILIES: Record<
  FontFamily,
  { readonly metrics: Metrics; readonly local: readonly Metrics[]; readonly generic: string }
> = {
  inter: { metrics: metrics.inter, local: SANS, generic: 'sans-serif' },
  'source-sans-3': { metrics: metrics.sourceSans3, local: SANS, generic: 'sans-serif' },
  nunito: { metrics: metrics.nunito, local: SANS, generic: 'sans-serif' },
  'source-serif-4': { metrics: metrics.sourceSerif4, local: SERIF, generic: 'serif' },
  merriweather: { metrics: metrics.merriweather, local: SERIF, generic: 'serif' },
  lora: { metrics: metrics.lora, local: SERIF, generic: 'serif' },
  'roboto-slab': { metrics: metrics.robotoSlab, local: SERIF, generic: 'serif' },
};

/** Each family's fallback faces. */
const faces = Object.fromEntries(
  Object.entries(FAMILIES).map(([family, { metrics: own, local }]) => [
    family,
    createFontStack([own, ...local], { fontFaceFormat: 'styleObject' }).fontFaces.map(
      (face) => face['@font-face'] as Face,
    ),
  ]),
) as unknown as Record<FontFamily, readonly Face[]>;

/** What follows a family's web font in its font-family: its adjusted fallback faces, then the generic family. */
export function fallbackFamilies(family: FontFamily): string {
  return [...faces[family].map((face) => face.fontFamily), FAMILIES[family].generic].join(', ');
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * A family's fallback @font-face rules as CSS: declared by the page beside its brand's web fonts (web-font-files.ts),
 * so a page carries the faces of its own one or two families, not all seven families' 21 (about 4 KB, which the
 * document repeated in its RSC payload).
 */
export function fallbackFaceCss(family: FontFamily): string {
  return faces[family]
    .map(
      (face) =>
        `@font-face{${Object.entries(face)
          .map(([property, value]) => `${kebab(property)}:${value}`)
          .join(';')}}`,
    )
    .join('');
}
