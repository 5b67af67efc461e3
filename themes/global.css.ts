import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'light',
  WebkitTextSizeAdjust: '100%',
  background: vars.color.background,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  fontSize: '1rem',
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
});

globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: 1.2, margin: '0 0 0.5em' });
globalStyle('h1', { fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.5rem)' });
globalStyle('p', { margin: '0 0 1em' });

globalStyle('a', { color: vars.color.brand, textUnderlineOffset: '0.15em' });
globalStyle('a:hover', { textDecorationThickness: '2px' });

// One visible focus style for everything focusable (WCAG 2.2 2.4.7, 2.4.13), never removed.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('img, svg', { maxWidth: '100%', height: 'auto' });

globalStyle('html', {
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});
