import { describe, expect, it } from 'vitest';
import {
  compareDurations,
  dedupeByBrandAndFormula,
  dedupeByBrandProductAndFormula,
  dedupeByProduct,
  dedupePropositions,
  defaultProposition,
} from '../../domain/propositions.ts';
import { propositionSchema, type Proposition, type PropositionInput } from '../../schemas/front-office.ts';

const BASE: PropositionInput = {
  uuid: 'p0',
  productUuid: 'prod-digi',
  brandId: 7,
  brandCode: 'vk',
  productCode: 'VK-DIGI',
  premiumCode: null,
  formula: { label: 'Digitaal', code: 'digitaal' },
  duration: { amount: 1, unit: 'month' },
  prices: [{ default: true, unit: 'month', price: { discount: 19.99 } }],
  discount: { percentage: 0 },
  includes: { brand: { code: 'vk' }, product: { uuid: 'prod-digi' } },
  isTemporaryPromo: false,
};

/** A proposition with a few fields changed; `pct` and `amount unit` shorthands keep the tables readable. */
function prop(uuid: string, change: Partial<PropositionInput> & { pct?: number; dur?: string } = {}): Proposition {
  const { pct, dur, ...rest } = change;
  const [amount, unit] = (dur ?? '1 month').split(' ') as [string, string];
  return propositionSchema.parse({
    ...BASE,
    uuid,
    duration: { amount: Number(amount), unit },
    ...(pct !== undefined && { discount: { percentage: pct } }),
    ...rest,
  });
}

const uuids = (propositions: readonly Proposition[]) => propositions.map((proposition) => proposition.uuid);

describe('propositionSchema (docs/rules/03-entities.md)', () => {
  it('parses the client shape, keeps joined objects, defaults isTemporaryPromo to false', () => {
    const parsed = propositionSchema.parse({ ...BASE, isTemporaryPromo: undefined, brand: { name: 'de Volkskrant' } });
    expect(parsed.isTemporaryPromo).toBe(false);
    expect(parsed).toMatchObject({ brand: { name: 'de Volkskrant' } });
  });

  it.each<{ rule: string; change: Record<string, unknown>; path: (string | number)[] }>([
    { rule: 'uuid missing', change: { uuid: undefined }, path: ['uuid'] },
    { rule: 'formula without code', change: { formula: { label: 'x' } }, path: ['formula', 'code'] },
    {
      rule: 'duration amount as text',
      change: { duration: { amount: '12', unit: 'month' } },
      path: ['duration', 'amount'],
    },
    {
      rule: 'price without discount amount',
      change: { prices: [{ unit: 'month', price: {} }] },
      path: ['prices', 0, 'price', 'discount'],
    },
  ])('refuses $rule at its path', ({ change, path }) => {
    const result = propositionSchema.safeParse({ ...BASE, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });
});

describe('compareDurations: unit-aware', () => {
  const d = (text: string) => {
    const [amount, unit] = text.split(' ') as [string, string];
    return { amount: Number(amount), unit };
  };

  it.each([
    ['12 month', '6 month', 'longer'],
    ['1 year', '11 month', 'longer'],
    ['1 year', '52 week', 'longer'],
    ['53 week', '1 year', 'longer'],
    ['5 week', '1 month', 'longer'],
    ['4 week', '1 month', 'shorter'],
    ['1 year', '12 month', 'equal'],
    ['2 years', '13 months', 'longer'],
    ['1 quarter', '13 week', 'longer'],
    ['1 half-year', '5 month', 'longer'],
    ['1 YEAR', '1 year', 'equal'],
    ['1 week', '10 issue', 'longer'],
    ['10 issue', '5 issue', 'longer'],
  ])('%s is %s than %s', (a, b, expected) => {
    const result = compareDurations(d(a), d(b));
    const verdict = Math.abs(result) < 1e-9 ? 'equal' : result > 0 ? 'longer' : 'shorter';
    expect(verdict).toBe(expected);
  });
});

describe('defaultProposition: same product, longest duration; temporary promos: longest promo (docs/rules/04-states-and-flows.md)', () => {
  it.each<{
    rule: string;
    propositions: Proposition[];
    product?: { uuid?: string; code?: string };
    uuid: string | undefined;
  }>([
    {
      rule: 'longest duration in the same unit',
      propositions: [prop('m1', { dur: '1 month' }), prop('m12', { dur: '12 month' }), prop('m6', { dur: '6 month' })],
      uuid: 'm12',
    },
    {
      rule: 'one year beats eleven months',
      propositions: [prop('m11', { dur: '11 month' }), prop('y1', { dur: '1 year' })],
      uuid: 'y1',
    },
    {
      rule: 'one year beats 52 weeks (a number comparison would pick the weeks)',
      propositions: [prop('w52', { dur: '52 week' }), prop('y1', { dur: '1 year' })],
      uuid: 'y1',
    },
    {
      rule: 'three months beat twelve weeks',
      propositions: [prop('w12', { dur: '12 week' }), prop('m3', { dur: '3 month' })],
      uuid: 'm3',
    },
    {
      rule: 'only the given product counts (by uuid)',
      propositions: [prop('paper-y', { productUuid: 'prod-paper', dur: '1 year' }), prop('digi-m', { dur: '1 month' })],
      product: { uuid: 'prod-digi' },
      uuid: 'digi-m',
    },
    {
      rule: 'only the given product counts (by code, any case)',
      propositions: [prop('paper-y', { productCode: 'VK-PAPER', dur: '1 year' }), prop('digi-m', { dur: '1 month' })],
      product: { code: 'vk-digi' },
      uuid: 'digi-m',
    },
    {
      rule: 'a temporary promo is preferred, the longest of them',
      propositions: [
        prop('y1', { dur: '1 year' }),
        prop('promo-w4', { dur: '4 week', isTemporaryPromo: true }),
        prop('promo-m3', { dur: '3 month', isTemporaryPromo: true }),
      ],
      uuid: 'promo-m3',
    },
    {
      rule: 'promos of another product do not count',
      propositions: [
        prop('y1', { dur: '1 year' }),
        prop('promo-other', { productUuid: 'x', dur: '3 month', isTemporaryPromo: true }),
      ],
      product: { uuid: 'prod-digi' },
      uuid: 'y1',
    },
    {
      rule: 'equal durations: the first one',
      propositions: [prop('first', { dur: '12 month' }), prop('second', { dur: '1 year' })],
      uuid: 'first',
    },
    { rule: 'no proposition of the product', propositions: [prop('a')], product: { uuid: 'none' }, uuid: undefined },
    { rule: 'no propositions', propositions: [], uuid: undefined },
  ])('$rule', ({ propositions, product, uuid }) => {
    expect(defaultProposition(propositions, product)?.uuid).toBe(uuid);
  });
});

describe('dedupeByBrandAndFormula: highest discount per brand+formula, preferring the current brand (docs/rules/05-validation.md)', () => {
  const digi = { formula: { label: 'Digitaal', code: 'digitaal' } };
  const weekend = { formula: { label: 'Weekend', code: 'weekend' } };
  const soldBy = (code: string, brand = 'vk') => ({ brandCode: code, includes: { brand: { code: brand } } });

  it.each<{ rule: string; propositions: Proposition[]; current: string; kept: string[] }>([
    {
      rule: 'highest discount of one brand+formula',
      propositions: [prop('a', { ...digi, pct: 10 }), prop('b', { ...digi, pct: 30 }), prop('c', { ...digi, pct: 20 })],
      current: 'vk',
      kept: ['b'],
    },
    {
      rule: 'other formula is its own group',
      propositions: [
        prop('a', { ...digi, pct: 10 }),
        prop('w', { ...weekend, pct: 0 }),
        prop('b', { ...digi, pct: 30 }),
      ],
      current: 'vk',
      kept: ['b', 'w'],
    },
    {
      rule: 'other brand is its own group',
      propositions: [prop('vk', { ...digi, pct: 10 }), prop('tr', { ...digi, ...soldBy('tr', 'tr'), pct: 50 })],
      current: 'vk',
      kept: ['vk', 'tr'],
    },
    {
      rule: 'equal discount: the one sold by the current brand',
      propositions: [
        prop('kiosk', { ...digi, ...soldBy('kiosk'), pct: 20 }),
        prop('own', { ...digi, ...soldBy('vk'), pct: 20 }),
      ],
      current: 'vk',
      kept: ['own'],
    },
    {
      rule: 'current brand code compared in any case',
      propositions: [
        prop('kiosk', { ...digi, ...soldBy('kiosk'), pct: 20 }),
        prop('own', { ...digi, ...soldBy('vk'), pct: 20 }),
      ],
      current: 'VK',
      kept: ['own'],
    },
    {
      rule: 'a higher discount still beats the current brand',
      propositions: [
        prop('own', { ...digi, ...soldBy('vk'), pct: 10 }),
        prop('kiosk', { ...digi, ...soldBy('kiosk'), pct: 20 }),
      ],
      current: 'vk',
      kept: ['kiosk'],
    },
    {
      rule: 'equal discount, neither current: the first',
      propositions: [
        prop('x', { ...digi, ...soldBy('kiosk'), pct: 5 }),
        prop('y', { ...digi, ...soldBy('kioskbe'), pct: 5 }),
      ],
      current: 'vk',
      kept: ['x'],
    },
    {
      rule: 'missing discount counts as 0',
      propositions: [prop('none', { ...digi, discount: null }), prop('some', { ...digi, pct: 1 })],
      current: 'vk',
      kept: ['some'],
    },
  ])('$rule', ({ propositions, current, kept }) => {
    expect(uuids(dedupeByBrandAndFormula(propositions, current))).toEqual(kept);
  });
});

describe('dedupeByProduct: highest discount per product (docs/rules/05-validation.md)', () => {
  it.each<{ rule: string; propositions: Proposition[]; kept: string[] }>([
    {
      rule: 'one per product, the highest discount',
      propositions: [prop('a', { pct: 10 }), prop('b', { pct: 40, formula: { label: 'Weekend', code: 'weekend' } })],
      kept: ['b'],
    },
    {
      rule: 'different products both stay, in their first order',
      propositions: [
        prop('p', { productUuid: 'paper', pct: 5 }),
        prop('d', { pct: 5 }),
        prop('p2', { productUuid: 'paper', pct: 9 }),
      ],
      kept: ['p2', 'd'],
    },
    { rule: 'equal discount: the first', propositions: [prop('a', { pct: 10 }), prop('b', { pct: 10 })], kept: ['a'] },
  ])('$rule', ({ propositions, kept }) => {
    expect(uuids(dedupeByProduct(propositions))).toEqual(kept);
  });
});

describe('dedupeByBrandProductAndFormula: highest discount per brand+product+formula (docs/rules/05-validation.md)', () => {
  const weekend = { formula: { label: 'Weekend', code: 'weekend' } };

  it.each<{ rule: string; propositions: Proposition[]; kept: string[] }>([
    {
      rule: 'same brand, product, formula: the highest',
      propositions: [prop('a', { pct: 10 }), prop('b', { pct: 25 })],
      kept: ['b'],
    },
    {
      rule: 'another formula stays',
      propositions: [prop('a', { pct: 10 }), prop('w', { ...weekend, pct: 0 })],
      kept: ['a', 'w'],
    },
    {
      rule: 'another product stays',
      propositions: [prop('a', { pct: 10 }), prop('p', { productUuid: 'paper', pct: 0 })],
      kept: ['a', 'p'],
    },
    {
      rule: 'another brand stays',
      propositions: [
        prop('a', { pct: 10 }),
        prop('t', { brandCode: 'tr', includes: { brand: { code: 'tr' } }, pct: 0 }),
      ],
      kept: ['a', 't'],
    },
    { rule: 'equal discount: the first', propositions: [prop('a', { pct: 10 }), prop('b', { pct: 10 })], kept: ['a'] },
  ])('$rule', ({ propositions, kept }) => {
    expect(uuids(dedupeByBrandProductAndFormula(propositions))).toEqual(kept);
  });
});

describe('dedupePropositions: one list, by the key its place asks for (docs/rules/05-validation.md)', () => {
  // Two products of vk (digital, paper) in two formulas, and the kiosk's digital offer of vk's product.
  const catalog = [
    prop('digi-10', { pct: 10 }),
    prop('digi-30', { pct: 30 }),
    prop('paper-digi-40', { productUuid: 'paper', pct: 40 }),
    prop('paper-weekend-5', { productUuid: 'paper', formula: { label: 'Weekend', code: 'weekend' }, pct: 5 }),
    prop('kiosk-digi-30', { brandCode: 'kiosk', pct: 30 }),
  ];

  it.each<{ key: Parameters<typeof dedupePropositions>[1]; kept: string[] }>([
    // Per brand and formula: vk's digital offers, of either product and either seller, are one (the kiosk sells vk).
    { key: 'brand-formula', kept: ['paper-digi-40', 'paper-weekend-5'] },
    { key: 'product', kept: ['digi-30', 'paper-digi-40'] },
    { key: 'brand-product-formula', kept: ['digi-30', 'paper-digi-40', 'paper-weekend-5'] },
  ])('$key', ({ key, kept }) => {
    expect(uuids(dedupePropositions(catalog, key, 'vk'))).toEqual(kept);
  });
});
