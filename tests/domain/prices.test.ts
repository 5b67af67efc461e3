import { describe, expect, it } from 'vitest';
import { defaultPrice, durationWording, formatPrice, paymentMatchesPrice, unitWording } from '../../domain/prices.ts';

describe('formatPrice: Dutch format, ",00" as ",-", no currency sign (docs/rules/09-constants-and-limits.md)', () => {
  it.each([
    [12.5, '12,50'],
    [12, '12,-'],
    [12.0, '12,-'],
    [0, '0,-'],
    [0.5, '0,50'],
    [0.05, '0,05'],
    [9.99, '9,99'],
    [1234.5, '1.234,50'],
    [1234, '1.234,-'],
    [999.99, '999,99'],
    [1000, '1.000,-'],
    [1234567.89, '1.234.567,89'],
    [1.005, '1,01'],
    [2.675, '2,68'],
    [12.004, '12,-'],
    [12.999, '13,-'],
    [-5.5, '-5,50'],
    [-0.001, '0,-'],
    // Found by tests/domain/prices.property.test.ts: from 1e21 on a number's own toString writes an exponent.
    [-1.0000000000000051e21, '-1.000.000.000.000.005.100.000,-'],
    [1e21, '1.000.000.000.000.000.000.000,-'],
  ])('%d -> %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('%d gives an empty text, not "NaN"', (amount) => {
    expect(formatPrice(amount)).toBe('');
  });

  it('never shows a currency sign', () => {
    expect(formatPrice(12)).not.toMatch(/€|EUR/);
  });
});

describe('unitWording (docs/rules/09-constants-and-limits.md)', () => {
  it.each([
    ['week', 'per week'],
    ['bi-week', 'per twee weken'],
    ['four-week', 'per vier weken'],
    ['month', 'per maand'],
    ['year', 'per jaar'],
    ['annual', 'per jaar'],
    ['issue', 'per nummer'],
    ['magazine', 'per nummer'],
    ['quarter', 'per kwartaal'],
    ['half-year', 'per half jaar'],
    ['semi-annual', 'per half jaar'],
    ['one-time', 'eenmalig'],
    ['MONTH', 'per maand'],
    ['ONE_TIME', 'eenmalig'],
    ['half year', 'per half jaar'],
  ])('%s -> %s', (unit, wording) => {
    expect(unitWording(unit)).toBe(wording);
  });

  it.each(['fortnight', 'day', '', 'per maand'])('"%s" has no wording', (unit) => {
    expect(unitWording(unit)).toBeUndefined();
  });
});

describe('defaultPrice: the one flagged default, else the first (docs/rules/09-constants-and-limits.md)', () => {
  const price = (id: string, flagged: boolean) => ({ id, default: flagged, unit: 'month', price: { discount: 10 } });

  it.each([
    { rule: 'the flagged one', prices: [price('a', false), price('b', true), price('c', false)], id: 'b' },
    {
      rule: 'the first flagged when several are',
      prices: [price('a', false), price('b', true), price('c', true)],
      id: 'b',
    },
    { rule: 'the first when none is flagged', prices: [price('a', false), price('b', false)], id: 'a' },
    { rule: 'the only one', prices: [price('a', false)], id: 'a' },
  ])('$rule', ({ prices, id }) => {
    expect(defaultPrice(prices)?.id).toBe(id);
  });

  it('none when there are no prices', () => {
    expect(defaultPrice([])).toBeUndefined();
  });
});

describe('paymentMatchesPrice: same unit and discount amount equals payment amount (docs/rules/05-validation.md)', () => {
  const price = { default: true, unit: 'month', price: { discount: 19.99 } };

  it.each([
    { rule: 'same unit, same amount', payment: { unit: 'month', amount: 19.99 }, matches: true },
    { rule: 'unit in another case', payment: { unit: 'MONTH', amount: 19.99 }, matches: true },
    { rule: 'amount differing by float noise only', payment: { unit: 'month', amount: 19.990000001 }, matches: true },
    { rule: 'other unit', payment: { unit: 'year', amount: 19.99 }, matches: false },
    { rule: 'other amount', payment: { unit: 'month', amount: 20 }, matches: false },
    { rule: 'one cent off', payment: { unit: 'month', amount: 19.98 }, matches: false },
    { rule: 'negative amount', payment: { unit: 'month', amount: -19.99 }, matches: false },
    { rule: 'both wrong', payment: { unit: 'week', amount: 5 }, matches: false },
    { rule: 'not a number', payment: { unit: 'month', amount: Number.NaN }, matches: false },
  ])('$rule -> $matches', ({ payment, matches }) => {
    expect(paymentMatchesPrice(payment, price)).toBe(matches);
  });

  it('synonyms are not merged: annual does not match year', () => {
    expect(paymentMatchesPrice({ unit: 'annual', amount: 10 }, { unit: 'year', price: { discount: 10 } })).toBe(false);
  });
});

describe('durationWording', () => {
  it.each([
    [{ amount: 1, unit: 'month' }, '1 maand'],
    [{ amount: 12, unit: 'month' }, '12 maanden'],
    [{ amount: 3, unit: 'MONTHS' }, '3 maanden'],
    [{ amount: 1, unit: 'year' }, '1 jaar'],
    [{ amount: 2, unit: 'annual' }, '2 jaar'],
    [{ amount: 13, unit: 'issue' }, '13 nummers'],
    [{ amount: 1, unit: 'magazine' }, '1 nummer'],
    [{ amount: 52, unit: 'week' }, '52 weken'],
    [{ amount: 1, unit: 'half_year' }, '1 half jaar'],
    [{ amount: 4, unit: 'quarter' }, '4 kwartalen'],
    [{ amount: 6, unit: 'fortnight' }, '6 fortnight'],
  ])('%o -> %s', (duration, wording) => {
    expect(durationWording(duration)).toBe(wording);
  });
});
