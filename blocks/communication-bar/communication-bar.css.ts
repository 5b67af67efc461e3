import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/**
 * Brand-coloured, with the theme's text colour for it: the pair the CLI checks for contrast (domain/color-contrast.ts).
 */
export const bar = style({
  padding: '0.5rem 1rem',
  background: vars.color.brand,
  color: vars.color.brandContrast,
  textAlign: 'center',
});
export const text = style({ maxWidth: '72rem', margin: '0 auto', fontSize: '0.9375rem' });
export const link = style({
  color: vars.color.brandContrast,
  fontWeight: 700,
  textDecoration: 'underline',
  // The theme's focus ring is checked against the page background, not the brand colour: ring in the bar's text colour.
  ':focus-visible': { outline: `3px solid ${vars.color.brandContrast}`, outlineOffset: '2px' },
});
