import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const section = style({
  margin: '1.5rem 0',
  padding: '1.25rem',
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: '40rem',
});
export const title = style({ fontFamily: vars.font.heading, fontSize: '1.25rem', margin: '0 0 0.75rem' });
export const list = style({ margin: 0, display: 'grid', gap: '0.5rem' });
export const row = style({ display: 'grid', gridTemplateColumns: 'minmax(8rem, 1fr) 2fr', gap: '1rem' });
export const term = style({ fontWeight: 700 });
export const value = style({ margin: 0 });
export const waiting = style({
  margin: '0 0 1rem',
  paddingBottom: '1rem',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const waitingText = style({ margin: '0 0 0.5rem' });
export const link = style({ color: vars.color.text, fontWeight: 700 });
