import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const bar = style({
  margin: '1rem 0',
  padding: '0.75rem 1rem',
  borderRadius: vars.radius,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.9375rem',
});

export const summary = style({ cursor: 'pointer', fontWeight: 600, minHeight: '1.5rem' });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: '0.25rem 1rem',
  margin: '0.75rem 0 0',
  padding: 0,
  listStyle: 'none',
  lineHeight: 2,
});
