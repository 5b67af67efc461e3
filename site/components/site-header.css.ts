import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const header = style({
  borderTop: `6px solid ${vars.color.brand}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});
export const inner = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: '0.75rem 1rem',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 2rem',
});
/** The header menu and the account menu, together at the bar's far end. */
export const end = style({ marginLeft: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem 1.5rem' });
export const skipLink = style({
  position: 'absolute',
  left: '1rem',
  top: '-4rem',
  zIndex: 10,
  padding: '0.5rem 1rem',
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius,
  selectors: { '&:focus': { top: '1rem' } },
});
