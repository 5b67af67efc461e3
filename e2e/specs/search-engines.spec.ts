import { expect, firstVisit as test } from '../support/test.ts';
import robotsParser from 'robots-parser';
import type { ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { ON_LOCAL_STAND_INS, startServer } from '../../site/scripts/server.mjs';
import { offersNotShown } from '../../domain/seo/structured-data.ts';
import { BRANDS, type BrandCode } from '../support/fleet.ts';
import { getWithHost } from '../support/http.ts';
import { jsonLdOf, structuredDataErrors } from '../support/structured-data.ts';

/*
 * A crawler's view of the fleet (domain/seo/): the build the other specs test, started with production's settings,
 * read as a search engine reads it. Each brand's robots.txt (parsed with robots-parser) names its sitemap; every URL
 * the sitemap lists, on the brand's domain, is fetched through the site at the brand's <code>.localhost host (as
 * e2e/support/fleet.ts reaches a brand): 200, a canonical equal to the listed URL, no noindex, no query. Every brand's
 * home states its shop window's offers as schema.org JSON-LD (domain/seo/structured-data.ts) that parses, passes the
 * structured-data validator (e2e/support/structured-data.ts) and names only prices the page shows. The test server's
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
  // It renders every brand's pages: at a lower priority than the shared test server, so the specs beside it keep
  // their pages' deadlines, and with a deadline of its own long enough that a slower render is still the whole page
  // (what a crawler reads is under test here, not the deadline: e2e/specs/faults.spec.ts).
  production = await startServer({
    appEnv: 'production',
    stdio: 'ignore',
    extraEnv: { CI: '', PAGE_DEADLINE_MS: '15000', ...ON_LOCAL_STAND_INS },
  });
  const pid = (production.child as ChildProcess).pid;
  if (pid !== undefined) setPriority(pid, 10);
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

test('every brand’s home states its offers as JSON-LD that validates and names the prices it shows', async () => {
  test.setTimeout(600_000);
  for (const code of CODES) {
    const origin = `https://${BRANDS[code].domain}`;
    const page = await getWithHost(`${code}.localhost`, '/', production!.port, CRAWLER);
    expect(page.status, code).toBe(200);
    const items = jsonLdOf(page.body);
    const organizations = items.filter((item) => (item as { '@type'?: unknown })['@type'] === 'Organization');
    expect(organizations, code).toHaveLength(1);
    const organization = organizations[0] as { url: string; logo: string; makesOffer: { url: string }[] };
    expect(organization.url, code).toBe(origin);
    expect(organization.logo, code).toBe(`${origin}/assets/logo/${code}.png`);
    expect(await structuredDataErrors(items), code).toEqual([]);
    expect(offersNotShown(organization, page.body), code).toEqual([]);
    expect(organization.makesOffer.length, code).toBeGreaterThan(0);
    for (const offer of organization.makesOffer) {
      const link = new URL(offer.url);
      expect(link.origin, code).toBe(origin);
      expect(link.searchParams.get('propositionId'), code).toBeTruthy();
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
    // No public address, no seller to name: its shop window states nothing.
    expect(jsonLdOf((await getWithHost(host, '/', production!.port, CRAWLER)).body), code).toEqual([]);
  }
});

test('every brand’s card picture and logo are PNGs', async () => {
  for (const code of CODES) {
    for (const path of [`/assets/social/${code}.png`, `/assets/logo/${code}.png`]) {
      const answer = await getWithHost(`${code}.localhost`, path, production!.port, CRAWLER);
      expect(answer.status, `${code} ${path}`).toBe(200);
      expect(answer.headers['content-type'], `${code} ${path}`).toBe('image/png');
    }
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
