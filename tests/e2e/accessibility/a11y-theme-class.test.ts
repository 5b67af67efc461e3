import { describe, expect, it } from 'vitest';
import { THEMES } from '../../../brands/generated/themes.ts';
import { contrast, themeClass } from '../../../e2e/accessibility/a11y-theme-class.ts';
import type { ThemeTokens } from '../../../schemas/theme.ts';

const AD: ThemeTokens = THEMES.ad;

describe('a theme’s class (e2e/accessibility/a11y-theme-class.ts)', () => {
  it.each<[string, string, string, number]>([
    ['black on white', '#000000', '#ffffff', 21],
    ['white on white', '#ffffff', '#ffffff', 1],
    ['the grey WCAG names as just enough', '#767676', '#ffffff', 4.54],
  ])('measures contrast as WCAG does: %s', (_, a, b, ratio) => {
    expect(contrast(a, b)).toBeCloseTo(ratio, 2);
  });

  it.each<[string, Partial<ThemeTokens>]>([
    ['another dark red for the brand', { brand: '#b3121f' }],
    ['another near-black for text', { text: '#1c1c1c' }],
    ['another radius', { radius: 12 }],
    ['the fonts', { fontHeading: 'lora', fontBody: 'nunito' }],
  ])('keeps themes together that differ in %s', (_, change) => {
    expect(themeClass({ ...AD, ...change })).toBe(themeClass(AD));
  });

  it.each<[string, Partial<ThemeTokens>]>([
    ['a brand colour too light for white text', { brand: '#ff7a85' }],
    ['muted text too light on the background', { textMuted: '#9a9a9a' }],
    ['a contrast on a threshold’s edge', { textMuted: '#777777' }],
  ])('splits themes that differ in %s', (_, change) => {
    expect(themeClass({ ...AD, ...change })).not.toBe(themeClass(AD));
  });
});
