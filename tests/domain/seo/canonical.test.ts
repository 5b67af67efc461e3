import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandCode } from '../../../brands/generated/brands.ts';
import { ROUTES } from '../../../brands/generated/routes.ts';
import { specialProductRedirect } from '../../../domain/routes.ts';
import { canonicalUrl, isNonPageQueryKey, NON_PAGE_QUERY_KEYS } from '../../../domain/seo/canonical.ts';

const CODES = Object.keys(BRANDS) as BrandCode[];
const WITH_DOMAIN = CODES.filter((code) => BRANDS[code].domain !== '');

/** Every parameter of the query rules (docs/rules/02-routes-and-layout.md), as a visitor's link carries it. */
const QUERY_RULES: readonly (readonly [key: string, value: string])[] = [
  ['leadId', 'L-123'],
  ['lead_id', 'L-123'],
  ['LEAD_ID', 'L-123'],
  ['mid', 'CAM-ZOMER1'],
  ['group', 'studenten'],
  ['otag', 'sp2kub'],
  ['destinationName', 'digitaal'],
  ['forceGtm', 'true'],
  ['gtm', 'false'],
  ['gift', 'true'],
  ['productCode', 'P1'],
  ['brandcodebe', 'hl'],
  ['flowStep', '2'],
  ['brandcode', 'vk'],
  ['optimizely_force_variation[price_test]', 'b'],
  ['disable_optimizely', 'true'],
  ['optimizely_log', 'debug'],
  ['utm_campaign', 'zomer'],
  ['utm_source', 'nieuwsbrief'],
];

describe('the canonical address (domain/seo/canonical.ts)', () => {
  it('covers brands with a domain, and several domains', () => {
    expect(WITH_DOMAIN.length).toBeGreaterThan(40);
    expect(CODES.filter((code) => BRANDS[code].hosts.length > 1).length).toBeGreaterThan(0);
  });

  it.each(WITH_DOMAIN)('%s: every page is https on the brand’s registered domain and its own path', (code) => {
    const brand = BRANDS[code];
    expect(ROUTES[code].length).toBeGreaterThan(0);
    for (const route of ROUTES[code]) {
      expect(canonicalUrl(brand, route.path)).toBe(`https://${brand.domain}${route.path}`);
    }
  });

  it.each(QUERY_RULES)('?%s=%s never makes another page: listed, and the canonical carries none', (key, value) => {
    expect(isNonPageQueryKey(key)).toBe(true);
    const brand = BRANDS.vk;
    for (const path of ['/', '/digitaal']) {
      const withQuery = `${path}?${new URLSearchParams([[key, value]])}`;
      expect(canonicalUrl(brand, withQuery)).toBe(canonicalUrl(brand, path));
    }
  });

  it('drops every listed key, a hash and a trailing slash', () => {
    const all = new URLSearchParams(NON_PAGE_QUERY_KEYS.map((key) => [key, 'x']));
    expect(canonicalUrl(BRANDS.ad, `/digitaal/?${all}#aanbod`)).toBe('https://ad.nl/digitaal');
    expect(canonicalUrl(BRANDS.ad, '/?mid=CAM-ZOMER1&utm_campaign=x')).toBe('https://ad.nl/');
  });

  it('is the main domain on a brand with several domains', () => {
    const several = CODES.filter((code) => BRANDS[code].hosts.length > 1);
    for (const code of several) expect(canonicalUrl(BRANDS[code], '/')).toBe(`https://${BRANDS[code].domain}/`);
  });

  it('is none for a brand without a domain', () => {
    const none = CODES.filter((code) => BRANDS[code].domain === '');
    expect(none.length).toBeGreaterThan(0);
    for (const code of none) expect(canonicalUrl(BRANDS[code], '/')).toBeUndefined();
  });

  it('a special product’s page and its lowercase redirect agree', () => {
    const specials = WITH_DOMAIN.flatMap((code) =>
      ROUTES[code].filter((route) => route.name === 'specialProduct').map((route) => [code, route.path] as const),
    );
    expect(specials.length).toBeGreaterThan(0);
    for (const [code, path] of specials) {
      const typed = path.toUpperCase();
      const location = specialProductRedirect(BRANDS[code], typed);
      expect(location).toBe(path);
      expect(canonicalUrl(BRANDS[code], location!)).toBe(canonicalUrl(BRANDS[code], path));
    }
  });
});
