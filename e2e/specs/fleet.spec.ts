import { expect, test } from '../support/test.ts';
import { getWithHost } from '../support/http.ts';
import { BRANDS, brandUrl, missingFixedRoutes, REPRESENTATIVE_BRANDS, ROUTES, THEMES } from '../support/fleet.ts';

const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('the representative brands cover every kind of brand', () => {
  const kinds = new Set(REPRESENTATIVE_BRANDS.map((code) => `${BRANDS[code].country}-${BRANDS[code].type}`));
  expect([...kinds].sort()).toEqual(['be-magazine', 'be-paper', 'be-tv', 'nl-magazine', 'nl-paper']);
  const locales = new Set(REPRESENTATIVE_BRANDS.map((code) => BRANDS[code].locale));
  expect([...locales].sort()).toEqual(['be', 'be-formal', 'nl', 'nl-formal']);
});

for (const code of REPRESENTATIVE_BRANDS) {
  const brand = BRANDS[code];

  test.describe(`${brand.name} (${code}, ${brand.country} ${brand.type}, ${brand.locale})`, () => {
    for (const { path } of ROUTES[code]) {
      test(`renders ${path} in the brand's name, theme and locale`, async ({ page }) => {
        const response = await page.goto(brandUrl(code, path));
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(new RegExp(`\\| ${brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', brand.country === 'be' ? 'nl-BE' : 'nl-NL');
        await expect(page.locator('html')).toHaveAttribute('data-brand', code);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('link', { name: `${brand.name}: naar de abonnementen` })).toBeVisible();
        await expect(page.locator('header')).toHaveCSS('border-top-color', hexToRgb(THEMES[code].brand));
      });
    }

    for (const path of missingFixedRoutes(code)) {
      test(`answers 404 'Page not found' for ${path}, in the brand's own shell`, async ({ page }) => {
        const response = await page.goto(brandUrl(code, path));
        expect(response?.status()).toBe(404);
        await expect(page.getByTestId('error-status')).toHaveText('404 · Page not found');
        await expect(page.locator('html')).toHaveAttribute('data-brand', code);
        await expect(page.getByRole('heading', { level: 1, name: 'Deze pagina bestaat niet' })).toBeVisible();
      });
    }
  });
}

test('addresses formal brands with "u" and informal brands with "je"', async ({ page }) => {
  await page.goto(brandUrl('vk', '/'));
  await expect(page.locator('main')).toContainText('Kies het abonnement dat bij u past');
  await page.goto(brandUrl('ad', '/'));
  await expect(page.locator('main')).toContainText('Kies het abonnement dat bij je past');
});

test('an invalid special product answers 404 with the full path in the message', async ({ page }) => {
  const response = await page.goto(brandUrl('lib', '/Foo_Bar?x=1'));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-status')).toHaveText('404 · Page Not Found: /Foo_Bar?x=1');
});

test('an unknown special product and deeper unknown paths answer "Page not found"', async ({ page }) => {
  for (const path of ['/puzzelboek-zzz', '/studenten/x', '/a/b/c']) {
    expect((await page.goto(brandUrl('ad', path)))?.status(), path).toBe(404);
    await expect(page.getByTestId('error-status')).toHaveText('404 · Page not found');
  }
});

// docs/rules/02-routes-and-layout.md: only the first dynamic route, /{specialProduct}, lowercases its value first.
test('a special product in capitals on its order route is no redirect but a 404 naming the path', async ({ page }) => {
  const response = await page.goto(brandUrl('ad', '/AD-Puzzelboek/bestellen?mid=CAM-AAAAAA'));
  expect(response?.status()).toBe(404);
  expect(page.url()).toBe(brandUrl('ad', '/AD-Puzzelboek/bestellen?mid=CAM-AAAAAA'));
  await expect(page.getByTestId('error-status')).toHaveText(
    '404 · Page Not Found: /AD-Puzzelboek/bestellen?mid=CAM-AAAAAA',
  );
});

test('a path of a shape no route has is "Page not found", whatever its first segment', async ({ page }) => {
  expect((await page.goto(brandUrl('ad', '/foo_bar/x/y')))?.status()).toBe(404);
  await expect(page.getByTestId('error-status')).toHaveText('404 · Page not found');
});

test('another brand’s internal path is never served on a brand’s host', async ({ page }) => {
  expect((await page.goto(brandUrl('ad', '/vk/digitaal')))?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'ad');
});

test('a special product typed in capitals redirects to its lowercase page, keeping the query', async ({ page }) => {
  await page.goto(brandUrl('don', '/Katrien-Duck?mid=CAM-AAAAAA'));
  expect(page.url()).toBe(brandUrl('don', '/katrien-duck?mid=CAM-AAAAAA'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Katrien Duck');
});

test('the brandcode query chooses the brand outside production, and an unknown code is "Page Not Found"', async ({
  page,
}) => {
  await page.goto(`${brandUrl('ad', '/digitaal')}?brandcode=VK`);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'vk');
  const response = await page.goto(`${brandUrl('ad', '/')}?brandcode=zzz`);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-status')).toHaveText('404 · Page Not Found');
});

test('a trailing slash redirects to the one canonical address', async () => {
  const response = await getWithHost('ad.localhost', '/digitaal/');
  expect(response.status).toBe(308);
  expect(response.headers.location).toBe('/digitaal');
});

test('the error page links back to subscribing (query kept) and to the brand’s home', async ({ page }) => {
  await page.goto(brandUrl('ad', '/bestaat-niet?mid=CAM-AAAAAA'));
  await expect(page.getByRole('link', { name: 'Naar abonneren' })).toHaveAttribute('href', '/?mid=CAM-AAAAAA');
  await expect(page.getByRole('link', { name: 'Naar home' })).toHaveAttribute('href', 'https://ad.nl');
  await page.goto(brandUrl('ddj', '/bestaat-niet'));
  await expect(page.getByRole('link', { name: 'Naar home' })).toHaveAttribute('href', 'https://www.dpgmedia.nl');
});

test('pages are composed of content blocks, with the brand’s phone number in the FAQ answers', async ({ page }) => {
  await page.goto(brandUrl('hl', '/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Abonneren op Het Laatste Nieuws' })).toBeVisible();
  await expect(page.getByText('Gratis levering')).toBeVisible();
  await page.getByText('Hoe zeg ik mijn abonnement op?').click();
  // HLN's own number from the front office (stand-ins/front-office/phone-numbers.ts), in Flemish wording.
  await expect(page.getByText('Bel onze klantendienst op 03 - 303 05 11.')).toBeVisible();
  await page.goto(brandUrl('don', '/katrien-duck'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Katrien Duck bij Donald Duck');
});

test('the 404 page is complete without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expect((await page.goto(brandUrl('hl', '/Niet_Hier')))?.status()).toBe(404);
  await expect(page.getByTestId('error-status')).toHaveText('404 · Page Not Found: /Niet_Hier');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await context.close();
});

test('sets the locale cookie for 365 days, SameSite=Lax, path /', async ({ page, context }) => {
  await page.goto(brandUrl('dm', '/'));
  const cookie = (await context.cookies(brandUrl('dm', '/'))).find((c) => c.name === 'locale');
  expect(cookie).toMatchObject({ value: 'be-formal', sameSite: 'Lax', path: '/' });
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});

test('anonymous pages may be kept by a shared cache and set no cookie', async () => {
  const response = await getWithHost('vk.localhost', '/');
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toMatch(/s-maxage=\d+/);
  expect(response.headers['set-cookie']).toBeUndefined();
});

test('the skip link is the first stop of the keyboard and moves to the content', async ({ page }) => {
  await page.goto(brandUrl('lib', '/'));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Direct naar de inhoud' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('@mobile the home page fits a phone screen without sideways scrolling', async ({ page }) => {
  await page.goto(brandUrl('vero', '/'));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('@mobile on a phone the top bar leaves the page room: logo, phone and account on one row, the menu scrolls sideways', async ({
  page,
}) => {
  // hl: the widest logo of the representative brands. A Monday morning: the number shows only while the service is
  // open.
  await page.clock.setFixedTime(new Date('2025-01-06T10:00:00+01:00'));
  await page.goto(brandUrl('hl', '/'));
  const box = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!;
  const logo = await box(page.getByRole('link', { name: /naar de abonnementen/ }).first());
  const phone = await box(page.getByTestId('top-bar-customer-service').getByRole('link', { name: /^Bel / }));
  const account = await box(page.locator('#account-menu-button'));
  for (const item of [phone, account])
    expect(Math.abs(item.y + item.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(12);
  expect((await box(page.getByRole('banner'))).height).toBeLessThan(160);
  // The menu is one line: its last item is off to the side, reached by scrolling (or by Tab, which scrolls it in).
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const items = menu.getByRole('link');
  const first = await box(items.first());
  const last = await box(items.last());
  expect(Math.abs(last.y - first.y)).toBeLessThan(2);
  await items.last().focus();
  await expect(items.last()).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

// Tablets (40-60rem): the phone number keeps its words, and the top bar is still one row above a one-line menu.
for (const width of [656, 768, 960]) {
  test(`on a tablet (${width} px) the top bar is one row: logo, phone number, status and account, the menu one line below`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.clock.setFixedTime(new Date('2025-01-06T10:00:00+01:00'));
    // hl: the widest logo of the representative brands; vk formal; lib a magazine with fewer menu items.
    for (const code of ['hl', 'vk', 'lib'] as const) {
      await page.goto(brandUrl(code, '/'));
      const box = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!;
      const service = page.getByTestId('top-bar-customer-service');
      const logo = await box(page.getByRole('link', { name: /naar de abonnementen/ }).first());
      const call = service.getByRole('link', { name: /^Bel / });
      await expect(call).toContainText(/Bel \d/);
      const row = [
        await box(call),
        await box(service.getByText(/Nu bereikbaar/)),
        await box(page.locator('#account-menu-button')),
      ];
      for (const item of row)
        expect(Math.abs(item.y + item.height / 2 - (logo.y + logo.height / 2)), code).toBeLessThan(12);
      const items = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link');
      expect(Math.abs((await box(items.last())).y - (await box(items.first())).y), code).toBeLessThan(2);
      expect((await box(items.first())).y, code).toBeGreaterThan(logo.y + logo.height - 1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, code).toBeLessThanOrEqual(0);
    }
  });
}

test('each brand has its own favicon and theme colour, with no request for either', async ({ page }) => {
  await page.goto(brandUrl('hu', '/'));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', THEMES.hu.brand);
});
