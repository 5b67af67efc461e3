import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_FORM_ERROR_KEY, PROMO_LOOKUPS_PER_MINUTE, promoFormErrors } from '../../../../../domain/promo-form.ts';
import { VISITOR_COOKIES } from '../../../../../domain/visitor-state.ts';
import { FRONT_OFFICE_PATHS } from '../../../../../schemas/front-office.ts';
import { PEER_ADDRESS_HEADER } from '../../../../../site/request/headers.ts';
import { startFrontOfficeServer, type FrontOfficeServer } from '../../../../../stand-ins/front-office/server.ts';
import { MONDAY_MORNING } from '../../../front-office/fixtures.ts';
import type * as ActieRoute from '../../../../../site/app/api/actie/route.ts';

/*
 * site/app/api/actie/route.ts, the /actie form's POST: only from the shop's own pages (site/request/same-origin.ts),
 * and at most PROMO_LOOKUPS_PER_MINUTE lookups per client address, counted where they land: at the local front office
 * on 127.0.0.1 (port 0). Each test is its own client (an address of its own), as the count lives in the module.
 */
let server: FrontOfficeServer;
let dataDir: string;
let POST: typeof ActieRoute.POST;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'actie-route-'));
  server = await startFrontOfficeServer({ port: 0, dataDir, clock: () => MONDAY_MORNING });
  vi.stubEnv('FRONT_OFFICE_URL', server.url);
  // As site/preloads/peer-address.mjs serves the site: the peer's address stamped on every request.
  vi.stubEnv('SHOP_PEER_ADDRESS_STAMPED', 'true');
  vi.resetModules();
  ({ POST } = await import('../../../../../site/app/api/actie/route.ts'));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await fetch(`${server.url}/__stand-in/requests`, { method: 'DELETE' });
});

const HOST = 'ad.localhost:3000';
/** A form submission as a browser sends it from the /actie page; `headers` replace, add or (undefined) drop. */
function submit(fields: Record<string, string>, headers: Record<string, string | undefined> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return POST(
    new NextRequest(`http://${HOST}/api/actie`, {
      method: 'POST',
      body: form,
      headers: Object.entries({
        host: HOST,
        origin: `http://${HOST}`,
        accept: 'text/html,application/xhtml+xml',
        'sec-fetch-mode': 'navigate',
        ...headers,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    }),
  );
}

const WRONG = { actiecode: 'BESTAATNIET', postcode: '1234 AB', destinationName: '/digitaal' };
const RIGHT = { actiecode: 'zomer2026', postcode: '1234ab', destinationName: '/digitaal' };
const fromPeer = (address: string) => ({ [PEER_ADDRESS_HEADER]: address });
/** What a script sends: no Origin, no page asked for. */
const SCRIPT = { origin: undefined, accept: '*/*', 'sec-fetch-mode': undefined };

async function lookups(): Promise<number> {
  const response = await fetch(`${server.url}/__stand-in/requests`);
  const { requests } = (await response.json()) as { requests: { method: string; path: string }[] };
  return requests.filter((request) => request.method === 'POST' && request.path === FRONT_OFFICE_PATHS.actiecode)
    .length;
}

const location = (response: Response) => new URL(response.headers.get('location') ?? 'missing:');

describe('/api/actie from another site', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ["a sister brand's shop", 'http://vk.localhost:3000'],
    ['an opaque origin', 'null'],
  ])("a POST from %s's page is a plain 403, and nothing is looked up", async (_what, origin) => {
    const response = await submit(RIGHT, { origin, ...fromPeer('192.0.2.1') });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(/sent from its own pages only/);
    expect(await lookups()).toBe(0);
  });

  it('a POST from its own page goes on to the destination with the lead', async () => {
    const response = await submit(RIGHT, fromPeer('192.0.2.2'));
    expect(response.status).toBe(303);
    expect(location(response).pathname).toBe('/digitaal');
    expect(location(response).searchParams.get('leadId')).toBe('LEAD-ZOMER-0001');
    expect(await lookups()).toBe(1);
  });
});

describe(`/api/actie: at most ${PROMO_LOOKUPS_PER_MINUTE} lookups per client address a minute`, () => {
  it('beyond them the browser is back on the form with what was typed and the too-many message', async () => {
    for (let n = 0; n < PROMO_LOOKUPS_PER_MINUTE; n += 1) {
      const response = await submit(WRONG, fromPeer('192.0.2.10'));
      expect(location(response).searchParams.get(PROMO_FORM_ERROR_KEY)).toBe('not-found');
    }
    const refused = await submit(RIGHT, fromPeer('192.0.2.10'));
    expect(refused.status).toBe(303);
    const back = location(refused);
    expect([back.host, back.pathname]).toEqual([HOST, '/actie']);
    expect(back.searchParams.get(PROMO_FORM_ERROR_KEY)).toBe('too-many');
    // The form's page reads it as an error of its own (blocks/promo-code-form/resolver.ts words it).
    expect(promoFormErrors(back.searchParams.get(PROMO_FORM_ERROR_KEY))).toEqual(['too-many']);
    expect(back.searchParams.get('destinationName')).toBe('/digitaal');
    const typed = refused.headers.getSetCookie().find((line) => line.startsWith(`${VISITOR_COOKIES.promoForm}=`));
    expect(decodeURIComponent(typed ?? '')).toContain('"actiecode":"ZOMER2026"');
    expect(await lookups()).toBe(PROMO_LOOKUPS_PER_MINUTE);
  });

  it('beyond them a script gets a 429 with when to try again', async () => {
    for (let n = 0; n < PROMO_LOOKUPS_PER_MINUTE; n += 1) await submit(WRONG, { ...SCRIPT, ...fromPeer('192.0.2.11') });
    const refused = await submit(WRONG, { ...SCRIPT, ...fromPeer('192.0.2.11') });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await lookups()).toBe(PROMO_LOOKUPS_PER_MINUTE);
  });

  it('another client is not held up by the first', async () => {
    for (let n = 0; n <= PROMO_LOOKUPS_PER_MINUTE; n += 1) await submit(WRONG, fromPeer('192.0.2.12'));
    const other = await submit(RIGHT, fromPeer('192.0.2.13'));
    expect(location(other).searchParams.get('leadId')).toBe('LEAD-ZOMER-0001');
    expect(await lookups()).toBe(PROMO_LOOKUPS_PER_MINUTE + 1);
  });

  it('a form missing a field looks nothing up and counts for nothing', async () => {
    for (let n = 0; n <= PROMO_LOOKUPS_PER_MINUTE; n += 1) {
      const response = await submit({ ...WRONG, postcode: '' }, fromPeer('192.0.2.14'));
      expect(location(response).searchParams.get(PROMO_FORM_ERROR_KEY)).toBe('missing-postcode');
    }
    expect(location(await submit(RIGHT, fromPeer('192.0.2.14'))).searchParams.get('leadId')).toBe('LEAD-ZOMER-0001');
    expect(await lookups()).toBe(1);
  });

  it('behind a trusted proxy each visitor it names is a client of their own', async () => {
    const via = (visitor: string) => ({ ...fromPeer('127.0.0.1'), 'x-forwarded-for': visitor });
    for (let n = 0; n < PROMO_LOOKUPS_PER_MINUTE; n += 1) await submit(WRONG, via('198.51.100.1'));
    expect(location(await submit(WRONG, via('198.51.100.1'))).searchParams.get(PROMO_FORM_ERROR_KEY)).toBe('too-many');
    expect(location(await submit(WRONG, via('198.51.100.2'))).searchParams.get(PROMO_FORM_ERROR_KEY)).toBe('not-found');
  });

  it('a visitor who writes X-Forwarded-For themselves is still counted by their own address', async () => {
    for (let n = 0; n < PROMO_LOOKUPS_PER_MINUTE; n += 1) {
      await submit(WRONG, { ...fromPeer('192.0.2.15'), 'x-forwarded-for': `203.0.113.${n}` });
    }
    const refused = await submit(WRONG, { ...fromPeer('192.0.2.15'), 'x-forwarded-for': '203.0.113.99' });
    expect(location(refused).searchParams.get(PROMO_FORM_ERROR_KEY)).toBe('too-many');
  });
});
