import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** Preview only: a block that could not be shown, loud enough for an editor to notice and fix. */
export const placeholder = style({
  margin: '1rem 0',
  padding: '1rem',
  border: `2px dashed ${vars.color.critical}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.875rem',
});
export const issues = style({ margin: '0.5rem 0 0', paddingLeft: '1.25rem' });
