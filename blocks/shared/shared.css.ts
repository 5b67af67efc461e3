import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const checkIcon = style({ flex: '0 0 auto', color: vars.color.positive, marginTop: '0.125rem' });

/** The keyboard focus ring every control of the blocks shows. */
export const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

/** The blocks' one primary action per form: order, continue, look up. */
export const primaryButton = style({
  justifySelf: 'start',
  minHeight: '3rem',
  padding: '0.75rem 1.5rem',
  border: 0,
  borderRadius: vars.radius,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: '1.125rem',
  fontWeight: 700,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: { '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' } },
});

/** A text input of the blocks' forms: large enough to hit, its border dark enough to see (WCAG 1.4.11). */
export const textInput = style({
  minHeight: '2.75rem',
  padding: '0.5rem 0.75rem',
  fontSize: '1.125rem',
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius,
  background: vars.color.background,
  color: vars.color.text,
  ':focus-visible': focusRing,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical } },
});

/** A small highlighted label: a discount, a promotion. */
export const badge = style({
  display: 'inline-block',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: '0.875rem',
});

/** The rules that hide text from sight but not from screen readers (also for use inside a media query). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only. */
export const visuallyHidden = style(visuallyHiddenRules);
