import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import { NARROW_SCREEN } from '../../themes/media.ts';

export const header = style({
  borderTop: `6px solid ${vars.color.brand}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});
export const inner = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: '0.75rem 1rem',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 2rem',
  // Narrow: logo, phone and account on one row (the logo gives way), the service's status below, then the menu.
  '@media': {
    [NARROW_SCREEN]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"logo call account" "status status status" "menu menu menu"',
      gap: '0 0.5rem',
      padding: '0.5rem 1rem 0',
    },
  },
});
/** The header menu and the account menu, together at the bar's far end. */
export const end = style({
  marginLeft: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 1.5rem',
  '@media': { [NARROW_SCREEN]: { display: 'contents' } },
});
/** Narrow, the header menu is the bar's last row, one line that scrolls sideways rather than wrapping. */
export const menu = style({
  '@media': { [NARROW_SCREEN]: { gridArea: 'menu', overflowX: 'auto', scrollbarWidth: 'thin' } },
});
globalStyle(`${menu} ul`, { '@media': { [NARROW_SCREEN]: { flexWrap: 'nowrap', whiteSpace: 'nowrap' } } });
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
