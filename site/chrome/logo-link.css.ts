import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { NARROW_SCREEN } from '../../themes/media.ts';

/** Narrow, a wide logo gives way (kept whole, scaled down) so phone and account stay on its row. */
export const link = style({
  display: 'inline-flex',
  borderRadius: vars.radius,
  lineHeight: 0,
  '@media': { [NARROW_SCREEN]: { gridArea: 'logo', justifySelf: 'start', maxWidth: '100%' } },
});
export const logo = style({
  display: 'block',
  height: '2.5rem',
  width: 'auto',
  '@media': { [NARROW_SCREEN]: { maxWidth: '100%', objectFit: 'contain', objectPosition: 'left center' } },
});
