import { expect, test, type BrowserContext, type Page } from '../support/test.ts';
import { ACCOUNT_ERROR_KEY } from '../../domain/account/error.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { ACCOUNT_ROUTES, SESSION_COOKIE } from '../../site/account/state.ts';
import { ACCOUNT_MENU_IDS } from '../../site/chrome/account-menu/account-menu-ids.ts';
import { BRANDS, brandUrl, type BrandCode } from '../support/fleet.ts';

/*
 * Login and logout against the local account service (stand-ins/account, started by playwright.config.ts on its own
 * port): its login form is a real page on another origin, so these tests walk through it as a visitor would.
 */

const loginUrl = (code: BrandCode, query: Record<string, string>) =>
  brandUrl(code, `${ACCOUNT_ROUTES.login}?${new URLSearchParams(query)}`);

async function fillLoginForm(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('welkom01');
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);

const ACCOUNTS = [
  { code: 'ad', email: 'jan@example.nl', givenName: 'Jan' },
  { code: 'hl', email: 'an@example.be', givenName: 'An' },
] as const satisfies readonly { code: BrandCode; email: string; givenName: string }[];

for (const { code, email, givenName } of ACCOUNTS) {
  test(`${code}: log in at the account service, back on /digitaal greeted by name; log out ends both sessions`, async ({
    page,
    context,
  }) => {
    const messages = messagesFor(BRANDS[code].locale);
    await page.goto(brandUrl(code, '/digitaal'));
    await expect(page.locator(`#${ACCOUNT_MENU_IDS.button}`)).not.toContainText(givenName);

    await page.goto(loginUrl(code, { callback_url: '/digitaal' }));
    await fillLoginForm(page, email);
    await page.waitForURL(brandUrl(code, '/digitaal'));
    expect(await sessionCookie(context)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await expect(page.locator(`#${ACCOUNT_MENU_IDS.button}`)).toContainText(`Hallo ${givenName}`);

    await page.locator(`#${ACCOUNT_MENU_IDS.button}`).click();
    // A form's button: logging out is a POST (a link would let any page log the visitor out).
    await page
      .locator(`#${ACCOUNT_MENU_IDS.panel}`)
      .getByRole('button', { name: messages.accountMenu.items.logout })
      .click();
    await page.waitForURL(brandUrl(code, '/digitaal'));
    expect(await sessionCookie(context)).toBeUndefined();
    await expect(page.locator(`#${ACCOUNT_MENU_IDS.button}`)).not.toContainText(givenName);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: messages.footer.login })).toBeVisible();

    // Logged out at the account service too: logging in again asks for the password.
    await page.goto(loginUrl(code, { callback_url: '/digitaal' }));
    await expect(page.getByLabel('Wachtwoord')).toBeVisible();
  });
}

test('an error code of the account service shows its message on the page and a way to try again', async ({ page }) => {
  const messages = messagesFor(BRANDS.ad.locale);
  await page.goto(loginUrl('ad', { callback_url: '/digitaal', email: 'consent_required@error.example' }));
  await page.waitForURL(brandUrl('ad', `/digitaal?${ACCOUNT_ERROR_KEY}=consent_required`));
  const notice = page.getByTestId('account-notice');
  await expect(notice).toContainText(messages.account.errors.consent_required);
  const retry = notice.getByRole('link', { name: messages.account.retry });
  await expect(retry).toHaveAttribute('href', `${ACCOUNT_ROUTES.login}?callback_url=%2Fdigitaal`);
  await retry.click();
  await fillLoginForm(page, 'jan@example.nl');
  await page.waitForURL(brandUrl('ad', '/digitaal'));
  await expect(page.getByTestId('account-notice')).toHaveCount(0);
});

test('a hostile callback_url is refused: after login the visitor is on the shop’s index', async ({ page }) => {
  await page.goto(loginUrl('vk', { callback_url: 'https://evil.example/' }));
  await fillLoginForm(page, 'fatima@example.nl');
  await page.waitForURL(brandUrl('vk', '/'));
  // Logging out with the hostile callback_url, as the account menu's form would post it, from another page.
  await page.goto(brandUrl('vk', '/digitaal'));
  await page.evaluate(
    (action) => {
      const form = Object.assign(document.createElement('form'), { method: 'post', action });
      document.body.append(form);
      form.submit();
    },
    `${ACCOUNT_ROUTES.logout}?${new URLSearchParams({ callback_url: '//evil.example' })}`,
  );
  await page.waitForURL(brandUrl('vk', '/'));
});

test('a hostile destinationName is refused: the /actie form goes back to this shop', async ({ page }) => {
  await page.goto(brandUrl('ad', `/actie?${new URLSearchParams({ destinationName: 'javascript:alert(1)' })}`));
  await expect(page.locator('input[name="destinationName"]')).toHaveValue('/');
});
