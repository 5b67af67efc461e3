import { describe, expect, it } from 'vitest';
import {
  addressQueryOf,
  pendingAddressQuery,
  withFoundAddress,
  type AddressQuery,
} from '../../../domain/order-form/address-lookup.ts';
import type { Country } from '../../../schemas/brand.ts';

const DORPSSTRAAT = { street: 'Dorpsstraat', city: 'Amsterdam' };
const QUERY: AddressQuery = { postalCode: '1234 AB', houseNumber: '12' };

describe('the address lookup’s query: a Dutch postal code and house number', () => {
  it.each<[rule: string, postalCode: string, houseNumber: string, query: AddressQuery | null]>([
    ['as the form stores it', '1234 AB', '12', QUERY],
    ['lower case, without the space', '1234ab', '12', QUERY],
    ['spaces around both', ' 1234  ab ', ' 12 ', QUERY],
    ['an addition typed with the number: the number alone', '1234 AB', '12A', QUERY],
    ['an addition after a dash', '1234 AB', '12-3', QUERY],
    ['five digits', '1234 AB', '12345', { postalCode: '1234 AB', houseNumber: '12345' }],
    ['no postal code', '', '12', null],
    ['no house number', '1234 AB', '', null],
    ['a Belgian postal code', '2000', '12', null],
    ['a postal code starting with 0', '0234 AB', '12', null],
    ['letters PostNL never issues', '1234 SS', '12', null],
    ['a house number with a leading zero', '1234 AB', '012', null],
    ['a house number of six digits', '1234 AB', '123456', null],
    ['letters for a house number', '1234 AB', 'twaalf', null],
  ])('%s (%j, %j)', (_rule, postalCode, houseNumber, query) => {
    expect(addressQueryOf(postalCode, houseNumber)).toEqual(query);
  });
});

describe('what a form still needs looked up', () => {
  it.each<[rule: string, country: Country, values: Record<string, string>, query: AddressQuery | null]>([
    ['street and city empty', 'nl', { postalCode: '1234ab', houseNumber: '12', street: '', city: '' }, QUERY],
    ['street and city not in the form at all', 'nl', { postalCode: '1234ab', houseNumber: '12' }, QUERY],
    ['only the city empty', 'nl', { postalCode: '1234ab', houseNumber: '12', street: 'Kerkstraat', city: '' }, QUERY],
    ['only the street empty', 'nl', { postalCode: '1234ab', houseNumber: '12', street: '', city: 'Utrecht' }, QUERY],
    ['street and city white space', 'nl', { postalCode: '1234ab', houseNumber: '12', street: ' ', city: '\t' }, QUERY],
    ['both given', 'nl', { postalCode: '1234ab', houseNumber: '12', street: 'Kerkstraat', city: 'Utrecht' }, null],
    ['no house number yet', 'nl', { postalCode: '1234ab', houseNumber: '', street: '', city: '' }, null],
    ['an invalid postal code', 'nl', { postalCode: '12', houseNumber: '12', street: '', city: '' }, null],
    ['a Belgian brand', 'be', { postalCode: '1234ab', houseNumber: '12', street: '', city: '' }, null],
  ])('%s', (_rule, country, values, query) => {
    expect(pendingAddressQuery(country, values)).toEqual(query);
  });
});

describe('the found address in the form', () => {
  it.each<[rule: string, values: Record<string, string>, filled: Record<string, string>]>([
    ['both empty: both filled', { street: '', city: '' }, DORPSSTRAAT],
    ['both missing: both filled', {}, DORPSSTRAAT],
    ['white space counts as empty', { street: '  ', city: '' }, DORPSSTRAAT],
    ['a typed street stays', { street: 'Kerkstraat', city: '' }, { street: 'Kerkstraat', city: 'Amsterdam' }],
    ['a typed city stays', { street: '', city: 'Diemen' }, { street: 'Dorpsstraat', city: 'Diemen' }],
    ['both typed: both stay', { street: 'Kerkstraat', city: 'Diemen' }, { street: 'Kerkstraat', city: 'Diemen' }],
  ])('%s', (_rule, values, filled) => {
    expect(withFoundAddress(values, DORPSSTRAAT)).toEqual(filled);
  });

  it('keeps every other value as it was', () => {
    const values = { firstName: 'Sanne', postalCode: '1234ab', houseNumber: '12', street: '', city: '', iban: 'NL91' };
    expect(withFoundAddress(values, DORPSSTRAAT)).toEqual({ ...values, ...DORPSSTRAAT });
  });
});
