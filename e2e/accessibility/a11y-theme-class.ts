import type { ThemeTokens } from '../../schemas/theme.ts';

/*
 * A theme's class as the accessibility checks see it (docs/adr/0034): two themes in one class give every page the
 * same result. axe's and HTML_CodeSniffer's only reading of a theme's colours is contrast between two of them (text on
 * its background, a link against the text around it), compared with WCAG's thresholds; so a theme's class is, for
 * every pair of its colour tokens, which side of each threshold the pair's contrast lies on. A pair within a
 * rounding's reach of a threshold keeps its exact contrast: no class is trusted on a margin. The fonts are not in it:
 * a family changes how wide a text is, as the words do (e2e/accessibility/a11y-structure.ts reduces them to marks),
 * never its size, weight or colour, which are what contrast's thresholds read. Pure:
 * tests/e2e/accessibility/a11y-theme-class.test.ts.
 */

/** WCAG's contrast thresholds axe and HTML_CodeSniffer compare with: large text and links (3), text (4.5). */
const CONTRAST_THRESHOLDS = [3, 4.5] as const;
/** How near a threshold a contrast is kept exact: axe rounds contrast to two decimals before comparing. */
const MARGIN = 0.02;

/** The relative luminance of a #rrggbb colour (WCAG 2's definition). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2's contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Which side of the thresholds a contrast lies on: 0 below 3, 1 from 3, 2 from 4.5; exact when near one. */
function band(ratio: number): string {
  if (CONTRAST_THRESHOLDS.some((threshold) => Math.abs(ratio - threshold) < MARGIN)) return ratio.toFixed(3);
  return String(CONTRAST_THRESHOLDS.filter((threshold) => ratio >= threshold).length);
}

/** The theme's class: equal strings, equal results. */
export function themeClass(tokens: ThemeTokens): string {
  // The radius is not among them either: no check reads a corner's roundness.
  const colours = Object.entries(tokens)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].startsWith('#'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, colour]) => colour);
  const bands = colours.flatMap((a, i) => colours.slice(i + 1).map((b) => band(contrast(a, b))));
  return bands.join('');
}
