import type { BlockProps } from '../define.ts';
import { RichTextContent } from '../rich-text/rich-text-content.tsx';
import { BlockImage } from '../shared/block-image.tsx';
import { Heading, deeper } from '../shared/heading.tsx';
import type { ModalContentBlock } from './schema.ts';
import * as css from './modal-content.css.ts';

/**
 * The content of a modal, rendered as a plain section. The dialog around it (a client island that opens it from a
 * link and traps focus) comes with the modal issue; the title's id is what that dialog's aria-labelledby will use.
 */
export function ModalContent({ block, editable, headingLevel }: BlockProps<ModalContentBlock>) {
  const titleId = `modal-${block._uid}`;
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
