import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../brands/generated/brands.ts';
import { hostRewrites } from '../../brands/generated/host-rewrites.mjs';
import { HOSTS } from '../../brands/generated/hosts.ts';
import { ROUTES } from '../../brands/generated/routes.ts';
import { routesFor } from '../../domain/routes.ts';
import { rewriteChain } from './next-rewrite-chain.ts';

const local = rewriteChain(hostRewrites(true));
const production = rewriteChain(hostRewrites(false));
const codes = Object.keys(BRANDS) as (keyof typeof BRANDS)[];
const internal = (code: string, path: string) => `/${code}${path === '/' ? '' : path}`;

describe('generated host rewrites, run through Next’s own rewrite loop', () => {
  it.each([
    ['ad.nl', '/', '/ad'],
    ['abonnement.ad.nl', '/digitaal', '/ad/digitaal'],
    ['www.volkskrant.nl', '/studenten/bestellen', '/vk/studenten/bestellen'],
    ['flairmagazine.nl', '/', '/flr'],
    ['veronicatv.nl', '/specials', '/vero/specials'],
    ['vk.localhost', '/digitaal', '/vk/digitaal'],
    ['www.don.localhost', '/katrien-duck/bestellen', '/don/katrien-duck/bestellen'],
    ['unknown.example', '/', '/dpg'],
    ['127.0.0.1', '/bestellen', '/dpg/bestellen'],
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
  ])('%s%s -> %s', (host, path, expected) => {
    expect(local({ host, path })).toBe(expected);
    expect(production({ host, path })).toBe(expected);
  });

  it('honours the brandcode query outside production only, lowercased', () => {
    expect(local({ host: 'ad.nl', path: '/digitaal', query: { brandcode: 'VK' } })).toBe('/vk/digitaal');
    expect(production({ host: 'ad.nl', path: '/digitaal', query: { brandcode: 'VK' } })).toBe('/ad/digitaal');
    expect(local({ host: 'ad.nl', path: '/', query: { brandcode: 'zzz' } })).toBe('/missing/unknown-brand');
    expect(production({ host: 'ad.nl', path: '/', query: { brandcode: 'zzz' } })).toBe('/ad');
  });

  it('routes every page of every brand, by every host of the brand, to that brand’s prerendered page', () => {
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

  it('matches the host table and resolveBrand for every domain', () => {
    for (const [domain, code] of HOSTS) expect(local({ host: domain, path: '/' })).toBe(`/${code}`);
  });
});
