import type { ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test.ts';
import { brandUrl, E2E_EXPERIMENT_EVENTS_FILE, PORT } from '../support/fleet.ts';
import { getWithHost } from '../support/http.ts';
import { startServer } from '../../site/scripts/server.mjs';

/*
 * Experiments against the test server, which runs without CI (playwright.config.ts): decided on the
 * server, so the variant is in the first HTML; their analytics events in the dataLayer, once each; the tag
 * manager's script only where allowed. The last test starts a server of its own under CI=true.
 */

const force = (experiment: string, variation: string) => `optimizely_force_variation[${experiment}]=${variation}`;
const campaign = (...forced: string[]) => `/?${['mid=CAM-ZOMER1', ...forced].join('&')}`;

interface DataLayerEntry {
  readonly event?: string;
  readonly [key: string]: unknown;
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []);
const decided = async (page: Page) => (await dataLayer(page)).filter((entry) => entry.event === 'campaign-decided');

test.describe('a forced variation is in the first HTML', () => {
  test.use({ javaScriptEnabled: false });

  test('header points: variation_1 replaces ‘14 dagen bedenktijd’, control keeps it', async ({ page }) => {
    const variant = campaign(force('header_points_intro_discount', 'variation_1'));
    // The raw HTML, before any script could run: the variant is there, the control's wording is not.
    const html = (await getWithHost(`ad.localhost:${PORT}`, variant)).body;
    expect(html).toContain('<span>Kennismakingskorting voor nieuwe abonnees</span>');
    expect(html).not.toContain('14 dagen bedenktijd');

    await page.goto(brandUrl('ad', variant));
    await expect(page.getByText('Kennismakingskorting voor nieuwe abonnees')).toBeVisible();
    await page.goto(brandUrl('ad', campaign(force('header_points_intro_discount', 'control'))));
    await expect(page.getByText('14 dagen bedenktijd').first()).toBeVisible();
    await expect(page.getByText('Kennismakingskorting voor nieuwe abonnees')).toHaveCount(0);
  });

  test('USP bar: variation_1 hides it, variation_2 keeps the titles only', async ({ page }) => {
    const usp = page.getByText('Nieuws uit je regio');
    await page.goto(brandUrl('ad', campaign(force('usp_in_bar_changes', 'control'))));
    await expect(usp).toBeVisible();
    const description = await page.locator('main ul:has-text("Nieuws uit je regio") li').first().innerText();
    await page.goto(brandUrl('ad', campaign(force('usp_in_bar_changes', 'variation_1'))));
    await expect(usp).toHaveCount(0);
    await page.goto(brandUrl('ad', campaign(force('usp_in_bar_changes', 'variation_2'))));
    await expect(usp).toBeVisible();
    const titleOnly = await page.locator('main ul:has-text("Nieuws uit je regio") li').first().innerText();
    expect(titleOnly.trim()).toBe('Nieuws uit je regio');
    expect(description.length).toBeGreaterThan(titleOnly.length);
  });

  test('top bar: variation_1 drops the service status, variation_2 the communication bar too', async ({ page }) => {
    const topBarService = page.getByTestId('top-bar-customer-service');
    const communication = page.getByTestId('communication-bar');
    await page.goto(brandUrl('ad', campaign(force('top_bar_layout', 'control'))));
    await expect(topBarService).toContainText(/bereikbaar/);
    await expect(communication, 'ad has a communication bar').toHaveCount(1);

    await page.goto(brandUrl('ad', campaign(force('top_bar_layout', 'variation_1'))));
    await expect(topBarService).toContainText('Bel');
    await expect(topBarService).not.toContainText(/bereikbaar/);
    await expect(communication).toHaveCount(1);

    await page.goto(brandUrl('ad', campaign(force('top_bar_layout', 'variation_2'))));
    await expect(communication).toHaveCount(0);
  });

  test('phone number: ad’s variation_1 changes the number in the top bar and on the page', async ({ page }) => {
    await page.goto(brandUrl('ad', campaign(force('phone_number_ad', 'variation_1'))));
    await expect(page.getByTestId('top-bar-customer-service')).toContainText('088 - 0505 101');
    await expect(page.locator('main')).toContainText('088 - 0505 101');
    await page.goto(brandUrl('ad', campaign(force('phone_number_ad', 'control'))));
    await expect(page.getByTestId('top-bar-customer-service')).not.toContainText('088 - 0505 101');
  });
});

test('a mid-override variation replaces the active mid with its campaign string, and the offer follows', async ({
  page,
}) => {
  await page.goto(
    brandUrl(
      'ad',
      campaign(force('mid_override_winback', 'control'), force('header_points_intro_discount', 'control')),
    ),
  );
  const pageEvent = (await dataLayer(page)).find((entry) => entry.event === 'page');
  expect(pageEvent).toMatchObject({ event: 'page', brand: 'ad', locale: 'nl', route: '/' });
  const controlOffers = await page.locator('main form li').allInnerTexts();

  await page.goto(brandUrl('ad', campaign(force('mid_override_winback', 'variation_1'))));
  expect((await dataLayer(page)).find((entry) => entry.event === 'page')).toMatchObject({ mid: 'CAM-WINB01' });
  expect(await page.locator('main form li').allInnerTexts()).not.toEqual(controlOffers);
});

test('the dataLayer holds exactly one campaign-decided per decision, in the documented format', async ({ page }) => {
  await page.goto(
    brandUrl('ad', campaign(force('usp_in_bar_changes', 'variation_2'), force('phone_number_ad', 'variation_1'))),
  );
  const events = await decided(page);
  const values = events.map((event) => event['optimizely-dimension-value'] as string);
  expect(new Set(values).size, 'no duplicates').toBe(values.length);
  for (const value of values) expect(value).toMatch(/^[a-z_]+ \(\d+\):[a-z0-9_]+ \(\d+\)$/);
  expect(values).toContainEqual(expect.stringMatching(/^usp_in_bar_changes \(\d+\):variation_2 \(\d+\)$/));
  expect(values).toContainEqual(expect.stringMatching(/^phone_number_ad \(\d+\):variation_1 \(\d+\)$/));
  for (const event of events) expect(event['optimizely-dimension-number']).toEqual(expect.any(Number));
  // One event per decision the page was rendered with (the inspector lists them), but the experiment without a
  // dimension number (the stand-in's cancel_switch_flow_intro), which raises none.
  const listed = await page.locator('#shop-inspector dt:text-is("Experiments") + dd').textContent();
  const decisions = (listed ?? '').split(', ').filter((decision) => !decision.startsWith('cancel_switch_flow_intro'));
  expect(decisions.length).toBeGreaterThan(2);
  expect(values.map((value) => value.replace(/ \(\d+\)/g, '').replace(':', ': ')).sort()).toEqual(decisions.sort());
});

test('bucketing is stable for a visitor: the experiment cookies keep the same variants on the next visit', async ({
  page,
}) => {
  const response = await page.goto(brandUrl('vk', '/?mid=CAM-000001'));
  const first = (await decided(page)).map((event) => event['optimizely-dimension-value']);
  expect(first.length).toBeGreaterThan(0);
  // What the site sets (Chromium itself caps every cookie at 400 days, so the browser's expiry cannot show 2 years).
  const setCookie = (await response?.allHeaders())?.['set-cookie'] ?? '';
  expect(setCookie).toMatch(
    /shop_exp_uid=[0-9a-f-]{36}; Path=\/; Expires=[^;]+; Max-Age=63072000; HttpOnly; SameSite=lax/,
  );
  expect(setCookie).toMatch(/shop_exp_active=[^;]+; Path=\/; Expires=[^;]+; Max-Age=5184000; HttpOnly; SameSite=lax/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(['shop_exp_uid', 'shop_exp_active']),
  );

  // Without the query: the stored mid brings the visitor back to the same variants.
  await page.goto(brandUrl('vk', '/digitaal'));
  expect((await decided(page)).map((event) => event['optimizely-dimension-value'])).toEqual(first);
});

test('no experiments without a campaign mid, or with disable_optimizely=true', async ({ page }) => {
  await page.goto(brandUrl('ad', '/'));
  expect(await decided(page)).toEqual([]);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'shop_exp_uid')).toBe(false);
  await page.goto(
    brandUrl('ad', `/?mid=CAM-ZOMER1&disable_optimizely=true&${force('header_points_intro_discount', 'variation_1')}`),
  );
  expect(await decided(page)).toEqual([]);
  await expect(page.getByText('Kennismakingskorting voor nieuwe abonnees')).toHaveCount(0);
});

test('the stand-in receives the impressions in batches of at most 10', async ({ page }) => {
  await rm(E2E_EXPERIMENT_EVENTS_FILE, { force: true });
  for (let visitor = 0; visitor < 3; visitor += 1) {
    await page.context().clearCookies();
    await page.goto(brandUrl('tr', '/?mid=CAM-000001'));
  }
  // The SDK flushes a batch when 10 events wait or after 1000 ms.
  await expect
    .poll(
      async () =>
        (await readFile(E2E_EXPERIMENT_EVENTS_FILE, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean).length,
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  const batches = (await readFile(E2E_EXPERIMENT_EVENTS_FILE, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { params: { visitors: { attributes: { key: string; value: unknown }[] }[] } });
  for (const batch of batches) expect(batch.params.visitors.length).toBeLessThanOrEqual(10);
  const titles = batches.flatMap((batch) =>
    batch.params.visitors.flatMap((visitor) => visitor.attributes.filter((attribute) => attribute.key === 'title')),
  );
  expect(titles.map((attribute) => attribute.value)).toContain('TR');
});

test.describe('the tag manager script is requested only where allowed', () => {
  const cases: [string, string, number][] = [
    ['not outside production by default', '/', 0],
    ['forced with gtm=true', '/?gtm=true', 1],
    ['forced with forceGtm=true', '/?forceGtm=true', 1],
    ['never with gtm=false', '/?gtm=false', 0],
    ['never with gtm=false, even when forceGtm=true', '/?forceGtm=true&gtm=false', 0],
    ['forced on a page with a campaign', '/?mid=CAM-ZOMER1&gtm=true', 1],
  ];
  for (const [name, path, expected] of cases) {
    test(name, async ({ page }) => {
      let requests = 0;
      await page.route('https://www.googletagmanager.com/**', (route) => {
        requests += 1;
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
      });
      await page.goto(brandUrl('ad', path));
      await page.waitForLoadState('networkidle');
      expect(requests).toBe(expected);
    });
  }

  test('never for a crawler, even when forced', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    let requests = 0;
    await page.route('https://www.googletagmanager.com/**', (route) => {
      requests += 1;
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(brandUrl('ad', '/?gtm=true'));
    await page.waitForLoadState('networkidle');
    expect(requests).toBe(0);
    // The page itself is served as to anyone, with its page event.
    expect((await dataLayer(page)).some((entry) => entry.event === 'page')).toBe(true);
    await context.close();
  });
});

test('in CI (the CI variable of the site’s environment) there is no experiment client', async () => {
  test.setTimeout(90_000);
  const port = PORT + 7;
  // The same build as the test server, started with CI=true (site/scripts/server.mjs, the one way servers start).
  const server = await startServer({ port, appEnv: 'test', stdio: 'pipe', extraEnv: { CI: 'true' } });
  let output = '';
  const child = server.child as ChildProcess;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const path = `/?mid=CAM-ZOMER1&${force('header_points_intro_discount', 'variation_1')}`;
    const inCi = await getWithHost(`ad.localhost:${port}`, path, port);
    expect(inCi.status).toBe(200);
    // The campaign-decided events travel beside the page, in the seen cookie (docs/adr/0007): none in CI.
    expect(String(inCi.headers['set-cookie'] ?? '')).not.toContain('shop_exp_seen');
    expect(inCi.body).not.toContain('Kennismakingskorting voor nieuwe abonnees');
    expect(String(inCi.headers['set-cookie'] ?? '')).not.toContain('shop_exp_uid');
    await expect.poll(() => output).toContain('Optimizely is not initialized');
    // The same request to the test server (CI cleared) is decided: the difference is the CI variable alone.
    const outside = await getWithHost(`ad.localhost:${PORT}`, path);
    expect(decodeURIComponent(String(outside.headers['set-cookie'] ?? ''))).toMatch(
      /shop_exp_seen=.*header_points_intro_discount \(\d+\):variation_1/,
    );
    expect(outside.body).toContain('Kennismakingskorting voor nieuwe abonnees');
  } finally {
    await server.stop();
  }
});
