import type { Payment, PropositionPrice } from '../schemas/front-office.ts';

/**
 * docs/rules/09-constants-and-limits.md: euros in Dutch format without the currency sign, ',00' shown as ',-'.
 * Thousands are grouped with a dot, as the nl-NL number format does for every amount of four digits or more (1234.5 ->
 * '1.234,50'). Amounts are rounded half away from zero to whole cents, as their decimal reads. Written out rather than
 * left to Intl so the output does not depend on the ICU data of the machine. A non-finite amount gives '' (the schemas
 * never let one through).
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const cents = exactCents(Math.abs(amount));
  // In whole numbers throughout: a number's own toString turns to exponent notation from 1e21 on.
  const euros = (cents / 100n).toString().replace(/\B(?=(\d{3})+$)/g, '.');
  const rest = cents % 100n;
  const sign = amount < 0 && cents > 0n ? '-' : '';
  return `${sign}${euros},${rest === 0n ? '-' : rest.toString().padStart(2, '0')}`;
}

/**
 * A non-negative amount in whole cents, rounded half up from the shortest decimal that reads as the number (what
 * JavaScript prints for it), so binary noise (1.005 * 100 = 100.4999...) rounds as the decimal reads.
 */
function exactCents(amount: number): bigint {
  const [mantissa = '0', exponent = '0'] = amount.toExponential().split('e');
  const digits = BigInt(mantissa.replace('.', ''));
  const shift = Number(exponent) - mantissa.replace(/^\d\.?/, '').length + 2;
  if (shift >= 0) return digits * 10n ** BigInt(shift);
  const unit = 10n ** BigInt(-shift);
  return digits / unit + (2n * (digits % unit) >= unit ? 1n : 0n);
}

/** Whole cents of a non-negative amount. */
function toCents(amount: number): number {
  return Number(exactCents(amount));
}

function signedCents(amount: number): number {
  return amount < 0 ? -toCents(-amount) : toCents(amount);
}

/** docs/rules/09-constants-and-limits.md: the wording of each price unit; synonyms share one wording. */
const UNIT_WORDING: Readonly<Record<string, string>> = {
  week: 'per week',
  'bi-week': 'per twee weken',
  'four-week': 'per vier weken',
  month: 'per maand',
  year: 'per jaar',
  annual: 'per jaar',
  issue: 'per nummer',
  magazine: 'per nummer',
  quarter: 'per kwartaal',
  'half-year': 'per half jaar',
  'semi-annual': 'per half jaar',
  'one-time': 'eenmalig',
};

/** Unit names are compared case-insensitively, with `_` or a space taken as `-` (ONE_TIME, half year). */
export function normaliseUnit(unit: string): string {
  return unit
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, '-');
}

/** The wording of a unit, or undefined for a unit the spec does not name (shown without wording, not guessed). */
export function unitWording(unit: string): string | undefined {
  return UNIT_WORDING[normaliseUnit(unit)];
}

/** docs/rules/09-constants-and-limits.md: the price flagged default, else the first; undefined when there are none. */
export function defaultPrice<T extends Pick<PropositionPrice, 'default'>>(prices: readonly T[]): T | undefined {
  return prices.find((price) => price.default) ?? prices[0];
}

/**
 * docs/rules/05-validation.md: a payment matches a price when the unit matches and the price's discount amount equals
 * the payment amount. Units match after normalisation only; synonyms (year/annual) are not merged, since both sides
 * come from the same front office. Amounts are compared in whole cents, so 9.99 and 9.990000001 match.
 */
export function paymentMatchesPrice(payment: Payment, price: Pick<PropositionPrice, 'unit' | 'price'>): boolean {
  if (!Number.isFinite(payment.amount) || !Number.isFinite(price.price.discount)) return false;
  return (
    normaliseUnit(payment.unit) === normaliseUnit(price.unit) &&
    signedCents(payment.amount) === signedCents(price.price.discount)
  );
}

/** Duration units in Dutch, singular and plural; units of docs/rules/09-constants-and-limits.md plus day. */
const DURATION_WORDING: Readonly<Record<string, readonly [one: string, many: string]>> = {
  day: ['dag', 'dagen'],
  week: ['week', 'weken'],
  'bi-week': ['twee weken', 'periodes van twee weken'],
  'four-week': ['vier weken', 'periodes van vier weken'],
  month: ['maand', 'maanden'],
  quarter: ['kwartaal', 'kwartalen'],
  'half-year': ['half jaar', 'halve jaren'],
  'semi-annual': ['half jaar', 'halve jaren'],
  year: ['jaar', 'jaar'],
  annual: ['jaar', 'jaar'],
  issue: ['nummer', 'nummers'],
  magazine: ['nummer', 'nummers'],
};

/**
 * A proposition's duration as visitors read it: "12 maanden", "1 jaar", "13 nummers". A unit without wording
 * (or a plural such as "months") is shown as it came rather than guessed.
 */
export function durationWording(duration: { readonly amount: number; readonly unit: string }): string {
  const unit = normaliseUnit(duration.unit);
  const words = DURATION_WORDING[unit] ?? DURATION_WORDING[unit.replace(/s$/, '')];
  if (!words) return `${duration.amount} ${duration.unit}`;
  return `${duration.amount} ${duration.amount === 1 ? words[0] : words[1]}`;
}
