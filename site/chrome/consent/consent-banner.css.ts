import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

const DIM = 'rgb(0 0 0 / 0.35)';

/** The first-visit banner: a box at the bottom of the screen, over a dimmed page, as the consent manager drew it. */
export const banner = style({
  position: 'fixed',
  inset: 'auto 0 1rem',
  margin: '0 auto',
  width: 'calc(100% - 2rem)',
  maxWidth: '46rem',
  padding: '1.25rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: '0 0.5rem 2rem rgb(0 0 0 / 0.25)',
  zIndex: 1000,
  selectors: {
    '&::backdrop': { background: DIM },
    // Until it becomes modal after the first frame (consent-banner-script.ts), the page is dimmed alike.
    '&[open]:not(:modal)': { boxShadow: `0 0.5rem 2rem rgb(0 0 0 / 0.25), 0 0 0 100vmax ${DIM}` },
  },
});

export const title = style({ fontFamily: vars.font.heading, fontSize: '1.125rem', margin: '0 0 0.5rem' });
export const description = style({ margin: '0 0 1rem', fontSize: '0.9375rem' });

export const buttons = style({
  display: 'grid',
  gap: '0.5rem',
  '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

/** The three choices drawn alike: refusing is as easy as accepting. */
export const button = style({
  padding: '0.75rem 1rem',
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.text, borderColor: vars.color.text, color: vars.color.background },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});
