import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../../blocks/shared/shared.css.ts';
import { vars } from '../../../themes/contract.css.ts';
import { NARROW_SCREEN } from '../../../themes/media.ts';

/**
 * Wide, the panel hangs below the button. Narrow, the header's rows (the status, the header menu) lie below the
 * button, and a panel there covered part of a menu link (on da and don the 'Actiecode' link, left a sliver too small
 * to tap: WCAG 2.5.8): the panel then takes the header's width below its last row (site-header.css.ts `inner` is its
 * containing block), covering no target of the header.
 */
export const root = style({
  position: 'relative',
  gridArea: 'account',
  '@media': { [NARROW_SCREEN]: { position: 'static' } },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: '2.75rem',
  padding: '0.25rem 0.5rem',
  border: `1px solid transparent`,
  borderRadius: vars.radius,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.border },
    '&[aria-expanded="true"]': { borderColor: vars.color.border },
  },
});
/** Narrow, the trigger is its icon (signed in or not) and keeps its words for screen readers and voice control. */
export const triggerText = style({ '@media': { [NARROW_SCREEN]: visuallyHiddenRules } });

// The no-script <summary> without the browser's disclosure triangle: the chevron says the same.
globalStyle(`${trigger}::-webkit-details-marker`, { display: 'none' });

export const chevron = style({
  transition: 'transform 0.15s',
  selectors: {
    [`${trigger}[aria-expanded="true"] &, details[open] > ${trigger} &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 0.25rem)',
  zIndex: 20,
  minWidth: '16rem',
  margin: 0,
  padding: '0.5rem 0',
  listStyle: 'none',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  boxShadow: '0 0.5rem 1.5rem rgb(0 0 0 / 0.15)',
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [NARROW_SCREEN]: { left: '1rem', right: '1rem', minWidth: 0 } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.625rem 1rem',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface, textDecoration: 'underline' },
    // The focus ring inside the panel, not clipped by its edge.
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

/** Uitloggen is a form's button drawn as the other items: the full width, the panel's font, no button chrome. */
export const buttonLink = style({
  width: '100%',
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});

/** The last item, Uitloggen, set apart from the links that leave for other pages. */
export const separated = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: '0.5rem',
  paddingTop: '0.5rem',
});
