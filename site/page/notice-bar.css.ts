import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/** A strip across the top of the top bar, above the communication bar (docs/rules/02-routes-and-layout.md). */
export const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.75rem',
  padding: '0.5rem 1rem',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const text = style({ maxWidth: '72rem', margin: 0 });
export const link = style({ color: vars.color.text, fontWeight: 700 });
