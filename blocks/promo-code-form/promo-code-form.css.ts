import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';
import * as shared from '../shared/shared.css.ts';

export const section = style({ padding: '2.5rem 0', maxWidth: '32rem' });
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: '2rem',
  margin: '0 0 0.75rem',
  color: vars.color.text,
});
export const intro = style({ color: vars.color.textMuted, margin: '0 0 1.5rem' });
export const summary = style({
  border: `3px solid ${vars.color.critical}`,
  borderRadius: vars.radius,
  padding: '1rem 1.25rem',
  marginBottom: '1.5rem',
  color: vars.color.text,
});
export const summaryTitle = style({ fontSize: '1.125rem', margin: '0 0 0.5rem' });
export const summaryList = style({ margin: 0, paddingLeft: '1.25rem' });
export const form = style({ display: 'grid', gap: '1.25rem' });
export const field = style({ display: 'grid', gap: '0.375rem' });
export const label = style({ fontWeight: 700, color: vars.color.text });
export const error = style({ margin: 0, color: vars.color.critical, fontWeight: 700 });
export const input = shared.textInput;
export const submit = shared.primaryButton;
