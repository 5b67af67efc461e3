import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import * as shared from '../shared/shared.css.ts';

export const hero = style({ padding: '2.5rem 0' });
export const title = style({
  fontFamily: vars.font.heading,
  color: vars.color.text,
  fontSize: '2rem',
  margin: '0 0 0.75rem',
});
export const intro = style({
  color: vars.color.textMuted,
  fontSize: '1.125rem',
  maxWidth: '40rem',
  margin: '0 0 1.5rem',
});
export const message = style({
  padding: '1rem 1.25rem',
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: '40rem',
});
export const form = style({ display: 'grid', gap: '1.25rem' });
export const greeting = style({ margin: 0, fontWeight: 600, color: vars.color.text });
export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  fontWeight: 700,
  marginBottom: '0.75rem',
  padding: 0,
});
export const offers = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
});
export const offer = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '0.75rem',
  rowGap: '0.5rem',
  alignItems: 'start',
  padding: '1.25rem',
  borderRadius: vars.radius,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
// Above the label's card-wide click target, so the radio itself stays clickable.
export const radio = style({
  position: 'relative',
  zIndex: 1,
  width: '1.25rem',
  height: '1.25rem',
  margin: '0.25rem 0 0',
  accentColor: vars.color.brand,
});
export const label = style({
  display: 'grid',
  gap: '0.25rem',
  cursor: 'pointer',
  // The whole card is the label's target: a click anywhere on it chooses the offer.
  '::after': { content: '""', position: 'absolute', inset: 0 },
});
export const formula = style({ fontFamily: vars.font.heading, fontSize: '1.25rem', fontWeight: 700 });
export const price = style({ fontSize: '1.75rem', fontWeight: 700 });
export const unit = style({ fontSize: '1rem', fontWeight: 400 });
export const details = style({
  gridColumn: '2',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  alignItems: 'center',
  color: vars.color.textMuted,
});
export const badge = shared.badge;
export const submit = shared.primaryButton;
/** The way to the gifts ('Cadeau geven'), or back to the subscriptions. */
export const switch_ = style({ margin: '1rem 0 0', color: vars.color.text });
export const switchLink = style({ color: vars.color.text, fontWeight: 700 });
