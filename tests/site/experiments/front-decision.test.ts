import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodePageKey } from '../../../domain/page-key.ts';
import { parseMid } from '../../../domain/mid.ts';
import { readSeenCookie } from '../../../domain/experiments/seen-cookie.ts';
import { readExperimentsHeader } from '../../../site/experiments/header.ts';
import { FRONT_ANSWER_HEADERS } from '../../../site/experiments/front-decision.ts';
import { EXPERIMENTS_HEADER, FRONT_DECISION_HEADER } from '../../../site/request/headers.ts';
import type { FrontAnswer } from '../../../site/decision/front-answer.ts';

/*
 * The one request decision (site/routing/request-decision.ts, docs/adr/0021) on both of its paths: nginx's decision
 * service (site/decision/front-answer.ts) and the instance's proxy handed the service's decisions by a trusted
 * nginx, with the real SDK, the local datafile and the local front office. The proxy deciding on its own is
 * tests/site/proxy-shared-page.test.ts and tests/site/visitor/experiments-request.test.ts.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
let frontAnswer: (request: NextRequest) => Promise<FrontAnswer>;
let proxy: (request: NextRequest) => Promise<Response>;

beforeAll(async () => {
  vi.resetModules();
  vi.stubEnv('APP_ENV', 'local');
  for (const name of [
    'OPTIMIZELY_SDK_KEY',
    'FRONT_OFFICE_URL',
    'DEFAULT_MID',
    'SHOP_BUILT_FOR_APP_ENV',
    'EXPERIMENT_EVENTS_FILE',
    'DISABLE_OPTIMIZELY',
  ])
    vi.stubEnv(name, undefined);
  vi.stubEnv('CI', '');
  // As the instances behind nginx: the peer stamped, nginx's address the one trusted proxy (docs/adr/0018).
  vi.stubEnv('SHOP_PEER_ADDRESS_STAMPED', 'true');
  vi.stubEnv('TRUSTED_PROXIES', '127.0.0.2');
  ({ frontAnswer } = await import('../../../site/decision/front-answer.ts'));
  ({ proxy } = await import('../../../site/proxy.ts'));
});

afterEach(() => vi.restoreAllMocks());

const request = (search: string, headers: Record<string, string> = {}, path = '/') =>
  new NextRequest(`http://ad.localhost${path}${search}`, {
    headers: { host: 'ad.localhost', 'user-agent': BROWSER, ...headers },
  });

const ask = async (search: string, headers: Record<string, string> = {}, path = '/') => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return frontAnswer(request(search, headers, path));
};

const cookiesOf = (answer: FrontAnswer) =>
  new Map(
    [1, 2, 3]
      .map((index) => answer[FRONT_ANSWER_HEADERS.cookie(index)])
      .filter((cookie): cookie is string => cookie !== undefined)
      .map((cookie) => [cookie.slice(0, cookie.indexOf('=')), cookie] as const),
  );

describe('what the decision service decides at the front', () => {
  it('a new visitor on a campaign link: the shared page of their decisions, with their id, activation and seen cookies', async () => {
    const answer = await ask('?mid=CAM-ZOMER1');
    const experiments = readExperimentsHeader(answer[FRONT_ANSWER_HEADERS.experiments]);
    expect(experiments.decisions.length).toBeGreaterThan(2);
    const key = decodePageKey(answer[FRONT_ANSWER_HEADERS.key]!, parseMid('CAM-SHOP01')!, 'ad');
    expect(key).toMatchObject({ mid: parseMid('CAM-ZOMER1'), source: 'query', chrome: 'consumer' });
    const cookies = cookiesOf(answer);
    expect([...cookies.keys()].sort()).toEqual(['shop_exp_active', 'shop_exp_seen', 'shop_exp_uid']);
    expect(cookies.get('shop_exp_uid')).toMatch(/^shop_exp_uid=[0-9a-f-]{36}; Path=\/; .*HttpOnly/);
    // The seen cookie tells the page the decisions it was decided with.
    const seen = readSeenCookie(
      decodeURIComponent(cookies.get('shop_exp_seen')!.split(';')[0]!.slice('shop_exp_seen='.length)),
    );
    expect(seen?.decisions.map(({ experimentKey, variationKey }) => [experimentKey, variationKey])).toEqual(
      experiments.decisions.map(({ experimentKey, variationKey }) => [experimentKey, variationKey]),
    );
  });

  it('a forced variation is decided at the front too, and wins', async () => {
    const answer = await ask('?mid=CAM-ZOMER1&optimizely_force_variation%5Bphone_number_ad%5D=variation_1');
    expect(readExperimentsHeader(answer[FRONT_ANSWER_HEADERS.experiments]).decisions).toContainEqual({
      experimentKey: 'phone_number_ad',
      variationKey: 'variation_1',
    });
  });

  it('a client-side navigation (RSC) gets no seen cookie: its page runs no inline script', async () => {
    const answer = await ask('?mid=CAM-ZOMER1', { rsc: '1' });
    expect(answer[FRONT_ANSWER_HEADERS.key]).toBeDefined();
    expect(cookiesOf(answer).has('shop_exp_seen')).toBe(false);
  });

  // Each of these is left to the instance (an empty answer), which decides as it did before the front did. An unpaid
  // order's sealed cookie (and every other own cookie) keeps nginx from asking at all:
  // tests/site/scripts/cluster-config.test.ts.
  it.each<[string, string, Record<string, string>, string?]>([
    ['no campaign mid', '', {}],
    ['a shop mid (no experiment client)', '?mid=CAM-SHOP01', {}],
    ['a malformed mid', '?mid=%3Cscript%3E', {}],
    ['a repeated mid', '?mid=CAM-ZOMER1&mid=CAM-ZOMER1', {}],
    ['disable_optimizely', '?mid=CAM-ZOMER1&disable_optimizely=true', {}],
    [
      'a crawler',
      '?mid=CAM-ZOMER1',
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    ['a stored mid, no query mid', '', { cookie: 'shop_mid=CAM-ZOMER1' }],
    // Its page is the default offer's, and the cookie beside it tells the visitor's mid (site/routing/page-route.ts).
    [
      'a campaign the front office does not know, on a page a drawn variant keys',
      '?mid=CAM-NOPE42&optimizely_force_variation%5Bphone_number_ad%5D=variation_1',
      {},
    ],
    ['a lead (promo code cookie)', '?mid=CAM-ZOMER1', { cookie: 'shop_promo=x' }],
    ['a session', '?mid=CAM-ZOMER1', { cookie: 'shop_session=x' }],
    ["a visitor's own page (the order form)", '?mid=CAM-ZOMER1', {}, '/bestellen'],
    ['no page of the brand', '?mid=CAM-ZOMER1', {}, '/no-such-page'],
    [
      'a front decision already on the request',
      '?mid=CAM-ZOMER1',
      { [FRONT_DECISION_HEADER]: '{"decisions":[]}', 'x-shop-peer-address': '127.0.0.2' },
    ],
  ])('%s: left to the instance', async (_, search, headers, path) => {
    expect(await ask(search, headers, path)).toEqual({});
  });
});

describe("the instance behind nginx, handed the front's decisions", () => {
  const handOn = async (headers: Record<string, string>) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await proxy(request('?mid=CAM-ZOMER1', headers));
    return {
      // The key in the internal route the proxy rewrote to (site/routing/internal-route.ts).
      key: new URL(response.headers.get('x-middleware-rewrite') ?? 'http://none/').pathname.split('/')[3],
      experiments: readExperimentsHeader(response.headers.get(`x-middleware-request-${EXPERIMENTS_HEADER}`)),
      cacheControl: response.headers.get('cache-control'),
      cookies: response.headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf('='))),
    };
  };

  it("from nginx's address: renders the same page key with those decisions, shared, and sets no visitor cookie", async () => {
    const front = await ask('?mid=CAM-ZOMER1');
    const page = await handOn({
      [FRONT_DECISION_HEADER]: front[FRONT_ANSWER_HEADERS.experiments]!,
      'x-shop-peer-address': '127.0.0.2',
    });
    expect(page.key).toBe(front[FRONT_ANSWER_HEADERS.key]);
    expect(page.experiments).toEqual(readExperimentsHeader(front[FRONT_ANSWER_HEADERS.experiments]));
    expect(page.cacheControl).toMatch(/^public, /);
    expect(page.cookies).toEqual(['shop_mid']);
  });

  it.each([
    ['from an address not trusted', '203.0.113.9'],
    ['with no stamped peer', undefined],
  ])('%s: the header is ignored, the instance decides for the visitor as before', async (_, peer) => {
    const forged = JSON.stringify({ decisions: [{ experimentKey: 'phone_number_ad', variationKey: 'forged' }] });
    const page = await handOn({ [FRONT_DECISION_HEADER]: forged, ...(peer ? { 'x-shop-peer-address': peer } : {}) });
    expect(page.experiments.decisions).not.toContainEqual({ experimentKey: 'phone_number_ad', variationKey: 'forged' });
    expect(page.cacheControl).toMatch(/^private, .*no-store/);
    expect(page.cookies).toEqual(expect.arrayContaining(['shop_exp_uid', 'shop_exp_active']));
  });

  it("the front's cookies are the ones the proxy would have set, byte for byte (one visitor id, one clock)", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00Z') });
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('0b7e1b1e-5d7e-4c1a-9f3e-7a1d2c3b4e5f');
    try {
      const front = [...cookiesOf(await ask('?mid=CAM-ZOMER1')).values()].sort();
      const own = (await proxy(request('?mid=CAM-ZOMER1'))).headers
        .getSetCookie()
        .filter((cookie) => cookie.startsWith('shop_exp_'))
        .sort();
      expect(front).toHaveLength(3);
      expect(front).toEqual(own);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a malformed front decision from nginx is no decisions, never a failure', async () => {
    const page = await handOn({ [FRONT_DECISION_HEADER]: '{not json', 'x-shop-peer-address': '127.0.0.2' });
    expect(page.experiments.decisions).toEqual([]);
  });
});
