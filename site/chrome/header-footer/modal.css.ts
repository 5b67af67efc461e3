import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

// docs/rules/02-routes-and-layout.md: an open modal locks the page's scrolling; CSS alone does it, for as long as one
// is open.
globalStyle(':root:has(dialog:modal)', { overflow: 'hidden' });

/** Below this width a 'windowed' modal fills the screen. */
const SMALL_SCREEN = 'screen and (max-width: 39.99rem)';

const base = style({
  padding: 0,
  border: 'none',
  color: vars.color.text,
  background: vars.color.background,
  boxShadow: '0 0.5rem 2rem rgb(0 0 0 / 0.35)',
  overscrollBehavior: 'contain',
  selectors: { '&::backdrop': { background: 'rgb(0 0 0 / 0.6)' } },
});

const windowBox = {
  width: 'min(40rem, calc(100% - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  borderRadius: vars.radius,
} as const;

const fullScreen = {
  width: '100%',
  height: '100dvh',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  borderRadius: 0,
} as const;

export const variant = styleVariants({
  windowed: [base, windowBox, { '@media': { [SMALL_SCREEN]: fullScreen } }],
  'always-windowed': [base, windowBox],
  fullscreen: [base, fullScreen],
});

/**
 * The close button's corner: floated, so the title beside it wraps around it instead of starting below it, and
 * sticky, so it stays in view while the content scrolls under it.
 */
export const bar = style({
  float: 'right',
  position: 'sticky',
  top: 0,
  padding: '0.5rem',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  color: vars.color.text,
  background: vars.color.background,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const body = style({ padding: '0 1.5rem 1.5rem' });
