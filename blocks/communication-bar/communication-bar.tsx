import type { BlockProps } from '../define.ts';
import { linkHref } from '../shared/link.ts';
import type { CommunicationBarBlock } from './schema.ts';
import * as css from './communication-bar.css.ts';

/** The announcement above the site header. Plain text in the top bar's banner: a notice, not an alert. */
export function CommunicationBar({ block, editable }: BlockProps<CommunicationBarBlock>) {
  const href = linkHref(block.link);
  return (
    <div className={css.bar} data-testid="communication-bar" {...editable}>
      <p className={css.text}>
        {block.text}
        {href !== undefined && (
          <>
            {' '}
            <a className={css.link} href={href}>
              {block.linkLabel}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
