// `min` metadata: numbers are checked by length per country, not digit by digit (`max` costs 20 KB gzip more).
import parsePhoneNumber, { type CountryCode } from 'libphonenumber-js/min';
import type { Country } from '../../schemas/brand.ts';
import type { OrderFormErrorCode } from '../../schemas/order-form.ts';

/**
 * Dutch (+31) and Belgian (+32) numbers are accepted on either country's brands; a number written without its
 * country prefix is read as one of the brand's country.
 */
const PHONE_CALLING_CODES = ['31', '32'];
const PHONE_REGION: Readonly<Record<Country, CountryCode>> = { nl: 'NL', be: 'BE' };

/** Dutch and Belgian numbers in any usual notation (06-12345678, +31 6 12345678, 0031 6..., 0470 12 34 56). */
export function checkPhone(value: string, country: Country): { e164: string } | { code: OrderFormErrorCode } {
  // `extract: false`: the whole input must be the number, not merely contain one.
  const phone = parsePhoneNumber(value, { defaultCountry: PHONE_REGION[country], extract: false });
  if (!phone) return { code: 'phone.invalid' };
  if (!PHONE_CALLING_CODES.includes(phone.countryCallingCode)) return { code: 'phone.country' };
  // An extension has no place in E.164; a subscription's number is one the subscriber answers directly.
  if (!phone.isValid() || phone.ext) return { code: 'phone.invalid' };
  return { e164: phone.number };
}
