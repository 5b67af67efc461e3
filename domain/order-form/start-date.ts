import type { OrderFormErrorCode } from '../../schemas/order-form.ts';
import { addMonths, compareDates, isoDate, parseDutchDate, parseIsoDate, type PlainDate } from './dates.ts';

/** A paper subscription can start from the day of ordering up to this many months later. */
export const START_DATE_MAX_MONTHS = 3;

/** A start date as typed (YYYY-MM-DD from a date picker, or Dutch notation without one), within the start window. */
export function checkStartDate(value: string, today: PlainDate): { iso: string } | { code: OrderFormErrorCode } {
  const date = parseIsoDate(value) ?? parseDutchDate(value);
  if (!date) return { code: 'startDate.invalid' };
  if (compareDates(date, today) < 0) return { code: 'startDate.past' };
  if (compareDates(date, addMonths(today, START_DATE_MAX_MONTHS)) > 0) return { code: 'startDate.tooLate' };
  return { iso: isoDate(date) };
}
