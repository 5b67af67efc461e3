import type { BlockProps } from '../define.ts';
import type { PageBlock } from './schema.ts';
import * as css from './page.css.ts';

/** The layout's `<main>` surrounds this; the page is only the column of its blocks. */
export function Page({ slots, editable }: BlockProps<PageBlock, undefined, 'body'>) {
  return (
    <div className={css.page} {...editable}>
      {slots.body}
    </div>
  );
}
