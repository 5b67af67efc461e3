import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../brands/generated/brands.ts';
import { BRANDCODE_HEADER } from '../../domain/brand-resolution.ts';
import { hostRewrites } from '../../brands/generated/host-rewrites.mjs';
import { HOSTS } from '../../brands/generated/hosts.ts';
import { ROUTES } from '../../brands/generated/routes.ts';
import { routesFor } from '../../domain/routes.ts';
import { chromeOf, PAGE_KEY_HEADER } from '../../domain/page-key.ts';
import { PER_VISITOR_BRANDS, PER_VISITOR_ROUTES, VISITOR_COOKIE_NAMES, VISITOR_QUERY_KEYS } from '../../domain/visitor-state.ts';
import { rewriteChain } from './next-rewrite-chain.ts';

// One set of rules for every environment: outside production the proxy adds its header to a brandcode request.
const chain = rewriteChain(hostRewrites());
const production = chain;
const local: typeof chain = (request) => chain({ ...request, headers: { ...request.headers, ...(request.query?.brandcode !== undefined ? { [BRANDCODE_HEADER]: 'honoured' } : {}) } });
const codes = Object.keys(BRANDS) as (keyof typeof BRANDS)[];
const routeOf = (code: string, path: string) => ROUTES[code as keyof typeof ROUTES].find((route) => route.path === path)!;
const rest = (path: string) => (path === '/' ? '' : path);
// The shared page of a route: in its chrome's anonymous key (domain/page-key.ts).
const prerendered = (code: string, path: string) => `/pages/${code}/${chromeOf(routeOf(code, path))}${rest(path)}`;
// Every page of a per-visitor brand (don, dat, bdon, bdan: the region notice) and every order and thank-you page is
// rendered per request.
const perVisitor = (code: string, path: string) => PER_VISITOR_BRANDS.includes(code) || PER_VISITOR_ROUTES.includes(routeOf(code, path).name);
const internal = (code: string, path: string) =>
  perVisitor(code, path) ? `/pages/${code}/visit/${chromeOf(routeOf(code, path))}${rest(path)}` : prerendered(code, path);

describe('generated host rewrites, run through Next’s own rewrite loop', () => {
  it.each([
    ['ad.nl', '/', '/pages/ad/consumer'],
    ['abonnement.ad.nl', '/digitaal', '/pages/ad/consumer/digitaal'],
    ['www.volkskrant.nl', '/studenten/bestellen', '/pages/vk/visit/consumer/studenten/bestellen'],
    ['www.volkskrant.nl', '/studenten', '/pages/vk/consumer/studenten'],
    ['www.volkskrant.nl', '/zakelijk', '/pages/vk/business/zakelijk'],
    // A title sold as a brand of its own sits in its seller's chrome (don's pages are all per visitor: the region notice).
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
    ['lib.localhost', '/digitaal', '/missing/lib/digitaal'],
    ['libelle.nl', '/zakelijk', '/missing/lib/zakelijk'],
    ['ad.nl', '/vk/digitaal', '/missing/ad/vk/digitaal'],
    ['ad.nl', '/foo', '/missing/ad/foo'],
    ['ad.nl', '/studenten/x', '/missing/ad/studenten/x'],
    // The health pages sit outside host routing (load balancers, start scripts, the benchmark's bare pages).
    ['ad.nl', '/healthz', '/healthz'],
    ['ad.nl', '/healthz/ready', '/healthz/ready'],
    ['ad.nl', '/healthzz', '/missing/ad/healthzz'],
    // Route handlers (the content webhook) answer on every host.
    ['ad.nl', '/api/storyblok/webhook', '/api/storyblok/webhook'],
    // The internal prefixes are not reachable by their own path.
    ['ad.nl', '/shop/vk/digitaal', '/missing/unknown-brand/shop/vk/digitaal'],
    ['ad.nl', '/missing/vk/x', '/missing/unknown-brand/missing/vk/x'],
    // Nor is a page's internal path: the later stages' sources name no brand, and only stage 2 produces /pages/.
    ['ad.nl', '/pages/vk/consumer/digitaal', '/missing/ad/pages/vk/consumer/digitaal'],
    ['unknown.example', '/pages/vk/visit/consumer/bestellen', '/missing/dpg/pages/vk/visit/consumer/bestellen'],
  ])('%s%s -> %s', (host, path, expected) => {
    expect(local({ host, path })).toBe(expected);
    expect(production({ host, path })).toBe(expected);
  });

  it('honours the brandcode query outside production only, lowercased', () => {
    expect(local({ host: 'ad.nl', path: '/digitaal', query: { brandcode: 'VK' } })).toBe('/pages/vk/consumer/digitaal');
    expect(production({ host: 'ad.nl', path: '/digitaal', query: { brandcode: 'VK' } })).toBe('/pages/ad/consumer/digitaal');
    expect(local({ host: 'ad.nl', path: '/', query: { brandcode: 'zzz' } })).toBe('/missing/unknown-brand');
    expect(production({ host: 'ad.nl', path: '/', query: { brandcode: 'zzz' } })).toBe('/pages/ad/consumer');
  });

  it('routes every page of every brand, by every host of the brand, to that brand’s page (prerendered or per visitor)', () => {
    for (const code of codes) {
      const hosts = [`${code}.localhost`, ...BRANDS[code].hosts.flatMap((host) => [host, `abonnement.${host}`])];
      for (const { path } of ROUTES[code]) {
        for (const host of hosts) expect(local({ host, path }), `${host}${path}`).toBe(internal(code, path));
        expect(local({ host: 'x.example', path, query: { brandcode: code } })).toBe(internal(code, path));
      }
    }
  });

  it('sends every fixed page a brand lacks to its 404', () => {
    const everyFixed = routesFor({ type: 'paper', digital: true, specials: [] }).map((route) => route.path);
    for (const code of codes) {
      const own = new Set<string>(ROUTES[code].map((route) => route.path));
      for (const path of everyFixed.filter((p) => !own.has(p))) {
        expect(local({ host: `${code}.localhost`, path })).toBe(`/missing/${code}${path}`);
      }
    }
  });

  // One rule serves every brand with the same pages (cli/generate/render.ts): a page of another brand, a special
  // or its order page, must still be this brand's 404, on its domain as on .localhost.
  it('sends every page of any other brand that a brand lacks, specials included, to its 404', () => {
    const everyPath = [...new Set(codes.flatMap((code) => ROUTES[code].map((route) => route.path)))];
    for (const code of codes) {
      const own = new Set<string>(ROUTES[code].map((route) => route.path));
      const hosts = [`${code}.localhost`, ...BRANDS[code].hosts.slice(0, 1)];
      for (const path of everyPath.filter((p) => !own.has(p))) {
        for (const host of hosts) expect(production({ host, path }), `${host}${path}`).toBe(`/missing/${code}${path}`);
      }
    }
  });

  it('matches the host table and resolveBrand for every domain', () => {
    for (const [domain, code] of HOSTS) expect(local({ host: domain, path: '/' })).toBe(internal(code, '/'));
  });
});

describe('pages for one visitor: rendered per request, never another page', () => {
  it.each(VISITOR_QUERY_KEYS)('the %s query sends an allowed page to its per-visitor twin', (key) => {
    expect(local({ host: 'ad.nl', path: '/digitaal', query: { [key]: 'x' } })).toBe('/pages/ad/visit/consumer/digitaal');
    expect(production({ host: 'ad.nl', path: '/', query: { [key]: 'x' } })).toBe('/pages/ad/visit/consumer');
    expect(local({ host: 'ad.nl', path: '/zakelijk', query: { [key]: 'x' } })).toBe('/pages/ad/visit/business/zakelijk');
  });

  it.each(VISITOR_COOKIE_NAMES)('the %s cookie does too', (name) => {
    expect(local({ host: 'vk.localhost', path: '/studenten/bestellen', cookies: { [name]: 'x' } })).toBe('/pages/vk/visit/consumer/studenten/bestellen');
  });

  it('keeps misses on the 404 and tracking-only queries on the prerendered page', () => {
    expect(local({ host: 'ad.nl', path: '/foo', query: { mid: 'CAM-AB12CD' } })).toBe('/missing/ad/foo');
    expect(local({ host: 'lib.localhost', path: '/digitaal', query: { mid: 'CAM-AB12CD' } })).toBe('/missing/lib/digitaal');
    expect(local({ host: 'ad.nl', path: '/', query: { utm_source: 'x' } })).toBe('/pages/ad/consumer');
    // gift has a flow of its own since issue 14 (the shop window's gifts): the visitor's page, no longer a tracking query.
    expect(local({ host: 'ad.nl', path: '/', query: { utm_source: 'x', gift: 'true' } })).toBe('/pages/ad/visit/consumer');
    // A mid alone is no visitor's own: the proxy names its key (below), or it is the prerendered page.
    expect(local({ host: 'ad.nl', path: '/', query: { mid: 'CAM-AB12CD' } })).toBe('/pages/ad/consumer');
  });

  it('keeps the internal pages unreachable by their own path', () => {
    expect(local({ host: 'ad.nl', path: '/visit/ad/digitaal' })).toBe('/missing/ad/visit/ad/digitaal');
    expect(local({ host: 'ad.nl', path: '/visit/ad', query: { mid: 'CAM-AB12CD' } })).toBe('/missing/ad/visit/ad');
    expect(local({ host: 'ad.nl', path: '/ad/visit/consumer/digitaal' })).toBe('/missing/ad/ad/visit/consumer/digitaal');
    expect(local({ host: 'ad.nl', path: '/pages/ad/consumer.eyJ4IjoxfQ/digitaal' })).toBe('/missing/ad/pages/ad/consumer.eyJ4IjoxfQ/digitaal');
    expect(local({ host: 'ad.nl', path: '/pages/ad/visit/consumer/bestellen', query: { leadId: 'x' } })).toBe('/missing/ad/pages/ad/visit/consumer/bestellen');
  });
});

describe('shared pages with a key of their own (docs/adr/0007)', () => {
  const key = 'consumer.WyJDQU0tWk9NRVIxIl0';
  it('puts an allowed page in the key the proxy names', () => {
    expect(local({ host: 'ad.nl', path: '/digitaal', headers: { [PAGE_KEY_HEADER]: key } })).toBe(`/pages/ad/${key}/digitaal`);
    expect(production({ host: 'ad.nl', path: '/', headers: { [PAGE_KEY_HEADER]: key } })).toBe(`/pages/ad/${key}`);
    expect(local({ host: 'ad.nl', path: '/zakelijk', headers: { [PAGE_KEY_HEADER]: 'business.WyJ4Il0' } })).toBe('/pages/ad/business.WyJ4Il0/zakelijk');
  });

  it('never keys a miss, a visitor’s own page or a per-visitor brand, and ignores a header that is no key', () => {
    expect(local({ host: 'ad.nl', path: '/foo', headers: { [PAGE_KEY_HEADER]: key } })).toBe('/missing/ad/foo');
    expect(local({ host: 'ad.nl', path: '/bestellen', headers: { [PAGE_KEY_HEADER]: key } })).toBe('/pages/ad/visit/consumer/bestellen');
    expect(local({ host: 'ad.nl', path: '/', query: { leadId: 'x' }, headers: { [PAGE_KEY_HEADER]: key } })).toBe('/pages/ad/visit/consumer');
    expect(local({ host: 'don.localhost', path: '/', headers: { [PAGE_KEY_HEADER]: key } })).toBe('/pages/don/visit/consumer');
    for (const forged of ['visit', 'consumer', 'consumer./x', '../vk', 'consumer.a/b', 'business.<x>']) {
      expect(local({ host: 'ad.nl', path: '/', headers: { [PAGE_KEY_HEADER]: forged } }), forged).toBe('/pages/ad/consumer');
    }
  });
});
