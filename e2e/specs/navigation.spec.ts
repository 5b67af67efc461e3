import { expect, test, type Page } from '../support/test.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { ACCOUNT_ROUTES } from '../../site/account/state.ts';
import { BRANDS, brandUrl, PORT } from '../support/fleet.ts';
import { getWithHost, requestWithHost } from '../support/http.ts';

/*
 * Navigation rules of docs/rules/02-routes-and-layout.md: the path-check lookup's redirects (the local front office
 * redirects /abonneren to / and /oud-aanbod to https://www.dpgmedia.nl/, stand-ins/front-office/redirects.ts), hostile
 * URLs from the query refused, and scrolling on navigation. Redirects are checked without following them: the external
 * one would leave the machine. The crawler rule (no error page for crawlers) runs in e2e/specs/error-reporting.spec.ts,
 * on a page made to fail by the test environment's fault seam (site/monitoring/fault.ts).
 */

const HOST = `vk.localhost:${PORT}`;

test.describe('the path-check lookup', () => {
  test('an internal redirect stays on the visitor’s host and keeps their query', async () => {
    const response = await getWithHost(HOST, '/abonneren?mid=CAM-AB12CD&otag=x');
    expect(response.status).toBe(307);
    expect(response.headers.location).toBe(`http://${HOST}/?mid=CAM-AB12CD&otag=x`);
  });

  test('an absolute redirect leaves the site, without the visitor’s query', async () => {
    const response = await getWithHost(HOST, '/oud-aanbod?mid=CAM-AB12CD');
    expect(response.status).toBe(307);
    expect(response.headers.location).toBe('https://www.dpgmedia.nl/');
  });

  test('a visitor following an internal redirect lands on the brand’s home page', async ({ page }) => {
    await page.goto(brandUrl('ad', '/abonneren'));
    expect(page.url()).toBe(brandUrl('ad', '/'));
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'ad');
  });

  test('a path the lookup does not know is still the 404 page', async () => {
    const response = await getWithHost(HOST, '/bestaat-niet');
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });
});

/** Values a query may carry to send the visitor elsewhere; each must end on a path of this shop. */
const HOSTILE = [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  '%2F%2Fevil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,x',
];

test.describe('hostile URLs in the query are refused', () => {
  for (const value of HOSTILE) {
    test(`callback_url ${JSON.stringify(value)} on logout comes back to the shop’s index`, async () => {
      // The account menu's form: a POST from the shop's own page (site/app/api/account/logout).
      const response = await requestWithHost(
        'POST',
        HOST,
        `${ACCOUNT_ROUTES.logout}?${new URLSearchParams({ callback_url: value })}`,
        undefined,
        { origin: `http://${HOST}` },
      );
      expect(response.status).toBe(200);
      // To the account service's end-session endpoint, which returns to post_logout_redirect_uri; or straight back.
      const location = new URL(/^0;url=(.+)$/.exec(String(response.headers.refresh ?? ''))?.[1] ?? '');
      expect(location.searchParams.get('post_logout_redirect_uri') ?? location.href).toBe(`http://${HOST}/`);
    });

    test(`destinationName ${JSON.stringify(value)} on /actie goes back to the shop’s index`, async ({ page }) => {
      await page.goto(brandUrl('ad', `/actie?${new URLSearchParams({ destinationName: value })}`));
      await expect(page.locator('input[name="destinationName"]')).toHaveValue('/');
    });
  }

  for (const value of ['javascript:alert(1)', '/\\evil.example']) {
    test(`callback_url ${JSON.stringify(value)} on login: after logging in the visitor is on the shop’s index`, async ({
      page,
    }) => {
      await page.goto(brandUrl('vk', `${ACCOUNT_ROUTES.login}?${new URLSearchParams({ callback_url: value })}`));
      await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
      await page.getByLabel('E-mailadres').fill('fatima@example.nl');
      await page.getByLabel('Wachtwoord').fill('welkom01');
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await page.waitForURL(brandUrl('vk', '/'));
    });
  }
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('scrolling on navigation (docs/rules/02-routes-and-layout.md)', () => {
  const messages = messagesFor(BRANDS.ad.locale);
  const footerLogin = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: messages.footer.login });

  // A short window, so that every page is taller than it and a position is something to keep.
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 400 });
  });

  test('a link opens the next page at its top; back returns to where the visitor was', async ({ page }) => {
    await page.goto(brandUrl('ad', '/'));
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);

    await footer.getByRole('link', { name: messages.routes.digitaal, exact: true }).click();
    await page.waitForURL(brandUrl('ad', '/digitaal'));
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await page.waitForURL(brandUrl('ad', '/'));
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test('an address with a hash opens at its target', async ({ page }) => {
    await page.goto(brandUrl('ad', '/digitaal'));
    const id = await footerLogin(page).getAttribute('id');
    expect(id).toBeTruthy();
    await page.goto(brandUrl('ad', `/zakelijk#${id}`));
    await expect(footerLogin(page)).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);
  });
});
