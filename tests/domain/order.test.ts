import { describe, expect, it } from 'vitest';
import { deliveredOnPaper, orderedProposition, orderSummary, paymentMethodsFor, renews } from '../../domain/order.ts';
import { propositionSchema, type PropositionInput } from '../../schemas/front-office.ts';

const proposition = (overrides: Partial<PropositionInput> & Pick<PropositionInput, 'uuid'>) =>
  propositionSchema.parse({
    productUuid: 'p-ad-digitaal',
    brandCode: 'ad',
    productCode: 'AD-DIGITAAL',
    formula: { code: 'digitaal', label: 'Digitaal' },
    duration: { amount: 12, unit: 'month' },
    prices: [{ default: true, unit: 'month', price: { discount: 12.99 } }],
    ...overrides,
  });

const DIGITAAL_1 = proposition({ uuid: 'd1', duration: { amount: 1, unit: 'month' } });
const DIGITAAL_12 = proposition({ uuid: 'd12' });
const COMPLEET_12 = proposition({
  uuid: 'c12',
  productUuid: 'p-ad-compleet',
  productCode: 'AD-COMPLEET',
  formula: { code: 'compleet', label: 'Compleet' },
});
const ALL = [DIGITAAL_1, DIGITAAL_12, COMPLEET_12];
const STUDENT_6 = proposition({
  uuid: 's6',
  formula: { code: 'studenten-digitaal', label: 'Studenten Digitaal' },
  duration: { amount: 6, unit: 'month' },
});
const STUDENT_12 = proposition({ uuid: 's12', formula: { code: 'studenten-digitaal', label: 'Studenten Digitaal' } });
const WITH_STUDENT = [...ALL, STUDENT_6, STUDENT_12];

describe('orderedProposition: chosen, else the product’s default, else the default', () => {
  it.each<[string, Parameters<typeof orderedProposition>[1], string | undefined]>([
    ['the shop window’s choice', { propositionId: 'c12' }, 'c12'],
    ['an unknown choice falls back to the default', { propositionId: 'gone' }, 'd12'],
    ['a product code picks that product’s longest', { productCode: 'ad-compleet' }, 'c12'],
    ['the choice wins over the product code', { propositionId: 'd1', productCode: 'AD-COMPLEET' }, 'd1'],
    ['nothing: the brand’s default (longest duration)', {}, 'd12'],
  ])('%s', (_, choice, expected) => expect(orderedProposition(ALL, choice)?.uuid).toBe(expected));

  it('is undefined for an empty catalog', () => expect(orderedProposition([], {})).toBeUndefined());

  it.each<[string, readonly (typeof ALL)[number][], Parameters<typeof orderedProposition>[1], string | undefined]>([
    ['the student page: the student propositions’ default', WITH_STUDENT, { student: true }, 's12'],
    ['the student page without student propositions: the brand’s default', ALL, { student: true }, 'd12'],
    [
      'the student page: the shop window’s choice still wins',
      WITH_STUDENT,
      { student: true, propositionId: 'c12' },
      'c12',
    ],
    ['the student page: a product code still wins', WITH_STUDENT, { student: true, productCode: 'AD-COMPLEET' }, 'c12'],
    ['another page ignores student propositions for its default', WITH_STUDENT, {}, 'd12'],
  ])('%s', (_, catalog, choice, expected) => expect(orderedProposition(catalog, choice)?.uuid).toBe(expected));
});

describe('paymentMethodsFor: online (iDEAL in nl, Bancontact in be) only for prices paid up front', () => {
  it.each([
    ['nl', 'month', 10, ['direct-debit']],
    ['nl', 'week', 10, ['direct-debit']],
    ['nl', 'issue', 10, ['direct-debit']],
    ['nl', 'year', 10, ['direct-debit', 'ideal']],
    ['nl', 'ONE_TIME', 10, ['direct-debit', 'ideal']],
    ['nl', 'quarter', 10, ['direct-debit', 'ideal']],
    ['nl', 'half-year', 10, ['direct-debit', 'ideal']],
    ['nl', 'year', 0, ['direct-debit']],
    ['be', 'month', 10, ['direct-debit']],
    ['be', 'year', 10, ['direct-debit', 'bancontact']],
    ['be', 'one-time', 10, ['direct-debit', 'bancontact']],
    ['be', 'quarter', 0, ['direct-debit']],
  ] as const)('%s, per %s, %d euro -> %o', (country, unit, discount, methods) => {
    expect(
      paymentMethodsFor(proposition({ uuid: 'x', prices: [{ default: true, unit, price: { discount } }] }), country),
    ).toEqual(methods);
  });
});

describe('renews: everything but a one-time purchase sets up the next terms', () => {
  it.each([
    ['month', true],
    ['year', true],
    ['quarter', true],
    ['one-time', false],
    ['ONE_TIME', false],
  ])('per %s -> %s', (unit, expected) => {
    expect(renews(proposition({ uuid: 'x', prices: [{ default: true, unit, price: { discount: 10 } }] }))).toBe(
      expected,
    );
  });
});

describe('deliveredOnPaper and the summary', () => {
  it('a digital formula has no delivery, a paper one has', () => {
    expect(deliveredOnPaper(DIGITAAL_12)).toBe(false);
    expect(deliveredOnPaper(COMPLEET_12)).toBe(true);
    expect(
      deliveredOnPaper(proposition({ uuid: 's', formula: { code: 'studenten-digitaal', label: 'Studenten' } })),
    ).toBe(false);
  });

  it('summarises formula, price with unit, duration and discount', () => {
    expect(
      orderSummary(
        proposition({
          uuid: 'x',
          discount: { percentage: 24.6 },
          prices: [{ default: true, unit: 'month', price: { discount: 25 } }],
        }),
      ),
    ).toEqual({
      formula: 'Digitaal',
      price: '25,-',
      unit: 'per maand',
      duration: '12 maanden',
      discountPercentage: 25,
      amount: 25,
    });
  });
});
