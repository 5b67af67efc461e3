import type { BlockProps } from '../define.ts';
import { Heading } from '../shared/heading.tsx';
import { dataLayerPush } from '../shared/script-json.ts';
import type { OrderConfirmationBlock, OrderConfirmationData } from './schema.ts';
import * as css from './order-confirmation.css.ts';

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
        dangerouslySetInnerHTML={{ __html: dataLayerPush([data.purchaseEvent]) }}
      />
    </section>
  );
}
