import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const hero = style({ padding: '2.5rem 0' });
export const title = style({ fontFamily: vars.font.heading, color: vars.color.text, fontSize: '2rem', margin: '0 0 0.75rem' });
export const intro = style({ color: vars.color.textMuted, fontSize: '1.125rem', maxWidth: '40rem', margin: '0 0 1.5rem' });
export const offers = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});
export const offer = style({
  padding: '1.25rem',
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const formula = style({ fontFamily: vars.font.heading, fontSize: '1.25rem', margin: '0 0 0.5rem' });
export const price = style({ fontSize: '1.75rem', fontWeight: 700, margin: 0 });
export const discount = style({
  display: 'inline-block',
  marginTop: '0.5rem',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: '0.875rem',
});
export const note = style({ color: vars.color.textMuted, fontSize: '0.875rem', marginTop: '0.75rem' });
