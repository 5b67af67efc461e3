import { describe, expect, it } from 'vitest';
import type { Query } from '../../../domain/query.ts';
import { sealPaymentCookie } from '../../../site/payments/visitor-cookie.ts';
import { MAX_LENGTH } from '../../../schemas/order-form.ts';
import { openVisitorCookies } from '../../../site/visitor/cookies.ts';
import { parseVisitorState, type VisitorState } from '../../../site/visitor/state.ts';

/** One parse of a visitor's query and cookies (site/visitor/state.ts): every bad value is simply absent. */
const parse = async (query: Query, cookies: Record<string, string> = {}, country: 'nl' | 'be' = 'nl') =>
  parseVisitorState(query, await openVisitorCookies((name) => cookies[name]), country);

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'a'.repeat(10_000),
  '\r\nSet-Cookie: x=1',
  '../../etc/passwd',
  '%00',
  '💥',
];

describe('the query', () => {
  it.each<[string, Query, Partial<VisitorState>]>([
    [
      'a campaign mid, upper-cased',
      { mid: 'cam-zomer1' },
      { mid: { query: 'CAM-ZOMER1' as never, stored: undefined } },
    ],
    [
      'a six-segment mid',
      { mid: 'CAM-ZOMER1|TCH-SMS001|TCO-SMSZMR|CTY-CAMPGN|CCO-ZOMER1|PRG-DEFLT1' },
      {
        mid: { query: 'CAM-ZOMER1|TCH-SMS001|TCO-SMSZMR|CTY-CAMPGN|CCO-ZOMER1|PRG-DEFLT1' as never, stored: undefined },
      },
    ],
    [
      'a mid given twice is no mid (docs/rules/05-validation.md)',
      { mid: ['CAM-ZOMER1', 'CAM-ZOMER1'] },
      { mid: { query: undefined, stored: undefined } },
    ],
    ['a catalog group', { group: 'fallback' }, { group: 'fallback' }],
    ['a group that is none', { group: 'premium' }, { group: undefined }],
    ['a lead id under each of its names', { lead_id: 'LEAD-NL-0001' }, { leadId: 'LEAD-NL-0001' }],
    ['a product code', { productCode: 'VK_DIGI-1' }, { productCode: 'VK_DIGI-1' }],
    ['brandCodeBE on a Dutch shop is no product', { brandCodeBE: 'HLN' }, { productCode: undefined }],
    ['a proposition id', { propositionId: '0f8c-11aa' }, { propositionId: '0f8c-11aa' }],
    ['a failed login', { accountfout: 'login_required' }, { accountError: 'login_required' }],
    ['a failed login with a code of its own', { accountfout: 'something_else' }, { accountError: 'generic' }],
  ])('%s', async (_, query, expected) => {
    expect(await parse(query)).toMatchObject(expected);
  });

  it('brandCodeBE (or brandcodebe) names the product on a Belgian shop, productCode first', async () => {
    expect((await parse({ brandCodeBE: 'HLN_DIGI' }, {}, 'be')).productCode).toBe('HLN_DIGI');
    expect((await parse({ brandcodebe: 'HLN_DIGI' }, {}, 'be')).productCode).toBe('HLN_DIGI');
    expect((await parse({ brandCodeBE: 'HLN_DIGI', productCode: 'HLN_PAPER' }, {}, 'be')).productCode).toBe(
      'HLN_PAPER',
    );
  });

  it('the /actie form: known errors only, a safe destination, what was typed only after an error', async () => {
    const typed = { shop_actie_form: JSON.stringify({ actiecode: 'ZOMER2026', postcode: '1234AB' }) };
    expect(
      (await parse({ actiefout: 'not-found,<b>,missing-postcode', destinationName: '/digitaal' }, typed)).promoForm,
    ).toEqual({
      errors: ['not-found', 'missing-postcode'],
      destinationName: '/digitaal',
      actiecode: 'ZOMER2026',
      postcode: '1234AB',
    });
    expect((await parse({ destinationName: 'https://evil.example/' }, typed)).promoForm).toMatchObject({
      destinationName: '/',
      actiecode: '',
      postcode: '',
    });
  });

  it.each(HOSTILE)('a hostile value in every key is absent: %j', async (value) => {
    const keys = ['mid', 'group', 'leadId', 'productCode', 'brandCodeBE', 'propositionId', 'actiefout', 'accountfout'];
    const state = await parse(Object.fromEntries(keys.map((key) => [key, value])), {}, 'be');
    expect(state).toMatchObject({
      mid: { query: undefined },
      group: undefined,
      leadId: undefined,
      productCode: undefined,
      propositionId: undefined,
    });
    expect(state.promoForm.errors).toEqual([]);
    expect(JSON.stringify(state)).not.toContain('<');
  });

  it.each(HOSTILE)('a hostile value as a list, too: %j', async (value) => {
    expect(await parse({ mid: [value, value], group: [value], productCode: [value, 'x'] })).toMatchObject({
      mid: { query: undefined },
      group: undefined,
      productCode: undefined,
    });
  });
});

describe('the cookies', () => {
  it('the stored mid', async () => {
    expect((await parse({}, { shop_mid: 'CAM-ZOMER1' })).mid.stored).toBe('CAM-ZOMER1');
    expect((await parse({}, { shop_mid: 'CAM-ZOMER1|x' })).mid.stored).toBeUndefined();
  });

  it.each([...HOSTILE, '{', 'null', '[]', '{"actiecode":1}', JSON.stringify({ orderId: '<x>' })])(
    'a broken or hostile cookie is no value: %j',
    async (value) => {
      const state = await parse(
        { actiefout: 'not-found' },
        { shop_mid: value, shop_actie_form: value, shop_order: value, shop_session: value },
      );
      expect(state.mid.stored).toBeUndefined();
      expect(state.placedOrder).toBeUndefined();
      expect(state.account).toBeUndefined();
      expect(typeof state.promoForm.actiecode).toBe('string');
      expect(state.promoForm.actiecode).not.toContain('<');
    },
  );
});

const orderKey = '7d7b1c1e-7f0a-4a57-9d3e-2a3c1f0b9e11';
const cookie = {
  shop_payment: await sealPaymentCookie(orderKey, {
    firstName: 'Sanne',
    iban: 'NL91ABNA0417164300',
    $ACTION_1: 'x',
    terms: 'on',
  }),
};

describe('back from an unpaid online payment', () => {
  it.each([
    ['cancelled', 'geannuleerd'],
    ['failed', 'mislukt'],
    ['expired', 'verlopen'],
  ] as const)(
    '%s (?betaling=%s): the reason, the order key and what was typed, never the IBAN',
    async (reason, word) => {
      expect((await parse({ betaling: word }, cookie)).paymentReturn).toEqual({
        reason,
        orderKey,
        values: { firstName: 'Sanne', terms: 'on' },
      });
    },
  );

  it.each(HOSTILE)('a reason that is none (%s) is no return', async (word) => {
    expect((await parse({ betaling: word }, cookie)).paymentReturn).toBeUndefined();
  });

  it('a tampered cookie gives the reason but nothing typed, and no order key', async () => {
    // Another payload in place of the sealed one, its header and tag kept.
    const [header, key, iv, payload, tag] = cookie.shop_payment.split('.');
    const tampered = [
      header,
      key,
      iv,
      Buffer.from(JSON.stringify({ orderKey, values: { firstName: 'Mallory' } })).toString('base64url'),
      tag,
    ].join('.');
    expect(payload).not.toBe(tampered.split('.')[3]);
    expect((await parse({ betaling: 'mislukt' }, { shop_payment: tampered })).paymentReturn).toEqual({
      reason: 'failed',
      orderKey: undefined,
      values: {},
    });
  });

  it('a gift message of the longest allowed length comes back whole', async () => {
    const giftMessage = 'Veel leesplezier! '.repeat(20).slice(0, MAX_LENGTH.giftMessage);
    const gift = { shop_payment: await sealPaymentCookie(orderKey, { giftMessage }) };
    expect((await parse({ betaling: 'geannuleerd' }, gift)).paymentReturn?.values.giftMessage).toBe(giftMessage);
  });

  it('without the query the cookie alone does nothing', async () => {
    expect((await parse({}, cookie)).paymentReturn).toBeUndefined();
  });
});
