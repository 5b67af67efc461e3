import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { NARROW_SCREEN } from '../../../themes/media.ts';

export const header = style({
  borderTop: `6px solid ${vars.color.brand}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});
export const inner = style({
  maxWidth: '72rem',
  margin: '0 auto',
  // One row of logo, customer service (number and status) and account (the logo gives way), the menu on a line below:
  // the same on every width (on one line the menu, phone and account did not fit beside a wide logo below about 80rem,
  // and the bar wrapped to two to four rows). Narrow: logo, phone and account on one row, the status below, then the
  // menu.
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"logo service account" "menu menu menu"',
  alignItems: 'center',
  gap: '0 1rem',
  padding: '0.5rem 1rem 0',
  // Narrow, the account menu's open panel is placed against the whole bar (account-menu.css.ts).
  position: 'relative',
  '@media': {
    [NARROW_SCREEN]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"logo call account" "status status status" "menu menu menu"',
      gap: '0 0.5rem',
    },
  },
});
/** The header menu, the customer-service block and the account menu: their parts take their places in the grid. */
export const end = style({ display: 'contents' });
/** The header menu is the bar's last row, one line that scrolls sideways rather than wrapping. */
export const menu = style({ gridArea: 'menu', overflowX: 'auto', scrollbarWidth: 'thin' });
globalStyle(`${menu} ul`, { flexWrap: 'nowrap', whiteSpace: 'nowrap' });
export const skipLink = style({
  position: 'absolute',
  left: '1rem',
  top: '-4rem',
  zIndex: 10,
  padding: '0.5rem 1rem',
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius,
  selectors: { '&:focus': { top: '1rem' } },
});
