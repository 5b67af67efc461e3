import { expect, firstVisit as test, type Page } from '../support/test.ts';
import { CONSENT_COOKIE, CONSENT_DEFAULT, consentUpdate, storedConsent } from '../../domain/consent/consent-mode.ts';
import { CONSENT_BANNER_ID, MANAGER_ATTRIBUTE } from '../../site/chrome/consent/consent-banner-script.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { BRANDS, brandUrl } from '../support/fleet.ts';

// A first visit: Playwright's own `test` (`firstVisit`), without the other files' stored choice (consent-choice.ts).

const texts = (code: keyof typeof BRANDS) => messagesFor(BRANDS[code].locale).consent;

/** The consent commands in the dataLayer (gtag pushes arguments objects), and the position of the page event. */
async function dataLayer(page: Page) {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    const isCommand = (entry: unknown): entry is ArrayLike<unknown> =>
      typeof entry === 'object' && entry !== null && '0' in entry;
    const consent = layer.flatMap((entry, index) =>
      isCommand(entry) && entry[0] === 'consent' ? [{ index, command: entry[1], state: entry[2] }] : [],
    );
    const pageEvent = layer.findIndex((entry) => (entry as { event?: string }).event === 'page');
    return { consent, pageEvent };
  });
}

/** The analytics state the tag manager ends up with: the last consent command's analytics_storage. */
const lastState = async (page: Page) => (await dataLayer(page)).consent.at(-1)?.state as Record<string, string>;

/** Cookies of Google Analytics, Google Ads or Meta: none may exist without consent. */
const ANALYTICS_OR_MARKETING = /^(_ga|_gid|_gat|_gcl|_fbp)/;

async function cookies(page: Page) {
  return page.context().cookies();
}

test('a first visit shows the banner with accept, refuse and settings, and denies everything before any event', async ({
  page,
}) => {
  const response = await page.goto(brandUrl('ad', '/'));
  const banner = page.getByRole('dialog', { name: texts('ad').banner.title });
  await expect(banner).toBeVisible();
  const buttons = [texts('ad').banner.acceptAll, texts('ad').banner.rejectAll, texts('ad').banner.settings].map(
    (name) => banner.getByRole('button', { name }),
  );
  for (const button of buttons) await expect(button).toBeVisible();
  // The banner is modal: the page behind it waits for the choice.
  await expect(page.locator('body > main')).toHaveAttribute('inert', '');
  // Equal weight: the three buttons are drawn alike.
  const looks = await Promise.all(
    buttons.map((button) =>
      button.evaluate((el) =>
        [getComputedStyle(el).backgroundColor, getComputedStyle(el).fontSize, getComputedStyle(el).fontWeight].join(),
      ),
    ),
  );
  expect(new Set(looks).size).toBe(1);

  const { consent, pageEvent } = await dataLayer(page);
  expect(consent).toEqual([{ index: 0, command: 'default', state: CONSENT_DEFAULT }]);
  expect(pageEvent).toBeGreaterThan(0);
  expect((await cookies(page)).map((cookie) => cookie.name)).not.toContain(CONSENT_COOKIE);
  // The choice lives in the browser: the server neither sets nor needs it.
  expect(response?.headers()['set-cookie'] ?? '').not.toContain(CONSENT_COOKIE);
});

test('refusing keeps analytics storage denied, sets no analytics cookie and survives a reload', async ({ page }) => {
  await page.goto(brandUrl('ad', '/'));
  await page.getByRole('button', { name: texts('ad').banner.rejectAll }).click();
  await expect(page.getByRole('dialog', { name: texts('ad').banner.title })).toBeHidden();
  expect(await lastState(page)).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });

  const stored = (await cookies(page)).find((cookie) => cookie.name === CONSENT_COOKIE);
  expect(stored && storedConsent(`${stored.name}=${stored.value}`)).toEqual(['necessary']);
  // Stored for a year (give or take the test's own seconds).
  expect(Math.round(((stored?.expires ?? 0) * 1000 - Date.now()) / 86_400_000)).toBe(365);
  expect((await cookies(page)).filter((cookie) => ANALYTICS_OR_MARKETING.test(cookie.name))).toEqual([]);

  const response = await page.reload();
  expect(response?.headers()['set-cookie'] ?? '').not.toContain(CONSENT_COOKIE);
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.getByRole('dialog', { name: texts('ad').banner.title })).toHaveCount(0);
  const { consent, pageEvent } = await dataLayer(page);
  expect(consent.map(({ command, state }) => [command, state])).toEqual([
    ['default', CONSENT_DEFAULT],
    ['update', consentUpdate(['necessary'])],
  ]);
  // The returning visitor's choice reaches the tag manager before the page's events (and its loader).
  expect(consent[1]!.index).toBeLessThan(pageEvent);
});

test('accepting grants analytics and marketing storage, also after a reload', async ({ page }) => {
  await page.goto(brandUrl('hl', '/'));
  await page.getByRole('button', { name: texts('hl').banner.acceptAll }).click();
  await expect(page.getByRole('dialog', { name: texts('hl').banner.title })).toBeHidden();
  expect(await lastState(page)).toEqual(consentUpdate(['necessary', 'analytics', 'marketing']));
  expect(
    await page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.some(
        (entry) => entry.event === 'consent_update',
      ),
    ),
  ).toBe(true);

  await page.reload();
  await expect(page.locator('footer')).toBeVisible();
  expect(await lastState(page)).toEqual(consentUpdate(['necessary', 'analytics', 'marketing']));
  await expect(page.getByRole('dialog', { name: texts('hl').banner.title })).toHaveCount(0);
});

test('Privacy instellingen reopens the settings, by keyboard, and a changed choice reaches the tag manager', async ({
  page,
}) => {
  await page.goto(brandUrl('vk', '/'));
  await page.getByRole('button', { name: texts('vk').banner.rejectAll }).click();
  await expect(page.getByRole('dialog', { name: texts('vk').banner.title })).toBeHidden();

  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy instellingen' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Privacy instellingen' });
  await expect(settings).toBeVisible();
  // Focus moved into the dialog.
  await expect.poll(() => settings.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  const analytics = settings.getByRole('checkbox', { name: texts('vk').settings.categories.analytics.title });
  await expect(analytics).not.toBeChecked();
  await expect(
    settings.getByRole('checkbox', { name: texts('vk').settings.categories.necessary.title }),
  ).toBeDisabled();
  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await settings.getByRole('button', { name: texts('vk').settings.save }).click();
  await expect(settings).toBeHidden();
  expect(await lastState(page)).toEqual(consentUpdate(['necessary', 'analytics']));

  await page.reload();
  await expect(page.locator('footer')).toBeVisible();
  expect(await lastState(page)).toEqual(consentUpdate(['necessary', 'analytics']));
  await opener.click();
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('checkbox', { name: texts('vk').settings.categories.analytics.title })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(page.locator('body > main')).not.toHaveAttribute('inert', '');
  await expect(opener).toBeFocused();
});

test('a crawler gets no banner and loads no consent manager', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  await page.goto(brandUrl('ad', '/'));
  // Checked once the banner's component has hydrated and is done with the consent manager (MANAGER_ATTRIBUTE).
  await expect(page.locator(`#${CONSENT_BANNER_ID}[${MANAGER_ATTRIBUTE}]`)).toHaveCount(1);
  await expect(page.locator(`#${CONSENT_BANNER_ID}`)).toHaveAttribute(MANAGER_ATTRIBUTE, 'not-needed');
  await expect(page.locator('#cc-main')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: texts('ad').banner.title })).toHaveCount(0);
  await expect(page.locator('body > main')).not.toHaveAttribute('inert', '');
  await context.close();
});

test('the banner is in the page as the server sends it, and opens before any of the page’s scripts has loaded', async ({
  page,
}) => {
  // The page's own scripts (Next's chunks, the consent manager) held back: the banner must not wait for them.
  await page.route(/\/_next\/static\/.*\.js$/, () => undefined);
  const response = await page.goto(brandUrl('ad', '/'), { waitUntil: 'domcontentloaded' });
  expect(await response?.text()).toContain(`>${texts('ad').banner.title}</h2>`);
  const banner = page.getByRole('dialog', { name: texts('ad').banner.title });
  await expect(banner).toBeVisible();
  await expect(page.locator('body > main')).toHaveAttribute('inert', '');
  await expect(page.locator('#cc-main')).toHaveCount(0);
  // Escape does not dismiss it: the visitor is asked to choose.
  await page.keyboard.press('Escape');
  await expect(banner).toBeVisible();
});

test('a choice pressed before the page has hydrated is kept and made once it has', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(brandUrl('ad', '/'), { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('dialog', { name: texts('ad').banner.title });
  await banner.getByRole('button', { name: texts('ad').banner.rejectAll }).click();
  release();
  await expect(banner).toBeHidden();
  await expect(page.locator('body > main')).not.toHaveAttribute('inert', '');
  const stored = (await cookies(page)).find((cookie) => cookie.name === CONSENT_COOKIE);
  expect(stored && storedConsent(`${stored.name}=${stored.value}`)).toEqual(['necessary']);
});

test('settings closed without a choice bring the banner back', async ({ page }) => {
  await page.goto(brandUrl('lib', '/'));
  const banner = page.getByRole('dialog', { name: texts('lib').banner.title });
  await banner.getByRole('button', { name: texts('lib').banner.settings }).click();
  const settings = page.getByRole('dialog', { name: 'Privacy instellingen' });
  await expect(settings).toBeVisible();
  await expect(banner).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(banner).toBeVisible();
  await expect(page.locator('body > main')).toHaveAttribute('inert', '');
  expect((await cookies(page)).map((cookie) => cookie.name)).not.toContain(CONSENT_COOKIE);
});

/**
 * The dialogs' text contrast, measured here as well as by the accessibility stage's axe run
 * (e2e/accessibility/a11y-axe.ts): every text of the banner and the settings against the first opaque background behind
 * it, WCAG 2's ratio.
 */
async function lowestContrast(page: Page, container: string) {
  return page.evaluate((selector) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
      [r, g, b]
        .map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const background = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const color = rgb(getComputedStyle(node).backgroundColor);
        if (color.length === 3 || color[3] === 1) return color.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const texts = [...document.querySelectorAll(`${selector} *`)].filter(
      (element) =>
        [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) &&
        (element as HTMLElement).offsetParent !== null,
    );
    const ratios = texts.map((element) => {
      const [a, b] = [luminance(rgb(getComputedStyle(element).color)), luminance(background(element))];
      return {
        text: element.textContent?.trim().slice(0, 40),
        ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
      };
    });
    return { count: ratios.length, lowest: ratios.toSorted((x, y) => x.ratio - y.ratio)[0] };
  }, container);
}

for (const code of ['ad', 'hl', 'lib'] as const) {
  test(`the banner’s and the settings’ texts have a contrast of at least 4.5:1 on ${code}`, async ({ page }) => {
    await page.goto(brandUrl(code, '/'));
    await expect(page.locator('#consent-banner')).toBeVisible();
    const banner = await lowestContrast(page, '#consent-banner');
    expect(banner.count).toBeGreaterThan(3);
    expect(banner.lowest?.ratio, JSON.stringify(banner.lowest)).toBeGreaterThanOrEqual(4.5);
    await page.locator('#consent-banner [data-consent="settings"]').click();
    await expect(page.locator('#cc-main .pm')).toBeVisible();
    const settings = await lowestContrast(page, '#cc-main .pm');
    expect(settings.count).toBeGreaterThan(3);
    expect(settings.lowest?.ratio, JSON.stringify(settings.lowest)).toBeGreaterThanOrEqual(4.5);
  });
}
