import type { BlockProps } from '../define.ts';
import { RichTextContent } from '../rich-text/rich-text-content.tsx';
import { Heading, deeper } from '../shared/heading.tsx';
import type { FaqBlock, FaqData } from './schema.ts';
import * as css from './faq.css.ts';

/** Questions as native disclosures (`<details>`): keyboard and screen-reader support without client JavaScript. */
export function Faq({ block, data, editable, headingLevel }: BlockProps<FaqBlock, FaqData>) {
  const titleId = `faq-${block._uid}`;
  return (
    <section className={css.faq} {...(block.title ? { 'aria-labelledby': titleId } : {})} {...editable}>
      {block.title && (
        <Heading level={headingLevel} className={css.title} id={titleId}>
          {block.title}
        </Heading>
      )}
      <ul className={css.list}>
        {data.items.map((item) => (
          <li key={item.uid} className={css.item}>
            <details>
              <summary className={css.question}>{item.question}</summary>
              <RichTextContent doc={item.answer} minHeadingLevel={deeper(headingLevel)} className={css.answer} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
