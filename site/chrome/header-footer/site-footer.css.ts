import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const footer = style({
  marginTop: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
export const inner = style({ maxWidth: '72rem', margin: '0 auto', padding: '1.5rem 1rem' });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.5rem',
});
export const link = style({ display: 'inline-block', padding: '0.25rem 0', color: vars.color.text });
/** A button that opens a modal, looking like the links beside it. */
export const modalOpener = style([
  link,
  {
    border: 'none',
    background: 'none',
    font: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    cursor: 'pointer',
    selectors: { '&:hover': { textDecorationThickness: '2px' } },
  },
]);
export const finePrint = style({
  marginTop: '1rem',
  marginBottom: 0,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
});
export const login = style({ margin: '1rem 0 0' });
/** The login button: a link (it leads to the account service) drawn as a button. */
export const loginLink = style({
  display: 'inline-block',
  padding: '0.5rem 1.25rem',
  borderRadius: vars.radius,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
