import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandCode } from '../../../brands/generated/brands.ts';
import { ROUTES } from '../../../brands/generated/routes.ts';
import { productionOrigin } from '../../../domain/seo/canonical.ts';
import { robotsTxt } from '../../../domain/seo/robots.ts';
import { sitemapEntries, sitemapXml } from '../../../domain/seo/sitemap.ts';

const CODES = Object.keys(BRANDS) as BrandCode[];
const SEVERAL_DOMAINS = CODES.filter((code) => BRANDS[code].hosts.length > 1);
const NO_DOMAIN = CODES.filter((code) => BRANDS[code].domain === '');
const INDEXABLE = new Set(['index', 'digitaal', 'specials', 'zakelijk', 'studenten', 'specialProduct']);

const robotsOf = (code: BrandCode, production: boolean, host: string = BRANDS[code].domain) =>
  robotsParser(`https://${host}/robots.txt`, robotsTxt({ production, origin: productionOrigin(BRANDS[code]) }));

describe('robots.txt per host and environment (domain/seo/robots.ts)', () => {
  it('covers brands with several domains and without one', () => {
    expect(SEVERAL_DOMAINS.length).toBeGreaterThan(0);
    expect(NO_DOMAIN.length).toBeGreaterThan(0);
  });

  it.each(CODES.filter((code) => BRANDS[code].domain !== ''))('%s: production lets crawlers in', (code) => {
    for (const host of BRANDS[code].hosts) {
      const robots = robotsOf(code, true, host);
      expect(robots.isAllowed(`https://${host}/`, 'Googlebot')).toBe(true);
      expect(robots.isAllowed(`https://${host}/digitaal`, 'Bingbot')).toBe(true);
      expect(robots.isAllowed(`https://${host}/api/tag-manager`, 'Googlebot')).toBe(false);
      // Every host of the brand names the main domain's sitemap, where every canonical address is.
      expect(robots.getSitemaps()).toEqual([`https://${BRANDS[code].domain}/sitemap.xml`]);
    }
  });

  it.each(CODES)('%s: every other environment keeps crawlers out, and names no sitemap', (code) => {
    const host = BRANDS[code].domain || 'acc.example.nl';
    const robots = robotsOf(code, false, host);
    expect(robots.isAllowed(`https://${host}/`, 'Googlebot')).toBe(false);
    expect(robots.isDisallowed(`https://${host}/digitaal`, 'AnyBot')).toBe(true);
    expect(robots.getSitemaps()).toEqual([]);
  });

  it.each(NO_DOMAIN)('%s: a brand without a domain keeps crawlers out in production too', (code) => {
    const robots = robotsOf(code, true, 'shop.example.nl');
    expect(robots.isAllowed('https://shop.example.nl/', 'Googlebot')).toBe(false);
    expect(robots.getSitemaps()).toEqual([]);
  });
});

describe('the sitemap (domain/seo/sitemap.ts)', () => {
  it.each(CODES.filter((code) => BRANDS[code].domain !== ''))('%s: exactly its indexable routes', (code) => {
    const brand = BRANDS[code];
    const entries = sitemapEntries(brand, ROUTES[code], () => '2026-11-22T08:30:00.000Z');
    const expected = ROUTES[code].filter((route) => INDEXABLE.has(route.name)).map((route) => route.path);
    expect(entries.map((entry) => new URL(entry.loc).pathname)).toEqual(expected);
    for (const entry of entries) {
      const url = new URL(entry.loc);
      expect(url.origin).toBe(`https://${brand.domain}`);
      expect(url.search).toBe('');
      expect(entry.lastmod).toBe('2026-11-22T08:30:00Z');
    }
    // Its special products' pages, never their order pages.
    for (const special of brand.specials) {
      expect(entries.map((entry) => entry.loc)).toContain(`https://${brand.domain}/${special.slug}`);
      expect(entries.map((entry) => entry.loc)).not.toContain(`https://${brand.domain}/${special.slug}/bestellen`);
    }
  });

  it.each(NO_DOMAIN)('%s: a brand without a domain has none', (code) => {
    expect(sitemapEntries(BRANDS[code], ROUTES[code], () => '2026-11-22T08:30:00.000Z')).toEqual([]);
  });

  it.each([
    ['an ISO time', '2026-11-22T08:30:15.123Z', '2026-11-22T08:30:15Z'],
    ['Storyblok’s stand-in’s spelling', '2026-11-22 08:30', expect.stringMatching(/^2026-11-22T\d\d:30:00Z$/)],
    ['never published', null, undefined],
    ['no date', 'gisteren', undefined],
  ])('lastmod from the story’s publication: %s', (_case, published, lastmod) => {
    const [entry] = sitemapEntries(BRANDS.ad, ROUTES.ad.slice(0, 1), () => published);
    expect(entry?.lastmod).toEqual(lastmod);
  });

  it('is the sitemaps.org XML, escaped', () => {
    const xml = sitemapXml([{ loc: 'https://ad.nl/a&b', lastmod: '2026-11-22T08:30:00Z' }, { loc: 'https://ad.nl/' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://ad.nl/a&amp;b</loc><lastmod>2026-11-22T08:30:00Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://ad.nl/</loc></url>');
  });
});
