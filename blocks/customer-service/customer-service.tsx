import type { BlockProps } from '../define.ts';
import { Heading } from '../shared/heading.tsx';
import type { CustomerServiceBlock, CustomerServiceData } from './schema.ts';
import { clockRootProps, ServiceClockScript, ServiceStatus } from './service-clock.tsx';
import * as clockCss from './service-clock.css.ts';
import * as css from './customer-service.css.ts';

/**
 * The customer-service widget (docs/rules/01-product-and-brands.md and docs/rules/03-entities.md): the number while the
 * service is open, the closed message instead of it outside business hours, picked by the reader's clock
 * (service-clock-script.ts) since the page may come from a cache. Before the script runs, the number and the week's
 * hours.
 */
export function CustomerService({
  block,
  data,
  editable,
  headingLevel,
}: BlockProps<CustomerServiceBlock, CustomerServiceData>) {
  const titleId = `${data.id}-title`;
  const full = block.variant === 'default';
  return (
    <>
      <section {...clockRootProps(data, css.widget)} aria-labelledby={titleId} {...editable}>
        {full && data.avatar && (
          <img
            className={css.avatar}
            src={data.avatar.src}
            alt={data.avatar.alt}
            width={data.avatar.width || undefined}
            height={data.avatar.height || undefined}
          />
        )}
        <Heading level={headingLevel} className={css.title} id={titleId}>
          {data.title}
        </Heading>
        <p className={`${css.phone} ${clockCss.whenNotClosed}`}>
          <a className={css.phoneLink} href={data.phoneHref}>
            {data.callLabel}
          </a>
        </p>
        <ServiceStatus data={data} className={css.status} openDot={css.dotOpen} closedDot={css.dotClosed} />
        {(full || data.clock) && (
          <p className={full ? css.hours : `${css.hours} ${clockCss.whenHours}`}>{data.hours}</p>
        )}
        {full &&
          [data.link, data.manage].map(
            (link) =>
              link && (
                <p key={link.href + link.label}>
                  <a className={css.link} href={link.href}>
                    {link.label}
                  </a>
                </p>
              ),
          )}
      </section>
      <ServiceClockScript data={data} />
    </>
  );
}
