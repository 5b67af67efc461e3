import { DEFAULT_PHONE_NUMBER } from '../../domain/phone-numbers.ts';
import type { Country } from '../../schemas/brand.ts';
import type { PHONE_NUMBER_TYPES } from '../../schemas/front-office.ts';
import { findBrand } from './catalog.ts';

/** The Belgian customer service's number, for Belgian brands without one of their own. */
const DEFAULT_BELGIAN_PHONE_NUMBER = '03 - 303 05 00';

/** Brands with a number of their own (docs/rules/09-constants-and-limits.md: 'per-brand ... numbers exist'). */
export const BRAND_PHONE_NUMBERS: Readonly<Record<string, string>> = {
  ad: '088 - 0505 011',
  vk: '088 - 0505 012',
  mar: '088 - 0505 013',
  don: '088 - 0505 014',
  lib: '088 - 0505 015',
  // Sold on Donald Duck's shop but brands of their own (docs/rules/02-routes-and-layout.md): a number of their own
  // shows which is asked.
  katri: '088 - 0505 016',
  ddj: '088 - 0505 017',
  hl: '03 - 303 05 11',
};

/**
 * The business sites' number of each country (docs/rules/09-constants-and-limits.md). Not the site's fallback
 * (domain/phone-numbers.ts BUSINESS_PHONE_NUMBERS): a business page showing these was given them by the front office,
 * locally and in every test, prerendered pages included.
 */
export const STAND_IN_BUSINESS_PHONE_NUMBERS: Readonly<Record<Country, string>> = {
  nl: '088 - 0505 070',
  be: '03 - 303 05 07',
};

/** One item of the answer, as the front office documents it (schemas/front-office.ts phoneNumbersAnswerSchema). */
export interface PhoneNumberItem {
  readonly phoneNumber: string;
  readonly type: (typeof PHONE_NUMBER_TYPES)[number];
}

/**
 * GET /front-office/v2/phone-numbers: a list whose first item is the number, each item saying what it is for (`type`
 * `consumer` or `business`). The title is the brand code in upper case; `business` asks for the business sites'
 * number of the brand's country, typed `business`. An unknown title gets the default.
 */
export function phoneNumbers(title: string | undefined, business: boolean): PhoneNumberItem[] {
  const brand = title ? findBrand(title) : undefined;
  const country: Country = brand?.country ?? 'nl';
  if (business) return [{ phoneNumber: STAND_IN_BUSINESS_PHONE_NUMBERS[country], type: 'business' }];
  const own = brand && BRAND_PHONE_NUMBERS[brand.code];
  return [
    { phoneNumber: own ?? (country === 'be' ? DEFAULT_BELGIAN_PHONE_NUMBER : DEFAULT_PHONE_NUMBER), type: 'consumer' },
  ];
}
