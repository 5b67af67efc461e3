import { expect, test, type Page } from '../support/test.ts';
import { accountMenuItems } from '../../domain/account/menu.ts';
import { logoHref } from '../../domain/logo-link.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { ACCOUNT_ROUTES } from '../../site/account/state.ts';
import { ACCOUNT_MENU_IDS } from '../../site/chrome/account-menu/account-menu-ids.ts';
import { BRANDS, brandUrl, type BrandCode } from '../support/fleet.ts';

/** One brand of each kind the dropdown tells apart: Dutch paper, Dutch magazine, Belgian paper, Belgian TV guide. */
const BRANDS_UNDER_TEST = ['vk', 'lib', 'hl', 'tvf'] as const satisfies readonly BrandCode[];

const accountButton = (page: Page) => page.locator(`#${ACCOUNT_MENU_IDS.button}`);
const accountPanel = (page: Page) => page.locator(`#${ACCOUNT_MENU_IDS.panel}`);

/** The labels an anonymous visitor sees in the brand's dropdown, from the domain rule and the brand's catalog. */
function expectedLabels(code: BrandCode): string[] {
  const brand = BRANDS[code];
  const labels = messagesFor(brand.locale).accountMenu.items;
  return accountMenuItems(brand, { signedIn: false, logoutRoute: ACCOUNT_ROUTES.logout, callbackPath: '/' }).map(
    (item) => labels[item.id],
  );
}

/** Tabs from the top of the page until the account menu's button has focus: only the keyboard, as a visitor would. */
async function tabToAccountButton(page: Page) {
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((id) => document.activeElement?.id === id, ACCOUNT_MENU_IDS.button)) return;
  }
  throw new Error('Tab never reached the account menu');
}

for (const code of BRANDS_UNDER_TEST) {
  test.describe(`the account menu on ${BRANDS[code].name} (${code})`, () => {
    test('keyboard only: Tab to it, Enter opens, Tab through its links, Escape closes and focus returns', async ({
      page,
    }) => {
      await page.goto(brandUrl(code, '/'));
      // The island has hydrated once the button is a <button> (before, it is the no-script <summary>).
      await expect(page.locator(`button#${ACCOUNT_MENU_IDS.button}`)).toHaveAttribute('aria-expanded', 'false');
      await expect(accountPanel(page)).toBeHidden();
      await tabToAccountButton(page);

      await page.keyboard.press('Enter');
      await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(accountPanel(page)).toBeVisible();

      const labels = expectedLabels(code);
      for (const label of labels) {
        await page.keyboard.press('Tab');
        await expect(accountPanel(page).getByRole('link', { name: label, exact: true })).toBeFocused();
      }

      await page.keyboard.press('Escape');
      await expect(accountPanel(page)).toBeHidden();
      await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(accountButton(page)).toBeFocused();
    });

    test('signed out: a cross, said in words; a click outside closes it', async ({ page }) => {
      await page.goto(brandUrl(code, '/'));
      const button = page.getByRole('button', { name: 'Mijn account (niet ingelogd)' });
      await expect(button.locator('svg[data-auth]')).toHaveAttribute('data-auth', 'cross');
      await button.click();
      await expect(accountPanel(page)).toBeVisible();
      await expect(accountPanel(page).getByRole('link', { name: 'Uitloggen' })).toHaveCount(0);
      await expect(accountPanel(page).getByRole('button', { name: 'Uitloggen' })).toHaveCount(0);
      await page.mouse.click(5, 300);
      await expect(accountPanel(page)).toBeHidden();
    });
  });
}

test('the dropdown’s links leave with the tracking parameters', async ({ page }) => {
  await page.goto(brandUrl('ad', '/'));
  // Once hydrated (a <button>, no longer the no-script <summary>): a click on the <summary> as the page hydrates opens
  // a menu that hydration then closes.
  await expect(page.locator(`button#${ACCOUNT_MENU_IDS.button}`)).toHaveAttribute('aria-expanded', 'false');
  await accountButton(page).click();
  const kiosk = new URL((await accountPanel(page).getByRole('link', { name: 'Kiosk' }).getAttribute('href')) ?? '');
  expect(`${kiosk.origin}${kiosk.pathname}`).toBe('https://kiosk.dpgmedia.nl/');
  expect(Object.fromEntries(kiosk.searchParams)).toEqual({
    utm_medium: 'internal-referral',
    utm_content: 'dropdown',
    utm_source: 'ad',
    otag: 'shopdropdown',
  });
  await expect(accountPanel(page).getByRole('link', { name: 'Abonneren' })).toHaveAttribute('href', '/');
});

test('without JavaScript the dropdown’s links are still reachable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(brandUrl('hl', '/'));
    await expect(accountPanel(page)).toBeHidden();
    await accountButton(page).click();
    await expect(accountPanel(page).getByRole('link')).toHaveText(expectedLabels('hl'));
  } finally {
    await context.close();
  }
});

test.describe('the logo link keeps the query, minus gift and productCode', () => {
  for (const [code, path] of [
    ['vk', '/digitaal?mid=CAM-ZOMER1&gift=true&productCode=VK-DIGI'],
    ['lib', '/specials?gift=1&utm_source=nieuwsbrief&group=a&group=b'],
    ['hl', '/studenten?productCode=X'],
    ['ad', '/'],
  ] as const) {
    test(`${code}${path}`, async ({ page }) => {
      await page.goto(brandUrl(code, path));
      const expected = logoHref(new URL(path, 'http://shop.test').search);
      const logo = page.getByRole('banner').getByRole('link', { name: `${BRANDS[code].name}: naar de abonnementen` });
      await expect(logo).toHaveAttribute('href', expected);
      await logo.click();
      await expect(page).toHaveURL(brandUrl(code, expected));
    });
  }
});

test('the footer’s login link comes back to the page the visitor is on', async ({ page }) => {
  await page.goto(brandUrl('vk', '/digitaal?mid=CAM-ZOMER1'));
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
    'href',
    `${ACCOUNT_ROUTES.login}?callback_url=${encodeURIComponent('/digitaal?mid=CAM-ZOMER1')}`,
  );
});

test('Privacy instellingen opens the consent settings, which link the privacy statement', async ({ page }) => {
  await page.goto(brandUrl('hl', '/'));
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy instellingen' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Privacy instellingen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'privacy statement' })).toHaveAttribute(
    'href',
    'https://www.dpgmedia.be/privacy',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
