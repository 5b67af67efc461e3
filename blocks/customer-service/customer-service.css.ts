import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const widget = style({
  margin: '2rem 0',
  padding: '1.25rem',
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  display: 'grid',
  gap: '0.5rem',
  maxWidth: '28rem',
});
export const title = style({ fontFamily: vars.font.heading, fontSize: '1.25rem', margin: 0 });
export const phone = style({ margin: 0, fontSize: '1.25rem', fontWeight: 700 });
export const phoneLink = style({
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const status = style({ margin: 0, display: 'flex', alignItems: 'center', gap: '0.5rem' });
const dot = style({ width: '0.625rem', height: '0.625rem', borderRadius: '50%', flex: 'none' });
export const dotOpen = style([dot, { background: vars.color.positive }]);
export const dotClosed = style([dot, { background: vars.color.critical }]);
export const hours = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });
export const link = style({ color: vars.color.text });
export const avatar = style({ width: '4rem', height: '4rem', borderRadius: '50%', objectFit: 'cover' });
