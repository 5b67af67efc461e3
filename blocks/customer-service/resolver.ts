import { BUSINESS_HOURS, closedMessage, nextOpening, SERVICE_TIME_ZONE, zoneOffsets, type ClosedWording } from '../../domain/business-hours.ts';
import { format } from '../../domain/messages/index.ts';
import type { BlockContext } from '../context.ts';
import { telNumber } from '../faq/resolver.ts';
import type { CustomerServiceBlock, CustomerServiceData } from './schema.ts';

export async function resolveCustomerService(block: CustomerServiceBlock, ctx: BlockContext): Promise<CustomerServiceData> {
  const { customerService } = ctx.messages;
  // docs/rules/05-validation.md fetches the flag per brand; a cached page outlives it, so it only says whether the hours are known.
  const known = (await ctx.services.isBusinessHour()) !== undefined;
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
    clock: known
      ? {
          offsets: zoneOffsets(SERVICE_TIME_ZONE[ctx.brand.country], ctx.clock.now()),
          hours: BUSINESS_HOURS,
          openText: block.businessHourContent ?? customerService.open,
          closed,
          closedAtRender: closedMessage(nextOpening(ctx.clock.now(), ctx.brand.country), closed),
        }
      : undefined,
    hours: customerService.hours,
    avatar: block.avatar,
    link: block.customerServiceLink ? { href: block.customerServiceLink, label: customerService.more } : undefined,
    manage: block.manageLink ? { href: block.manageLink, label: customerService.manage } : undefined,
  };
}
