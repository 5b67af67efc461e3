import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodePageKey, PAGE_MID_COOKIE, type PageKey } from '../../domain/page-key.ts';
import { parseMid } from '../../domain/mid.ts';
import { NO_EXPERIMENTS, experimentsHeaderValue } from '../../site/experiments/header.ts';
import { EXPERIMENTS_HEADER, PAGE_KIND_HEADER, VISITOR_PATH_HEADER } from '../../site/request/headers.ts';
import { log as siteLog } from '../../site/monitoring/log.ts';
import type { frontOffice as FrontOfficeOfProxy } from '../../site/front-office/index.ts';

/*
 * The proxy on real Next requests, with the local front office (CAM-ZOMER1 is a campaign it knows, PRG-FALLBK
 * one whose group is 'fallback'; CAM-NOPE42 it does not know) and no experiment client (CI is set for the site,
 * docs/rules/04-states-and-flows.md): which shared page a request gets, what its answer may be kept by, and that the
 * site's own request headers never come from outside.
 */

let proxy: (request: NextRequest) => Promise<Response>;
/** The front office the proxy asks: the same module instance as the proxy's. */
let frontOffice: typeof FrontOfficeOfProxy;

beforeAll(async () => {
  vi.resetModules();
  vi.stubEnv('APP_ENV', 'local');
  for (const name of ['OPTIMIZELY_SDK_KEY', 'FRONT_OFFICE_URL', 'DEFAULT_MID']) vi.stubEnv(name, undefined);
  vi.stubEnv('CI', 'true');
  ({ proxy } = await import('../../site/proxy.ts'));
  ({ frontOffice } = await import('../../site/front-office/index.ts'));
});

afterEach(() => vi.restoreAllMocks());

/** What the proxy hands on to the page: the request headers it set (Next's x-middleware-request-* protocol). */
async function handOn(path: string, headers: Record<string, string> = {}) {
  vi.spyOn(siteLog, 'warn').mockImplementation(() => {});
  const response = await proxy(
    new NextRequest(`http://ad.localhost${path}`, {
      headers: { host: 'ad.localhost', 'user-agent': 'Mozilla/5.0 Chrome/130', ...headers },
    }),
  );
  const passed = (name: string) => response.headers.get(`x-middleware-request-${name}`);
  // The key is the segment after the brand in the internal route (site/routing/internal-route.ts), when it has one.
  const keyed = new URL(response.headers.get('x-middleware-rewrite') ?? 'http://none/').pathname.split('/')[3];
  const segment = keyed?.includes('.') ? keyed : null;
  return {
    segment,
    key: segment ? decodePageKey(segment, parseMid('CAM-SHOP01')!, 'ad') : undefined,
    cacheControl: response.headers.get('cache-control'),
    experiments: passed(EXPERIMENTS_HEADER),
    visitorPath: passed(VISITOR_PATH_HEADER),
    kind: response.headers.get(PAGE_KIND_HEADER),
  };
}

describe('which shared page a request gets (docs/adr/0007)', () => {
  it.each<[string, Record<string, string>, Partial<PageKey> | undefined, RegExp | null]>([
    [
      '/?mid=CAM-ZOMER1',
      {},
      { mid: parseMid('CAM-ZOMER1'), source: 'query', group: 'default', chrome: 'consumer' },
      /^public, /,
    ],
    ['/?mid=PRG-FALLBK', {}, { mid: parseMid('PRG-FALLBK'), source: 'query', group: 'fallback' }, /^public, /],
    [
      '/?mid=CAM-ZOMER1%7CTCH-SMS001%7CTCO-SMSZMR%7CCTY-CAMPGN%7CCCO-ZOMER1%7CPRG-DEFLT1',
      {},
      { mid: parseMid('CAM-ZOMER1|TCH-SMS001|TCO-SMSZMR|CTY-CAMPGN|CCO-ZOMER1|PRG-DEFLT1'), source: 'query' },
      /^public, /,
    ],
    ['/?mid=cam-zomer1', {}, { mid: parseMid('CAM-ZOMER1'), source: 'query' }, /^public, /],
    ['/digitaal?mid=PRG-FALLBK&group=default', {}, { mid: parseMid('PRG-FALLBK'), group: 'default' }, /^public, /],
    ['/zakelijk?mid=CAM-ZOMER1', {}, { chrome: 'business' }, /^public, /],
    ['/?group=fallback', {}, { source: 'default', group: 'fallback' }, /^public, /],
    ['/', { cookie: 'shop_mid=CAM-ZOMER1' }, { mid: parseMid('CAM-ZOMER1'), source: 'stored' }, /^private, .*no-store/],
    // An unknown mid shares the default offer's page: the prerendered one, with Next's own header.
    ['/?mid=CAM-NOPE42', {}, undefined, null],
    // A repeated mid is no string (docs/rules/05-validation.md), hostile or malformed values are no mid.
    ['/?mid=CAM-ZOMER1&mid=CAM-ZOMER1', {}, undefined, null],
    ['/?mid=%3Cscript%3E', {}, undefined, null],
    ['/?mid=CAM-ZOMER1%0D%0ASet-Cookie:x=1', {}, undefined, null],
    ['/?group=%00', {}, undefined, null],
    // A visitor's own page never gets a key or a shareable header: a lead, an order page, a brand with the region
    // notice.
    ['/?mid=CAM-ZOMER1&leadId=LEAD-NL-0001', {}, undefined, null],
    ['/bestellen?mid=CAM-ZOMER1', {}, undefined, null],
    ['/?mid=CAM-ZOMER1', { cookie: 'shop_session=x' }, undefined, null],
    ['/missing-page?mid=CAM-ZOMER1', {}, undefined, null],
  ])('%s %j', async (path, headers, key, cacheControl) => {
    const { key: got, segment, cacheControl: header } = await handOn(path, headers);
    if (key === undefined) expect(segment).toBeNull();
    else expect(got).toMatchObject(key);
    if (cacheControl === null) expect(header).toBeNull();
    else expect(header).toMatch(cacheControl);
  });

  it('never keys a page with anything of the visitor: the same link gives the same key for everyone', async () => {
    const a = await handOn('/?mid=CAM-ZOMER1', { cookie: 'shop_exp_uid=visitor-aaaaaaaa' });
    const b = await handOn('/?mid=CAM-ZOMER1', {
      cookie: 'shop_exp_uid=visitor-bbbbbbbb',
      'x-forwarded-for': '192.0.2.10',
    });
    expect(a.segment).not.toBeNull();
    expect(a.segment).toBe(b.segment);
  });
});

describe('the site’s own request headers never come from outside', () => {
  const forged = {
    // The header the proxy once named a key in: a sender's copy chooses nothing.
    'x-shop-page-key': 'consumer.WyJDQU0tWk9NRVIxIiwicXVlcnkiLCJmYWxsYmFjayIsW10sW11d',
    [EXPERIMENTS_HEADER]: experimentsHeaderValue({ decisions: [{ experimentKey: 'x', variationKey: 'v' }] }),
    [VISITOR_PATH_HEADER]: '/forged',
  };

  it.each(['/', '/digitaal', '/?leadId=LEAD-NL-0001', '/bestellen', '/no-such-page', '/?brandcode=vk'])(
    '%s: removed or replaced',
    async (path) => {
      const passed = await handOn(path, forged);
      expect(passed.segment).toBeNull();
      expect(passed.experiments).toBe(experimentsHeaderValue(NO_EXPERIMENTS));
      expect(passed.visitorPath).toBe(path);
    },
  );
});

describe('the page kind the proxy writes on the answer, for /metrics (docs/adr/0024-metrics-and-readiness.md)', () => {
  it.each<[string, Record<string, string>, string | null]>([
    ['/', {}, 'anonymous'],
    ['/?mid=CAM-NOPE42', {}, 'anonymous'],
    ['/?mid=CAM-ZOMER1', {}, 'shared'],
    ['/zakelijk?mid=CAM-ZOMER1', {}, 'shared'],
    ['/', { cookie: 'shop_mid=CAM-ZOMER1' }, 'shared'],
    ['/bestellen?mid=CAM-ZOMER1', {}, 'personal'],
    ['/?mid=CAM-ZOMER1&leadId=LEAD-NL-0001', {}, 'personal'],
    ['/?mid=CAM-ZOMER1', { cookie: 'shop_session=x' }, 'personal'],
    // No page of the brand: not counted as one.
    ['/missing-page?mid=CAM-ZOMER1', {}, null],
  ])('%s %j is %s', async (path, headers, kind) => {
    expect((await handOn(path, headers)).kind).toBe(kind);
  });
});

describe('a campaign the front office does not know, or cannot be asked about, stays the visitor’s mid', () => {
  /** The proxy's answer to a page load: its internal route and the cookies it sets, by name. */
  async function answer(path: string, headers: Record<string, string> = {}) {
    vi.spyOn(siteLog, 'warn').mockImplementation(() => {});
    vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    const response = await proxy(
      new NextRequest(`http://ad.localhost${path}`, {
        headers: { host: 'ad.localhost', 'user-agent': 'Mozilla/5.0 Chrome/130', ...headers },
      }),
    );
    const cookies = new Map(
      response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line] as const),
    );
    return {
      rewrite: new URL(response.headers.get('x-middleware-rewrite') ?? 'http://none/').pathname,
      cacheControl: response.headers.get('cache-control'),
      stored: cookies.get('shop_mid'),
      told: cookies.get(PAGE_MID_COOKIE.name),
    };
  }

  /** The cookie that tells the page's script the visitor's mid: readable by the script, for a minute. */
  const tells = (mid: string) =>
    new RegExp(`^${PAGE_MID_COOKIE.name}=${mid}; Path=/; (?!.*HttpOnly).*Max-Age=60;`, 'i');

  it('an unknown query mid: the default offer’s prerendered page, the mid stored and told to it', async () => {
    const got = await answer('/?mid=CAM-NOPE42');
    expect(got.rewrite).toBe('/pages/ad/consumer');
    expect(got.stored).toMatch(/^shop_mid=CAM-NOPE42;.*HttpOnly/i);
    expect(got.told).toMatch(tells('CAM-NOPE42'));
  });

  it('a query mid whose lookup fails: the same', async () => {
    const midData = frontOffice().midData.bind(frontOffice());
    const failing = vi.spyOn(frontOffice(), 'midData').mockImplementation(async (mid, call) => {
      if (mid === 'CAM-DOWN01') throw new Error('front office: HTTP 503');
      return midData(mid, call);
    });
    const got = await answer('/digitaal?mid=cam-down01');
    expect(failing).toHaveBeenCalledWith('CAM-DOWN01', expect.anything());
    expect(got.rewrite).toBe('/pages/ad/consumer/digitaal');
    expect(got.stored).toMatch(/^shop_mid=CAM-DOWN01;/);
    expect(got.told).toMatch(tells('CAM-DOWN01'));
  });

  it('an unknown stored mid: told to the page, whose answer stays the visitor’s', async () => {
    const got = await answer('/', { cookie: 'shop_mid=CAM-NOPE42' });
    expect(got.rewrite).toBe('/pages/ad/consumer');
    expect(got.cacheControl).toMatch(/^private, .*no-store/);
    expect(got.stored).toBeUndefined();
    expect(got.told).toMatch(tells('CAM-NOPE42'));
  });

  it('a six-segment mid is told as the cookie writer encodes it', async () => {
    const got = await answer('/?mid=CAM-NOPE42%7CTCH-SMS001%7CTCO-SMSZMR%7CCTY-CAMPGN%7CCCO-ZOMER1%7CPRG-DEFLT1');
    expect(got.told).toMatch(tells('CAM-NOPE42%7CTCH-SMS001%7CTCO-SMSZMR%7CCTY-CAMPGN%7CCCO-ZOMER1%7CPRG-DEFLT1'));
  });

  it.each<[string, string, Record<string, string>]>([
    ['a known campaign: its own page names it', '/?mid=CAM-ZOMER1', {}],
    ['no campaign', '/', {}],
    ['a visitor’s own page: rendered with their mid', '/bestellen?mid=CAM-NOPE42', {}],
    ['a client-side navigation, which runs no inline script', '/?mid=CAM-NOPE42', { rsc: '1' }],
  ])('%s: nothing told, and a leftover cleared', async (_, path, headers) => {
    expect((await answer(path, headers)).told).toBeUndefined();
    const leftover = await answer(path, { ...headers, cookie: `${PAGE_MID_COOKIE.name}=CAM-OLD001` });
    expect(leftover.told).toMatch(new RegExp(`^${PAGE_MID_COOKIE.name}=; Path=/; Expires=Thu, 01 Jan 1970`));
  });

  it('the order page stores the query’s campaign the front office does not know', async () => {
    expect((await answer('/bestellen?mid=CAM-NOPE42')).stored).toMatch(/^shop_mid=CAM-NOPE42;/);
  });
});
