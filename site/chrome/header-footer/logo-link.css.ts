import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

/** A wide logo gives way (kept whole, scaled down) so phone and account stay on its row. */
export const link = style({
  display: 'inline-flex',
  borderRadius: vars.radius,
  lineHeight: 0,
  gridArea: 'logo',
  justifySelf: 'start',
  maxWidth: '100%',
});
export const logo = style({
  display: 'block',
  height: '2.5rem',
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
  objectPosition: 'left center',
});
