import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const touchpoints = style({ padding: '2rem 0' });
export const title = style({ fontFamily: vars.font.heading, color: vars.color.text, margin: '0 0 1rem' });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1.5rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});
export const item = style({ color: vars.color.text });
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius,
  marginBottom: '0.75rem',
});
export const itemTitle = style({ fontFamily: vars.font.heading, margin: '0 0 0.25rem' });
export const description = style({ color: vars.color.textMuted, margin: 0 });
