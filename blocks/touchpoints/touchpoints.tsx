import type { BlockProps } from '../define.ts';
import { BlockImage } from '../shared/block-image.tsx';

/**
 * The cards fill a grid of 14rem-and-up columns: one column on a phone, two on a tablet, up to four on a desktop.
 * Telling the browser so lets it pick a fitting width instead of the image's own at 1x and 2x.
 */
const TOUCHPOINT_IMAGE_SIZES = '(max-width: 40rem) 100vw, (max-width: 64rem) 50vw, 25vw';
import { Heading, deeper } from '../shared/heading.tsx';
import type { TouchpointsBlock } from './schema.ts';
import * as css from './touchpoints.css.ts';

export function Touchpoints({ block, editable, headingLevel }: BlockProps<TouchpointsBlock>) {
  const titleId = `touchpoints-${block._uid}`;
  // Without a section title the touchpoints' own titles take the section's level, so no level is skipped.
  const itemLevel = block.title ? deeper(headingLevel) : headingLevel;
  return (
    <section className={css.touchpoints} {...(block.title ? { 'aria-labelledby': titleId } : {})} {...editable}>
      {block.title && (
        <Heading level={headingLevel} className={css.title} id={titleId}>
          {block.title}
        </Heading>
      )}
      <ul className={css.list}>
        {block.items.map((item) => (
          <li key={item._uid} className={css.item}>
            {item.image && <BlockImage image={item.image} className={css.image} sizes={TOUCHPOINT_IMAGE_SIZES} />}
            <Heading level={itemLevel} className={css.itemTitle}>
              {item.title}
            </Heading>
            {item.description && <p className={css.description}>{item.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
