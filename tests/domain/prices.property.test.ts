import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, normaliseUnit, unitWording } from '../../domain/prices.ts';

/*
 * Properties of price formatting (docs/rules/09-constants-and-limits.md), beside the table in prices.test.ts, where a
 * counterexample fast-check finds is kept as a row.
 */
const DUTCH_PRICE = /^-?(?:0|[1-9]\d{0,2}(?:\.\d{3})*),(?:-|\d\d)$/;
/** The cents a formatted price shows, read back. */
const centsOf = (text: string) => {
  const [euros, rest] = text.replace(/^-/, '').split(',') as [string, string];
  const cents = BigInt(euros.replaceAll('.', '')) * 100n + (rest === '-' ? 0n : BigInt(rest));
  return text.startsWith('-') ? -cents : cents;
};

describe('formatPrice, for any amount', () => {
  it('writes any whole number of cents so that it reads back as those cents', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), (cents) => {
        const text = formatPrice(Number(cents) / 100);
        expect(text).toMatch(DUTCH_PRICE);
        expect(centsOf(text)).toBe(cents);
        expect(text.endsWith(',-')).toBe(cents % 100n === 0n);
      }),
      { numRuns: 500 },
    );
  });

  it('writes every finite amount in the Dutch format, never in exponent notation, and the same with a minus for its negative', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (amount) => {
        const text = formatPrice(amount);
        expect(text).toMatch(DUTCH_PRICE);
        const positive = formatPrice(Math.abs(amount));
        expect(text).toBe(positive === '0,-' || amount >= 0 ? positive : `-${positive}`);
      }),
      { numRuns: 500 },
    );
  });

  it('rounds to the nearest cent: never more than half a cent from the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(Math.abs(Number(centsOf(formatPrice(amount))) - amount * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
      { numRuns: 500 },
    );
  });
});

describe('unit names, for any spelling', () => {
  it('normalise to a fixed point, and case and separators do not change a unit’s wording', () => {
    const unit = fc.constantFrom(
      'week',
      'bi-week',
      'four-week',
      'month',
      'year',
      'annual',
      'issue',
      'magazine',
      'quarter',
      'half-year',
      'semi-annual',
      'one-time',
    );
    const spelled = unit.chain((name) =>
      fc.tuple(
        fc.constant(name),
        fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }),
        fc.constantFrom('-', '_', ' ', '  '),
      ),
    );
    fc.assert(
      fc.property(spelled, fc.string(), ([name, upper, separator], any) => {
        const written = [...name]
          .map((c, i) => (upper[i] ? c.toUpperCase() : c))
          .join('')
          .replaceAll('-', separator);
        expect(unitWording(` ${written} `)).toBe(unitWording(name));
        expect(normaliseUnit(normaliseUnit(any))).toBe(normaliseUnit(any));
      }),
      { numRuns: 300 },
    );
  });
});
