import { expect, test } from '../support/test.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { ACCOUNT_MENU_IDS } from '../../site/chrome/account-menu/account-menu-ids.ts';
import { eventsWith } from '../support/error-sink.ts';
import { BRANDS, brandUrl } from '../support/fleet.ts';

/*
 * Error reporting (docs/rules/08-errors.md) against the test server, whose SENTRY_DSN points at the local error sink
 * (playwright.config.ts): a browser error goes through the site's own /api/monitoring, a server render error is
 * reported by the server; both arrive redacted, at level error. A crawler gets no error page (docs/rules/06-roles.md).
 * The render error is the test-only fault (site/monitoring/fault.ts): `shop_fault=render` on a visitor's page, in the
 * test environment only.
 */

const EMAIL = 'jan@example.nl';
const IBAN = 'NL91ABNA0417164300';
const ERROR = messagesFor(BRANDS.ad.locale).error;
/** A visitor's page (the mid makes it one) that fails to render, with an e-mail address in its query. */
// A visitor's own page (the fault is checked where a page knows its query: a lead id makes the page the visitor's).
const FAILING = `/?mid=CAM-ZOMER1&leadId=LEAD-NONE-0000&shop_fault=render&email=${EMAIL}`;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('a browser error reaches the sink through the site’s own route, redacted, level error; the dataLayer hears of it', async ({
  page,
}) => {
  await page.goto(brandUrl('ad', '/'));
  // The page has hydrated (its listeners are on) once the account menu is a <button>.
  await expect(page.locator(`button#${ACCOUNT_MENU_IDS.button}`)).toHaveAttribute('aria-expanded', 'false');
  const marker = `boom ${Date.now()}`;
  const tunnel = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/monitoring',
  );
  await page.evaluate(
    ({ marker, email, iban }) => {
      setTimeout(() => {
        throw new Error(`${marker} for ${email} ${iban}`);
      });
    },
    { marker, email: EMAIL, iban: IBAN },
  );
  // To the page's own origin, not to the sink's.
  expect(new URL((await tunnel).url()).origin).toBe(new URL(brandUrl('ad', '/')).origin);

  await expect.poll(async () => (await eventsWith(marker)).length, { timeout: 15_000 }).toBe(1);
  const [event] = await eventsWith(marker);
  expect(event?.payload.level).toBe('error');
  expect(event?.payload.exception?.values?.at(-1)?.value).toBe(`${marker} for [Filtered] [Filtered]`);
  expect(event?.raw).not.toContain(EMAIL);
  expect(event?.raw).not.toContain(IBAN);

  // The dataLayer hears of it once the tunnel has answered the browser (Sentry's afterSendEvent), which may be just
  // after the sink got the event from the tunnel (once the other way round in a loaded run).
  const errorEvents = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'error',
      ),
    );
  await expect.poll(errorEvents, { timeout: 5_000 }).toEqual([
    {
      event: 'error',
      error_id: event?.payload.event_id,
      error_description: `${marker} for [Filtered] [Filtered]`,
      error_title: 'Error',
    },
  ]);
});

test('a server render error: a person sees the branded error page; the server’s report arrives redacted, level error', async ({
  page,
}) => {
  await page.goto(brandUrl('ad', FAILING));
  await expect(page.getByRole('heading', { level: 1, name: ERROR.errorHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: ERROR.toHome })).toBeVisible();

  await expect
    .poll(
      async () =>
        (await eventsWith('Injected render fault for')).filter((event) => event.payload.platform === 'node').length,
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  const reports = await eventsWith('Injected render fault for');
  const server = reports.find((event) => event.payload.platform === 'node');
  expect(server?.payload.level).toBe('error');
  expect(server?.payload.exception?.values?.at(-1)?.value).toBe('Injected render fault for [Filtered]');
  for (const report of reports) expect(report.raw).not.toContain(EMAIL);
});

test('a crawler on a failing page gets no error page', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: GOOGLEBOT });
  const page = await context.newPage();
  const response = await page.goto(brandUrl('ad', FAILING));
  // The status says it all to a crawler; Next 16 does not draw the client-side error boundary for bots, so the
  // page stays empty rather than showing an error page (a client-side failure would show CrawlerErrorNotice).
  expect(response?.status()).toBe(500);
  // Loaded and idle: whatever the scripts would draw has been drawn (network idle timed out once on a loaded CI
  // machine).
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  await expect(page.getByRole('heading', { name: ERROR.errorHeading })).toHaveCount(0);
  await expect(page.getByRole('link', { name: ERROR.toHome })).toHaveCount(0);
  // The same failure for a person: the branded error page (the difference is the user agent alone).
  const person = await browser.newContext();
  const personPage = await person.newPage();
  await personPage.goto(brandUrl('ad', FAILING));
  await expect(personPage.getByRole('heading', { name: ERROR.errorHeading })).toBeVisible();
  await person.close();
  await context.close();
});
