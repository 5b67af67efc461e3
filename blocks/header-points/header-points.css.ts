import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const points = style({
  listStyle: 'none',
  margin: 0,
  padding: '0.5rem 0',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.5rem',
  fontSize: '0.875rem',
  color: vars.color.text,
});
export const point = style({ display: 'flex', alignItems: 'flex-start', gap: '0.375rem' });
