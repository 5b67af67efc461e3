import type { BlockProps } from '../define.ts';
import { Heading } from '../shared/heading.tsx';
import type { CustomerServiceBlock, CustomerServiceData } from './schema.ts';
import * as css from './customer-service.css.ts';

/**
 * The customer-service widget. The number stays callable when the service is closed (voicemail and the menu still
 * answer), but the status says plainly when someone picks up again.
 */
export function CustomerService({ block, data, editable, headingLevel }: BlockProps<CustomerServiceBlock, CustomerServiceData>) {
  const titleId = `customer-service-${block._uid}`;
  return (
    <section className={css.widget} aria-labelledby={titleId} data-status={data.status} {...editable}>
      <Heading level={headingLevel} className={css.title} id={titleId}>
        {data.title}
      </Heading>
      <p className={css.phone}>
        <a className={css.phoneLink} href={data.phoneHref}>
          {data.callLabel}
        </a>
      </p>
      {data.statusText && (
        <p className={css.status}>
          <span className={data.status === 'open' ? css.dotOpen : css.dotClosed} aria-hidden="true" />
          {data.statusText}
        </p>
      )}
      {block.variant === 'default' && (
        <>
          <p className={css.hours}>{data.hours}</p>
          {block.manageLink && (
            <p>
              <a className={css.link} href={block.manageLink}>
                {data.manageLabel}
              </a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
