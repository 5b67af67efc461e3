import { describe, expect, it, vi } from 'vitest';
import { EXPERIMENT_COOKIES } from '../../../domain/experiments/client.ts';
import { DRAFT_COOKIE_NAMES, DRAFT_MODE_COOKIE, VISITOR_COOKIES } from '../../../domain/visitor-state.ts';
import type { PlacedOrder } from '../../../schemas/placed-order.ts';
import { sealValue } from '../../../site/account/sealed-cookie.ts';
import { DEVELOPMENT_SESSION_SECRET, SESSION_SECONDS, sealSession } from '../../../site/account/session.ts';
import { BRANDS, type Brand } from '../../../site/brands.ts';
import { env } from '../../../site/env.ts';
import { PLACED_ORDER_SECONDS, sealPlacedOrder } from '../../../site/payments/placed-order-cookie.ts';
import { sealPaymentCookie } from '../../../site/payments/visitor-cookie.ts';
import { sealDraftCookie } from '../../../site/visitor/draft-cookie.ts';
import { buildVisit, splitClientPath, type Visit } from '../../../site/visitor/visit.ts';
import { PEER_ADDRESS_HEADER } from '../../../site/request/headers.ts';
import { STAMPED_ENV } from '../../../site/preloads/peer-address.mjs';

// As in every instance: the server stamps the peer's address (site/preloads/peer-address.mjs).
vi.stubEnv(STAMPED_ENV, 'true');

/*
 * The Visit builder (site/visitor/visit.ts): what a request is about, read once at its boundary. Whatever arrives in
 * the query, the cookies or the headers, a bad value is absent and nothing throws.
 */

interface Request {
  readonly brand?: Brand;
  readonly path?: string;
  readonly search?: string;
  readonly cookies?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
}

const visitOf = ({ brand = BRANDS.ad, path = '/', search = '', cookies = {}, headers = {} }: Request): Promise<Visit> =>
  buildVisit({
    brand,
    path,
    search,
    cookie: (name) => cookies[name],
    header: (name) => headers[name.toLowerCase()] ?? null,
    experiments: { decisions: [] },
  });

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'a'.repeat(10_000),
  '\r\nSet-Cookie: x=1',
  '../../etc/passwd',
  '%00',
  '💥',
  '{',
  '[]',
];
/** Besides: what JSON.parse takes but no cookie of the shop's is. */
const HOSTILE_COOKIES = [
  ...HOSTILE,
  'null',
  '1',
  '"text"',
  '{"actiecode":{"x":1}}',
  JSON.stringify({ orderId: '<x>' }),
];

const q = (entries: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) for (const item of [value].flat()) params.append(key, item);
  return `?${params}`;
};

/** A sealed value with its last characters changed. */
const tamper = (sealed: string) => `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;

const PLACED: PlacedOrder = {
  orderId: 'ORD-1',
  formula: 'Digitaal',
  price: '9,99',
  duration: 'per maand',
  amount: 9.99,
  productCode: 'AD_DIGI',
  paymentMethod: 'ideal',
};
const ANOTHER_SECRET = 'the-session-secret-of-another-environment';

describe('the Visit of a request', () => {
  it('holds brand, route, seller, query, client path, mid and its source, address and host', async () => {
    const visit = await visitOf({
      brand: BRANDS.don,
      path: '/katrien-duck',
      search: '?mid=cam-zomer1&group=fallback',
      // A local proxy (loopback, trusted by default) forwarding for 192.0.2.10, who wrote 10.0.0.1 themselves.
      headers: {
        host: 'don.localhost:3000',
        [PEER_ADDRESS_HEADER]: '127.0.0.1',
        'x-forwarded-for': '10.0.0.1, 192.0.2.10',
        'user-agent': 'Mozilla/5.0',
      },
    });
    expect(visit).toMatchObject({
      path: '/katrien-duck',
      route: { name: 'specialProduct', seller: 'katri' },
      query: { mid: 'cam-zomer1', group: 'fallback' },
      clientPath: '/katrien-duck?mid=cam-zomer1&group=fallback',
      mid: { mid: 'CAM-ZOMER1', source: 'query' },
      address: '192.0.2.10',
      userAgent: 'Mozilla/5.0',
      host: 'don.localhost:3000',
      document: true,
    });
    expect(visit.seller?.brand.code).toBe('katri');
    expect(visit.state.group).toBe('fallback');
  });

  it('the stored mid when the query has none; the default when neither has one', async () => {
    expect((await visitOf({ cookies: { [VISITOR_COOKIES.mid]: 'CAM-STORED' } })).mid).toEqual({
      mid: 'CAM-STORED',
      source: 'stored',
    });
    expect(
      (await visitOf({ search: '?mid=CAM-AB12CD', cookies: { [VISITOR_COOKIES.mid]: 'CAM-STORED' } })).mid,
    ).toEqual({ mid: 'CAM-AB12CD', source: 'query' });
    expect((await visitOf({})).mid).toEqual({ mid: env.DEFAULT_MID, source: 'default' });
  });

  it('opens each of the shop’s cookies: session, promo, payment, placed order, what was typed', async () => {
    const session = await sealSession({ givenName: 'Sanne', email: 'sanne@example.nl', idToken: 't' });
    const orderKey = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const { cookies } = await visitOf({
      cookies: {
        [VISITOR_COOKIES.session]: session,
        [VISITOR_COOKIES.promo]: JSON.stringify({ actiecode: 'ZOMER2026', postcode: '1234AB' }),
        [VISITOR_COOKIES.payment]: await sealPaymentCookie(orderKey, {
          firstName: 'Sanne',
          iban: 'NL91ABNA0417164300',
        }),
        [VISITOR_COOKIES.placedOrder]: await sealPlacedOrder(PLACED),
        [VISITOR_COOKIES.promoForm]: JSON.stringify({ actiecode: 'X1', postcode: '1234AB' }),
        [EXPERIMENT_COOKIES.userId]: '3f2c9a4e-1111-4222-8333-944455556666',
        [VISITOR_COOKIES.draft]: await sealDraftCookie(),
        [DRAFT_MODE_COOKIE]: 'the-build-s-preview-id',
      },
    });
    expect(cookies).toMatchObject({
      session: { kind: 'signed-in', givenName: 'Sanne', email: 'sanne@example.nl' },
      promo: { actiecode: 'ZOMER2026', postcode: '1234AB' },
      payment: { orderKey, values: { firstName: 'Sanne' } },
      promoForm: { actiecode: 'X1', postcode: '1234AB' },
      placedOrder: PLACED,
      experimentUserId: '3f2c9a4e-1111-4222-8333-944455556666',
      draft: true,
    });
    for (const name of DRAFT_COOKIE_NAMES) expect(cookies.came.has(name)).toBe(true);
    expect(cookies.payment?.values).not.toHaveProperty('iban');
  });

  it('tells a page load from a client-side navigation', async () => {
    expect((await visitOf({ headers: { rsc: '1' } })).document).toBe(false);
    expect((await visitOf({ headers: { 'next-router-prefetch': '1' } })).document).toBe(false);
    expect(await visitOf({ headers: { [PEER_ADDRESS_HEADER]: '198.51.100.7' } })).toMatchObject({
      document: true,
      address: '198.51.100.7',
    });
  });

  it.each<[string, Record<string, string>, string | undefined]>([
    [
      'a visitor connecting directly is their own address, whatever they forward',
      { [PEER_ADDRESS_HEADER]: '198.51.100.7', 'x-forwarded-for': '192.0.2.10' },
      '198.51.100.7',
    ],
    [
      'X-Real-IP is nobody’s word',
      { [PEER_ADDRESS_HEADER]: '198.51.100.7', 'x-real-ip': '192.0.2.10' },
      '198.51.100.7',
    ],
    [
      'no stamped peer: no address, whatever the headers say',
      { 'x-forwarded-for': '192.0.2.10', 'x-real-ip': '192.0.2.10' },
      undefined,
    ],
  ])('the address: %s', async (_, headers, address) => {
    expect((await visitOf({ headers })).address).toBe(address);
  });

  it.each([
    [{ host: 'ad.localhost:3000' }, 'http://ad.localhost:3000'],
    [{ host: '127.0.0.1:3000' }, 'http://127.0.0.1:3000'],
    [{ host: 'abonnement.ad.nl' }, 'https://abonnement.ad.nl'],
    [
      { host: 'abonnement.ad.nl', 'x-forwarded-proto': 'http', [PEER_ADDRESS_HEADER]: '127.0.0.1' },
      'http://abonnement.ad.nl',
    ],
    [
      { host: 'ad.localhost:3000', 'x-forwarded-proto': 'https', [PEER_ADDRESS_HEADER]: '127.0.0.1' },
      'https://ad.localhost:3000',
    ],
    [
      { host: 'abonnement.ad.nl', 'x-forwarded-proto': 'javascript', [PEER_ADDRESS_HEADER]: '127.0.0.1' },
      'https://abonnement.ad.nl',
    ],
    // The scheme is believed from a trusted proxy only (docs/adr/0027): a visitor's own X-Forwarded-Proto is not.
    [
      { host: 'abonnement.ad.nl', 'x-forwarded-proto': 'http', [PEER_ADDRESS_HEADER]: '198.51.100.7' },
      'https://abonnement.ad.nl',
    ],
    [{ host: 'abonnement.ad.nl', 'x-forwarded-proto': 'http' }, 'https://abonnement.ad.nl'],
    // A host the registry does not vouch for is never an origin: the brand's own domain instead.
    [{ host: '127.0.0.9?.libelle.nl' }, 'https://ad.nl'],
    [{ host: 'evil.example' }, 'https://ad.nl'],
  ])('the visitor’s origin for a way back from the payment provider: %j', async (headers, origin) => {
    expect((await visitOf({ headers })).origin).toBe(origin);
  });

  it('tells a server action sent by a script from a plain form post', async () => {
    expect((await visitOf({ headers: { 'next-action': 'abc123' } })).serverAction).toBe(true);
    expect((await visitOf({})).serverAction).toBe(false);
  });

  it('no route off the brand’s pages, and no seller', async () => {
    expect(await visitOf({ path: '/nergens' })).toMatchObject({ route: undefined, seller: undefined });
  });
});

describe('a hostile request: every bad value is absent, never an error', () => {
  it.each(HOSTILE)('in every query key: %j', async (value) => {
    const keys = [
      'mid',
      'group',
      'leadId',
      'lead_id',
      'productCode',
      'brandCodeBE',
      'propositionId',
      'actiefout',
      'accountfout',
      'betaling',
      'gift',
      'destinationName',
    ];
    const visit = await visitOf({ brand: BRANDS.bdon, search: q(Object.fromEntries(keys.map((key) => [key, value]))) });
    expect(visit.mid).toEqual({ mid: env.DEFAULT_MID, source: 'default' });
    expect(visit.state).toMatchObject({
      mid: { query: undefined, stored: undefined },
      leadId: undefined,
      group: undefined,
      productCode: undefined,
      propositionId: undefined,
      paymentReturn: undefined,
      accountError: value.length <= 256 ? 'generic' : undefined,
      gift: false,
    });
    expect(visit.state.promoForm).toEqual({ errors: [], destinationName: '/', actiecode: '', postcode: '' });
  });

  it.each(HOSTILE)('in every query key given twice: %j', async (value) => {
    const visit = await visitOf({
      search: q({
        mid: ['CAM-AB12CD', value],
        group: ['fallback', 'fallback'],
        leadId: ['LEAD-NL-0001', 'LEAD-NL-0001'],
      }),
    });
    expect(visit.mid.source).toBe('default');
    expect(visit.state).toMatchObject({ group: undefined, leadId: undefined });
  });

  it.each(HOSTILE_COOKIES)('in every cookie: %j', async (value) => {
    const names = [...Object.values(VISITOR_COOKIES), EXPERIMENT_COOKIES.userId];
    const visit = await visitOf({ cookies: Object.fromEntries(names.map((name) => [name, value])) });
    expect(visit.cookies).toMatchObject({
      mid: undefined,
      placedOrder: undefined,
      payment: undefined,
      session: { kind: 'anonymous' },
      experimentUserId: undefined,
    });
    // JSON of the wrong shape: each field that does not fit is absent (or empty, for what was typed).
    expect(visit.cookies.promo?.actiecode).toBeUndefined();
    expect(visit.cookies.promoForm ?? { actiecode: '', postcode: '' }).toEqual({ actiecode: '', postcode: '' });
    // Present all the same: the route goes by a cookie's presence, valid or not. Not draft mode's: the proxy takes
    // both out of the request when the sealed one does not open.
    for (const name of names) expect(visit.cookies.came.has(name)).toBe(!DRAFT_COOKIE_NAMES.includes(name));
    expect(visit.cookies.draft).toBe(false);
    expect(visit.mid.source).toBe('default');
    expect(visit.state.account).toBeUndefined();
  });

  it('a tampered session or payment cookie is none', async () => {
    const session = await sealSession({ givenName: 'Sanne', idToken: 't' });
    const payment = await sealPaymentCookie('0f8fad5b-d9cb-469f-a165-70867728950e', { firstName: 'Sanne' });
    const visit = await visitOf({
      cookies: { [VISITOR_COOKIES.session]: tamper(session), [VISITOR_COOKIES.payment]: tamper(payment) },
    });
    expect(visit.cookies).toMatchObject({ session: { kind: 'anonymous' }, payment: undefined });
  });

  it.each<[string, () => Promise<string>]>([
    // What the thank-you page showed, and pushed to analytics as a purchase, before the cookie was sealed.
    ['plain JSON', async () => JSON.stringify({ ...PLACED, orderId: 'FAKE-123', amount: 99999 })],
    ['an altered seal', async () => tamper(await sealPlacedOrder(PLACED))],
    ['sealed with another environment’s key', () => sealPlacedOrder(PLACED, new Date(), ANOTHER_SECRET)],
    ['sealed for another cookie', () => sealValue('session', PLACED, DEVELOPMENT_SESSION_SECRET, PLACED_ORDER_SECONDS)],
    ['expired', () => sealPlacedOrder(PLACED, new Date(Date.now() - PLACED_ORDER_SECONDS * 1000 - 1000))],
  ])('a thank-you cookie %s is no placed order', async (_, forge) => {
    const visit = await visitOf({ path: '/bedankt', cookies: { [VISITOR_COOKIES.placedOrder]: await forge() } });
    expect(visit.cookies.placedOrder).toBeUndefined();
    expect(visit.state.placedOrder).toBeUndefined();
  });

  it('an expired session is none', async () => {
    const session = await sealSession(
      { givenName: 'Sanne', idToken: 't' },
      new Date(Date.now() - SESSION_SECONDS * 1000 - 1000),
    );
    expect((await visitOf({ cookies: { [VISITOR_COOKIES.session]: session } })).cookies.session).toEqual({
      kind: 'anonymous',
    });
  });

  it.each(['', 'not-an-address', ', , ,'])('a forwarded address that is none: %j', async (value) => {
    await expect(visitOf({ headers: { 'x-forwarded-for': value } })).resolves.toBeDefined();
  });
});

describe('splitClientPath', () => {
  it.each([
    ['/', { path: '/', search: '' }],
    ['/digitaal?mid=CAM-AB12CD', { path: '/digitaal', search: '?mid=CAM-AB12CD' }],
    ['/a?b=c?d', { path: '/a', search: '?b=c?d' }],
  ])('%s', (clientPath, expected) => {
    expect(splitClientPath(clientPath)).toEqual(expected);
  });
});
