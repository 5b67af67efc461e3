import { describe, expect, it } from 'vitest';
import type { Query } from '../../domain/query.ts';
import { sealPaymentCookie } from '../../site/payments/visitor-cookie.ts';
import { MAX_LENGTH } from '../../schemas/order-form.ts';
import { openVisitorCookies } from '../../site/visitor/cookies.ts';
import { parseVisitorState, type VisitorState } from '../../site/visitor/state.ts';

/** One parse of a visitor's query and cookies (site/visitor/state.ts): every bad value is simply absent. */
const parse = (query: Query, cookies: Record<string, string> = {}, country: 'nl' | 'be' = 'nl') =>
  parseVisitorState(query, openVisitorCookies((name) => cookies[name]), country);

const HOSTILE = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'a'.repeat(10_000), '\r\nSet-Cookie: x=1', '../../etc/passwd', '%00', '💥'];

describe('the query', () => {
  it.each<[string, Query, Partial<VisitorState>]>([
    ['a campaign mid, upper-cased', { mid: 'cam-zomer1' }, { mid: { query: 'CAM-ZOMER1' as never, stored: undefined } }],
    ['a six-segment mid', { mid: 'CAM-ZOMER1|TCH-SMS001|TCO-SMSZMR|CTY-CAMPGN|CCO-ZOMER1|PRG-DEFLT1' }, { mid: { query: 'CAM-ZOMER1|TCH-SMS001|TCO-SMSZMR|CTY-CAMPGN|CCO-ZOMER1|PRG-DEFLT1' as never, stored: undefined } }],
    ['a mid given twice is no mid (docs/rules/05-validation.md)', { mid: ['CAM-ZOMER1', 'CAM-ZOMER1'] }, { mid: { query: undefined, stored: undefined } }],
    ['a catalog group', { group: 'fallback' }, { group: 'fallback' }],
    ['a group that is none', { group: 'premium' }, { group: undefined }],
    ['a lead id under each of its names', { lead_id: 'LEAD-NL-0001' }, { leadId: 'LEAD-NL-0001' }],
    ['a product code', { productCode: 'VK_DIGI-1' }, { productCode: 'VK_DIGI-1' }],
    ['brandCodeBE on a Dutch shop is no product', { brandCodeBE: 'HLN' }, { productCode: undefined }],
    ['a proposition id', { propositionId: '0f8c-11aa' }, { propositionId: '0f8c-11aa' }],
    ['a failed login', { accountfout: 'login_required' }, { accountError: 'login_required' }],
    ['a failed login with a code of its own', { accountfout: 'something_else' }, { accountError: 'generic' }],
  ])('%s', (_, query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('brandCodeBE (or brandcodebe) names the product on a Belgian shop, productCode first', () => {
    expect(parse({ brandCodeBE: 'HLN_DIGI' }, {}, 'be').productCode).toBe('HLN_DIGI');
    expect(parse({ brandcodebe: 'HLN_DIGI' }, {}, 'be').productCode).toBe('HLN_DIGI');
    expect(parse({ brandCodeBE: 'HLN_DIGI', productCode: 'HLN_PAPER' }, {}, 'be').productCode).toBe('HLN_PAPER');
  });

  it('the /actie form: known errors only, a safe destination, what was typed only after an error', () => {
    const typed = { shop_actie_form: JSON.stringify({ actiecode: 'ZOMER2026', postcode: '1234AB' }) };
    expect(parse({ actiefout: 'not-found,<b>,missing-postcode', destinationName: '/digitaal' }, typed).promoForm).toEqual({
      errors: ['not-found', 'missing-postcode'],
      destinationName: '/digitaal',
      actiecode: 'ZOMER2026',
      postcode: '1234AB',
    });
    expect(parse({ destinationName: 'https://evil.example/' }, typed).promoForm).toMatchObject({ destinationName: '/', actiecode: '', postcode: '' });
  });

  it.each(HOSTILE)('a hostile value in every key is absent: %j', (value) => {
    const keys = ['mid', 'group', 'leadId', 'productCode', 'brandCodeBE', 'propositionId', 'actiefout', 'accountfout'];
    const state = parse(Object.fromEntries(keys.map((key) => [key, value])), {}, 'be');
    expect(state).toMatchObject({ mid: { query: undefined }, group: undefined, leadId: undefined, productCode: undefined, propositionId: undefined });
    expect(state.promoForm.errors).toEqual([]);
    expect(JSON.stringify(state)).not.toContain('<');
  });

  it.each(HOSTILE)('a hostile value as a list, too: %j', (value) => {
    expect(parse({ mid: [value, value], group: [value], productCode: [value, 'x'] })).toMatchObject({ mid: { query: undefined }, group: undefined, productCode: undefined });
  });
});

describe('the cookies', () => {
  it('the stored mid', () => {
    expect(parse({}, { shop_mid: 'CAM-ZOMER1' }).mid.stored).toBe('CAM-ZOMER1');
    expect(parse({}, { shop_mid: 'CAM-ZOMER1|x' }).mid.stored).toBeUndefined();
  });

  it.each([...HOSTILE, '{', 'null', '[]', '{"actiecode":1}', JSON.stringify({ orderId: '<x>' })])('a broken or hostile cookie is no value: %j', (value) => {
    const state = parse({ actiefout: 'not-found' }, { shop_mid: value, shop_actie_form: value, shop_order: value, shop_session: value });
    expect(state.mid.stored).toBeUndefined();
    expect(state.placedOrder).toBeUndefined();
    expect(state.account).toBeUndefined();
    expect(typeof state.promoForm.actiecode).toBe('string');
    expect(state.promoForm.actiecode).not.toContain('<');
  });
});

describe('back from an unpaid online payment', () => {
  const orderKey = '7d7b1c1e-7f0a-4a57-9d3e-2a3c1f0b9e11';
  const cookie = { shop_payment: sealPaymentCookie(orderKey, { firstName: 'Sanne', iban: 'NL91ABNA0417164300', $ACTION_1: 'x', terms: 'on' }) };

  it.each([
    ['cancelled', 'geannuleerd'],
    ['failed', 'mislukt'],
    ['expired', 'verlopen'],
  ] as const)('%s (?betaling=%s): the reason, the order key and what was typed, never the IBAN', (reason, word) => {
    expect(parse({ betaling: word }, cookie).paymentReturn).toEqual({ reason, orderKey, values: { firstName: 'Sanne', terms: 'on' } });
  });

  it.each(HOSTILE)('a reason that is none (%s) is no return', (word) => {
    expect(parse({ betaling: word }, cookie).paymentReturn).toBeUndefined();
  });

  it('a tampered cookie gives the reason but nothing typed, and no order key', () => {
    const [payload, signature] = cookie.shop_payment.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ orderKey, values: { firstName: 'Mallory' } })).toString('base64url')}.${signature}`;
    expect(payload).not.toBe(tampered.split('.')[0]);
    expect(parse({ betaling: 'mislukt' }, { shop_payment: tampered }).paymentReturn).toEqual({ reason: 'failed', orderKey: undefined, values: {} });
  });

  it('a gift message of the longest allowed length comes back whole', () => {
    const giftMessage = 'Veel leesplezier! '.repeat(20).slice(0, MAX_LENGTH.giftMessage);
    const gift = { shop_payment: sealPaymentCookie(orderKey, { giftMessage }) };
    expect(parse({ betaling: 'geannuleerd' }, gift).paymentReturn?.values.giftMessage).toBe(giftMessage);
  });

  it('without the query the cookie alone does nothing', () => {
    expect(parse({}, cookie).paymentReturn).toBeUndefined();
  });
});
