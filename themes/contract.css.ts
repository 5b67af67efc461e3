import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: CSS custom properties every style reads. Each page sets the values of its own brand only
 * (themes/brand-style.ts), so no page ships the other brands' themes.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandContrast: null,
    accent: null,
    accentContrast: null,
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    border: null,
    critical: null,
    positive: null,
    focusRing: null,
  },
  radius: null,
  font: { body: null, heading: null },
});
