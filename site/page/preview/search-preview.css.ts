import { globalStyle, style } from '@vanilla-extract/css';

export { bar, summary } from './editor-brand-choice.css.ts';

/** The preview's fields: a name and its value per row. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '0.25rem 1rem',
  margin: '0.75rem 0 0',
  overflowWrap: 'anywhere',
});

globalStyle(`${fields} dt`, { fontWeight: 600 });
globalStyle(`${fields} dd`, { margin: 0 });
