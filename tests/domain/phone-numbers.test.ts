import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_EXPERIMENTS, variantPhoneNumber } from '../../domain/experiments/variants.ts';
import {
  BUSINESS_PHONE_NUMBERS,
  customerServicePhoneNumber,
  DEFAULT_PHONE_NUMBER,
  fallbackPhoneNumber,
  type PhoneNumberSources,
} from '../../domain/phone-numbers.ts';

describe('customerServicePhoneNumber: business page, variant, front office, default', () => {
  it.each<[string, PhoneNumberSources, string]>([
    ['nothing known: the default 088 number', { business: false, country: 'nl' }, DEFAULT_PHONE_NUMBER],
    [
      'the front office number for brand and mid',
      { frontOffice: '088 - 0505 001', business: false, country: 'nl' },
      '088 - 0505 001',
    ],
    [
      'a blank front office number is absent',
      { frontOffice: '  ', business: false, country: 'be' },
      DEFAULT_PHONE_NUMBER,
    ],
    [
      'the business page, Dutch brand',
      { frontOffice: '088 - 0505 001', business: true, country: 'nl' },
      BUSINESS_PHONE_NUMBERS.nl,
    ],
    ['the business page, Belgian brand', { business: true, country: 'be' }, BUSINESS_PHONE_NUMBERS.be],
    [
      'the business page: the front office’s business number',
      { frontOffice: '088 - 0505 001', frontOfficeBusiness: '088 - 0505 070', business: true, country: 'nl' },
      '088 - 0505 070',
    ],
    [
      'the business page, a blank business number from the front office: the fallback',
      { frontOfficeBusiness: ' ', business: true, country: 'be' },
      BUSINESS_PHONE_NUMBERS.be,
    ],
    [
      'the front office’s business number counts on the business page only',
      { frontOffice: '088 - 0505 001', frontOfficeBusiness: '088 - 0505 070', business: false, country: 'nl' },
      '088 - 0505 001',
    ],
    [
      'an experiment variant wins over the front office and the default',
      { variant: '088 - 1234 567', frontOffice: '088 - 0505 001', business: false, country: 'nl' },
      '088 - 1234 567',
    ],
    [
      'the business page wins over a variant (docs/rules/02-routes-and-layout.md)',
      { variant: '088 - 1234 567', frontOffice: '088 - 0505 001', business: true, country: 'nl' },
      BUSINESS_PHONE_NUMBERS.nl,
    ],
    [
      'the front office’s business number wins over a variant on the business page',
      { variant: '088 - 1234 567', frontOfficeBusiness: '03 - 303 05 07', business: true, country: 'be' },
      '03 - 303 05 07',
    ],
    [
      'a blank variant number is absent',
      { variant: '', frontOffice: '088 - 0505 001', business: false, country: 'nl' },
      '088 - 0505 001',
    ],
  ])('%s', (_, sources, expected) => {
    expect(customerServicePhoneNumber(sources)).toBe(expected);
  });
});

/** Every phone-number experiment's every variation, as the page's number source gets it. */
const EVERY_VARIANT = Object.entries(PHONE_NUMBER_EXPERIMENTS).flatMap(([brandCode, { experimentKey, numbers }]) =>
  ['control', ...Object.keys(numbers)].map((variationKey) => ({ brandCode, experimentKey, variationKey })),
);

describe('the business page shows the business number under every phone-number variant', () => {
  it.each(EVERY_VARIANT.flatMap((variant) => (['nl', 'be'] as const).map((country) => ({ ...variant, country }))))(
    '$brandCode $experimentKey=$variationKey ($country)',
    ({ brandCode, experimentKey, variationKey, country }) => {
      const variant = variantPhoneNumber(brandCode, [{ experimentKey, variationKey }]);
      expect(customerServicePhoneNumber({ variant, frontOffice: '088 - 0505 001', business: true, country })).toBe(
        BUSINESS_PHONE_NUMBERS[country],
      );
      const frontOfficeBusiness = '088 - 0505 070';
      expect(customerServicePhoneNumber({ variant, frontOfficeBusiness, business: true, country })).toBe(
        frontOfficeBusiness,
      );
    },
  );
});

describe('fallbackPhoneNumber: the page’s number, never a test number (docs/rules/08-errors.md)', () => {
  it.each<[string, PhoneNumberSources, string]>([
    [
      'a variant’s test number is left out: the front office’s',
      { variant: '088 - 0505 101', frontOffice: '088 - 0505 001', business: false, country: 'nl' },
      '088 - 0505 001',
    ],
    [
      'a variant’s test number is left out: the default',
      { variant: '088 - 0505 101', business: false, country: 'nl' },
      DEFAULT_PHONE_NUMBER,
    ],
    [
      'the business page: its number',
      { variant: '088 - 0505 101', business: true, country: 'be' },
      BUSINESS_PHONE_NUMBERS.be,
    ],
    [
      'the business page: the front office’s business number',
      { variant: '088 - 0505 101', frontOfficeBusiness: '088 - 0505 070', business: true, country: 'nl' },
      '088 - 0505 070',
    ],
    [
      'no variant: the number the page shows',
      { frontOffice: '088 - 0505 001', business: false, country: 'nl' },
      '088 - 0505 001',
    ],
  ])('%s', (_, sources, expected) => {
    expect(fallbackPhoneNumber(sources)).toBe(expected);
  });

  it('is never any variant’s number', () => {
    const testNumbers = Object.values(PHONE_NUMBER_EXPERIMENTS).flatMap(
      ({ numbers }) => Object.values(numbers) as string[],
    );
    for (const variant of testNumbers) {
      for (const business of [false, true])
        expect(testNumbers).not.toContain(fallbackPhoneNumber({ variant, business, country: 'nl' }));
    }
  });
});
