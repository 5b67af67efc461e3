import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const faq = style({ padding: '2rem 0' });
export const title = style({ fontFamily: vars.font.heading, color: vars.color.text, margin: '0 0 1rem' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${vars.color.border}` });
export const item = style({ borderBottom: `1px solid ${vars.color.border}` });
export const question = style({
  cursor: 'pointer',
  padding: '1rem 0',
  fontWeight: 700,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const answer = style({ padding: '0 0 1rem', color: vars.color.text, lineHeight: 1.6 });
