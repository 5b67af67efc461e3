import type { ThemeTokenName, ThemeTokens } from '../schemas/theme.ts';

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for user-interface parts and graphics (1.4.11). */
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

type ColourToken = Exclude<ThemeTokenName, 'radius' | 'fontBody' | 'fontHeading'>;

/** Every foreground/background pair the themes put on screen, and what it is used for. */
export const CONTRAST_PAIRS: readonly { fg: ColourToken; bg: ColourToken; min: number; use: string }[] = [
  { fg: 'text', bg: 'background', min: AA_TEXT, use: 'body text' },
  { fg: 'text', bg: 'surface', min: AA_TEXT, use: 'text on panels' },
  { fg: 'textMuted', bg: 'background', min: AA_TEXT, use: 'secondary text' },
  { fg: 'textMuted', bg: 'surface', min: AA_TEXT, use: 'secondary text on panels' },
  { fg: 'brandContrast', bg: 'brand', min: AA_TEXT, use: 'text on brand-coloured bars and buttons' },
  { fg: 'accentContrast', bg: 'accent', min: AA_TEXT, use: 'text on accent buttons' },
  { fg: 'brand', bg: 'background', min: AA_TEXT, use: 'links and headings in the brand colour' },
  { fg: 'critical', bg: 'background', min: AA_TEXT, use: 'error messages' },
  { fg: 'positive', bg: 'background', min: AA_NON_TEXT, use: 'check icons' },
  { fg: 'focusRing', bg: 'background', min: AA_NON_TEXT, use: 'the focus ring' },
  { fg: 'border', bg: 'background', min: AA_NON_TEXT, use: 'form field borders' },
  { fg: 'accent', bg: 'background', min: AA_NON_TEXT, use: 'accent buttons against the page' },
];

export interface ContrastFailure {
  readonly fg: ColourToken;
  readonly bg: ColourToken;
  readonly ratio: number;
  readonly min: number;
  readonly use: string;
}

export function contrastFailures(theme: ThemeTokens): ContrastFailure[] {
  return CONTRAST_PAIRS.flatMap((pair) => {
    const ratio = contrastRatio(theme[pair.fg], theme[pair.bg]);
    return ratio + 1e-9 < pair.min ? [{ ...pair, ratio }] : [];
  });
}
