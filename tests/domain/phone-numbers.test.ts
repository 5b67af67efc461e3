import { describe, expect, it } from 'vitest';
import { BUSINESS_PHONE_NUMBERS, customerServicePhoneNumber, DEFAULT_PHONE_NUMBER, type PhoneNumberSources } from '../../domain/phone-numbers.ts';

describe('customerServicePhoneNumber: variant, business page, front office, default', () => {
  it.each<[string, PhoneNumberSources, string]>([
    ['nothing known: the default 088 number', { business: false, country: 'nl' }, DEFAULT_PHONE_NUMBER],
    ['the front office number for brand and mid', { frontOffice: '088 - 0505 001', business: false, country: 'nl' }, '088 - 0505 001'],
    ['a blank front office number is absent', { frontOffice: '  ', business: false, country: 'be' }, DEFAULT_PHONE_NUMBER],
    ['the business page, Dutch brand', { frontOffice: '088 - 0505 001', business: true, country: 'nl' }, BUSINESS_PHONE_NUMBERS.nl],
    ['the business page, Belgian brand', { business: true, country: 'be' }, BUSINESS_PHONE_NUMBERS.be],
    ['an experiment variant wins over everything', { variant: '088 - 1234 567', frontOffice: '088 - 0505 001', business: true, country: 'nl' }, '088 - 1234 567'],
    ['a blank variant number is absent', { variant: '', frontOffice: '088 - 0505 001', business: false, country: 'nl' }, '088 - 0505 001'],
  ])('%s', (_, sources, expected) => {
    expect(customerServicePhoneNumber(sources)).toBe(expected);
  });
});
