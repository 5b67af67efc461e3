import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';

export const wrapper = style({ maxWidth: '40rem', padding: '2.5rem 0' });
export const status = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1.5rem' });

const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: '0.5rem 1.25rem',
  borderRadius: vars.radius,
  fontWeight: 700,
  textDecoration: 'none',
  border: `2px solid ${vars.color.brand}`,
});
export const primary = style([button, { background: vars.color.brand, color: vars.color.brandContrast }]);
export const secondary = style([button, { background: vars.color.background, color: vars.color.brand }]);
