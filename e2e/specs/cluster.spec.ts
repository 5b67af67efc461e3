import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { createClient } from 'redis';
import { startCluster } from '../../site/scripts/cluster.mjs';
import { TEST_SECRETS } from '../../site/secret-settings.mjs';
import { Writable } from 'node:stream';
import { createLogger } from '../../monitoring/log.ts';
import { startFrontOfficeServer, type FrontOfficeServer } from '../../stand-ins/front-office/server.ts';
import { expect, test } from '../support/test.ts';
import { BRANDS, PORT, REPRESENTATIVE_BRANDS, ROUTES } from '../support/fleet.ts';
import { fuzz, seedOf } from '../fuzz/fuzz.ts';
import { getWithHost, requestBytesWithHost, requestWithHost } from '../support/http.ts';
import { CDN_ENDPOINT, cdnSpace, withField } from '../support/cdn-stand-in.ts';
import { DUTCH, field, fillOrder, storedOrders, unique } from '../support/ordering.ts';

/*
 * Several instances (docs/architecture.md#several-instances, docs/adr/0011), CI-sized: Redis, two `next start`
 * instances of the test build and nginx in front, as `npm run cluster` starts them, with the front office as one HTTP
 * service (as in production, where every instance calls the same one). Everything on 127.0.0.1, bounded, stopped after
 * the file.
 */
const CLUSTER_PORT = PORT + 40;
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};
const FRONT_OFFICE_DIR = path.resolve(import.meta.dirname, '../../.data/e2e-cluster-front-office');
const REVALIDATE_SECRET = TEST_SECRETS.clusterWebhook;
/**
 * The story listings' lifetime in this cluster: production's five minutes, shortened so a lost webhook heals in a test.
 */
const CONTENT_LIFETIME_SECONDS = 20;
const ORIGINAL_TITLE = 'Actiecode invullen bij Vriendin';
const STAND_IN_DATAFILE = path.resolve(import.meta.dirname, '../../stand-ins/experiments/datafile.json');
/**
 * A load balancer in front of nginx, as production may have one: the tests connect from this loopback address when
 * they play it, and the cluster's instances are told to trust it (TRUSTED_PROXIES), as they trust nginx.
 */
const BALANCER = '127.0.0.3';

let frontOffice: FrontOfficeServer;
let cluster: Awaited<ReturnType<typeof startCluster>>;
/** The front office's JSON log lines (docs/adr/0023), as it would write them to stdout. */
const frontOfficeLog: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(FRONT_OFFICE_DIR, { recursive: true, force: true });
  const destination = new Writable({
    write: (chunk: Buffer, _encoding, done) => (
      frontOfficeLog.push(...chunk.toString().split('\n').filter(Boolean)),
      done()
    ),
  });
  frontOffice = await startFrontOfficeServer({
    port: 0,
    dataDir: FRONT_OFFICE_DIR,
    log: createLogger({ service: 'front-office', destination }),
  });
  cluster = await startCluster({
    port: CLUSTER_PORT,
    appEnv: 'test',
    stdio: 'ignore',
    // Every instance reads content from the test server's CDN stand-in (playwright.config.ts), as production's all read
    // Storyblok.
    extraEnv: {
      CI: '',
      FRONT_OFFICE_URL: frontOffice.url,
      STORYBLOK_REVALIDATE_SECRET: REVALIDATE_SECRET,
      STORYBLOK_ENDPOINT: CDN_ENDPOINT,
      TRUSTED_PROXIES: BALANCER,
      STORYBLOK_CONTENT_LIFETIME_SECONDS: String(CONTENT_LIFETIME_SECONDS),
    },
  });
});

// A failed attempt's evidence, kept before a retry starts the cluster again in an empty run directory: nginx's errors
// and every answer of 500 or more on the console, and the whole logs beside the test's other results.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !cluster) return;
  const runDir = path.dirname(cluster.logs.access);
  const lines = (file: string, keep: (line: string) => boolean) =>
    existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(keep) : [];
  const errors = lines(path.join(runDir, 'nginx-error.log'), (line) => /\[(error|crit|alert|emerg|warn)\]/.test(line));
  const failed = lines(cluster.logs.access, (line) => /"status":5\d\d/.test(line));
  console.error(
    `cluster after the failed attempt: ${errors.length} nginx errors, ${failed.length} answers of 5xx\n${[...errors, ...failed].slice(-40).join('\n')}`,
  );
  cpSync(runDir, testInfo.outputPath('cluster-logs'), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}cache`) && !source.endsWith('.sock'),
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await frontOffice?.close();
});

const instancePage = (index: number, host: string, pathname: string) =>
  getWithHost(host, pathname, cluster.instances[index]!.port, BROWSER);
/** The content webhook, as Storyblok posts it, to one instance. */
const webhook = (index: number, payload: object) =>
  requestWithHost(
    'POST',
    '127.0.0.1',
    `/api/storyblok/webhook?secret=${REVALIDATE_SECRET}`,
    cluster.instances[index]!.port,
    { 'content-type': 'application/json' },
    JSON.stringify(payload),
  );
const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

// First, before any other request warms a page or a decision: the cluster's start resolves once every part is ready
// and warm (docs/adr/0024-metrics-and-readiness.md), so its very first new campaign visitor is decided at the front
// within nginx's decision deadline, and the page kept (a decision past it leaves the page to the instance: BYPASS).
test('once the cluster has started, every instance is ready and the first new campaign visitor through nginx is decided at the front and kept', async () => {
  for (const instance of cluster.instances)
    expect((await getWithHost('127.0.0.1', '/healthz/ready', instance.port)).status, `${instance.port} ready`).toBe(
      200,
    );
  const first = await getWithHost('ad.localhost', `/?mid=CAM-ZOMER1&e2e=first-${Date.now()}`, CLUSTER_PORT, BROWSER);
  expect(first.status).toBe(200);
  expect(first.headers['x-cache'], 'decided at the front, then kept by nginx').toBe('MISS');
  const decisions = seenDecisions(cookiesOf(first.headers).get('shop_exp_seen'));
  expect(decisions.size).toBeGreaterThan(0);
  expect(drawsVariant(first.body, decisions), "the HTML draws the visitor's own variant").toBe(true);
});

test('a story published in the CDN and announced to one instance is served by every instance, and by nginx within the page lifetime', async () => {
  test.setTimeout(120_000);
  const cdn = cdnSpace();
  const throughNginx = () => getWithHost('vri.localhost', '/actie', CLUSTER_PORT, BROWSER);
  try {
    expect(heading((await instancePage(1, 'vri.localhost', '/actie')).body)).toBe(ORIGINAL_TITLE);
    expect(heading((await throughNginx()).body), 'kept by nginx').toBe(ORIGINAL_TITLE);
    const { story } = await cdn.story('vri/actie');
    await cdn.saveDraft('vri/actie', {
      content: withField(story.content, 'promo-code-form', 'title', 'Nieuwe actie bij Vriendin'),
    });
    const payload = await cdn.publish('vri/actie');
    expect(
      heading((await instancePage(1, 'vri.localhost', '/actie')).body),
      'kept in the shared cache until the webhook',
    ).toBe(ORIGINAL_TITLE);
    const answer = await webhook(0, payload);
    const announced = Date.now();
    expect(JSON.parse(answer.body)).toEqual({ revalidated: ['content:vri'] });
    // Next runs a route handler's revalidations just after it has answered (docs/adr/0011): every instance serves the
    // new text within moments of the webhook's answer, not necessarily on the very next request (once in CI, a loaded
    // 2-core run, the other instance's next request came first). A missed revalidation would show for the page's 60 s.
    const served = (index: number, what: string) =>
      expect(async () =>
        expect(heading((await instancePage(index, 'vri.localhost', '/actie')).body), what).toBe(
          'Nieuwe actie bij Vriendin',
        ),
      ).toPass({ timeout: 5_000, intervals: [100] });
    await served(1, 'the other instance');
    await served(0, 'the instance that got the webhook');
    console.log(`both instances served the published text ${Date.now() - announced} ms after the webhook's answer`);
    // nginx has no purge by tag (docs/adr/0011): its copy gives way within the page's s-maxage of 60 s.
    const published = Date.now();
    await expect(async () => expect(heading((await throughNginx()).body)).toBe('Nieuwe actie bij Vriendin')).toPass({
      timeout: 75_000,
      intervals: [2_000],
    });
    console.log(`nginx served the published text ${((Date.now() - published) / 1000).toFixed(0)} s after the webhook`);
  } finally {
    await webhook(1, await cdn.restore('vri/actie'));
  }
  // The restore, announced to the other instance this time. On a loaded machine the first request after it may still
  // read the published text: a second look within seconds is allowed, far inside the 60 s page lifetime a missed
  // revalidation would show.
  await expect(async () =>
    expect(heading((await instancePage(0, 'vri.localhost', '/actie')).body)).toBe(ORIGINAL_TITLE),
  ).toPass({ timeout: 10_000, intervals: [500] });
});

test('a story published in the CDN whose webhook was lost reaches visitors through nginx within the listing lifetime (docs/adr/0029)', async () => {
  test.setTimeout(120_000);
  const cdn = cdnSpace();
  // The order page is every visitor's own: nginx passes it on, so what it shows is what the instances' listing holds.
  const orderHeading = async () =>
    heading((await getWithHost('vri.localhost', '/bestellen', CLUSTER_PORT, BROWSER)).body);
  const original = 'Bestellen bij Vriendin';
  try {
    expect(await orderHeading()).toBe(original);
    const { story } = await cdn.story('vri/bestellen');
    await cdn.saveDraft('vri/bestellen', {
      content: withField(story.content, 'order-form', 'title', 'Bestel Vriendin vandaag'),
    });
    await cdn.publish('vri/bestellen');
    const published = Date.now();
    // No webhook: the listing is read again once its lifetime is over, on the first request after it (in the
    // background: that request still gets the kept one).
    await expect(async () => expect(await orderHeading()).toBe('Bestel Vriendin vandaag')).toPass({
      timeout: (CONTENT_LIFETIME_SECONDS + 15) * 1000,
      intervals: [1_000],
    });
    console.log(
      `nginx served the unannounced change ${((Date.now() - published) / 1000).toFixed(0)} s after the publish (lifetime ${CONTENT_LIFETIME_SECONDS} s)`,
    );
  } finally {
    const payload = await cdn.restore('vri/bestellen');
    await requestWithHost(
      'POST',
      '127.0.0.1',
      `/api/storyblok/webhook?secret=${REVALIDATE_SECRET}`,
      cluster.instances[0]!.port,
      { 'content-type': 'application/json' },
      JSON.stringify(payload),
    );
  }
  await expect(async () => expect(await orderHeading()).toBe(original)).toPass({ timeout: 10_000, intervals: [500] });
});

test("nginx keeps a host's robots.txt and sitemap.xml as a shared page; the content webhook renders the sitemap again", async () => {
  for (const file of ['/robots.txt', '/sitemap.xml']) {
    // A query of its own: a key no earlier request (the warm-up, another case) has put in nginx's cache.
    const url = `${file}?e2e=${Date.now()}`;
    const first = await getWithHost('hl.localhost', url, CLUSTER_PORT, BROWSER);
    const second = await getWithHost('hl.localhost', url, CLUSTER_PORT, BROWSER);
    expect([first.status, first.headers['x-cache']], file).toEqual([200, 'MISS']);
    expect([second.status, second.headers['x-cache']], file).toEqual([200, 'HIT']);
    expect(second.body, file).toBe(first.body);
  }
  // A publication announced to one instance renders the sitemap again on every instance: the page's new date.
  const cdn = cdnSpace();
  const listed = async (index: number) =>
    /<loc>https:\/\/hln\.be\/digitaal<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(
      (await instancePage(index, 'hl.localhost', '/sitemap.xml')).body,
    )?.[1];
  const before = await listed(1);
  expect(before, 'the sitemap lists the page with its last publication').toBeDefined();
  try {
    const payload = await cdn.publish('hl/digitaal');
    const { published_at: published } = (await cdn.published('hl/digitaal')) as { published_at?: string };
    expect(JSON.parse((await webhook(0, payload)).body)).toEqual({ revalidated: ['content:hl'] });
    for (const index of [0, 1])
      await expect(async () =>
        expect(await listed(index), `instance ${index}`).toBe(published?.replace(/\.\d{3}Z$/, 'Z')),
      ).toPass({
        timeout: 5_000,
        intervals: [100],
      });
  } finally {
    await webhook(1, await cdn.restore('hl/digitaal'));
  }
});

test("nginx keeps a shared page, a campaign link with its mid cookie included, and never a visitor's own", async () => {
  const shareable = `/digitaal?mid=CAM-ZOMER1&disable_optimizely=true&e2e=${Date.now()}`;
  const first = await getWithHost('ad.localhost', shareable, CLUSTER_PORT, BROWSER);
  const second = await getWithHost('ad.localhost', shareable, CLUSTER_PORT, BROWSER);
  expect(first.headers['x-cache']).toBe('MISS');
  expect(second.headers['x-cache']).toBe('HIT');
  // Everyone who follows this link gets its mid stored, as from the site itself (docs/rules/04-states-and-flows.md).
  expect(String(second.headers['set-cookie'])).toMatch(/^shop_mid=CAM-ZOMER1;/);
  // A returning visitor's own page (experiments decided by their user id, docs/adr/0021 leaves it to the site): never
  // kept.
  for (let visit = 0; visit < 2; visit += 1) {
    const own = await getWithHost('ad.localhost', '/digitaal?mid=CAM-ZOMER1', CLUSTER_PORT, {
      ...BROWSER,
      cookie: `shop_exp_uid=returning-${visit}`,
    });
    expect(own.headers['x-cache']).not.toBe('HIT');
    expect(String(own.headers['set-cookie'])).toContain('shop_exp_active=');
  }
});

/**
 * An answer's cookies, name -> value; each is set once (twice over, a page's headers once passed nginx's buffer: a
 * 502).
 */
const cookiesOf = (headers: http.IncomingHttpHeaders) => {
  const cookies = ([] as string[])
    .concat(headers['set-cookie'] ?? [])
    .map(
      (cookie) => [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1).split(';')[0]!] as const,
    );
  const names = cookies.map(([name]) => name);
  expect(new Set(names).size, `cookies set more than once: ${names.join(', ')}`).toBe(names.length);
  return new Map(cookies);
};
/**
 * The decisions the seen-decisions cookie tells the page (domain/experiments/seen-cookie.ts): experiment -> variation.
 */
const seenDecisions = (value: string | undefined) =>
  new Map<string, string>((JSON.parse(decodeURIComponent(value ?? '{"d":[]}')) as { d: [string, string][] }).d);
/**
 * The ad brand's phone-number experiment (domain/experiments/variants.ts): its variation_1 draws this number in the
 * first HTML.
 */
const AD_VARIANT_NUMBER = '088 - 0505 101';
const drawsVariant = (html: string, decisions: Map<string, string>) =>
  html.includes(AD_VARIANT_NUMBER) === (decisions.get('phone_number_ad') === 'variation_1');

test("new campaign visitors are decided at the front (docs/adr/0021): spread as the datafile says, each their variant and cookies, mostly from nginx's cache, the same again on return", async () => {
  test.setTimeout(120_000);
  const link = `/?mid=CAM-ZOMER1&e2e=front-${Date.now()}`;
  const visitors = [];
  for (let visitor = 0; visitor < 50; visitor += 1)
    visitors.push(await getWithHost('ad.localhost', link, CLUSTER_PORT, BROWSER));
  const ids = new Set<string>();
  const counts = new Map<string, number>();
  for (const answer of visitors) {
    expect(answer.status).toBe(200);
    const cookies = cookiesOf(answer.headers);
    expect(cookies.get('shop_exp_uid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookies.get('shop_exp_active')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    ids.add(cookies.get('shop_exp_uid')!);
    const decisions = seenDecisions(cookies.get('shop_exp_seen'));
    expect(decisions.size).toBeGreaterThan(2);
    expect(drawsVariant(answer.body, decisions), "the HTML draws the visitor's own variant").toBe(true);
    const variation = decisions.get('phone_number_ad') ?? 'none';
    counts.set(variation, (counts.get(variation) ?? 0) + 1);
  }
  expect(ids.size, 'each visitor their own id').toBe(50);
  // The stand-in datafile splits phone_number_ad 50/50: 50 visitors land 13 to 37 on each (binomial, beyond 3 sigma).
  const datafile = JSON.parse(readFileSync(STAND_IN_DATAFILE, 'utf8')) as {
    experiments: { key: string; trafficAllocation: { endOfRange: number }[] }[];
  };
  expect(
    datafile.experiments
      .find((experiment) => experiment.key === 'phone_number_ad')
      ?.trafficAllocation.map((range) => range.endOfRange),
  ).toEqual([5000, 10000]);
  expect(counts.get('control') ?? 0).toBeGreaterThanOrEqual(13);
  expect(counts.get('variation_1') ?? 0).toBeGreaterThanOrEqual(13);
  const hits = visitors.filter((answer) => answer.headers['x-cache'] === 'HIT').length;
  console.log(
    `50 new visitors on one campaign link: ${JSON.stringify([...counts])}, ${hits} answered from nginx's cache`,
  );
  // The page is kept per drawn variant combination (domain/experiments/variants.ts drawnExperiments; the ad brand's
  // four make 36): every visitor after the first of their combination is answered from nginx's cache.
  const drawn = ['header_points_intro_discount', 'usp_in_bar_changes', 'top_bar_layout', 'phone_number_ad'];
  const seenCombinations = new Set<string>();
  for (const answer of visitors) {
    const decisions = seenDecisions(cookiesOf(answer.headers).get('shop_exp_seen'));
    const combination = drawn.map((experiment) => decisions.get(experiment) ?? '-').join('|');
    expect(answer.headers['x-cache'], combination).toBe(seenCombinations.has(combination) ? 'HIT' : 'MISS');
    seenCombinations.add(combination);
  }
  expect(hits).toBe(50 - seenCombinations.size);
  // A visitor coming back (their cookies) is decided by the site, by their id: the same variants.
  for (const answer of visitors.slice(0, 5)) {
    const cookies = cookiesOf(answer.headers);
    const again = await getWithHost('ad.localhost', link, CLUSTER_PORT, {
      ...BROWSER,
      cookie: `shop_exp_uid=${cookies.get('shop_exp_uid')}; shop_exp_active=${cookies.get('shop_exp_active')}`,
    });
    const decisions = seenDecisions(cookiesOf(again.headers).get('shop_exp_seen'));
    expect(decisions).toEqual(seenDecisions(cookies.get('shop_exp_seen')));
    expect(drawsVariant(again.body, decisions)).toBe(true);
  }
});

test('what the front leaves to the site gets what it got before: a forced variation, a crawler, a lead, a signed-in visitor', async () => {
  const link = `/?mid=CAM-ZOMER1&e2e=left-${Date.now()}`;
  // A forced variation wins, for every visitor who follows the link.
  for (let visitor = 0; visitor < 3; visitor += 1) {
    const forced = await getWithHost(
      'ad.localhost',
      `${link}&optimizely_force_variation%5Bphone_number_ad%5D=variation_1`,
      CLUSTER_PORT,
      BROWSER,
    );
    const decisions = seenDecisions(cookiesOf(forced.headers).get('shop_exp_seen'));
    expect(decisions.get('phone_number_ad')).toBe('variation_1');
    expect(forced.body).toContain(AD_VARIANT_NUMBER);
  }
  // A crawler is never bucketed: no experiment cookie.
  const crawler = await getWithHost('ad.localhost', link, CLUSTER_PORT, {
    'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  expect(crawler.status).toBe(200);
  expect(cookiesOf(crawler.headers).has('shop_exp_uid')).toBe(false);
  // A lead (promo code) and a session are the visitor's own page: from the site, never the cache, nothing decided at
  // the front.
  for (const cookie of ['shop_promo=x', 'shop_session=x']) {
    const own = await getWithHost('ad.localhost', link, CLUSTER_PORT, { ...BROWSER, cookie });
    expect(own.status, cookie).toBe(200);
    // Bucketed by the instance, the cookies each set once (cookiesOf).
    expect(cookiesOf(own.headers).has('shop_exp_uid'), cookie).toBe(true);
    expect(own.headers['x-cache'], cookie).not.toBe('HIT');
    expect(String(own.headers['cache-control']), cookie).toMatch(/private|no-store/);
  }
});

test('nginx keeps a page once per encoding, compressed as it entered the cache: brotli or gzip as the browser accepts', async () => {
  const url = `/digitaal?disable_optimizely=true&e2e=${Date.now()}`;
  const fetchPage = (encodings: string) =>
    requestBytesWithHost('GET', 'ad.localhost', url, CLUSTER_PORT, { ...BROWSER, 'accept-encoding': encodings });
  const decoders = { br: brotliDecompressSync, gzip: gunzipSync, identity: (bytes: Buffer) => bytes };
  const pages: string[] = [];
  for (const [accepted, sent] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', 'identity'],
  ] as const) {
    const first = await fetchPage(accepted);
    const second = await fetchPage(accepted);
    expect([first.headers['x-cache'], second.headers['x-cache']], accepted).toEqual(['MISS', 'HIT']);
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding'] ?? 'identity', accepted).toBe(sent);
      expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
    }
    const page = decoders[sent](second.body).toString('utf8');
    expect(page).toMatch(/^<!DOCTYPE html>/);
    pages.push(page);
  }
  // The same page in each encoding (each one an entry of its own, filled from the instances' shared cache).
  expect(new Set(pages).size).toBe(1);
  // Browsers that write the same choice differently share the copy (by Vary they would replace each other's).
  for (const accepted of ['gzip, deflate, br', 'br', 'gzip, deflate, br, zstd']) {
    const answer = await fetchPage(accepted);
    expect([answer.headers['x-cache'], answer.headers['content-encoding']], accepted).toEqual(['HIT', 'br']);
  }
  // An encoding the browser refuses (q=0) is not sent.
  for (const [accepted, sent] of [
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
  ] as const) {
    expect((await fetchPage(accepted)).headers['content-encoding'] ?? 'identity', accepted).toBe(sent);
  }
  // A visitor's own page (a cookie of theirs) is compressed too, and still never kept.
  const own = await requestBytesWithHost('GET', 'ad.localhost', url, CLUSTER_PORT, {
    ...BROWSER,
    'accept-encoding': 'gzip, deflate, br',
    cookie: 'shop_promo=ZOMER',
  });
  expect(own.headers['x-cache']).toBe('BYPASS');
  expect(own.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(own.body).toString('utf8')).toMatch(/^<!DOCTYPE html>/);
});

test("nginx sends the build's scripts from its files, compressed at build time: brotli or gzip as the browser accepts", async () => {
  const home = await getWithHost('ad.localhost', '/', CLUSTER_PORT, BROWSER);
  const scripts = [...home.body.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(3);
  const fetchScript = (script: string, port: number, encodings: string) =>
    requestBytesWithHost('GET', 'ad.localhost', script, port, { ...BROWSER, 'accept-encoding': encodings });
  for (const script of scripts) {
    // What an instance sends, uncompressed: the bytes every encoding must come back to.
    const original = await fetchScript(script, cluster.instances[0]!.port, 'identity');
    expect(original.status).toBe(200);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync, identity: (bytes: Buffer) => bytes };
    for (const [accepted, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', 'identity'],
    ] as const) {
      const answer = await fetchScript(script, CLUSTER_PORT, accepted);
      expect(answer.status, script).toBe(200);
      expect(answer.headers['content-encoding'] ?? 'identity', `${script} for ${accepted}`).toBe(sent);
      expect(decoders[sent](answer.body).equals(original.body), `${script} as ${sent}`).toBe(true);
      expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers.vary, 'a shared cache after nginx keeps each encoding apart').toBe('Accept-Encoding');
      expect(answer.headers['x-cache'], 'from the files, not through an instance and the page cache').toBeUndefined();
    }
  }
  expect((await fetchScript('/_next/static/chunks/no-such-chunk.js', CLUSTER_PORT, 'br')).status).toBe(404);
});

test("a new visitor's Chromium through nginx: page and scripts in brotli, the page comes to life and takes a choice", async ({
  browser,
}) => {
  // A context of its own, without the tests' stored consent choice: the banner needs the page's scripts to close.
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port !== String(CLUSTER_PORT)) return;
    if (response.status() >= 400) problems.push(`${response.status()} ${url.pathname}`);
    encodings.set(url.pathname, response.headers()['content-encoding'] ?? 'identity');
  });
  try {
    await page.goto(`http://ad.localhost:${CLUSTER_PORT}/digitaal?e2e-browser=${Date.now()}`);
    await expect(page.locator('#consent-banner[data-ready]')).toBeVisible();
    await page.locator('#consent-banner [data-consent="necessary"]').click();
    await expect(page.locator('#consent-banner')).toBeHidden();
    const scripts = [...encodings].filter(
      ([pathname]) => pathname.startsWith('/_next/static/') && pathname.endsWith('.js'),
    );
    expect(scripts.length).toBeGreaterThan(3);
    expect(new Set(scripts.map(([, encoding]) => encoding))).toEqual(new Set(['br']));
    expect(encodings.get('/digitaal')).toBe('br');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('nginx answers a visitor with a cookie of their own from the site, never with the cached page', async () => {
  const url = `/digitaal?disable_optimizely=true&e2e=${Date.now()}`;
  const anonymous = await getWithHost('ad.localhost', url, CLUSTER_PORT, BROWSER);
  expect((await getWithHost('ad.localhost', url, CLUSTER_PORT, BROWSER)).headers['x-cache']).toBe('HIT');
  // A returning visitor's stored mid chooses their offer (docs/rules/04-states-and-flows.md), on the very URL nginx
  // keeps for others.
  const returning = await getWithHost('ad.localhost', url, CLUSTER_PORT, {
    ...BROWSER,
    cookie: 'cc_cookie=x; shop_mid=CAM-ZOMER1',
  });
  expect(returning.headers['x-cache']).toBe('BYPASS');
  expect(returning.body).toContain('CAM-ZOMER1');
  expect(anonymous.body).not.toContain('CAM-ZOMER1');
  for (const cookie of ['shop_session=signed.value', 'shop_promo=x', '__prerender_bypass=x']) {
    const own = await getWithHost('ad.localhost', url, CLUSTER_PORT, { ...BROWSER, cookie });
    expect(own.headers['x-cache'], cookie).toBe('BYPASS');
    expect(own.status, cookie).toBeLessThan(500);
  }
});

/**
 * A bounded load through nginx (450 requests, 8 connections) during which `interrupt` takes an instance away a third
 * of the way in. Pages nginx may not keep (a visitor's own: experiments decide them per visitor), so every request
 * reaches an instance, and shared ones that it keeps.
 */
async function loadWhile(what: string, interrupt: () => Promise<void>) {
  const paths = ['/?mid=CAM-ZOMER1', '/bestellen', '/digitaal?mid=CAM-ZOMER1', '/', '/actie'];
  const total = 450;
  const errors = new Map<string, number>();
  let interrupted: Promise<void> | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    let answered = 0;
    const run = autocannon(
      {
        url: cluster.url,
        connections: 8,
        amount: total,
        timeout: 20,
        requests: paths.map((pathname) => ({
          method: 'GET' as const,
          path: pathname,
          headers: { host: 'ad.localhost', ...BROWSER },
        })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('reqError', (error: Error) => errors.set(error.message, (errors.get(error.message) ?? 0) + 1));
    run.on('response', () => {
      answered += 1;
      if (answered === total / 3) interrupted = interrupt();
    });
  });
  await interrupted;
  console.log(
    `through nginx, one instance ${what} a third of the way: ${result.requests.sent} requests, ${result['2xx']} answered 2xx, ` +
      `${result.non2xx} other ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors ${JSON.stringify([...errors])}, ${result.timeouts} timeouts`,
  );
  expect(interrupted, `the instance was ${what} during the load`).toBeDefined();
  expect(result['2xx']).toBe(total);
  expect(result.non2xx + result.errors + result.timeouts).toBe(0);
  // The one left answers everything.
  expect((await getWithHost('ad.localhost', '/bestellen', CLUSTER_PORT, BROWSER)).status).toBe(200);
}

/** Waits until instance `index` answers ready (docs/adr/0024: Redis reachable, the experiment datafile loaded). */
async function instanceReady(index: number) {
  await expect
    .poll(async () => (await instancePage(index, 'ad.localhost', '/healthz/ready')).status, {
      timeout: 30_000,
      message: `instance ${index} ready (/healthz/ready)`,
    })
    .toBe(200);
}

/**
 * Waits until nginx sends instance `index` requests again: after a restart nginx keeps an instance it saw fail out of
 * the rotation for fail_timeout (5 s, docs/adr/0011), and a crash of the other meanwhile is two instances down.
 */
async function backInRotation(index: number) {
  const address = `"instance":"127.0.0.1:${cluster.instances[index]!.port}`;
  const seen = readFileSync(cluster.logs.access, 'utf8').length;
  await expect
    .poll(
      async () => {
        await getWithHost('ad.localhost', `/bestellen?e2e=rotation-${Date.now()}`, CLUSTER_PORT, BROWSER);
        return readFileSync(cluster.logs.access, 'utf8').slice(seen).includes(address);
      },
      { timeout: 30_000, intervals: [250], message: `nginx sends instance ${index} requests again` },
    )
    .toBe(true);
}

test('one instance stopped during a bounded load through nginx: no request fails', async () => {
  // Sized for a busy CI machine (the other worker's tests share its two cores): a load that outlives the test's
  // timeout is cut off by the cluster's teardown, which shows as refused connections, not as what this test checks.
  test.setTimeout(150_000);
  // SIGTERM, as an orchestrator does: the instance finishes what it has, nginx sends the rest to the other.
  await loadWhile('stopped', () => cluster.instances[1]!.stop());
});

test('one instance killed (SIGKILL, a crash) during a bounded load through nginx: no request fails', async () => {
  test.setTimeout(150_000);
  await cluster.restartInstance(1);
  await backInRotation(1);
  // A crash: the requests it held are cut off, and nginx tries each of them again on the other instance.
  await loadWhile('killed', async () => {
    const child = cluster.instances[0]!.child as ChildProcess;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  });
  await cluster.restartInstance(0);
});

test('the decision services killed, then started again, during a bounded load of new campaign visitors: no request fails, every page matches its cookies', async () => {
  test.setTimeout(120_000);
  // Both instances were restarted by the tests above: they decide for the visitors the front cannot, so each has its
  // datafile first (else its pages are rightly without experiments) and is back in nginx's rotation.
  for (const index of [0, 1]) await instanceReady(index);
  await backInRotation(0);
  const link = `/?mid=CAM-ZOMER1&e2e=killed-${Date.now()}`;
  const total = 300;
  let failed = 0;
  let mismatched = 0;
  let answered = 0;
  let killed: Promise<unknown> | undefined;
  let restarted: Promise<unknown> | undefined;
  const visitor = async () => {
    try {
      const answer = await getWithHost('ad.localhost', link, CLUSTER_PORT, BROWSER);
      const decisions = seenDecisions(cookiesOf(answer.headers).get('shop_exp_seen'));
      if (answer.status !== 200) failed += 1;
      else if (decisions.size === 0 || !drawsVariant(answer.body, decisions)) mismatched += 1;
    } catch {
      failed += 1;
    }
    answered += 1;
    if (answered === total / 3) killed = Promise.all(cluster.decisions.map((service) => service.kill()));
    if (answered === (2 * total) / 3)
      restarted = killed!.then(() => Promise.all(cluster.decisions.map((_, index) => cluster.restartDecision(index))));
  };
  const workers = Array.from({ length: 8 }, async () => {
    while (answered + 8 <= total) await visitor();
  });
  await Promise.all(workers);
  await restarted;
  expect(killed, 'the services were killed during the load').toBeDefined();
  expect(failed, 'failed requests').toBe(0);
  expect(mismatched, 'pages not matching their cookies').toBe(0);
  // Back: new visitors are decided at the front again, and kept. A restarted service is started once it is warm
  // (docs/adr/0024-metrics-and-readiness.md), so its first answers come within nginx's 1 s decision deadline.
  const after = [];
  for (let index = 0; index < 4; index += 1) after.push(await getWithHost('ad.localhost', link, CLUSTER_PORT, BROWSER));
  expect(after.some((answer) => answer.headers['x-cache'] === 'HIT')).toBe(true);
});

test('orders through nginx, each sent three times (a double click, then resent through nginx to each instance): exactly one order each', async ({
  page,
}) => {
  // An instance's start, two orders and their thank-you pages, on a busy machine.
  test.setTimeout(150_000);
  // Right after the loads above, a busy instance may meet its page deadline before the front office's catalog answers
  // (docs/rules/08-errors.md: then the order page rightly has no form). Once the catalog is kept, it does not.
  await expect
    .poll(
      async () =>
        (await getWithHost('vk.localhost', '/bestellen', CLUSTER_PORT, BROWSER)).body.includes('Bestelling plaatsen'),
      { timeout: 30_000, message: "vk's order page has its form (the catalog answered once)" },
    )
    .toBe(true);
  const emails = [`${unique('cluster-a')}@example.nl`, `${unique('cluster-b')}@example.nl`];
  for (const email of emails) {
    // Either instance may answer, and one still busy from the loads may render the page without its form, as above
    // (the visitor would reload): the order itself is what this test is about.
    await expect(async () => {
      await page.goto(`http://vk.localhost:${CLUSTER_PORT}/bestellen`);
      await expect(page.getByRole('button', { name: 'Bestelling plaatsen' })).toBeVisible({ timeout: 3_000 });
    }, "vk's order page with its form, on the instance nginx chose").toPass({ timeout: 30_000 });
    await fillOrder(page, { email, ...DUTCH });
    // The address lookup (a server action and a front-office call, through nginx) filled street and city.
    await expect(field(page, 'Straat')).toHaveValue('Dorpsstraat');
    const submission = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        request.headers()['next-action'] !== undefined &&
        (request.postData() ?? '').includes(email),
    );
    // The form itself sends a double click once (its own guard) ...
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).dblclick();
    await expect(page).toHaveURL(/\/bedankt$/, { timeout: 15_000 });
    // ... so the same submission is sent twice more, as a browser that resends it would: nginx takes each to the next
    // instance, and the server action (its key pinned across instances) is the same order there too.
    const sent = await submission;
    const { host, ...sentHeaders } = await sent.allHeaders();
    delete sentHeaders['content-length'];
    for (let again = 0; again < 2; again += 1) {
      const url = new URL(sent.url());
      const answer = await requestWithHost(
        'POST',
        host!,
        `${url.pathname}${url.search}`,
        CLUSTER_PORT,
        sentHeaders,
        sent.postData() ?? '',
      );
      expect(answer.status, 'a resent order').toBeLessThan(500);
    }
  }
  for (const email of emails) expect(storedOrders(email, FRONT_OFFICE_DIR)).toHaveLength(1);
  // Each resent submission did reach the front office (as the same order): three submissions of each order.
  const log = (await (await fetch(`${frontOffice.url}/__stand-in/requests`)).json()) as {
    requests: { method: string; path: string; body?: { customer?: { email?: string } } }[];
  };
  for (const email of emails) {
    const submissions = log.requests.filter(
      (request) =>
        request.method === 'POST' && request.path.endsWith('/subscriptions') && request.body?.customer?.email === email,
    );
    expect(submissions, email).toHaveLength(3);
  }
});

test('the experiment datafile is kept in Redis, fetched once for the cluster', async () => {
  // Both instances have decided experiments (the campaign pages above); docs/rules/07-calls.md's shared state.
  const redis = createClient({ url: cluster.redis.url });
  await redis.connect();
  try {
    expect(JSON.parse((await redis.get('optimizely-datafile')) ?? '{}')).toEqual(
      JSON.parse(readFileSync(STAND_IN_DATAFILE, 'utf8')),
    );
  } finally {
    await redis.quit();
  }
});

test('Redis stopped: every instance still answers from its own memory, and uses Redis again once it is back', async () => {
  await cluster.redis.stop();
  for (const index of [0, 1]) {
    for (const pathname of ['/', '/bestellen', '/actie', '/?mid=CAM-ZOMER1']) {
      const answer = await instancePage(index, 'ad.localhost', pathname);
      expect(answer.status, `instance ${index} ${pathname}`).toBe(200);
    }
  }
  expect((await getWithHost('lib.localhost', '/bestellen', CLUSTER_PORT, BROWSER)).status).toBe(200);
  await cluster.redis.start();
  const redis = createClient({ url: cluster.redis.url });
  await redis.connect();
  // Redis came back empty (site/cluster/redis.conf keeps nothing). Not any key will do: the experiments' datafile is
  // kept there too, by other code. Wanted are the cache handler's own entries, under this build's prefix
  // (site/shared-state/cache-handler.mjs), written since Redis came back: an instance used it again.
  const prefix = `shop:${readFileSync(path.resolve(import.meta.dirname, '../../site/.next/BUILD_ID'), 'utf8').trim()}:`;
  try {
    await expect(async () => {
      await instancePage(0, 'hl.localhost', `/?e2e=${Date.now()}`);
      const entries = await redis.keys(`${prefix}*`);
      console.log(`Redis back: ${entries.length} cache entries of this build, e.g. ${entries.slice(0, 5).join(', ')}`);
      // The page just asked for among them (the route cache's key ends in its rewritten path).
      expect(entries.filter((key) => key.includes('/pages/hl/')).length).toBeGreaterThan(0);
    }).toPass({ timeout: 15_000 });
  } finally {
    await redis.quit();
  }
});

/** GET `path` on don's shop at `port`, connecting from `from` (a loopback address), with `forwardedFor` if given. */
function donFrom(from: string, port: number, forwardedFor?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = { ...BROWSER, host: 'don.localhost', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) };
    const request = http.request(
      { host: '127.0.0.1', port, path: '/', localAddress: from, headers, timeout: 15_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end();
  });
}

/** The Location of a special's address typed in capitals on AD (its redirect is absolute), asked from `from`. */
function specialRedirectFrom(from: string, headers: Readonly<Record<string, string>>): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: CLUSTER_PORT,
        path: '/AD-Puzzelboek',
        localAddress: from,
        headers: { ...BROWSER, host: 'ad.localhost', ...headers },
        timeout: 15_000,
      },
      (response) => {
        response.resume();
        resolve(response.headers.location);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end();
  });
}

/** The X-Forwarded-For of every visitor-country call the instances made since the log was cleared. */
async function countryLookups(): Promise<string[]> {
  const answer = (await (await fetch(`${frontOffice.url}/__stand-in/requests`)).json()) as {
    requests: { path: string; headers: Record<string, string> }[];
  };
  return answer.requests
    .filter((request) => request.path === '/front-office/v2/visitor')
    .map((request) => request.headers['x-forwarded-for'] ?? '');
}

test('a forged X-Forwarded-For changes nothing a visitor sees through nginx; the address a trusted proxy saw does (docs/adr/0018)', async () => {
  // The local front office gives 192.0.2.0/24 Belgium, any other address the Netherlands (stand-ins/front-office):
  // a Belgian visitor on Donald Duck gets the notice pointing to the Belgian shop.
  const notice = (html: string) => html.includes('data-testid="region-notice"');
  const cases: {
    readonly who: string;
    readonly from: string;
    readonly port: number;
    readonly forwardedFor?: string;
    readonly asked: string;
    readonly shown: boolean;
  }[] = [
    {
      who: 'a visitor writing a Belgian address themselves',
      from: '127.0.0.1',
      port: CLUSTER_PORT,
      forwardedFor: '192.0.2.10',
      asked: '127.0.0.1',
      shown: false,
    },
    {
      who: 'a visitor writing several',
      from: '127.0.0.1',
      port: CLUSTER_PORT,
      forwardedFor: '192.0.2.10, 192.0.2.11, 127.0.0.2',
      asked: '127.0.0.1',
      shown: false,
    },
    {
      who: 'a visitor reaching an instance directly, posing as nginx',
      from: '127.0.0.1',
      port: cluster.instances[0]!.port,
      forwardedFor: '192.0.2.10',
      asked: '127.0.0.1',
      shown: false,
    },
    {
      who: 'the balancer, for a visitor it saw at a Belgian address',
      from: BALANCER,
      port: CLUSTER_PORT,
      forwardedFor: '192.0.2.10',
      asked: '192.0.2.10',
      shown: true,
    },
    {
      who: 'the balancer, for a Dutch visitor who wrote a Belgian address first',
      from: BALANCER,
      port: CLUSTER_PORT,
      forwardedFor: '192.0.2.10, 198.51.100.7',
      asked: '198.51.100.7',
      shown: false,
    },
  ];
  const everyLookup = new Set<string>();
  for (const { who, from, port, forwardedFor, asked, shown } of cases) {
    await fetch(`${frontOffice.url}/__stand-in/requests`, { method: 'DELETE' });
    const html = await donFrom(from, port, forwardedFor);
    expect(html, who).toMatch(/^<!DOCTYPE html>/);
    expect(notice(html), who).toBe(shown);
    // The country was asked for the address the site trusted, never for the one the visitor wrote (an instance
    // reuses its answer for an address it asked about a moment ago: docs/rules/07-calls.md).
    const lookups = await countryLookups();
    expect(
      lookups.filter((lookup) => lookup !== asked),
      who,
    ).toEqual([]);
    for (const lookup of lookups) everyLookup.add(lookup);
  }
  expect([...everyLookup].sort()).toEqual(['127.0.0.1', '192.0.2.10', '198.51.100.7']);
});

test('the scheme the balancer in front reports reaches the site; one a visitor writes does not', async () => {
  // The balancer ends TLS and says so in X-Forwarded-Proto: the shop's absolute addresses keep the visitor on https.
  expect(await specialRedirectFrom(BALANCER, { 'x-forwarded-proto': 'https' })).toMatch(/^https:\/\/ad\.localhost\b/);
  expect(await specialRedirectFrom(BALANCER, {})).toMatch(/^http:\/\/ad\.localhost\b/);
  // A visitor writing it themselves, nginx's own scheme (plain http here) reaches the site.
  expect(await specialRedirectFrom('127.0.0.1', { 'x-forwarded-proto': 'https' })).toMatch(/^http:\/\/ad\.localhost\b/);
});

test("the page-speed beacons through nginx: on any host, never kept, a body past the site's limit refused by nginx itself (docs/adr/0025)", async () => {
  const beacon = JSON.stringify([
    {
      metric_name: 'LCP',
      metric_value: 1200,
      metric_rating: 'good',
      navigation_type: 'navigate',
      page_kind: 'anonymous',
      brand: 'ad',
    },
  ]);
  const headers = { ...BROWSER, 'content-type': 'application/json', cookie: 'cc_cookie=x; shop_session=y' };
  for (const host of ['ad.localhost', 'vk.localhost', 'elsewhere.example']) {
    const answer = await requestWithHost('POST', host, '/api/web-vitals', CLUSTER_PORT, headers, beacon);
    expect(answer.status, host).toBe(204);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-cache']).toBeUndefined();
    expect(answer.headers['set-cookie']).toBeUndefined();
  }
  // nginx's own 413 (its HTML page), before an instance reads a byte; the site's answers carry no body.
  const tooBig = await requestWithHost(
    'POST',
    'ad.localhost',
    '/api/web-vitals',
    CLUSTER_PORT,
    headers,
    beacon.padEnd(3_000, ' '),
  );
  expect(tooBig.status).toBe(413);
  expect(tooBig.body).toContain('nginx');
  expect((await requestWithHost('POST', 'ad.localhost', '/api/web-vitals', CLUSTER_PORT, headers, '{}')).status).toBe(
    400,
  );
});

/** The JSON lines of a log file (nginx's access log, an instance's output); an instance's other output is skipped. */
function jsonLines(file: string): Record<string, unknown>[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

test("one request's id is in nginx's access log, the instance's log and the front office's log; a visitor's own id is not taken (docs/adr/0023)", async () => {
  const forged = 'visitor-chosen-request-id';
  // A path never asked before: the instance asks the front office's path check about it (docs/adr/0020).
  const pathname = `/e2e-request-id-${Date.now()}`;
  const answer = await getWithHost('ad.localhost', `${pathname}?email=jan%40example.nl`, CLUSTER_PORT, {
    ...BROWSER,
    'x-request-id': forged,
  });
  const id = String(answer.headers['x-request-id']);
  expect(id, "nginx's $request_id, told to the visitor").toMatch(/^[0-9a-f]{32}$/);
  expect(answer.headers['x-shop-instance'], "the instance header stays between nginx's servers").toBeUndefined();

  const withId = (lines: readonly Record<string, unknown>[]) => lines.filter((line) => line.requestId === id);
  await expect.poll(() => withId(jsonLines(cluster.logs.access)).length, { message: "nginx's line" }).toBe(1);
  const [access] = withId(jsonLines(cluster.logs.access));
  expect(access).toMatchObject({
    service: 'nginx',
    method: 'GET',
    host: 'ad.localhost',
    uri: pathname,
    status: answer.status,
    cache: 'MISS',
  });
  expect(typeof access!.requestTime).toBe('number');
  expect(typeof access!.bytes).toBe('number');
  const served = cluster.instances.findIndex((instance) => access!.instance === `127.0.0.1:${instance.port}`);
  expect(served, `the instance in nginx's line (${String(access!.instance)})`).toBeGreaterThanOrEqual(0);

  // The instance that served it logged the same id, for the request as nginx passed it (the path, no query).
  await expect
    .poll(() => withId(jsonLines(cluster.logs.instances[served]!)).filter((line) => line.msg === 'request').length, {
      message: "the instance's line",
    })
    .toBe(1);
  const [request] = withId(jsonLines(cluster.logs.instances[served]!)).filter((line) => line.msg === 'request');
  expect(request).toMatchObject({
    service: 'site',
    level: 'info',
    method: 'GET',
    path: pathname,
    status: answer.status,
  });
  // ... and the front office logged the call the instance made for it.
  const frontOfficeLines = () => withId(frontOfficeLog.map((line) => JSON.parse(line) as Record<string, unknown>));
  await expect.poll(() => frontOfficeLines().length, { message: "the front office's line" }).toBeGreaterThanOrEqual(1);
  expect(frontOfficeLines()[0]).toMatchObject({ service: 'front-office', msg: 'request', method: 'GET' });

  // The visitor's own id and what they typed reached no log.
  const everything = [
    readFileSync(cluster.logs.access, 'utf8'),
    ...cluster.logs.instances.map((file) => readFileSync(file, 'utf8')),
    ...frontOfficeLog,
  ].join('\n');
  expect(everything).not.toContain(forged);
  expect(everything).not.toContain('jan%40example.nl');
  expect(everything).not.toContain('jan@example.nl');
});

/**
 * One sample of instance `index`'s /metrics (read from 127.0.0.1, a scraper on this machine): the sum over series
 * matching `labels`.
 */
async function metric(index: number, name: string, labels: Record<string, string> = {}): Promise<number> {
  const answer = await getWithHost('127.0.0.1', '/metrics', cluster.instances[index]!.port);
  expect(answer.status, '/metrics from this machine').toBe(200);
  let sum = 0;
  for (const line of answer.body.split('\n')) {
    const match = /^(\w+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const got = (match[2] ?? '').split(',');
    if (Object.entries(labels).every(([key, value]) => got.includes(`${key}="${value}"`))) sum += Number(match[3]);
  }
  return sum;
}

const readiness = (index: number) =>
  getWithHost('127.0.0.1', '/healthz/ready', cluster.instances[index]!.port).then(
    (answer) => answer.status,
    () => 'refused' as const,
  );

test('/metrics: refused through nginx and to a forwarded request, read on the instance; counts orders, a failing front office and its breaker opening', async () => {
  test.setTimeout(60_000);
  expect((await getWithHost('ad.localhost', '/metrics', CLUSTER_PORT, BROWSER)).status, 'through nginx').toBe(404);
  expect(
    (await getWithHost('127.0.0.1', '/metrics', cluster.instances[0]!.port, { 'x-forwarded-for': '192.0.2.10' }))
      .status,
    'forwarded',
  ).toBe(404);
  // The orders above (each submitted three times, through nginx to both instances).
  const placed =
    (await metric(0, 'shop_orders_total', { outcome: 'placed' })) +
    (await metric(1, 'shop_orders_total', { outcome: 'placed' }));
  expect(placed).toBeGreaterThanOrEqual(2);
  // Pages timed by kind; the shared cache asked (REDIS_URL is set).
  expect(
    await metric(0, 'shop_http_request_duration_seconds_count', { kind: 'personal', status: '200' }),
  ).toBeGreaterThan(0);
  expect(await metric(0, 'shop_next_cache_lookups_total')).toBeGreaterThan(0);
  // The front office fails every call (a failure is not kept): each page for a new address asks it again, and five
  // failures in a row open the breaker; the pages still come, degraded.
  const failuresBefore = await metric(0, 'shop_upstream_call_duration_seconds_count', {
    service: 'front office',
    outcome: 'failure',
  });
  const opensBefore = await metric(0, 'shop_breaker_state_changes_total', { service: 'front office', state: 'open' });
  await fetch(`${frontOffice.url}/__stand-in/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '^/front-office/', status: 500, times: 200 }),
  });
  try {
    for (let visitor = 1; visitor <= 7; visitor += 1)
      expect(await donFrom(BALANCER, cluster.instances[0]!.port, `198.51.100.${visitor}`)).toMatch(/^<!DOCTYPE html>/);
  } finally {
    await fetch(`${frontOffice.url}/__stand-in/faults`, { method: 'DELETE' });
  }
  expect(
    await metric(0, 'shop_upstream_call_duration_seconds_count', { service: 'front office', outcome: 'failure' }),
  ).toBeGreaterThanOrEqual(failuresBefore + 5);
  expect(await metric(0, 'shop_breaker_state_changes_total', { service: 'front office', state: 'open' })).toBe(
    opensBefore + 1,
  );
  expect(
    await metric(0, 'shop_upstream_call_duration_seconds_count', { service: 'front office', outcome: 'circuit_open' }),
  ).toBeGreaterThan(0);
});

test('readiness: ready without Redis, naming it, shop_redis_up 0; never while draining; nginx serves', async () => {
  test.setTimeout(120_000);
  // Ready once the experiment client has its datafile (the check starts it).
  for (const index of [0, 1]) await expect.poll(() => readiness(index), { timeout: 30_000 }).toBe(200);
  const readinessAnswer = (index: number) => getWithHost('127.0.0.1', '/healthz/ready', cluster.instances[index]!.port);
  // The figure to alert on (docs/adr/0035): present, 1 while Redis answers.
  for (const index of [0, 1]) expect(await metric(index, 'shop_redis_up')).toBe(1);
  await cluster.redis.stop();
  try {
    // Every instance shares the one Redis: out of rotation, all would be out at once, where each still serves from its
    // own memory (ADR 0011). They stay ready and name what they lost.
    for (const index of [0, 1]) {
      await expect
        .poll(() => readinessAnswer(index), { timeout: 15_000 })
        .toEqual(expect.objectContaining({ status: 200, body: expect.stringContaining('redis: unreachable') }));
      expect(await metric(index, 'shop_redis_up')).toBe(0);
    }
    expect((await getWithHost('ad.localhost', '/bestellen', CLUSTER_PORT, BROWSER)).status).toBe(200);
  } finally {
    await cluster.redis.start();
  }
  await expect.poll(async () => (await readinessAnswer(0)).body, { timeout: 15_000 }).toBe('ready\n');
  expect(await metric(0, 'shop_redis_up')).toBe(1);
  // Draining: from SIGTERM on, the instance is never ready again (refused, or 503 on a connection it still has).
  const child = cluster.instances[1]!.child as ChildProcess;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await expect.poll(() => readiness(1), { timeout: 5_000 }).not.toBe(200);
  for (let request = 0; request < 6; request += 1)
    expect((await getWithHost('ad.localhost', `/bestellen?drain=${request}`, CLUSTER_PORT, BROWSER)).status).toBe(200);
  await exited;
  await cluster.restartInstance(1);
  await expect.poll(() => readiness(1), { timeout: 30_000 }).toBe(200);
});

/** Brands of every kind that have a registered domain, with their home and one other shared page. */
const HOST_SAMPLE = REPRESENTATIVE_BRANDS.filter((code) => BRANDS[code].hosts.length > 0).map((code) => ({
  code,
  host: `abonnement.${BRANDS[code].hosts[0]}`,
  paths: ['/', ROUTES[code].map((route) => route.path).findLast((route) => !/\/(bestellen|bedankt)$/.test(route))!],
}));
/** The brand a page's title names (`Abonneren | de Volkskrant`, site/page/route-page.tsx), and its `data-brand`. */
const titledBrand = (html: string) => {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  return `${title?.split(' | ').at(-1)} ${/data-brand="([^"]*)"/.exec(html)?.[1]}`;
};

test("hostile input through nginx: no 5xx, no markup reflected, no brand's page kept for another", async () => {
  test.setTimeout(180_000);
  expect(HOST_SAMPLE).toHaveLength(10);
  // Aimed first, at keys nobody asked for yet: a request line naming each brand's host with the next brand's Host
  // (nginx's $host is the request line's), and its Host with a port that is no number (nginx cut it at the ':').
  for (const [index, { host, paths }] of HOST_SAMPLE.entries()) {
    const other = HOST_SAMPLE[(index + 1) % HOST_SAMPLE.length]!.host;
    for (const pathname of paths) {
      const absolute = await requestWithHost('GET', other, `http://${host}${pathname}`, CLUSTER_PORT, BROWSER);
      expect(absolute.status, `${host}${pathname} as ${other}`).toBe(400);
      const cut = await getWithHost(`${host}:@x`, pathname, CLUSTER_PORT, BROWSER);
      expect(cut.status, `${host}:@x${pathname}`).toBe(400);
    }
  }
  // A request line and headers past an instance's default limit (16 KB) but within nginx's, with a body: the instance
  // reads them all (site/scripts/server.mjs HEADER_LIMIT_BYTES) rather than close on nginx as it sends the body.
  const { host } = HOST_SAMPLE[0]!;
  const long = {
    cookie: `__prerender_bypass=${'x'.repeat(8000)}`,
    'content-type': 'application/x-www-form-urlencoded',
  };
  const oversized = await requestWithHost(
    'PATCH',
    host,
    `/?q=${'x'.repeat(8150)}`,
    CLUSTER_PORT,
    long,
    'a'.repeat(120_000),
  );
  expect(oversized.status, 'PATCH with 16.3 KB of request line and headers, and a body').toBeLessThan(500);
  // Then the hostile-input run's requests (e2e/fuzz/fuzz.ts), with its request lines and Host headers aimed at nginx.
  const seed = seedOf(process.env.FUZZ_SEED);
  const requests = 600;
  // Late in the whole suite, on CI's two cores, this run is several times slower than on its own.
  const run = await fuzz({ port: CLUSTER_PORT, requests, seconds: 100, seed, throughNginx: true });
  console.log(
    `fuzz through nginx (seed ${seed}, FUZZ_SEED replays it): ${run.sent} requests in ` +
      `${run.seconds.toFixed(1)} s; statuses ${run.summary}`,
  );
  const failed = run.failures.map((one) => `${one.reflected ? 'markup' : one.status} ${one.description}`);
  expect(failed).toEqual([]);
  expect(run.sent).toBe(requests);
  // An ordinary visitor of each brand gets that brand's page, kept or fresh.
  for (const { code, host, paths } of HOST_SAMPLE) {
    for (const pathname of paths) {
      const answer = await getWithHost(host, pathname, CLUSTER_PORT, BROWSER);
      const seen = `${answer.status} ${titledBrand(answer.body)}`;
      const what = `${host}${pathname} (${String(answer.headers['x-cache'])})`;
      expect(seen, what).toBe(`200 ${BRANDS[code].name} ${code}`);
    }
  }
});
