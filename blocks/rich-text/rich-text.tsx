import type { BlockProps } from '../define.ts';
import { RichTextContent } from './rich-text-content.tsx';
import type { RichTextBlock } from './schema.ts';
import * as css from './rich-text.css.ts';

export function RichText({ block, editable, headingLevel }: BlockProps<RichTextBlock>) {
  return (
    <div className={css.block} {...editable}>
      <RichTextContent doc={block.text} minHeadingLevel={headingLevel} />
    </div>
  );
}
