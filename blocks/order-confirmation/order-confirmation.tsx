import type { BlockProps } from '../define.ts';
import { Heading } from '../shared/heading.tsx';
import type { OrderConfirmationBlock, OrderConfirmationData } from './schema.ts';
import * as css from './order-confirmation.css.ts';

/** JSON inside a script element: "<" escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function OrderConfirmation({ block, data, editable, headingLevel }: BlockProps<OrderConfirmationBlock, OrderConfirmationData | undefined>) {
  if (!data) return null;
  const titleId = `order-confirmation-${block._uid}`;
  return (
    <section className={css.section} aria-labelledby={titleId} {...editable}>
      <Heading level={headingLevel} className={css.title} id={titleId}>
        {data.title}
      </Heading>
      <dl className={css.list}>
        {data.rows.map((row) => (
          <div key={row.label} className={css.row}>
            <dt className={css.term}>{row.label}</dt>
            <dd className={css.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {/* The purchase event for the tag manager, in the first HTML: no client component needed. */}
      <script
        dangerouslySetInnerHTML={{ __html: `(window.dataLayer=window.dataLayer||[]).push(${scriptJson(data.purchaseEvent)});` }}
      />
    </section>
  );
}
