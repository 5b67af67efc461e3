import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const bar = style({
  listStyle: 'none',
  margin: '1.5rem 0',
  padding: '1rem',
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  background: vars.color.surface,
  borderRadius: vars.radius,
});
export const item = style({ display: 'flex', gap: '0.5rem', color: vars.color.text });
export const title = style({ fontWeight: 700, display: 'block' });
export const description = style({ color: vars.color.textMuted, display: 'block' });
