import type { Country } from '../../schemas/brand.ts';

/**
 * Dutch postcodes are four digits not starting with 0 and two letters, of which PostNL never issues SA, SD and SS;
 * Belgian ones are four digits not starting with 0. Both as normalisePostalCode leaves them.
 */
export const POSTAL_CODE: Readonly<Record<Country, RegExp>> = {
  nl: /^([1-9][0-9]{3})(?!SA|SD|SS)([A-Z]{2})$/,
  be: /^([1-9][0-9]{3})$/,
};

/** What is checked against POSTAL_CODE: no spaces, upper case. */
export const normalisePostalCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** A valid postal code as it is written and stored: Dutch with a space before the letters (1234 AB). */
export const printPostalCode = (value: string, country: Country) =>
  country === 'nl' ? `${value.slice(0, 4)} ${value.slice(4)}` : value;
