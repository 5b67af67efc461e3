import type { BlockProps } from '../define.ts';
import { Heading } from '../shared/heading.tsx';
import { OrderFormClient } from './order-form.client.tsx';
import { SampleOrderFill } from './sample-order-fill.tsx';
import type { OrderFormBlock, OrderFormData } from './schema.ts';
import * as css from './order-form.css.ts';

/** The order page's block: its title is the page's h1 (the order form is what the page is for). */
export function OrderForm({ block, data, editable }: BlockProps<OrderFormBlock, OrderFormData>) {
  const titleId = `order-form-${block._uid}`;
  return (
    <section className={css.section_} aria-labelledby={titleId} {...editable}>
      <Heading level={1} className={css.title} id={titleId}>
        {data.state === 'form' ? data.props.title : data.title}
      </Heading>
      {data.state === 'form' ? (
        <>
          {data.props.intro && <p className={css.intro}>{data.props.intro}</p>}
          <OrderFormClient {...data.props} />
          <SampleOrderFill />
        </>
      ) : (
        <p className={css.intro} role="status">
          {data.message}
        </p>
      )}
    </section>
  );
}
