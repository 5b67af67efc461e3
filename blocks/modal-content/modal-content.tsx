import type { BlockProps } from '../define.ts';
import { RichTextContent } from '../rich-text/rich-text-content.tsx';
import { BlockImage } from '../shared/block-image.tsx';
import { Heading, deeper } from '../shared/heading.tsx';
import type { ModalContentBlock } from './schema.ts';
import * as css from './modal-content.css.ts';

/**
 * The id of a modal-content block's title: the accessible name of the dialog around it
 * (site/chrome/header-footer/modal.tsx).
 */
export const modalTitleId = (uid: string) => `modal-${uid}`;

/** The content of a modal, rendered as a plain section; the site puts it in a dialog. */
export function ModalContent({ block, editable, headingLevel }: BlockProps<ModalContentBlock>) {
  const titleId = modalTitleId(block._uid);
  return (
    <section className={css.section} aria-labelledby={titleId} {...editable}>
      <Heading level={headingLevel} className={css.title} id={titleId}>
        {block.title}
      </Heading>
      {block.image && <BlockImage image={block.image} className={css.image} />}
      <RichTextContent doc={block.text} minHeadingLevel={deeper(headingLevel)} />
    </section>
  );
}
