import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../../blocks/shared/shared.css.ts';
import { vars } from '../../../themes/contract.css.ts';
import { NARROW_SCREEN } from '../../../themes/media.ts';

/** Narrow, the number folds into its icon (the header's menu and account menu need the room). */
const NARROW = NARROW_SCREEN;

/**
 * Number and status side by side in the top bar's grid (site-header.css.ts); narrow, the block dissolves into the
 * grid: the phone icon beside the logo, the status on a small line of its own.
 */
export const root = style({
  gridArea: 'service',
  display: 'flex',
  alignItems: 'center',
  gap: '0 0.75rem',
  '@media': { [NARROW]: { display: 'contents' } },
});
export const call = style({
  // Holds the folded text's absolutely positioned box.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  // A comfortable touch target, the same as the header menu's links (WCAG 2.2 2.5.8 asks for at least 24px).
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' } },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  '@media': { [NARROW]: { gridArea: 'call' } },
});
/** Visually hidden on narrow screens only: the link keeps its name for screen readers and voice control. */
export const callText = style({ '@media': { [NARROW]: visuallyHiddenRules } });
export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  '@media': { [NARROW]: { gridArea: 'status', justifySelf: 'end', fontSize: '0.8125rem' } },
});
const dot = style({ width: '0.5rem', height: '0.5rem', borderRadius: '50%', flex: 'none' });
export const dotOpen = style([dot, { background: vars.color.positive }]);
export const dotClosed = style([dot, { background: vars.color.critical }]);
