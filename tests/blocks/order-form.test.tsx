import { describe, expect, it } from 'vitest';
import { resolveOrderForm } from '../../blocks/order-form/resolver.ts';
import { orderFormBlockSchema } from '../../blocks/order-form/schema.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { testContext, testServices, testVisitor } from './fixtures.ts';

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
    ['a logged-in visitor: first name and e-mail', testVisitor({ account: { givenName: 'Fatima', email: 'fatima@example.nl' } }), { firstName: 'Fatima', email: 'fatima@example.nl' }],
    [
      'a lead: its details, which win over the login',
      testVisitor({ account: { givenName: 'Fatima' }, lead: { leadId: 'L1', gender: 'M', firstName: 'Jan', lastName: 'Vries', postalCode: '1234 AB' } }),
      { gender: 'M', firstName: 'Jan', lastName: 'Vries', postalCode: '1234 AB' },
    ],
  ])('prefills for %s', async (_, visitor, expected) => {
    expect((await props({ visitor })).prefill).toEqual(expected);
  });

  it('offers iDEAL only for a price paid up front, and never on a Belgian brand', async () => {
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
    const belgian = { code: 'hl', name: 'HLN', locale: 'be', country: 'be', phoneNumber: '03 - 303 05 11' } as const;
    expect((await props({ services: yearly, brand: belgian, messages: messagesFor('be') })).paymentMethods).toEqual(['direct-debit']);
  });

  it('says plainly when nothing can be ordered', async () => {
    const data = await resolveOrderForm(block, testContext({ services: testServices({ propositions: undefined }) }));
    expect(data).toMatchObject({ state: 'unavailable', message: expect.stringContaining('088 - 0505 000') });
  });
});
