import { nextOpening, openingTime, WEEKDAY_NAMES } from '../../domain/business-hours.ts';
import { format } from '../../domain/messages/index.ts';
import type { BlockContext } from '../context.ts';
import { telNumber } from '../faq/resolver.ts';
import type { CustomerServiceBlock, CustomerServiceData } from './schema.ts';

/** The closed text: when the service opens again, in the service's own clock (today, tomorrow or a weekday). */
function closedText(ctx: BlockContext): string {
  const { customerService } = ctx.messages;
  const next = nextOpening(ctx.clock.now(), ctx.brand.country);
  const time = openingTime(next.hour);
  if (next.daysAhead === 0) return format(customerService.closedToday, { time });
  if (next.daysAhead === 1) return format(customerService.closedTomorrow, { time });
  return format(customerService.closedLater, { day: WEEKDAY_NAMES[next.day] ?? '', time });
}

export async function resolveCustomerService(block: CustomerServiceBlock, ctx: BlockContext): Promise<CustomerServiceData> {
  const { customerService } = ctx.messages;
  const open = await ctx.services.isBusinessHour();
  const phoneNumber = ctx.brand.phoneNumber;
  return {
    title: block.title ?? customerService.label,
    phoneNumber,
    phoneHref: `tel:${telNumber(phoneNumber)}`,
    callLabel: format(customerService.call, { phone: phoneNumber }),
    status: open === undefined ? 'unknown' : open ? 'open' : 'closed',
    statusText: open === undefined ? '' : open ? customerService.open : closedText(ctx),
    hours: customerService.hours,
    manageLabel: customerService.manage,
  };
}
