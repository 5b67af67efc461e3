import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const block = style({ padding: '1.5rem 0' });
export const content = style({ color: vars.color.text, lineHeight: 1.6, maxWidth: '48rem' });
globalStyle(`${content} :is(h2, h3, h4, h5, h6)`, { fontFamily: vars.font.heading, margin: '1.5rem 0 0.5rem' });
globalStyle(`${content} :is(ul, ol)`, { paddingLeft: '1.5rem' });
export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
