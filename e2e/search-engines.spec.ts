import { expect, test } from '@playwright/test';
import robotsParser from 'robots-parser';
import { ON_LOCAL_STAND_INS, startServer } from '../site/scripts/server.mjs';
import { BRANDS, type BrandCode } from './fleet.ts';
import { getWithHost } from './http.ts';

/*
 * A crawler's view of the fleet (domain/seo/): the build the other specs test, started with production's settings,
 * read as a search engine reads it. Each brand's robots.txt (parsed with robots-parser) names its sitemap; every URL
 * the sitemap lists, on the brand's domain, is fetched through the site at the brand's <code>.localhost host (as
 * e2e/fleet.ts reaches a brand): 200, a canonical equal to the listed URL, no noindex, no query. The test server's
 * own environment (test) keeps crawlers out and says noindex on every answer.
 */

const CRAWLER = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
const CODES = (Object.keys(BRANDS) as BrandCode[]).filter((code) => BRANDS[code].domain !== '');
const NO_DOMAIN = (Object.keys(BRANDS) as BrandCode[]).filter((code) => BRANDS[code].domain === '');

type Server = Awaited<ReturnType<typeof startServer>>;
let production: Server | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Production on this machine runs on the local stand-ins only with its loud escape (site/production-settings.ts).
  production = await startServer({
    appEnv: 'production',
    stdio: 'ignore',
    extraEnv: { CI: '', ...ON_LOCAL_STAND_INS },
  });
});

test.afterAll(async () => {
  await production?.stop();
});

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const robotsMetaOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];

test('every brand’s robots.txt lets crawlers in and names a sitemap whose every URL is an indexable page', async () => {
  test.setTimeout(600_000);
  expect(CODES.length).toBeGreaterThan(40);
  for (const code of CODES) {
    const host = `${code}.localhost`;
    const robotsAnswer = await getWithHost(host, '/robots.txt', production!.port, CRAWLER);
    expect(robotsAnswer.status, code).toBe(200);
    expect(robotsAnswer.headers['x-robots-tag'], code).toBeUndefined();
    const origin = `https://${BRANDS[code].domain}`;
    const robots = robotsParser(`${origin}/robots.txt`, robotsAnswer.body);
    expect(robots.isAllowed(`${origin}/`, 'Googlebot'), code).toBe(true);
    expect(robots.getSitemaps(), code).toEqual([`${origin}/sitemap.xml`]);

    const sitemap = await getWithHost(host, '/sitemap.xml', production!.port, CRAWLER);
    expect(sitemap.status, code).toBe(200);
    expect(sitemap.headers['content-type'], code).toContain('xml');
    expect(sitemap.headers['cache-control'], code).toContain('s-maxage=');
    const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(urls.length, code).toBeGreaterThan(0);
    expect(urls, code).toContain(`${origin}/`);
    for (const url of urls) {
      const listed = new URL(url);
      expect(listed.origin, url).toBe(origin);
      expect(listed.search, url).toBe('');
      expect(robots.isAllowed(url, 'Googlebot'), url).toBe(true);
      const page = await getWithHost(host, listed.pathname, production!.port, CRAWLER);
      expect(page.status, url).toBe(200);
      expect(canonicalOf(page.body), url).toBe(url);
      expect(robotsMetaOf(page.body) ?? '', url).not.toContain('noindex');
      expect(page.headers['x-robots-tag'] ?? '', url).not.toContain('noindex');
      expect(page.body, url).toContain(`<meta property="og:url" content="${url}"/>`);
      expect(page.body, url).toMatch(/<meta property="og:image:width" content="1200"\/>/);
    }
  }
});

test('the pages a sitemap leaves out say noindex: order, thank-you, a lead’s page', async () => {
  for (const [path, query] of [
    ['/bestellen', ''],
    ['/bedankt', ''],
    ['/', '?leadId=L-12345'],
  ] as const) {
    const page = await getWithHost('ad.localhost', `${path}${query}`, production!.port, CRAWLER);
    expect(robotsMetaOf(page.body), path).toContain('noindex');
    expect(canonicalOf(page.body), path).toBe(`https://ad.nl${path}`);
  }
});

test('the canonical carries no campaign, lead or tracking parameter', async () => {
  const query = '?mid=CAM-ZOMER1&otag=x&utm_campaign=zomer&utm_source=nieuwsbrief';
  const page = await getWithHost('vk.localhost', `/digitaal${query}`, production!.port, CRAWLER);
  expect(page.status).toBe(200);
  expect(canonicalOf(page.body)).toBe('https://volkskrant.nl/digitaal');
});

test('a brand without a domain has no sitemap, and its robots.txt keeps crawlers out', async () => {
  expect(NO_DOMAIN.length).toBeGreaterThan(0);
  for (const code of NO_DOMAIN) {
    const host = `${code}.localhost`;
    const robots = await getWithHost(host, '/robots.txt', production!.port, CRAWLER);
    expect(robotsParser(`http://${host}/robots.txt`, robots.body).isAllowed(`http://${host}/`, 'Googlebot')).toBe(
      false,
    );
    expect((await getWithHost(host, '/sitemap.xml', production!.port, CRAWLER)).status, code).toBe(404);
  }
});

test('every brand’s card picture is a PNG at the card’s size', async () => {
  for (const code of CODES) {
    const answer = await getWithHost(`${code}.localhost`, `/assets/social/${code}.png`, production!.port, CRAWLER);
    expect(answer.status, code).toBe(200);
    expect(answer.headers['content-type'], code).toBe('image/png');
  }
});

test('outside production robots.txt keeps every crawler out and every answer says noindex', async () => {
  for (const code of ['ad', 'hl', 'vero'] as const) {
    const host = `${code}.localhost`;
    const robots = await getWithHost(host, '/robots.txt', undefined, CRAWLER);
    expect(robots.status).toBe(200);
    expect(robots.headers['x-robots-tag']).toBe('noindex');
    const parsed = robotsParser(`http://${host}/robots.txt`, robots.body);
    expect(parsed.isAllowed(`http://${host}/`, 'Googlebot')).toBe(false);
    expect(parsed.getSitemaps()).toEqual([]);
    for (const path of ['/', '/sitemap.xml', '/bestellen', '/niet-bestaand', '/healthz'])
      expect((await getWithHost(host, path, undefined, CRAWLER)).headers['x-robots-tag'], path).toBe('noindex');
  }
});
