import type { OrderFormErrorCode } from '../../schemas/order-form.ts';
import { compareDates, isoDate, plainDate, type PlainDate } from './dates.ts';

/** Age of majority in the Netherlands and Belgium: only adults can take out a subscription. */
const MINIMUM_AGE = 18;

const MONTH_NAMES: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['jan', 'januari'],
    ['feb', 'februari'],
    ['mrt', 'maart', 'mar'],
    ['apr', 'april'],
    ['mei'],
    ['jun', 'juni'],
    ['jul', 'juli'],
    ['aug', 'augustus'],
    ['sep', 'sept', 'september'],
    ['okt', 'oktober', 'oct'],
    ['nov', 'november'],
    ['dec', 'december'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1])),
);

/** The date of birth's three inputs as posted: raw, since any of them may be missing or of another type. */
export interface DateOfBirthParts {
  readonly day: unknown;
  readonly month: unknown;
  readonly year: unknown;
}

/**
 * The three inputs as one real date of an adult: all present, digits (a month may be its Dutch name, as GOV.UK
 * accepts names), a four-digit year from 1900, an existing day, not after today, and 18 years ago or more.
 */
export function checkDateOfBirth(
  parts: DateOfBirthParts,
  today: PlainDate,
): { iso: string } | { code: OrderFormErrorCode } {
  const part = (value: unknown) =>
    typeof value === 'string' ? value.replace(/\s+/g, '').replace(/\.$/, '').toLowerCase() : '';
  const [dayText, monthText, yearText] = [part(parts.day), part(parts.month), part(parts.year)];
  if (!dayText && !monthText && !yearText) return { code: 'dateOfBirth.required' };
  if (!dayText || !monthText || !yearText) return { code: 'dateOfBirth.incomplete' };

  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : MONTH_NAMES[monthText];
  const digits = /^\d{1,2}$/.test(dayText) && /^\d{4}$/.test(yearText);
  const date = digits && month ? plainDate(Number(yearText), month, Number(dayText)) : null;
  if (!date || date.year < 1900) return { code: 'dateOfBirth.invalid' };
  if (compareDates(date, today) > 0) return { code: 'dateOfBirth.future' };
  if (compareDates(adulthood(date), today) > 0) return { code: 'dateOfBirth.underage' };
  return { iso: isoDate(date) };
}

/**
 * The day someone turns 18. Born on 29 February, that is 1 March when the 18th year is not a leap year: the day
 * after 28 February, as Dutch law counts a 29 February birthday in common years (and as Date.UTC rolls it over).
 */
function adulthood(birth: PlainDate): PlainDate {
  const date = new Date(Date.UTC(birth.year + MINIMUM_AGE, birth.month - 1, birth.day));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
