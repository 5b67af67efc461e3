import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../../../brands/generated/brands.ts';
import { HOSTS } from '../../../brands/generated/hosts.ts';
import { ROUTES } from '../../../brands/generated/routes.ts';
import { routesFor, type RouteEntry } from '../../../domain/routes.ts';
import { chromeOf } from '../../../domain/page-key.ts';
import {
  PER_VISITOR_BRANDS,
  PER_VISITOR_ROUTES,
  VISITOR_COOKIE_NAMES,
  VISITOR_QUERY_KEYS,
} from '../../../domain/visitor-state.ts';
import { internalPath } from '../../../site/routing/internal-route.ts';
import { proxyIn } from '../../fixtures/proxy-in.ts';

/*
 * The one route decision (site/routing/request-decision.ts, docs/adr/0030): brand, route, visitor state and campaign
 * key to the internal route the proxy rewrites a page request to, in each environment from one build, with the local
 * front office and no experiment client. Every case is the proxy's own answer to a real Next request.
 */

interface Ask {
  readonly host: string;
  readonly path: string;
  readonly query?: Record<string, string>;
  readonly cookies?: Record<string, string>;
  readonly headers?: Record<string, string>;
}
type Router = (ask: Ask) => Promise<string>;

async function routerIn(appEnv: string): Promise<Router> {
  const proxy = await proxyIn(appEnv);
  return async ({ host, path, query, cookies, headers }) => {
    const url = new URL(`http://${host}${path}`);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    const cookie = Object.entries(cookies ?? {})
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const response = await proxy(
      new NextRequest(url, {
        headers: { host, 'user-agent': 'Mozilla/5.0 Chrome/130', ...(cookie ? { cookie } : {}), ...headers },
      }),
    );
    const rewrite = response.headers.get('x-middleware-rewrite');
    if (rewrite) return new URL(rewrite).pathname;
    // Not rewritten: Next's own route (the health pages, route handlers), or an answer of the proxy's own.
    return response.headers.get('x-middleware-next') ? path : `${response.status} ${response.headers.get('location')}`;
  };
}

let local: Router;
let production: Router;

beforeAll(async () => {
  production = await routerIn('production');
  local = await routerIn('local');
});

afterEach(() => vi.unstubAllEnvs());

const codes = Object.keys(BRANDS) as (keyof typeof BRANDS)[];
const routeOf = (code: string, path: string) =>
  ROUTES[code as keyof typeof ROUTES].find((route) => route.path === path)!;
const rest = (path: string) => (path === '/' ? '' : path);
// The shared page of a route: in its chrome's anonymous key (domain/page-key.ts).
const prerendered = (code: string, path: string) => `/pages/${code}/${chromeOf(routeOf(code, path))}${rest(path)}`;
// Every page of a per-visitor brand (don, dat, bdon, bdan: the region notice) and every order and thank-you page is
// rendered per request.
const perVisitor = (code: string, path: string) =>
  PER_VISITOR_BRANDS.includes(code) || PER_VISITOR_ROUTES.includes(routeOf(code, path).name);
const internal = (code: string, path: string) =>
  perVisitor(code, path)
    ? `/pages/${code}/visit/${chromeOf(routeOf(code, path))}${rest(path)}`
    : prerendered(code, path);

describe('the internal path of each place', () => {
  const route = (path: string, name: RouteEntry['name'], seller?: string): RouteEntry => ({
    path,
    name,
    ...(seller ? { seller } : {}),
  });
  it.each([
    [{ kind: 'missing', brandCode: 'ad' }, '/missing/ad'],
    [{ kind: 'missing', brandCode: undefined }, '/missing/unknown-brand'],
    [
      { kind: 'personal', brandCode: 'vk', route: route('/studenten/bestellen', 'studenten-bestellen') },
      '/pages/vk/visit/consumer/studenten/bestellen',
    ],
    [
      { kind: 'personal', brandCode: 'don', route: route('/katrien-duck', 'specialProduct', 'katri') },
      '/pages/don/visit/seller-katri/katrien-duck',
    ],
    [{ kind: 'shared', brandCode: 'ad', route: route('/', 'index'), segment: undefined }, '/pages/ad/consumer'],
    [
      { kind: 'shared', brandCode: 'ad', route: route('/zakelijk', 'zakelijk'), segment: undefined },
      '/pages/ad/business/zakelijk',
    ],
    [
      { kind: 'shared', brandCode: 'ad', route: route('/digitaal', 'digitaal'), segment: 'consumer.WyJ4Il0' },
      '/pages/ad/consumer.WyJ4Il0/digitaal',
    ],
  ] as const)('%j -> %s', (place, expected) => {
    expect(internalPath(place)).toBe(expected);
  });
});

describe('the route of every page request, by host and path', () => {
  it.each([
    ['ad.nl', '/', '/pages/ad/consumer'],
    ['abonnement.ad.nl', '/digitaal', '/pages/ad/consumer/digitaal'],
    ['www.volkskrant.nl', '/studenten/bestellen', '/pages/vk/visit/consumer/studenten/bestellen'],
    ['www.volkskrant.nl', '/studenten', '/pages/vk/consumer/studenten'],
    ['www.volkskrant.nl', '/zakelijk', '/pages/vk/business/zakelijk'],
    // A title sold as a brand of its own sits in its seller's chrome (don's pages are all per visitor: the region
    // notice).
    ['www.donaldduck.nl', '/katrien-duck', '/pages/don/visit/seller-katri/katrien-duck'],
    ['www.donaldduck.nl', '/donald-duck-junior/bestellen', '/pages/don/visit/seller-ddj/donald-duck-junior/bestellen'],
    ['flairmagazine.nl', '/', '/pages/flr/consumer'],
    ['veronicatv.nl', '/specials', '/pages/vero/consumer/specials'],
    ['vk.localhost', '/digitaal', '/pages/vk/consumer/digitaal'],
    ['www.don.localhost', '/katrien-duck/bestellen', '/pages/don/visit/seller-katri/katrien-duck/bestellen'],
    ['bdon.localhost', '/', '/pages/bdon/visit/consumer'],
    ['unknown.example', '/', '/pages/dpg/consumer'],
    ['127.0.0.1', '/bestellen', '/pages/dpg/visit/consumer/bestellen'],
    ['127.0.0.1', '/specials', '/pages/dpg/consumer/specials'],
    ['ad.nl', '/ad-puzzelboek/bestellen', '/pages/ad/visit/consumer/ad-puzzelboek/bestellen'],
    ['ad.nl', '/bedankt', '/pages/ad/visit/consumer/bedankt'],
    // Misses: the brand's 404 (no route matches /missing), never another brand's page.
    ['lib.localhost', '/digitaal', '/missing/lib'],
    ['libelle.nl', '/zakelijk', '/missing/lib'],
    ['ad.nl', '/vk/digitaal', '/missing/ad'],
    ['ad.nl', '/foo', '/missing/ad'],
    ['ad.nl', '/studenten/x', '/missing/ad'],
    // docs/rules/02-routes-and-layout.md: only the first dynamic route lowercases its specialProduct, so this one fails
    // its check and is the brand's 404, not a redirect.
    ['ad.nl', '/AD-Puzzelboek/bestellen', '/missing/ad'],
    ['www.donaldduck.nl', '/KATRIEN-DUCK/bestellen', '/missing/don'],
    // The health pages sit outside host routing (load balancers, start scripts, the benchmark's bare pages).
    ['ad.nl', '/healthz', '/healthz'],
    ['ad.nl', '/healthz/ready', '/healthz/ready'],
    ['ad.nl', '/healthzz', '/missing/ad'],
    // Route handlers (the content webhook) answer on every host.
    ['ad.nl', '/api/storyblok/webhook', '/api/storyblok/webhook'],
    // So do the repository's images (docs/adr/0036); a page of that name would be routed, and is none.
    ['ad.nl', '/assets/voorbeeld.png', '/assets/voorbeeld.png'],
    ['ad.nl', '/assets', '/missing/ad'],
    // The internal prefixes are not reachable by their own path: every page path is routed by the brand's route table.
    ['ad.nl', '/shop/vk/digitaal', '/missing/ad'],
    ['ad.nl', '/missing/vk/x', '/missing/ad'],
    // A dot segment typed as %2e%2e climbs nowhere: the visitor's path is no part of the internal one.
    ['ad.nl', '/%2e%2e/pages/vk/consumer/digitaal', '/missing/ad'],
    ['ad.nl', '/foo/%2E%2e/%2e%2e/pages/ad/visit/consumer', '/missing/ad'],
    ['ad.nl', '/pages/vk/consumer/digitaal', '/missing/ad'],
    ['unknown.example', '/pages/vk/visit/consumer/bestellen', '/missing/dpg'],
  ])('%s%s -> %s', async (host, path, expected) => {
    expect(await local({ host, path })).toBe(expected);
    expect(await production({ host, path })).toBe(expected);
  });

  it('honours the brandcode query outside production only, lowercased', async () => {
    expect(await local({ host: 'ad.nl', path: '/digitaal', query: { brandcode: 'VK' } })).toBe(
      '/pages/vk/consumer/digitaal',
    );
    expect(await production({ host: 'ad.nl', path: '/digitaal', query: { brandcode: 'VK' } })).toBe(
      '/pages/ad/consumer/digitaal',
    );
    expect(await local({ host: 'ad.nl', path: '/', query: { brandcode: 'zzz' } })).toBe('/missing/unknown-brand');
    expect(await production({ host: 'ad.nl', path: '/', query: { brandcode: 'zzz' } })).toBe('/pages/ad/consumer');
  });

  // docs/rules/06-roles.md: 'Crawlers (by user agent) get no error page', for a missing brand as for a missing page.
  it('answers a crawler asking for an unknown brandcode the minimal 404, as on a brand’s missing page', async () => {
    const googlebot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    for (const path of ['/', '/digitaal', '/foo_bar/x/y']) {
      expect(await local({ host: 'ad.nl', path, query: { brandcode: 'zzz' }, headers: googlebot }), path).toBe(
        '404 null',
      );
    }
    expect(await local({ host: 'ad.nl', path: '/bestaat-niet', headers: googlebot })).toBe('404 null');
    // Production honours no brandcode: the brand's page.
    expect(await production({ host: 'ad.nl', path: '/', query: { brandcode: 'zzz' }, headers: googlebot })).toBe(
      '/pages/ad/consumer',
    );
  });

  it('gives a crawler the minimal 404 with the spec’s text for a missing brand', async () => {
    const proxy = await proxyIn('local');
    const response = await proxy(
      new NextRequest('http://ad.nl/?brandcode=zzz', {
        headers: {
          host: 'ad.nl',
          'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
        },
      }),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('404 Page Not Found\n');
  });

  it('routes every page of every brand, by each of its hosts, to its page (prerendered or per visitor)', async () => {
    for (const code of codes) {
      const hosts = [`${code}.localhost`, ...BRANDS[code].hosts.flatMap((host) => [host, `abonnement.${host}`])];
      for (const { path } of ROUTES[code]) {
        for (const host of hosts) expect(await local({ host, path }), `${host}${path}`).toBe(internal(code, path));
        expect(await local({ host: 'x.example', path, query: { brandcode: code } })).toBe(internal(code, path));
      }
    }
  });

  it('sends every fixed page a brand lacks to its 404', async () => {
    const everyFixed = routesFor({ type: 'paper', digital: true, specials: [] }).map((route) => route.path);
    for (const code of codes) {
      const own = new Set<string>(ROUTES[code].map((route) => route.path));
      for (const path of everyFixed.filter((p) => !own.has(p))) {
        expect(await local({ host: `${code}.localhost`, path })).toBe(`/missing/${code}`);
      }
    }
  });

  // One rule serves every brand with the same pages (cli/generate/render.ts): a page of another brand, a special
  // or its order page, must still be this brand's 404, on its domain as on .localhost.
  it('sends every page of any other brand that a brand lacks, specials included, to its 404', async () => {
    const everyPath = [...new Set(codes.flatMap((code) => ROUTES[code].map((route) => route.path)))];
    for (const code of codes) {
      const own = new Set<string>(ROUTES[code].map((route) => route.path));
      const hosts = [`${code}.localhost`, ...BRANDS[code].hosts.slice(0, 1)];
      for (const path of everyPath.filter((p) => !own.has(p))) {
        for (const host of hosts) expect(await production({ host, path }), `${host}${path}`).toBe(`/missing/${code}`);
      }
    }
  });

  it('matches the host table and resolveBrand for every domain', async () => {
    for (const [domain, code] of HOSTS) expect(await local({ host: domain, path: '/' })).toBe(internal(code, '/'));
  });
});

describe('pages for one visitor: rendered per request, never another page', () => {
  it.each(VISITOR_QUERY_KEYS)('the %s query sends an allowed page to its per-visitor twin', async (key) => {
    expect(await local({ host: 'ad.nl', path: '/digitaal', query: { [key]: 'x' } })).toBe(
      '/pages/ad/visit/consumer/digitaal',
    );
    expect(await production({ host: 'ad.nl', path: '/', query: { [key]: 'x' } })).toBe('/pages/ad/visit/consumer');
    expect(await local({ host: 'ad.nl', path: '/zakelijk', query: { [key]: 'x' } })).toBe(
      '/pages/ad/visit/business/zakelijk',
    );
  });

  it.each(VISITOR_COOKIE_NAMES)('the %s cookie does too', async (name) => {
    expect(await local({ host: 'vk.localhost', path: '/studenten/bestellen', cookies: { [name]: 'x' } })).toBe(
      '/pages/vk/visit/consumer/studenten/bestellen',
    );
  });

  it('keeps misses on the 404 and tracking-only queries on the prerendered page', async () => {
    expect(await local({ host: 'ad.nl', path: '/foo', query: { mid: 'CAM-AB12CD' } })).toBe('/missing/ad');
    expect(await local({ host: 'lib.localhost', path: '/digitaal', query: { mid: 'CAM-AB12CD' } })).toBe(
      '/missing/lib',
    );
    expect(await local({ host: 'ad.nl', path: '/', query: { utm_source: 'x' } })).toBe('/pages/ad/consumer');
    // gift has a flow of its own (the shop window's gifts): the visitor's page, not a tracking query.
    expect(await local({ host: 'ad.nl', path: '/', query: { utm_source: 'x', gift: 'true' } })).toBe(
      '/pages/ad/visit/consumer',
    );
    // A mid alone is no visitor's own: the proxy names its key (below), or it is the prerendered page.
    expect(await local({ host: 'ad.nl', path: '/', query: { mid: 'CAM-AB12CD' } })).toBe('/pages/ad/consumer');
  });

  it('keeps the internal pages unreachable by their own path', async () => {
    expect(await local({ host: 'ad.nl', path: '/visit/ad/digitaal' })).toBe('/missing/ad');
    expect(await local({ host: 'ad.nl', path: '/visit/ad', query: { mid: 'CAM-AB12CD' } })).toBe('/missing/ad');
    expect(await local({ host: 'ad.nl', path: '/ad/visit/consumer/digitaal' })).toBe('/missing/ad');
    expect(await local({ host: 'ad.nl', path: '/pages/ad/consumer.eyJ4IjoxfQ/digitaal' })).toBe('/missing/ad');
    expect(await local({ host: 'ad.nl', path: '/pages/ad/visit/consumer/bestellen', query: { leadId: 'x' } })).toBe(
      '/missing/ad',
    );
  });
});

describe('shared pages with a key of their own (docs/adr/0007)', () => {
  // CAM-ZOMER1 is a campaign the local front office knows; the key is the proxy's, from the request alone.
  const campaign = { mid: 'CAM-ZOMER1' };
  it('puts an allowed page in the key of its campaign, one key for the chrome’s pages', async () => {
    const home = await production({ host: 'ad.nl', path: '/', query: campaign });
    expect(home).toMatch(/^\/pages\/ad\/consumer\.[A-Za-z0-9_-]+$/);
    expect(await local({ host: 'ad.nl', path: '/digitaal', query: campaign })).toBe(`${home}/digitaal`);
    expect(await local({ host: 'ad.nl', path: '/zakelijk', query: campaign })).toMatch(
      /^\/pages\/ad\/business\.[A-Za-z0-9_-]+\/zakelijk$/,
    );
  });

  it('never keys a miss, a visitor’s own page or a per-visitor brand, and a sender cannot name a key', async () => {
    expect(await local({ host: 'ad.nl', path: '/foo', query: campaign })).toBe('/missing/ad');
    expect(await local({ host: 'ad.nl', path: '/bestellen', query: campaign })).toBe(
      '/pages/ad/visit/consumer/bestellen',
    );
    expect(await local({ host: 'ad.nl', path: '/', query: { ...campaign, leadId: 'x' } })).toBe(
      '/pages/ad/visit/consumer',
    );
    expect(await local({ host: 'don.localhost', path: '/', query: campaign })).toBe('/pages/don/visit/consumer');
    for (const forged of [
      'visit',
      'consumer',
      'consumer./x',
      '../vk',
      'consumer.a/b',
      'business.<x>',
      'consumer.WyJDQU0tWk9NRVIxIl0',
    ]) {
      expect(await local({ host: 'ad.nl', path: '/', headers: { 'x-shop-page-key': forged } }), forged).toBe(
        '/pages/ad/consumer',
      );
    }
  });
});
