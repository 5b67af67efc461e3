import { expect, test } from './consent-choice.ts';
import { brandUrl } from './fleet.ts';

/*
 * docs/rules/08-errors.md: a chunk that fails to load reloads the page (after a new build the old chunks are gone), at
 * most once per path per 10 s (docs/rules/04-states-and-flows.md, domain/reload-guard.ts). After the page has loaded,
 * every chunk it has not loaded yet answers 404, as after a new build; the consent manager is such a chunk, loaded
 * when 'Privacy instellingen' is pressed. The browser's clock is Playwright's, so 10 s pass at once.
 */

test('a chunk that fails to load reloads the page once, not again within 10 s, again after', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-05T10:00:00+01:00') });
  const loaded = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/')) loaded.add(request.url());
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(brandUrl('ad', '/digitaal'), { waitUntil: 'networkidle' });
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && !loaded.has(url.href),
    (route) => route.fulfill({ status: 404, body: 'gone with the old build' }),
  );
  const privacySettings = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy instellingen' });
  const failedChunk = () => page.waitForResponse((response) => response.url().includes('/_next/static/chunks/') && response.status() === 404);

  // The first failure: one reload.
  expect(loads).toBe(1);
  await Promise.all([page.waitForEvent('load'), privacySettings.click()]);
  expect(loads).toBe(2);
  await expect(page).toHaveURL(brandUrl('ad', '/digitaal'));

  // A second failure on the same path within 10 s: the page stays.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await Promise.all([failedChunk(), privacySettings.click()]);
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // Ten seconds later it may reload again.
  await page.clock.fastForward(10_000);
  await Promise.all([page.waitForEvent('load'), privacySettings.click()]);
  expect(loads).toBe(3);
});
