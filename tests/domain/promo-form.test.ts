import { describe, expect, it } from 'vitest';
import { checkPromoForm, normaliseActiecode, normalisePostcode, promoFormErrors } from '../../domain/promo-form.ts';

describe('the /actie form', () => {
  it.each([
    ['1234ab', '1234 AB'],
    [' 1234  Ab ', '1234 AB'],
    ['1000', '1000'],
    ['', ''],
  ])('postcode %j -> %j', (raw, expected) => expect(normalisePostcode(raw)).toBe(expected));

  it.each([
    ['zomer2026', 'ZOMER2026'],
    [' ZO MER 2026 ', 'ZOMER2026'],
  ])('actiecode %j -> %j', (raw, expected) => expect(normaliseActiecode(raw)).toBe(expected));

  it.each<[string, Record<string, unknown>, ReturnType<typeof checkPromoForm>]>([
    [
      'both fields: ok, destination kept',
      { actiecode: 'zomer2026', postcode: '1234ab', destinationName: '/digitaal' },
      { ok: true, input: { actiecode: 'ZOMER2026', postcode: '1234 AB', destinationName: '/digitaal' } },
    ],
    [
      'nothing typed: both errors at once',
      { actiecode: ' ', postcode: '' },
      {
        ok: false,
        errors: ['missing-actiecode', 'missing-postcode'],
        input: { actiecode: '', postcode: '', destinationName: '/' },
      },
    ],
    [
      'an external destination becomes the index',
      { actiecode: 'A', postcode: '1000', destinationName: 'https://evil.example/' },
      { ok: true, input: { actiecode: 'A', postcode: '1000', destinationName: '/' } },
    ],
    [
      'a route name as destination',
      { actiecode: 'A', postcode: '1000', destinationName: 'digitaal' },
      { ok: true, input: { actiecode: 'A', postcode: '1000', destinationName: '/digitaal' } },
    ],
    [
      'non-text fields are empty',
      { actiecode: ['A'], postcode: 5 },
      {
        ok: false,
        errors: ['missing-actiecode', 'missing-postcode'],
        input: { actiecode: '', postcode: '', destinationName: '/' },
      },
    ],
  ])('%s', (_, fields, expected) => expect(checkPromoForm(fields)).toEqual(expected));

  it('reads only known errors from the query', () => {
    expect(promoFormErrors('not-found')).toEqual(['not-found']);
    expect(promoFormErrors('missing-actiecode,bogus,missing-postcode')).toEqual([
      'missing-actiecode',
      'missing-postcode',
    ]);
    expect(promoFormErrors(['not-found'])).toEqual([]);
    expect(promoFormErrors(undefined)).toEqual([]);
  });
});
