import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { midSchema, type Mid } from '../../../schemas/front-office.ts';
import { createHttpFrontOffice, type HttpFrontOfficeOptions } from '../../../site/front-office/http.ts';
import { createLocalFrontOffice } from '../../../site/front-office/local.ts';
import { FrontOfficeError, type FrontOffice } from '../../../site/front-office/port.ts';
import {
  startFrontOfficeServer,
  type FrontOfficeServer,
  type LoggedRequest,
} from '../../../stand-ins/front-office/server.ts';
import {
  AD_QUERY,
  CALL,
  DEFAULT_MID,
  FAILING_MID,
  MONDAY_MORNING,
  SIX_SEGMENT_MID,
  SUMMER_MID,
  adDigitalYear,
  allKeys,
  validOrder,
} from './fixtures.ts';

/*
 * The HTTP adapter against the local front office served on 127.0.0.1 (port 0): what goes over the wire (snake_case,
 * headers), what comes back (camelCase), the GET cache and the retry matrix of docs/rules/07-calls.md. The server
 * counts and logs every request, so each assertion is about what really reached it.
 */

let server: FrontOfficeServer;
let dataDir: string;

async function testApi(method: string, route: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${server.url}/__stand-in/${route}`, {
    method,
    ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} /__stand-in/${route}`).toBeLessThan(300);
  return response;
}

async function seen(): Promise<{ counts: Record<string, number>; requests: LoggedRequest[] }> {
  return (await testApi('GET', 'requests')).json() as Promise<{
    counts: Record<string, number>;
    requests: LoggedRequest[];
  }>;
}

const countOf = async (key: string) => (await seen()).counts[key] ?? 0;

const fault = (fields: {
  path: string;
  status?: number;
  times?: number;
  method?: string;
  delayMs?: number;
  withBody?: boolean;
}) => testApi('PUT', 'faults', fields);

type Call = Parameters<FrontOffice['businessHours']>[2];

/** A fresh adapter per test: the GET cache of one test must not answer another's request. */
const http = (options: Partial<HttpFrontOfficeOptions> = {}) =>
  createHttpFrontOffice({ baseUrl: server.url, ...options });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'front-office-contract-'));
  server = await startFrontOfficeServer({ port: 0, dataDir, clock: () => MONDAY_MORNING });
});

afterEach(async () => {
  await testApi('DELETE', 'faults');
  await testApi('DELETE', 'requests');
  await testApi('DELETE', 'visitor-country');
});

afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('wire format (docs/rules/07-calls.md)', () => {
  it('sends query keys in snake_case, keeps includes[] as is, and returns camelCase', async () => {
    const catalog = await http().catalog(
      { ...AD_QUERY, productCodes: ['AD-DIGITAAL'], formulas: ['digitaal'], includes: ['brand', 'product'] },
      { mid: DEFAULT_MID, clientPath: '/digitaal?mid=CAM-000001' },
    );
    const [request] = (await seen()).requests;
    const keys = [...new Set(new URLSearchParams(request!.query).keys())].sort();
    expect(keys).toEqual([
      'brand_codes',
      'brand_type',
      'country_code',
      'formulas',
      'group',
      'includes[]',
      'product_codes',
    ]);
    expect(new URLSearchParams(request!.query).getAll('includes[]')).toEqual(['brand', 'product']);

    expect(catalog.propositions.length).toBeGreaterThan(0);
    expect(catalog.propositions.every((proposition) => proposition.productCode === 'AD-DIGITAAL')).toBe(true);
    const proposition = catalog.propositions[0]!;
    expect(proposition).toHaveProperty('productUuid');
    expect(proposition).toHaveProperty('isTemporaryPromo');
    expect(proposition).toMatchObject({ brand: { code: 'ad' }, product: { code: 'AD-DIGITAAL' } });
    expect(catalog.products[0]).toHaveProperty('brandCode', 'ad');
    expect(allKeys(catalog).filter((key) => key.includes('_'))).toEqual([]);
  });

  it('asks the path check for one brand’s path: path and title in the query', async () => {
    expect(
      await http().pathCheck({ path: '/abonneren', title: 'VK' }, { mid: DEFAULT_MID, clientPath: '/abonneren' }),
    ).toEqual({ location: '/' });
    const [request] = (await seen()).requests;
    expect([request!.path, Object.fromEntries(new URLSearchParams(request!.query))]).toEqual([
      '/front-office/v1/path-check',
      { path: '/abonneren', title: 'VK' },
    ]);
  });

  it('sends X-Mid-Token, X-Client-Path, the forwarded address and the default headers', async () => {
    await http().visitor({ title: 'DON' }, { mid: DEFAULT_MID, clientPath: '/specials', visitorIp: '192.0.2.7' });
    const [request] = (await seen()).requests;
    expect(request!.headers).toMatchObject({
      'x-mid-token': 'CAM-000001',
      'x-client-path': '/specials',
      'x-forwarded-for': '192.0.2.7',
      accept: 'application/json',
    });
    expect(request!.headers['user-agent']).toMatch(/brand-shop/);
  });

  it('sends a body in snake_case, nested objects too, and the Idempotency-Key header', async () => {
    const front = http();
    const proposition = adDigitalYear(await front.catalog(AD_QUERY, { mid: DEFAULT_MID, clientPath: '/' }));
    const result = await front.placeOrder(validOrder(proposition), 'contract-order-1', {
      mid: DEFAULT_MID,
      clientPath: '/',
    });
    expect(result.kind).toBe('placed');
    const order = (await seen()).requests.find((request) => request.method === 'POST')!;
    expect(order.headers['idempotency-key']).toBe('contract-order-1');
    expect(order.body).toMatchObject({
      proposition_uuid: proposition.uuid,
      product_code: 'AD-DIGITAAL',
      customer: { first_name: 'Els', middle_name: 'van der', last_name: 'Berg', date_of_birth: '1980-04-12' },
      address: { postal_code: '1234 AB', house_number: '12', house_number_addition: 'A' },
      payment: { method: 'direct-debit', iban: 'NL91ABNA0417164300' },
    });
    expect(allKeys(order.body).filter((key) => /[A-Z]/.test(key))).toEqual([]);
  });

  it('turns the Dutch lead fields of the answer into camelCase (docs/rules/03-entities.md)', async () => {
    const lead = await http().lead('LEAD-NL-0001', { mid: DEFAULT_MID, clientPath: '/' });
    expect(lead).toMatchObject({
      leadId: 'LEAD-NL-0001',
      aboType: 'AD-DIGITAAL',
      rekeningnummerLaatsteCijfers: '4300',
      land: 'NL',
    });
    const [request] = (await seen()).requests;
    expect(request!.path).toBe('/front-office/v2/lead/LEAD-NL-0001');
  });

  it('sends pwId of a promo lookup as pw_id', async () => {
    const lead = await http().promoLookup(
      { actiecode: 'ZOMER2026', postcode: '1234 AB', title: 'AD', pwId: 'PW-1' },
      CALL,
    );
    expect(lead).toMatchObject({ leadId: 'LEAD-ZOMER-0001', mid: 'CAM-ZOMER1' });
    expect((await seen()).requests[0]!.body).toEqual({
      actiecode: 'ZOMER2026',
      postcode: '1234 AB',
      title: 'AD',
      pw_id: 'PW-1',
    });
  });

  it('reports rejected order fields in our camelCase notation', async () => {
    const front = http();
    const proposition = adDigitalYear(await front.catalog(AD_QUERY, { mid: DEFAULT_MID, clientPath: '/' }));
    const order = validOrder(proposition);
    const result = await front.placeOrder(
      { ...order, customer: { ...order.customer, firstName: ' ' } },
      'contract-rejected',
      CALL,
    );
    expect(result).toEqual({
      kind: 'rejected',
      errors: [{ field: 'customer.firstName', message: 'Voornaam ontbreekt' }],
    });
  });
});

describe('GET cache (docs/rules/07-calls.md)', () => {
  it('answers a second identical GET from the cache, not the server', async () => {
    const front = http();
    const first = await front.catalog(AD_QUERY, { mid: DEFAULT_MID, clientPath: '/' });
    const second = await front.catalog(AD_QUERY, { mid: DEFAULT_MID, clientPath: '/' });
    expect(second).toEqual(first);
    expect(await countOf('GET /front-office/v4/catalog')).toBe(1);
  });

  it('keys the cache by query and mid token', async () => {
    const front = http();
    await front.catalog(AD_QUERY, { mid: DEFAULT_MID, clientPath: '/' });
    await front.catalog({ ...AD_QUERY, group: 'fallback' }, { mid: DEFAULT_MID, clientPath: '/' });
    await front.catalog(AD_QUERY, { mid: midSchema.parse('CAM-ZOMER1'), clientPath: '/' });
    expect(await countOf('GET /front-office/v4/catalog')).toBe(3);
  });

  it.each([
    ['business hours', (front: ReturnType<typeof http>, call: Call) => front.businessHours('AD', 'nl', call)],
    ['a phone number', (front: ReturnType<typeof http>, call: Call) => front.phoneNumber({ title: 'VK' }, call)],
    ['mid data', (front: ReturnType<typeof http>, call: Call) => front.midData(SUMMER_MID, call)],
    [
      'a path check',
      (front: ReturnType<typeof http>, call: Call) => front.pathCheck({ path: '/abonneren', title: 'AD' }, call),
    ],
  ])(
    '%s: one entry whatever path and mid ask (docs/adr/0038): invented ones grow nothing, the real ones still sent',
    async (_, ask) => {
      const front = http();
      const calls: Call[] = ['/', '/digitaal?mid=CAM-NOPE41', '/nope-1', '/nope-2'].map((clientPath, index) => ({
        mid: midSchema.parse(`CAM-NOPE4${index}`),
        clientPath,
      }));
      const answers = [];
      for (const call of calls) answers.push(await ask(front, call));
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      const { requests } = await seen();
      expect(requests).toHaveLength(1);
      expect(requests[0]!.headers).toMatchObject({ 'x-mid-token': 'CAM-NOPE40', 'x-client-path': '/' });
    },
  );

  it('keys a lead by mid token, as the catalog is, and neither by the path', async () => {
    const front = http();
    await front.lead('LEAD-NL-0001', { mid: DEFAULT_MID, clientPath: '/' });
    await front.lead('LEAD-NL-0001', { mid: DEFAULT_MID, clientPath: '/digitaal' });
    await front.lead('LEAD-NL-0001', { mid: SUMMER_MID, clientPath: '/' });
    await front.catalog(AD_QUERY, { mid: DEFAULT_MID, clientPath: '/digitaal' });
    await front.catalog(AD_QUERY, { mid: DEFAULT_MID, clientPath: '/specials' });
    expect((await seen()).counts).toMatchObject({
      'GET /front-office/v2/lead/LEAD-NL-0001': 2,
      'GET /front-office/v4/catalog': 1,
    });
  });

  it('keys the visitor country by the forwarded address', async () => {
    const front = http();
    expect(await front.visitor({ title: 'DON' }, { ...CALL, visitorIp: '192.0.2.7' })).toEqual({ country: 'BE' });
    expect(await front.visitor({ title: 'DON' }, { ...CALL, visitorIp: '198.51.100.7' })).toEqual({ country: 'NL' });
    expect(await countOf('GET /front-office/v2/visitor')).toBe(2);
  });

  it('asks again once the entry is older than its time to live', async () => {
    let now = 0;
    const front = http({ cacheTtlMs: 1000, now: () => now });
    await front.businessHours('AD', 'nl', CALL);
    now = 999;
    await front.businessHours('AD', 'nl', CALL);
    now = 1000;
    await front.businessHours('AD', 'nl', CALL);
    expect(await countOf('GET /front-office/v1/business-hours/AD/nl')).toBe(2);
  });

  it('does not cache a failed GET or a POST', async () => {
    const front = http();
    await fault({ path: '^/front-office/v1/business-hours/', status: 400 });
    await expect(front.businessHours('AD', 'nl', CALL)).rejects.toThrow(FrontOfficeError);
    expect((await front.businessHours('AD', 'nl', CALL)).isBusinessHour).toBe(true);
    await front.promoLookup({ actiecode: 'ZOMER2026', postcode: '1234AB', title: 'AD' }, CALL);
    await front.promoLookup({ actiecode: 'ZOMER2026', postcode: '1234AB', title: 'AD' }, CALL);
    expect((await seen()).counts).toMatchObject({
      'GET /front-office/v1/business-hours/AD/nl': 2,
      'POST /front-office/v1/actiecode': 2,
    });
  });
});

/** docs/rules/07-calls.md, the statuses worth a retry: written out here, not taken from the adapter. */
const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];

describe('retries (docs/rules/07-calls.md: one for non-body methods, none for body methods)', () => {
  it.each(RETRIED)('GET after %i: retried once, and the second answer counts', async (status) => {
    await fault({ path: '^/front-office/v1/business-hours/', status });
    expect((await http().businessHours('AD', 'nl', CALL)).isBusinessHour).toBe(true);
    expect(await countOf('GET /front-office/v1/business-hours/AD/nl')).toBe(2);
  });

  it.each(RETRIED)('GET after %i twice: one retry only, then the error', async (status) => {
    await fault({ path: '^/front-office/v1/business-hours/', status, times: 2 });
    const failure = http().businessHours('AD', 'nl', CALL);
    await expect(failure).rejects.toMatchObject({ name: 'FrontOfficeError', failure: 'status', status });
    expect(await countOf('GET /front-office/v1/business-hours/AD/nl')).toBe(2);
  });

  it.each(RETRIED)('POST after %i: not retried', async (status) => {
    await fault({ path: '^/front-office/v1/actiecode$', status });
    const failure = http().promoLookup({ actiecode: 'ZOMER2026', postcode: '1234AB', title: 'AD' }, CALL);
    await expect(failure).rejects.toMatchObject({ name: 'FrontOfficeError', status });
    expect(await countOf('POST /front-office/v1/actiecode')).toBe(1);
  });

  it.each([400, 401, 403, 404, 501])('GET after %i: not retried', async (status) => {
    await fault({ path: '^/front-office/v1/business-hours/', status });
    await expect(http().businessHours('AD', 'nl', CALL)).rejects.toMatchObject({ status });
    expect(await countOf('GET /front-office/v1/business-hours/AD/nl')).toBe(1);
  });

  it('an order placed twice with one key is one order; another order with that key is a conflict, not retried', async () => {
    const front = http();
    const proposition = adDigitalYear(await front.catalog(AD_QUERY, { mid: DEFAULT_MID, clientPath: '/' }));
    const first = await front.placeOrder(validOrder(proposition), 'contract-twice', CALL);
    const again = await front.placeOrder(validOrder(proposition), 'contract-twice', CALL);
    expect(again).toEqual(first);
    await testApi('DELETE', 'requests');
    const other = front.placeOrder(validOrder(proposition, { newsletter: false }), 'contract-twice', CALL);
    await expect(other).rejects.toMatchObject({ status: 409 });
    expect(await countOf('POST /front-office/v2/subscriptions')).toBe(1);
  });

  it('gives up on a slow answer after the timeout, for both attempts of a GET', async () => {
    await fault({ path: '^/front-office/v1/business-hours/', delayMs: 400, times: 2 });
    const failure = http({ timeoutMs: 100 }).businessHours('AD', 'nl', CALL);
    await expect(failure).rejects.toMatchObject({ name: 'FrontOfficeError', failure: 'timeout' });
    expect(await countOf('GET /front-office/v1/business-hours/AD/nl')).toBe(2);
  });
});

describe('answers the spec ignores, and errors (docs/rules/08-errors.md)', () => {
  it('a lead 404 gives undefined', async () => {
    expect(await http().lead('LEAD-UNKNOWN', CALL)).toBeUndefined();
    expect(await countOf('GET /front-office/v2/lead/LEAD-UNKNOWN')).toBe(1);
  });

  it('a visitor 404 gives undefined', async () => {
    await testApi('PUT', 'visitor-country', { country: null });
    expect(await http().visitor({ title: 'DON' }, { ...CALL, visitorIp: '192.0.2.7' })).toBeUndefined();
    expect(await countOf('GET /front-office/v2/visitor')).toBe(1);
  });

  it('an unknown mid, promotion code or path gives undefined', async () => {
    const front = http();
    expect(await front.midData(midSchema.parse('CAM-NOBODY'), CALL)).toBeUndefined();
    expect(await front.promoLookup({ actiecode: 'ZOMER2026', postcode: '9999ZZ', title: 'AD' }, CALL)).toBeUndefined();
    expect(await front.pathCheck({ path: '/bestaat-niet', title: 'AD' }, CALL)).toBeUndefined();
    expect(await front.address({ postalCode: '9999 ZZ', houseNumber: '1' }, CALL)).toBeUndefined();
  });

  it('finds a Dutch street and city by postal code and house number, sent in snake_case', async () => {
    expect(await http().address({ postalCode: '1234 ab', houseNumber: '12' }, CALL)).toEqual({
      street: 'Dorpsstraat',
      city: 'Amsterdam',
    });
  });

  it('a failing catalog is a FrontOfficeError naming status and path, never the values of the call', async () => {
    const failure = await http()
      .catalog(AD_QUERY, { mid: FAILING_MID, clientPath: '/?leadId=LEAD-NL-0001' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FrontOfficeError);
    expect(failure).toMatchObject({ status: 500, path: '/front-office/v4/catalog' });
    expect((failure as Error).message).toBe('front office /front-office/v4/catalog: HTTP 500');
    expect(await countOf('GET /front-office/v4/catalog')).toBe(2);
  });

  it('a failing lead names the path template, not the lead id', async () => {
    await fault({ path: '^/front-office/v2/lead/', status: 500, times: 2 });
    const failure = await http()
      .lead('LEAD-NL-0001', CALL)
      .catch((error: unknown) => error);
    expect((failure as Error).message).toBe('front office /front-office/v2/lead/{leadId}: HTTP 500');
  });

  it('an answer of the wrong shape is an invalid answer', async () => {
    await fault({ path: '^/front-office/v1/business-hours/', status: 200 });
    await expect(http().businessHours('AD', 'nl', CALL)).rejects.toMatchObject({ failure: 'invalid-answer' });
  });

  it('an unreachable front office is a network failure', async () => {
    const closed = await startFrontOfficeServer({ port: 0, dataDir });
    await closed.close();
    await expect(createHttpFrontOffice({ baseUrl: closed.url }).businessHours('AD', 'nl', CALL)).rejects.toMatchObject({
      failure: 'network',
    });
  });

  it('refuses a catalog fetch without a mid and a promo lookup without a title, before any request', async () => {
    await expect(http().catalog(AD_QUERY, { ...CALL, mid: '' as Mid })).rejects.toThrow(
      'Mid token required for catalog fetch',
    );
    await expect(http().promoLookup({ actiecode: 'ZOMER2026', postcode: '1234AB', title: ' ' }, CALL)).rejects.toThrow(
      'Title is required',
    );
    expect((await seen()).requests).toEqual([]);
  });
});

describe('the in-process adapter answers as the HTTP adapter does', () => {
  it('gives the same results for the same calls on the same front office', async () => {
    const local = createLocalFrontOffice({ standIn: server.standIn });
    const remote = http();
    const calls = async (front: typeof local) => {
      const catalog = await front.catalog({ ...AD_QUERY, includes: ['brand'] }, { mid: DEFAULT_MID, clientPath: '/' });
      const order = validOrder(adDigitalYear(catalog));
      return [
        catalog,
        await front.midData(midSchema.parse('CAM-ZOMER1'), CALL),
        await front.midData(midSchema.parse('CAM-NOBODY'), CALL),
        // A six-segment mid: its | percent-encoded in the mid-data path, raw in the X-Mid-Token header.
        await front.midData(SIX_SEGMENT_MID, CALL),
        await front.catalog(AD_QUERY, { mid: SIX_SEGMENT_MID, clientPath: '/' }),
        await front.phoneNumber({ title: 'HL' }, CALL),
        await front.businessHours('VK', 'nl', CALL),
        await front.visitor({ title: 'DAT' }, { ...CALL, visitorIp: '192.0.2.1' }),
        await front.visitor({ title: 'DAT' }, CALL),
        await front.lead('LEAD-BE-0001', CALL),
        await front.lead('LEAD-NONE', CALL),
        await front.promoLookup({ actiecode: 'welkom2026', postcode: '2000', title: 'HL' }, CALL),
        await front.pathCheck({ path: '/oud-aanbod/', title: 'AD' }, CALL),
        await front.address({ postalCode: '3511AB', houseNumber: '1' }, CALL),
        await front.placeOrder({ ...order, address: { ...order.address, postalCode: '12345' } }, 'same-in-both', CALL),
        await front.catalog(AD_QUERY, { mid: FAILING_MID, clientPath: '/' }).catch((error: unknown) => error),
      ];
    };
    const [fromLocal, fromHttp] = [await calls(local), await calls(remote)];
    expect(fromHttp).toEqual(fromLocal);
    expect(fromLocal.at(-1)).toBeInstanceOf(FrontOfficeError);
    expect(fromLocal.at(-2)).toEqual({
      kind: 'rejected',
      errors: [{ field: 'address.postalCode', message: 'Ongeldige postcode' }],
    });
  });
});

describe('the adapter choice (docs/architecture.md#ports-and-adapters: chosen by FRONT_OFFICE_URL)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('calls the front office over HTTP when FRONT_OFFICE_URL is set', async () => {
    vi.stubEnv('FRONT_OFFICE_URL', server.url);
    vi.resetModules();
    const { frontOffice } = await import('../../../site/front-office/index.ts');
    expect((await frontOffice().businessHours('AD', 'nl', CALL)).isBusinessHour).toBe(true);
    expect(await countOf('GET /front-office/v1/business-hours/AD/nl')).toBe(1);
  });

  it('runs on the local stand-in, in process, without it', async () => {
    vi.stubEnv('FRONT_OFFICE_URL', undefined);
    vi.stubEnv('FRONT_OFFICE_DATA_DIR', dataDir);
    vi.resetModules();
    const { frontOffice } = await import('../../../site/front-office/index.ts');
    expect(await frontOffice().lead('LEAD-NL-0001', CALL)).toMatchObject({ land: 'NL' });
    expect((await seen()).requests).toEqual([]);
  });
});
