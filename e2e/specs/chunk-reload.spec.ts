import { expect, test } from '../support/test.ts';
import { brandUrl } from '../support/fleet.ts';

/*
 * docs/rules/08-errors.md: a chunk that fails to load reloads the page (after a new build the old chunks are gone), at
 * most once per path per 10 s (docs/rules/04-states-and-flows.md, domain/reload-guard.ts). Once the page has loaded,
 * its chunk requests answer 404, as after a new build, until the page loads again; the consent manager is a chunk of
 * its own, loaded when 'Privacy instellingen' is pressed. The browser's clock is Playwright's, so 10 s pass at once.
 */

test('a chunk that fails to load reloads the page once, not again within 10 s, again after', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-05T10:00:00+01:00') });
  let gone = false;
  const failed: string[] = [];
  await page.route('**/_next/static/chunks/**', (route) => {
    if (!gone) return route.continue();
    failed.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 404, body: 'gone with the old build' });
  });
  // A new document is the new build's page: its chunks are there.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) gone = false;
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(brandUrl('ad', '/digitaal'), { waitUntil: 'networkidle' });
  const privacySettings = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy instellingen' });
  const settingsDialog = page.getByRole('dialog', { name: 'Privacy instellingen' });

  // The first failure: one reload.
  expect(loads).toBe(1);
  gone = true;
  await Promise.all([page.waitForEvent('load'), privacySettings.click()]);
  expect(failed.length).toBeGreaterThan(0);
  expect(loads).toBe(2);
  await expect(page).toHaveURL(brandUrl('ad', '/digitaal'));

  // A second failure on the same path within 10 s: the page stays, without its settings.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  gone = true;
  const failedBefore = failed.length;
  await privacySettings.click();
  await expect.poll(() => failed.length).toBeGreaterThan(failedBefore);
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(settingsDialog).toBeHidden();

  // Ten seconds later it may reload again.
  await page.clock.fastForward(10_000);
  await Promise.all([page.waitForEvent('load'), privacySettings.click()]);
  expect(loads).toBe(3);
  // And with the chunks back, the settings open.
  await page.waitForLoadState('networkidle');
  await privacySettings.click();
  await expect(settingsDialog).toBeVisible();
});
