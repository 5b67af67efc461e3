import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/**
 * A corner panel over the page, so showing it moves nothing the developer is looking at. No `display` here: the
 * `hidden` attribute must keep hiding it.
 */
export const panel = style({
  position: 'fixed',
  insetInlineEnd: '1rem',
  insetBlockEnd: '1rem',
  zIndex: 1000,
  width: 'min(22rem, calc(100% - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  overflow: 'auto',
  padding: '0.75rem 1rem',
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: '0 0.5rem 2rem rgb(0 0 0 / 0.25)',
  fontSize: '0.875rem',
});

export const bar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1rem' });
export const title = style({ margin: 0, fontSize: '1rem' });
export const close = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '0.25rem 1rem',
  margin: '0.75rem 0 0',
});
export const term = style({ fontWeight: 700 });
export const value = style({ margin: 0, overflowWrap: 'anywhere', fontFamily: 'ui-monospace, monospace' });
