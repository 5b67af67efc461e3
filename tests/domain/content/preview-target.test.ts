import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../brands/generated/brands.ts';
import { ROUTES } from '../../../brands/generated/routes.ts';
import { previewTarget, type PreviewCatalog } from '../../../domain/content/preview-target.ts';
import { previewHost } from '../../../domain/public-origin.ts';

const CODES = Object.keys(BRANDS) as (keyof typeof BRANDS)[];
/** The stories brands have of their own, as the stand-in space has a few of them. */
const OWN = new Set(['ad/home', 'ad/digitaal', 'vk/home', 'vk/digitaal', 'ad/menu', 'hl/digitaal']);
const catalog: PreviewCatalog = {
  brands: CODES,
  routes: (code) => ROUTES[code as keyof typeof ROUTES],
  ownsStory: (code, slug) => OWN.has(`${code}/${slug}`),
};
const firstWith = (path: string) => CODES.find((code) => ROUTES[code].some((route) => route.path === path))!;
const firstFallingBackWith = (path: string, slug: string) =>
  CODES.find((code) => ROUTES[code].some((route) => route.path === path) && !OWN.has(`${code}/${slug}`))!;

describe('previewTarget: the page that shows a story in the visual editor (docs/adr/0029)', () => {
  it.each<[string, string, string | undefined, object]>([
    [
      'a brand’s home',
      'ad/home',
      undefined,
      { brand: 'ad', path: '/', folder: 'ad', slug: 'home', chrome: undefined, choices: [] },
    ],
    ['a brand’s page', 'vk/digitaal', undefined, { brand: 'vk', path: '/digitaal', chrome: undefined }],
    ['as Storyblok appends it, slashes around', '/vk/digitaal/', undefined, { brand: 'vk', path: '/digitaal' }],
    ['a two-part route', 'vk/studenten-bestellen', undefined, { brand: 'vk', path: '/studenten/bestellen' }],
    ['a special page', 'ad/ad-puzzelboek', undefined, { brand: 'ad', path: '/ad-puzzelboek' }],
    [
      'a special’s order page',
      'ad/ad-puzzelboek-bestellen',
      undefined,
      { brand: 'ad', path: '/ad-puzzelboek/bestellen' },
    ],
    ['a brand’s chrome story: on its home page', 'ad/menu', undefined, { brand: 'ad', path: '/', chrome: 'menu' }],
    ['a brand’s top bar', 'tr/communicatie', undefined, { brand: 'tr', path: '/', chrome: 'communicatie' }],
    [
      'a group page: a brand whose visitors see it',
      'group/digitaal',
      undefined,
      { brand: firstFallingBackWith('/digitaal', 'digitaal'), path: '/digitaal', folder: 'group' },
    ],
    ['a group page, the brand the editor picked', 'group/digitaal', 'hl', { brand: 'hl', path: '/digitaal' }],
    [
      'a group page, a picked brand without the page: the default',
      'group/zakelijk',
      'lib',
      { brand: firstWith('/zakelijk'), path: '/zakelijk' },
    ],
    [
      'a group chrome story: the first brand without its own',
      'group/menu',
      undefined,
      { brand: CODES.find((code) => code !== 'ad'), path: '/', chrome: 'menu' },
    ],
    ['the group home', 'group/home', undefined, { brand: CODES.find((code) => !OWN.has(`${code}/home`)), path: '/' }],
  ])('%s: %s', (_, fullSlug, chosen, expected) => {
    expect(previewTarget(fullSlug, catalog, chosen)).toMatchObject({ kind: 'page', ...expected });
  });

  it('offers every brand that can show a group story, those whose visitors see it first', () => {
    const target = previewTarget('group/digitaal', catalog);
    const showing = CODES.filter((code) => ROUTES[code].some((route) => route.path === '/digitaal'));
    expect(target.kind === 'page' && target.choices).toEqual([
      ...showing.filter((code) => !OWN.has(`${code}/digitaal`)),
      ...showing.filter((code) => OWN.has(`${code}/digitaal`)),
    ]);
    expect(target.kind === 'page' && target.choices.slice(-3)).toEqual(['ad', 'hl', 'vk']);
  });

  it.each<[string, string, RegExp]>([
    ['a brand without the page', 'lib/zakelijk', /brand lib has no page that shows the story “zakelijk”/],
    ['a special of another brand', 'vk/ad-puzzelboek', /brand vk has no page/],
    ['a story no page shows', 'ad/nieuwsbrief', /brand ad has no page/],
    ['a group story no brand shows', 'group/nieuwsbrief', /no brand has a page that shows the group story/],
    ['an unknown folder', 'xx/home', /“xx” is no brand’s folder/],
    ['a folder alone', 'ad', /is not a story of the shop’s space/],
    ['a deeper path', 'ad/specials/extra', /is not a story/],
    ['traversal', 'ad/../vk/home', /is not a story/],
    ['encoded traversal', 'ad/%2e%2e', /is not a story/],
    ['capitals (Storyblok’s slugs are lowercase)', 'AD/Home', /is not a story/],
    ['markup', 'ad/<script>', /is not a story/],
    ['empty', '', /is not a story/],
    ['a very long path', `ad/${'x'.repeat(5000)}`, /is not a story/],
  ])('%s: unknown, with the reason', (_, fullSlug, reason) => {
    const target = previewTarget(fullSlug, catalog);
    expect(target.kind).toBe('unknown');
    expect(target.kind === 'unknown' && target.reason).toMatch(reason);
    expect(target.kind === 'unknown' && target.reason.length).toBeLessThan(200);
  });
});

describe('previewHost: the brand’s host in the preview URL’s environment', () => {
  const REGISTERED = ['ad.nl', 'volkskrant.nl', 'hln.be'];
  const vk = { code: 'vk', domain: 'volkskrant.nl' };
  const kiosk = { code: 'kiosk', domain: '' };
  it.each<[string, { code: string; domain: string }, string | undefined, boolean, object]>([
    [
      'a local run: <code>.localhost, the same port',
      vk,
      'localhost:3000',
      false,
      { host: 'vk.localhost:3000', brandcode: undefined },
    ],
    ['from another brand’s local host', vk, 'ad.localhost:3000', false, { host: 'vk.localhost:3000' }],
    ['a brand without a domain, locally too', kiosk, 'localhost:3000', false, { host: 'kiosk.localhost:3000' }],
    ['production, on a brand’s host', vk, 'ad.nl', true, { host: 'volkskrant.nl', brandcode: undefined }],
    ['acceptance: the prefix kept', vk, 'acc.ad.nl', false, { host: 'acc.volkskrant.nl' }],
    ['the longest registered domain wins', vk, 'shop.acc.hln.be:8443', false, { host: 'shop.acc.volkskrant.nl:8443' }],
    [
      'any other host outside production: the same, with the brandcode',
      vk,
      'preview.example.org',
      false,
      { host: 'preview.example.org', brandcode: 'vk' },
    ],
    ['an address outside production', vk, '127.0.0.1:3000', false, { host: '127.0.0.1:3000', brandcode: 'vk' }],
    [
      'any other host in production: the brand’s domain',
      vk,
      'preview.example.org',
      true,
      { host: 'volkskrant.nl', brandcode: undefined },
    ],
    [
      'a brand without a domain outside production',
      kiosk,
      'acc.ad.nl',
      false,
      { host: 'acc.ad.nl', brandcode: 'kiosk' },
    ],
  ])('%s', (_, brand, host, production, expected) => {
    expect(previewHost(brand, { host, production }, REGISTERED)).toEqual({
      kind: 'host',
      brandcode: undefined,
      ...expected,
    });
  });

  it.each<[string, { code: string; domain: string }, string | undefined]>([
    ['a brand without a domain, in production', kiosk, 'ad.nl'],
    ['no host', vk, undefined],
    ['a malformed host', vk, 'a b'],
  ])('%s: none, with the reason', (_, brand, host) => {
    expect(previewHost(brand, { host, production: true }, REGISTERED)).toMatchObject({
      kind: 'none',
      reason: expect.any(String),
    });
  });
});
