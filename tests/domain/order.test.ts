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

/** What `orderedProposition` answers, as one string a row can name: the uuid (a gift marked), gone or none. */
const outcome = (ordered: ReturnType<typeof orderedProposition>) =>
  ordered.kind === 'proposition'
    ? `${ordered.proposition.uuid}${ordered.gift ? ' (gift)' : ''}`
    : ordered.kind === 'gone'
      ? `gone ${ordered.propositionId}`
      : 'none';

describe('orderedProposition: chosen, else the product’s default, else the default', () => {
  it.each<[string, Parameters<typeof orderedProposition>[1], string]>([
    ['the shop window’s choice', { propositionId: 'c12' }, 'c12'],
    ['a product code picks that product’s longest', { productCode: 'ad-compleet' }, 'c12'],
    ['the choice wins over the product code', { propositionId: 'd1', productCode: 'AD-COMPLEET' }, 'd1'],
    ['nothing: the brand’s default (longest duration)', {}, 'd12'],
  ])('%s', (_, choice, expected) => expect(outcome(orderedProposition({ own: ALL }, choice))).toBe(expected));

  it('is none for an empty catalog', () => expect(outcome(orderedProposition({ own: [] }, {}))).toBe('none'));

  it.each<[string, readonly (typeof ALL)[number][], Parameters<typeof orderedProposition>[1], string]>([
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
  ])('%s', (_, catalog, choice, expected) =>
    expect(outcome(orderedProposition({ own: catalog }, choice))).toBe(expected),
  );
});

/*
 * A campaign's shop window may be the default offer's (its target group not had in time, domain/page-key.ts pageKey),
 * whose uuids are not the campaign's; its order page asks the campaign's catalog. The visitor gets what they chose
 * from whichever window they saw, and a choice on offer in neither is gone: never another in its place.
 */
const CAMPAIGN_12 = proposition({
  uuid: 'cam-d12',
  prices: [{ default: true, unit: 'month', price: { discount: 9.99 } }],
});
const CAMPAIGN = [proposition({ uuid: 'cam-d1', duration: { amount: 1, unit: 'month' } }), CAMPAIGN_12];
const GIFT_6 = proposition({
  uuid: 'g6',
  formula: { code: 'weekend', label: 'Weekend' },
  duration: { amount: 6, unit: 'month' },
  isGift: true,
});
const DEFAULT_OFFER = [...ALL, GIFT_6];

describe('orderedProposition: the shop window’s choice kept across catalogs', () => {
  it.each<[string, Parameters<typeof orderedProposition>[0], Parameters<typeof orderedProposition>[1], string]>([
    [
      'default window, campaign order page: the default offer’s choice',
      { own: CAMPAIGN, defaultOffer: DEFAULT_OFFER },
      { propositionId: 'c12' },
      'c12',
    ],
    [
      'default window, campaign order page: the choice wins over the product code there too',
      { own: CAMPAIGN, defaultOffer: DEFAULT_OFFER },
      { propositionId: 'd1', productCode: 'AD-DIGITAAL' },
      'd1',
    ],
    [
      'default window, campaign order page: a gift chosen is ordered as a gift',
      { own: CAMPAIGN, defaultOffer: DEFAULT_OFFER },
      { propositionId: 'g6' },
      'g6 (gift)',
    ],
    [
      'campaign window, campaign order page: the campaign’s choice',
      { own: CAMPAIGN, defaultOffer: DEFAULT_OFFER },
      { propositionId: 'cam-d1' },
      'cam-d1',
    ],
    [
      'campaign window, campaign order page, the default offer not asked',
      { own: CAMPAIGN },
      { propositionId: 'cam-d1' },
      'cam-d1',
    ],
    [
      'the campaign’s catalog failed: the default offer’s choice still',
      { own: undefined, defaultOffer: DEFAULT_OFFER },
      { propositionId: 'c12' },
      'c12',
    ],
    [
      'an unknown choice is gone, not the default',
      { own: CAMPAIGN, defaultOffer: DEFAULT_OFFER },
      { propositionId: 'gone-1' },
      'gone gone-1',
    ],
    [
      'an unknown choice is gone, not the product’s default',
      { own: CAMPAIGN },
      { propositionId: 'gone-1', productCode: 'AD-DIGITAAL' },
      'gone gone-1',
    ],
    [
      'an unknown choice, the visitor’s catalog failed: none (the failure is logged as such)',
      { own: undefined, defaultOffer: DEFAULT_OFFER },
      { propositionId: 'gone-1' },
      'none',
    ],
    [
      'no choice: the campaign’s default, never the default offer’s',
      { own: CAMPAIGN, defaultOffer: DEFAULT_OFFER },
      {},
      'cam-d12',
    ],
    [
      'no choice, a product only the default offer has: the campaign’s default',
      { own: CAMPAIGN, defaultOffer: DEFAULT_OFFER },
      { productCode: 'AD-COMPLEET' },
      'cam-d12',
    ],
    ['no choice, ?gift=true: the default among the gifts', { own: DEFAULT_OFFER }, { gift: true }, 'g6 (gift)'],
    ['no choice, ?gift=true, no gifts: none', { own: CAMPAIGN }, { gift: true }, 'none'],
    ['no choice, the visitor’s catalog failed: none', { own: undefined, defaultOffer: DEFAULT_OFFER }, {}, 'none'],
  ])('%s', (_, catalogs, choice, expected) => expect(outcome(orderedProposition(catalogs, choice))).toBe(expected));

  it('a uuid in both catalogs: the visitor’s own catalog’s proposition, at its price', () => {
    const elsewhere = proposition({ uuid: 'd12', prices: [{ default: true, unit: 'month', price: { discount: 1 } }] });
    const ordered = orderedProposition(
      { own: CAMPAIGN.concat(DIGITAAL_12), defaultOffer: [elsewhere] },
      { propositionId: 'd12' },
    );
    expect(ordered).toEqual({ kind: 'proposition', proposition: DIGITAAL_12, gift: false });
  });
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
