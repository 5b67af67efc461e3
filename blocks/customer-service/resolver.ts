import { closedMessage, serviceAt, servicePlan, type ClosedWording } from '../../domain/business-hours.ts';
import { format } from '../../domain/messages/index.ts';
import type { BlockContext } from '../context.ts';
import { linkHref } from '../shared/link.ts';
import { telNumber } from '../faq/resolver.ts';
import type { CustomerServiceBlock, CustomerServiceData } from './schema.ts';

export async function resolveCustomerService(
  block: CustomerServiceBlock,
  ctx: BlockContext,
): Promise<CustomerServiceData> {
  const { customerService } = ctx.messages;
  // docs/rules/04-states-and-flows.md fetches the hours per brand. A cached page outlives the answer, so it carries the
  // front office's closures ahead and its word with its instant, and the browser decides
  // (docs/adr/0017-business-hours-on-cached-pages.md); when the front office failed, the week table alone (logged,
  // nothing shown of the failure: docs/rules/08-errors.md).
  const known = await ctx.services.businessHours();
  const now = ctx.clock.now();
  const plan = servicePlan(ctx.brand.country, now, { closures: known?.closures ?? [], word: known?.word });
  const next = serviceAt(now.getTime(), plan).next;
  const phoneNumber = ctx.brand.phoneNumber;
  const closed: ClosedWording = {
    template: block.closedContent ?? customerService.closed,
    today: customerService.today,
    tomorrow: customerService.tomorrow,
    weekdays: customerService.weekdays,
  };
  return {
    id: `customer-service-${block._uid}`,
    title: block.title ?? customerService.label,
    phoneNumber,
    phoneHref: `tel:${telNumber(phoneNumber)}`,
    callLabel: format(customerService.call, { phone: phoneNumber }),
    clock: {
      plan,
      openText: block.businessHourContent ?? customerService.open,
      closed,
      closedAtRender: next ? closedMessage(next, closed) : '',
    },
    hours: customerService.hours,
    avatar: block.avatar,
    link: labelled(linkHref(block.customerServiceLink), customerService.more),
    manage: labelled(linkHref(block.manageLink), customerService.manage),
  };
}

const labelled = (href: string | undefined, label: string) => (href === undefined ? undefined : { href, label });
