import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const section = style({ padding: '1.5rem 0', color: vars.color.text });
export const title = style({ fontFamily: vars.font.heading, margin: '0 0 1rem' });
export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius,
  marginBottom: '1rem',
});
