import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRONT_OFFICE_PATHS, midSchema } from '../../../schemas/front-office.ts';
import {
  startFrontOfficeServer,
  type FrontOfficeServer,
  type LoggedRequest,
} from '../../../stand-ins/front-office/server.ts';
import { startPaymentsServer, type PaymentsServer } from '../../../stand-ins/payments/server.ts';
import { MONDAY_MORNING } from './fixtures.ts';
import type * as BrandsModule from '../../../site/brands.ts';

/*
 * docs/rules/07-calls.md, 'All calls': X-Mid-Token and X-Client-Path on every front-office call. The site's own callers
 * (shared data, page context, per-visitor layout, path check, direct mail, /actie, order form, target groups) run
 * against the local front office served over HTTP on 127.0.0.1 (port 0), and the server's request log is counted:
 * every kind of call reached it, and not one request lacks either header.
 */

// Outside Next: its data cache runs the loader, and the request APIs answer from `request`.
const request = vi.hoisted(() => ({ headers: new Headers(), cookies: new Map<string, string>() }));
vi.mock('next/cache', () => ({ unstable_cache: (load: () => Promise<unknown>) => load }));
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined),
    set: () => undefined,
  }),
}));

let server: FrontOfficeServer;
let payments: PaymentsServer;
let dataDir: string;

// The modules that read FRONT_OFFICE_URL, imported once it is set (beforeAll).
const shared = () => import('../../../site/front-office/shared-data.ts');
let brands: typeof BrandsModule | undefined;
const BRANDS = () => brands!.BRANDS;
const findRoute = () => brands!.findRoute;

async function requestLog(): Promise<LoggedRequest[]> {
  const response = await fetch(`${server.url}/__stand-in/requests`);
  return ((await response.json()) as { requests: LoggedRequest[] }).requests;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'front-office-headers-'));
  server = await startFrontOfficeServer({ port: 0, dataDir, clock: () => MONDAY_MORNING });
  vi.stubEnv('FRONT_OFFICE_URL', server.url);
  // An order paid online reports its payment to the front office: the payments stand-in takes the payment.
  payments = await startPaymentsServer();
  vi.stubEnv('MOLLIE_API_ENDPOINT', payments.apiEndpoint);
  vi.resetModules();
  brands = await import('../../../site/brands.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
  await payments.close();
  await rm(dataDir, { recursive: true, force: true });
});

const onBrand = (code: string, pathAndQuery: string, cookies: Record<string, string> = {}) =>
  new NextRequest(`http://${code}.localhost:3000${pathAndQuery}`, {
    headers: {
      host: `${code}.localhost:3000`,
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; '),
    },
  });

describe('X-Mid-Token and X-Client-Path on every front-office call (docs/rules/07-calls.md)', () => {
  it('every kind of call the site makes carries both, counted at the front office', async () => {
    const { BRANDS, brandRoutes } = await import('../../../site/brands.ts');
    const { env } = await import('../../../site/env.ts');
    const { VISITOR_COOKIES } = await import('../../../domain/visitor-state.ts');
    const { VISITOR_PATH_HEADER } = await import('../../../site/request/headers.ts');
    const shared = await import('../../../site/front-office/shared-data.ts');
    const { pageContext, visitorRegionNotice } = await import('../../../site/page/context.ts');
    const { buildVisit, requestVisit } = await import('../../../site/visitor/visit.ts');
    const { pathCheckResponse } = await import('../../../site/routing/path-check.ts');
    const { directMailResponse } = await import('../../../site/routing/direct-mail.ts');
    const { promoCookieValue } = await import('../../../site/visitor/cookies.ts');
    const { targetGroup } = await import('../../../site/front-office/target-groups.ts');
    const { POST: actie } = await import('../../../site/app/api/actie/route.ts');
    const { placeOrder, lookupAddress } = await import('../../../site/order/actions.ts');
    const { shownPayment } = await import('../../../domain/order-form/to-order.ts');
    const ad = BRANDS.ad;

    // Shared data: the same for every visitor, sent with the render's mid and path (site/front-office/shared-data.ts).
    const page = { mid: env.DEFAULT_MID, clientPath: '/digitaal' };
    await shared.catalog(ad, env.DEFAULT_MID, 'default', undefined, page.clientPath);
    await shared.businessHours(ad, page);
    await shared.phoneNumber(ad, env.DEFAULT_MID, page);
    await shared.midData(page);
    await targetGroup(env.DEFAULT_MID, '/digitaal?mid=CAM-000001');

    // A visitor's own page with a lead; the per-visitor layout's visitor country.
    const home = brandRoutes('ad').find((route) => route.path === '/')!;
    const visit = await buildVisit({
      brand: ad,
      path: '/',
      search: '?leadId=LEAD-NL-0001&mid=CAM-ZOMER1',
      cookie: () => undefined,
      header: () => null,
      experiments: { decisions: [] },
    });
    await pageContext(ad, home, { kind: 'visitor', visit });
    await visitorRegionNotice(BRANDS.don, { mid: env.DEFAULT_MID, clientPath: '/', visitorIp: '192.0.2.10' });

    // The proxy: the path check, and a direct mailing's promotion lookup (and the catalog for its mid).
    const moved = onBrand('ad', '/abonneren?mid=CAM-ZOMER1');
    await pathCheckResponse(moved, await requestVisit(moved, ad, { decisions: [] }));
    const promo = promoCookieValue({ actiecode: 'ZOMER2026', postcode: '1234AB' });
    const mailing = onBrand('ad', '/?otag=sp2kub', { [VISITOR_COOKIES.promo]: promo });
    await directMailResponse(mailing, await requestVisit(mailing, ad, { decisions: [] }));

    // The /actie form's POST.
    const form = new FormData();
    form.set('actiecode', 'ZOMER2026');
    form.set('postcode', '1234 AB');
    await actie(
      new NextRequest('http://ad.localhost:3000/api/actie', {
        method: 'POST',
        body: form,
        headers: { host: 'ad.localhost:3000' },
      }),
    );

    // The order form: the address lookup, the catalog again (never the browser's price) and the order.
    request.headers = new Headers({
      host: 'ad.localhost:3000',
      [VISITOR_PATH_HEADER]: '/bestellen?mid=CAM-ZOMER1',
      'next-action': 'x',
    });
    expect(await lookupAddress('1234 AB', '12')).not.toBeUndefined();
    const catalog = await shared.catalog(ad, env.DEFAULT_MID, 'default', undefined, '/bestellen');
    const order = new FormData();
    const ordered = catalog.find((proposition) => proposition.formula.code === 'digitaal') ?? catalog[0]!;
    const values: Record<string, string> = {
      brand: 'ad',
      orderKey: '0f8fad5b-d9cb-469f-a165-70867728950e',
      mid: env.DEFAULT_MID,
      propositionId: ordered.uuid,
      // The price the form showed (domain/order-form/to-order.ts: the order must still cost it).
      ...shownPayment(ordered),
      gender: 'F',
      firstName: 'Anna',
      lastName: 'Berg',
      dateOfBirthDay: '8',
      dateOfBirthMonth: '3',
      dateOfBirthYear: '1990',
      email: 'anna@example.nl',
      phone: '06-12345678',
      postalCode: '1234 AB',
      houseNumber: '12',
      street: 'Dorpsstraat',
      city: 'Amsterdam',
      paymentMethod: 'direct-debit',
      iban: 'NL91ABNA0417164300',
      terms: 'on',
      adult: 'on',
    };
    for (const [name, value] of Object.entries(values)) order.set(name, value);
    await placeOrder({ status: 'idle', errors: [], values: {} } as never, order);

    // An order paid online (a single copy with iDEAL): once paid, the provider's webhook reports it to the front
    // office.
    const { POST: paymentWebhook } = await import('../../../site/app/api/payments/webhook/route.ts');
    const special = await shared.catalog(ad, env.DEFAULT_MID, 'default', 'ad-puzzelboek', '/ad-puzzelboek');
    const online = new FormData();
    const single = special.find((proposition) => proposition.formula.code === 'los')!;
    const onlineValues = {
      ...values,
      orderKey: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      propositionId: single.uuid,
      ...shownPayment(single),
      paymentMethod: 'ideal',
      idealBank: 'RABONL2U',
    };
    for (const [name, value] of Object.entries(onlineValues)) online.set(name, value);
    expect(await placeOrder({ status: 'idle', errors: [], values: {} } as never, online)).toMatchObject({
      status: 'placed',
      location: expect.stringContaining('/checkout/tr_'),
    });
    const [payment] = payments.standIn.payments.values();
    await payments.standIn.settle(payment!.id, 'paid');
    const webhook = await paymentWebhook(
      new Request('http://ad.localhost:3000/api/payments/webhook', {
        method: 'POST',
        body: new URLSearchParams({ id: payment!.id }),
      }),
    );
    expect(webhook.status).toBe(200);

    const log = (await requestLog()).filter((logged) => !logged.path.startsWith('/__stand-in'));
    const endpoint = (logged: LoggedRequest) =>
      Object.values(FRONT_OFFICE_PATHS).find((template) =>
        new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(logged.path),
      );
    // Every kind of call reached the front office over HTTP...
    expect(new Set(log.map(endpoint))).toEqual(new Set(Object.values(FRONT_OFFICE_PATHS)));
    // ...and none without either header.
    const missing = log.filter((logged) => !logged.headers['x-mid-token'] || !logged.headers['x-client-path']);
    expect(missing.map((logged) => `${logged.method} ${logged.path}`)).toEqual([]);
    // The visitor's own calls carry their path and mid, as given.
    const lead = log.find((logged) => logged.path.startsWith('/front-office/v2/lead/'))!;
    expect(lead.headers).toMatchObject({
      'x-mid-token': 'CAM-ZOMER1',
      'x-client-path': '/?leadId=LEAD-NL-0001&mid=CAM-ZOMER1',
    });
    const address = log.find((logged) => logged.path === FRONT_OFFICE_PATHS.address)!;
    expect(address.headers).toMatchObject({
      'x-mid-token': 'CAM-ZOMER1',
      'x-client-path': '/bestellen?mid=CAM-ZOMER1',
    });
    // Business hours, kept per brand, still tell the front office the path and mid of the render that asked.
    const shop = log.find((logged) => logged.path.startsWith('/front-office/v1/business-hours/'))!;
    expect(shop.headers).toMatchObject({ 'x-mid-token': env.DEFAULT_MID, 'x-client-path': '/digitaal' });
  });
});

describe('each front-office call carries the current path and the active mid, cached or not', () => {
  const CAMPAIGN = midSchema.parse('CAM-ZOMER1');
  /** Where the visitor is: a campaign's link to the digital offer. */
  const VISITOR_PATH = `/digitaal?mid=${CAMPAIGN}`;
  const queryOf = (logged: LoggedRequest, key: string) => new URLSearchParams(logged.query).get(key);
  const call = { mid: CAMPAIGN, clientPath: VISITOR_PATH };
  beforeEach(async () => {
    await fetch(`${server.url}/__stand-in/requests`, { method: 'DELETE' });
  });
  // Each row asks about a brand or mid no other row asks about: the HTTP adapter's GET cache answers a repeat itself.
  it.each<{ name: string; ask: () => Promise<unknown>; sent: (logged: LoggedRequest) => boolean; path?: string }>([
    {
      name: 'catalog',
      ask: async () => (await shared()).catalog(BRANDS().vk, CAMPAIGN, 'default', undefined, VISITOR_PATH),
      sent: (logged) => logged.path === FRONT_OFFICE_PATHS.catalog && queryOf(logged, 'brand_codes') === 'vk',
    },
    {
      name: 'business hours, kept per brand',
      ask: async () => (await shared()).businessHours(BRANDS().tr, call),
      sent: (logged) => logged.path === '/front-office/v1/business-hours/TR/nl',
    },
    {
      name: 'phone number',
      ask: async () => (await shared()).phoneNumber(BRANDS().mar, CAMPAIGN, call),
      sent: (logged) => logged.path === FRONT_OFFICE_PATHS.phoneNumbers && queryOf(logged, 'title') === 'MAR',
    },
    {
      name: 'business phone number, kept per brand',
      ask: async () => (await shared()).businessPhoneNumber(BRANDS().lib, call),
      sent: (logged) => logged.path === FRONT_OFFICE_PATHS.phoneNumbers && queryOf(logged, 'title') === 'LIB',
    },
    {
      name: 'mid data',
      ask: async () => (await shared()).midData(call),
      sent: (logged) => logged.path === `/front-office/v1/target-groups/mid/${CAMPAIGN}`,
    },
    {
      name: 'a shared page’s phone number: the key’s mid, the route’s path (a shared page knows no query)',
      ask: async () => {
        const { pageContext } = await import('../../../site/page/context.ts');
        const { anonymousKey } = await import('../../../domain/page-key.ts');
        const key = { ...anonymousKey('consumer', CAMPAIGN), source: 'query' as const };
        await pageContext(BRANDS().ad, findRoute()('ad', 'specials')!.route, { kind: 'shared', key });
      },
      sent: (logged) => logged.path === FRONT_OFFICE_PATHS.phoneNumbers && queryOf(logged, 'title') === 'AD',
      path: '/specials',
    },
    {
      name: 'path check, kept per brand and path',
      ask: async () => {
        const { requestVisit } = await import('../../../site/visitor/visit.ts');
        const { pathCheckResponse } = await import('../../../site/routing/path-check.ts');
        const moved = onBrand('bd', VISITOR_PATH);
        await pathCheckResponse(moved, await requestVisit(moved, BRANDS().bd, { decisions: [] }));
      },
      sent: (logged) => logged.path === FRONT_OFFICE_PATHS.pathCheck && queryOf(logged, 'title') === 'BD',
    },
  ])('$name', async ({ ask, sent, path = VISITOR_PATH }) => {
    await ask();
    const requests = (await requestLog()).filter(sent);
    expect(requests, 'asked exactly once').toHaveLength(1);
    expect(requests[0]!.headers).toMatchObject({ 'x-mid-token': CAMPAIGN, 'x-client-path': path });
  });
});
