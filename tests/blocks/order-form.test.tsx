import { describe, expect, it } from 'vitest';
import { resolveOrderForm } from '../../blocks/order-form/resolver.ts';
import { orderFormBlockSchema } from '../../blocks/order-form/schema.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { midSchema } from '../../schemas/front-office.ts';
import { AD_PROPOSITIONS, proposition, TEST_LINKS, testContext, testServices, testVisitor } from './fixtures.ts';

const block = orderFormBlockSchema.parse({ _uid: 'of', component: 'order-form' });

async function props(ctx: Parameters<typeof testContext>[0] = {}) {
  const data = await resolveOrderForm(block, testContext(ctx));
  if (data.state !== 'form') throw new Error(`expected a form, got ${data.state}`);
  return data.props;
}

describe('order form: what the server gives the form', () => {
  it('the chosen proposition, else the default; a fresh idempotency key for every form', async () => {
    const chosen = await props({ visitor: testVisitor({ propositionId: 'compleet-12' }) });
    expect(chosen.context.propositionId).toBe('compleet-12');
    expect(chosen.summary).toMatchObject({ formula: 'Compleet', price: '46,-', unit: 'per maand' });
    expect(chosen.needsStartDate).toBe(true);
    const fallback = await props();
    expect(fallback.context.propositionId).toBe('digitaal-12');
    expect(fallback.needsStartDate).toBe(false);
    expect(fallback.context.orderKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(fallback.context.orderKey).not.toBe(chosen.context.orderKey);
  });

  it.each([
    ['nobody known: nothing', testVisitor(), {}],
    [
      'a logged-in visitor: first name and e-mail',
      testVisitor({ account: { givenName: 'Fatima', email: 'fatima@example.nl' } }),
      { firstName: 'Fatima', email: 'fatima@example.nl' },
    ],
    [
      'a lead: its details, which win over the login',
      testVisitor({
        account: { givenName: 'Fatima' },
        lead: { leadId: 'L1', gender: 'M', firstName: 'Jan', lastName: 'Vries', postalCode: '1234 AB' },
      }),
      { gender: 'M', firstName: 'Jan', lastName: 'Vries', postalCode: '1234 AB' },
    ],
  ])('prefills for %s', async (_, visitor, expected) => {
    expect((await props({ visitor })).prefill).toEqual(expected);
  });

  it('offers paying online only for a price paid up front: iDEAL on a Dutch brand, Bancontact on a Belgian one', async () => {
    expect((await props()).paymentMethods).toEqual(['direct-debit']);
    const yearly = testServices({
      propositions: [
        {
          uuid: 'y',
          productUuid: 'p',
          brandCode: 'ad',
          productCode: 'AD',
          formula: { code: 'digitaal', label: 'Digitaal' },
          duration: { amount: 1, unit: 'year' },
          prices: [{ default: true, unit: 'year', price: { discount: 120 } }],
          isTemporaryPromo: false,
        },
      ],
    });
    expect((await props({ services: yearly })).paymentMethods).toEqual(['direct-debit', 'ideal']);
    const belgian = {
      code: 'hl',
      name: 'HLN',
      locale: 'be',
      country: 'be',
      links: TEST_LINKS.be,
      phoneNumber: '03 - 303 05 11',
      fallbackPhoneNumber: '03 - 303 05 11',
      publicSite: undefined,
    } as const;
    expect((await props({ services: yearly, brand: belgian, messages: messagesFor('be') })).paymentMethods).toEqual([
      'direct-debit',
      'bancontact',
    ]);
    // A renewing subscription paid online: the form says the first payment also allows the next terms' direct debit.
    expect((await props({ services: yearly })).renewalNote).toBe(messagesFor('nl').payment.renewal);
    expect((await props()).renewalNote).toBeUndefined();
  });

  it('back from an unpaid payment: the reason, what was typed, the same order key, paid online again', async () => {
    const yearly = testServices({
      propositions: [
        {
          uuid: 'y',
          productUuid: 'p',
          brandCode: 'ad',
          productCode: 'AD',
          formula: { code: 'digitaal', label: 'Digitaal' },
          duration: { amount: 1, unit: 'year' },
          prices: [{ default: true, unit: 'year', price: { discount: 120 } }],
          isTemporaryPromo: false,
        },
      ],
    });
    const orderKey = '7d7b1c1e-7f0a-4a57-9d3e-2a3c1f0b9e11';
    const back = await props({
      services: yearly,
      visitor: testVisitor({
        account: { givenName: 'Fatima' },
        paymentReturn: { reason: 'expired', orderKey, values: { firstName: 'Sanne', terms: 'on' } },
      }),
    });
    expect(back.paymentNotice).toEqual({
      title: messagesFor('nl').payment.unpaidTitle,
      text: messagesFor('nl').payment.expired,
    });
    expect(back.prefill).toEqual({ firstName: 'Sanne', terms: 'on' });
    expect(back.context.orderKey).toBe(orderKey);
    expect(back.paymentMethods).toEqual(['ideal']);
    // In another browser (no payment cookie): the reason, a fresh form.
    const elsewhere = await props({
      services: yearly,
      visitor: testVisitor({ paymentReturn: { reason: 'cancelled', orderKey: undefined, values: {} } }),
    });
    expect(elsewhere.paymentNotice?.text).toBe(messagesFor('nl').payment.cancelled);
    expect(elsewhere.context.orderKey).not.toBe(orderKey);
    expect(elsewhere.paymentMethods).toEqual(['direct-debit', 'ideal']);
  });

  it('a gift: chosen, or by ?gift=true among the gifts; recipient section, a start date, no renewal note', async () => {
    const gift = {
      uuid: 'cadeau-13',
      productUuid: 'pc',
      brandCode: 'ad',
      productCode: 'AD-CADEAU',
      formula: { code: 'cadeau-13', label: 'Cadeau: 13 nummers' },
      duration: { amount: 13, unit: 'issue' },
      prices: [{ default: true, unit: 'one-time', price: { discount: 39 } }],
      isTemporaryPromo: false,
      isGift: true,
    };
    const services = testServices({
      propositions: [...((await testServices().propositions({ group: 'default' })) ?? []), gift],
    });
    for (const visitor of [testVisitor({ propositionId: 'cadeau-13' }), testVisitor({ gift: true })]) {
      const form = await props({ services, visitor });
      expect(form.context).toMatchObject({ propositionId: 'cadeau-13', flow: 'gift' });
      expect(form.gift).toMatchObject({
        legend: 'Voor wie is het cadeau?',
        defaultCountry: 'nl',
        messageMax: 250,
        countries: [
          { value: 'nl', label: 'Nederland' },
          { value: 'be', label: 'België' },
        ],
      });
      expect(form.needsStartDate).toBe(true);
      expect(form.summary).toMatchObject({
        heading: 'Je cadeau',
        giftText: 'Cadeau',
        noRenewalText: 'Loopt af na de looptijd, zonder verlenging',
        giftForLabel: 'Cadeau voor',
      });
      expect(form.paymentMethods).toEqual(['direct-debit', 'ideal']);
      expect(form.renewalNote).toBeUndefined();
    }
    // Without ?gift=true the default is never a gift.
    const plain = await props({ services });
    expect(plain.context.propositionId).toBe('digitaal-12');
    expect(plain.gift).toBeUndefined();
  });

  it('says plainly when nothing can be ordered', async () => {
    const data = await resolveOrderForm(block, testContext({ services: testServices({ propositions: undefined }) }));
    expect(data).toMatchObject({ state: 'unavailable', message: expect.stringContaining('088 - 0505 000') });
  });

  it('never gives a phone-number experiment’s test number when nothing can be ordered (docs/rules/08-errors.md)', async () => {
    const brand = {
      code: 'ad',
      name: 'AD',
      locale: 'nl',
      country: 'nl',
      links: TEST_LINKS.nl,
      phoneNumber: '088 - 0505 101',
      fallbackPhoneNumber: '088 - 0505 000',
      publicSite: undefined,
    } as const;
    const data = await resolveOrderForm(
      block,
      testContext({ brand, services: testServices({ propositions: undefined }) }),
    );
    expect(data).toMatchObject({
      state: 'unavailable',
      message: expect.stringContaining('bel onze klantenservice op 088 - 0505 000.'),
    });
    expect(JSON.stringify(data)).not.toContain('088 - 0505 101');
  });
});

/*
 * The shop window a campaign visitor saw may be the default offer's (domain/order.ts OrderCatalogs); their order page
 * asks their campaign's catalog first. The form is for what they chose, from either; a choice in neither is told
 * unavailable (docs/rules/08-errors.md's order page message) and reported, never swapped for another offer.
 */
const ZOMER = midSchema.parse('CAM-ZOMER1');
const CAMPAIGN = AD_PROPOSITIONS.map((each) =>
  proposition({
    ...each,
    uuid: `zomer-${each.uuid}`,
    prices: [{ default: true, unit: 'month', price: { discount: 5 } }],
  }),
);

describe('order form: the shop window’s choice, whichever catalog the window came from', () => {
  it.each([
    { window: 'default offer', chosen: 'compleet-12', expected: { propositionId: 'compleet-12', price: '46,-' } },
    { window: 'campaign', chosen: 'zomer-compleet-12', expected: { propositionId: 'zomer-compleet-12', price: '5,-' } },
  ])('$window window, campaign order page: $chosen', async ({ chosen, expected }) => {
    const reported: string[] = [];
    const services = testServices({ propositions: CAMPAIGN, defaultOffer: AD_PROPOSITIONS, reported });
    const form = await props({ services, mid: ZOMER, visitor: testVisitor({ propositionId: chosen }) });
    expect(form.context).toMatchObject({ propositionId: expected.propositionId, mid: ZOMER });
    expect(form.summary).toMatchObject({ formula: 'Compleet', price: expected.price });
    expect(reported).toEqual([]);
  });

  it.each([
    { catalogs: 'the campaign’s and the default offer', defaultOffer: AD_PROPOSITIONS },
    { catalogs: 'the campaign’s (the visitor’s mid is the default)', defaultOffer: undefined },
  ])('a choice in neither of $catalogs: told it cannot be ordered, and reported', async ({ defaultOffer }) => {
    const reported: string[] = [];
    const services = testServices({ propositions: CAMPAIGN, defaultOffer, reported });
    const ctx = testContext({ services, mid: ZOMER, visitor: testVisitor({ propositionId: 'gone-1' }) });
    expect(await resolveOrderForm(block, ctx)).toEqual({
      state: 'unavailable',
      title: 'Bestel je abonnement',
      message:
        'Dit aanbod is op dit moment niet te bestellen. Kies een ander abonnement of bel onze klantenservice op 088 - 0505 000.',
    });
    expect(reported).toEqual([
      "order form: ad's proposition gone-1 is in neither CAM-ZOMER1's catalog " +
        "nor the default offer's; told unavailable",
    ]);
  });

  it('asks the default offer only for a choice the visitor’s own catalog lacks', async () => {
    const asked: string[] = [];
    const services = {
      ...testServices({ propositions: CAMPAIGN }),
      defaultOffer: async () => {
        asked.push('default offer');
        return AD_PROPOSITIONS;
      },
    };
    await props({ services, visitor: testVisitor({ propositionId: 'zomer-digitaal-12' }) });
    await props({ services });
    expect(asked).toEqual([]);
    expect(
      (await props({ services, visitor: testVisitor({ propositionId: 'digitaal-1' }) })).context.propositionId,
    ).toBe('digitaal-1');
    expect(asked).toEqual(['default offer']);
  });
});
