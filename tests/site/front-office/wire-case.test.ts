import { describe, expect, it } from 'vitest';
import {
  camelCaseKey,
  fillPath,
  FRONT_OFFICE_PATHS,
  isValidIban,
  snakeCaseKey,
  toCamelCaseKeys,
  toSnakeCaseKeys,
} from '../../../schemas/front-office.ts';

describe('front-office key case (docs/rules/07-calls.md)', () => {
  it.each([
    ['brandCodes', 'brand_codes'],
    ['pwId', 'pw_id'],
    ['houseNumberAddition', 'house_number_addition'],
    ['rekeningnummerLaatsteCijfers', 'rekeningnummer_laatste_cijfers'],
    ['HTMLTitle', 'html_title'],
    ['address1', 'address1'],
    ['group', 'group'],
    ['already_snake', 'already_snake'],
    ['includes[]', 'includes[]'],
  ])('snake_case: %s -> %s', (key, expected) => {
    expect(snakeCaseKey(key)).toBe(expected);
  });

  it.each([
    ['proposition_group', 'propositionGroup'],
    ['is_temporary_promo', 'isTemporaryPromo'],
    ['rekeningnummer_laatste_cijfers', 'rekeningnummerLaatsteCijfers'],
    ['address_line_2', 'addressLine2'],
    ['_id', '_id'],
    ['alreadyCamel', 'alreadyCamel'],
  ])('camelCase: %s -> %s', (key, expected) => {
    expect(camelCaseKey(key)).toBe(expected);
  });

  it('converts deeply, into arrays, and leaves values and the literal includes[] alone', () => {
    const outgoing = {
      brandCodes: ['ad', 'vk'],
      'includes[]': ['brand'],
      customer: { firstName: 'Els', tags: [{ tagName: 'camelCase value' }] },
    };
    expect(toSnakeCaseKeys(outgoing)).toEqual({
      brand_codes: ['ad', 'vk'],
      'includes[]': ['brand'],
      customer: { first_name: 'Els', tags: [{ tag_name: 'camelCase value' }] },
    });
    expect(
      toCamelCaseKeys({ data: { propositions: [{ product_uuid: 'p-1', is_temporary_promo: true }] }, meta: null }),
    ).toEqual({
      data: { propositions: [{ productUuid: 'p-1', isTemporaryPromo: true }] },
      meta: null,
    });
  });

  it('round-trips every key of our payloads', () => {
    const keys = [
      'propositionUuid',
      'productCode',
      'dateOfBirth',
      'postalCode',
      'houseNumber',
      'idealBank',
      'startDate',
      'leadId',
      'pwId',
    ];
    for (const key of keys) expect(camelCaseKey(snakeCaseKey(key))).toBe(key);
  });
});

describe('front-office paths', () => {
  it('fills and encodes path values', () => {
    expect(fillPath(FRONT_OFFICE_PATHS.lead, { leadId: 'L 1/2' })).toBe('/front-office/v2/lead/L%201%2F2');
    expect(fillPath(FRONT_OFFICE_PATHS.businessHours, { title: 'AD', country: 'nl' })).toBe(
      '/front-office/v1/business-hours/AD/nl',
    );
  });
});

describe('IBAN check (ISO 13616 mod 97)', () => {
  it.each([
    ['NL91ABNA0417164300', true],
    ['BE68539007547034', true],
    ['NL91ABNA0417164301', false],
    ['NL91ABNA041716430', false],
    ['nl91abna0417164300', false],
  ])('%s: %s', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });
});
