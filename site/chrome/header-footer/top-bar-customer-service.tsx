import { HeaderMenuIcon } from '../../../blocks/header-menu/header-menu-icon.tsx';
import type { BlockContext } from '../../../blocks/context.ts';
import { resolveCustomerService } from '../../../blocks/customer-service/resolver.ts';
import { customerServiceBlockSchema, type CustomerServiceData } from '../../../blocks/customer-service/schema.ts';
import { clockRootProps, ServiceClockScript, ServiceStatus } from '../../../blocks/customer-service/service-clock.tsx';
import * as clockCss from '../../../blocks/customer-service/service-clock.css.ts';
import * as css from './top-bar-customer-service.css.ts';

/** The widget's minimalistic variant (docs/rules/03-entities.md): number and status, no hours, no links. */
const TOP_BAR_BLOCK = customerServiceBlockSchema.parse({
  _uid: 'top-bar-customer-service',
  component: 'customer-service',
  variant: 'minimalistic',
});

/**
 * The top bar's customer service, computed exactly as the content block computes it (number, open or when it opens).
 */
export function topBarCustomerService(ctx: BlockContext): Promise<CustomerServiceData> {
  return resolveCustomerService(TOP_BAR_BLOCK, ctx);
}

/**
 * The customer-service block of the top bar (docs/rules/02-routes-and-layout.md): the number to call while someone
 * answers, when they do again while closed (picked by the reader's clock: the layout is cached), the number alone when
 * the hours are unknown. On a phone the number folds into a phone icon that keeps "Bel 088 ..." as its name, and the
 * status stays beside it.
 */
export function TopBarCustomerService({ data }: { data: CustomerServiceData }) {
  return (
    <>
      <div {...clockRootProps(data, css.root)} data-testid="top-bar-customer-service">
        <a className={`${css.call} ${clockCss.whenNotClosed}`} href={data.phoneHref}>
          <HeaderMenuIcon name="phone" />
          <span className={css.callText}>{data.callLabel}</span>
        </a>
        <ServiceStatus data={data} as="span" className={css.status} openDot={css.dotOpen} closedDot={css.dotClosed} />
      </div>
      <ServiceClockScript data={data} />
    </>
  );
}
