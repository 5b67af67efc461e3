import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const section = style({ padding: '2.5rem 0' });
export const note = style({
  display: 'inline-block',
  padding: '0.25rem 0.75rem',
  borderRadius: vars.radius,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});
