import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const notice = style({
  margin: '1rem 0 0',
  padding: '0.75rem 1rem',
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const text = style({ margin: 0 });
export const link = style({ color: vars.color.text, fontWeight: 700 });
