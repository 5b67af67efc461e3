import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1.25rem',
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  // A comfortable touch target; WCAG 2.2 2.5.8 asks for at least 24px.
  minHeight: '2.75rem',
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const icon = style({ flex: 'none', color: vars.color.brand });
