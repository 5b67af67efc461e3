import type { Country } from '../../schemas/brand.ts';
import { HOUSE_NUMBER } from './house-number.ts';
import { normalisePostalCode, POSTAL_CODE, printPostalCode } from './postal-code.ts';
import { squish } from './text.ts';

/*
 * The Dutch address lookup's rules, one set for every moment it runs: a house-number field left, the form becoming
 * interactive with an address typed before it, a submission (blocks/order-form/use-address-lookup.ts), and a form
 * posted without JavaScript (site/order/actions.ts).
 */

export interface AddressQuery {
  /** As the form stores it: 1234 AB. */
  readonly postalCode: string;
  /** The number alone: an addition typed with it (12A, 12-3) does not change the street. */
  readonly houseNumber: string;
}

export interface FoundAddress {
  readonly street: string;
  readonly city: string;
}

/** A Dutch postal code and house number as the lookup takes them; null when either is not one. */
export function addressQueryOf(postalCode: string, houseNumber: string): AddressQuery | null {
  const code = normalisePostalCode(postalCode);
  const [, number] = HOUSE_NUMBER.exec(squish(houseNumber)) ?? [];
  if (!POSTAL_CODE.nl.test(code) || number === undefined) return null;
  return { postalCode: printPostalCode(code, 'nl'), houseNumber: number };
}

const isEmpty = (value: string | undefined) => squish(value ?? '') === '';

/**
 * What a Dutch form still needs looked up: its postal code and house number while street or city is empty; null
 * when both are given, either of the two is not one, or the brand is not Dutch.
 */
export function pendingAddressQuery(
  country: Country,
  values: Readonly<Partial<Record<'postalCode' | 'houseNumber' | 'street' | 'city', string>>>,
): AddressQuery | null {
  if (country !== 'nl' || (!isEmpty(values.street) && !isEmpty(values.city))) return null;
  return addressQueryOf(values.postalCode ?? '', values.houseNumber ?? '');
}

/** The values with street and city as found, each only where it is empty: what the visitor typed stays. */
export function withFoundAddress<Values extends Readonly<Record<string, string>>>(
  values: Values,
  found: FoundAddress,
): Values & FoundAddress {
  const { street = '', city = '' } = values;
  return { ...values, street: isEmpty(street) ? found.street : street, city: isEmpty(city) ? found.city : city };
}
