import { style } from '@vanilla-extract/css';

export const main = style({
  flex: '1 0 auto',
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: '0 1rem',
  outline: 'none',
});
