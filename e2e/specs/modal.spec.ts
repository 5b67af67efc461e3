import { expect, test, type Page } from '../support/test.ts';
import { MODAL_IDS } from '../../site/chrome/header-footer/modal-ids.ts';
import { BRANDS, brandUrl, ROUTES, type BrandCode } from '../support/fleet.ts';

/** One brand of each kind: Dutch paper (formal), magazine, Belgian paper. */
const BRANDS_UNDER_TEST = ['vk', 'lib', 'hl'] as const satisfies readonly BrandCode[];
const CLOSE = 'Sluit deze pop-up';

const opener = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Toegankelijkheid' });
const policy = (page: Page) => page.getByRole('dialog', { name: 'Toegankelijkheid' });

/** Whether the focused element is inside the dialog; null when nothing in the page has focus (the browser's own UI). */
const focusInDialog = (page: Page) =>
  page.evaluate((id) => {
    const active = document.activeElement;
    if (active === null || active === document.body) return null;
    return document.getElementById(id)?.contains(active) ?? false;
  }, MODAL_IDS.accessibilityPolicy);

async function open(page: Page, code: BrandCode) {
  await page.goto(brandUrl(code, '/'));
  await opener(page).click();
  await expect(policy(page)).toBeVisible();
}

for (const code of BRANDS_UNDER_TEST) {
  test.describe(`the accessibility policy modal on ${BRANDS[code].name} (${code})`, () => {
    test('the footer item opens it, focus moves in and Tab stays inside; Escape closes and focus returns', async ({
      page,
    }) => {
      await page.goto(brandUrl(code, '/'));
      await opener(page).focus();
      await page.keyboard.press('Enter');
      await expect(policy(page)).toBeVisible();
      await expect(policy(page).getByRole('heading', { name: 'Toegankelijkheid' })).toBeVisible();
      expect(await focusInDialog(page), 'focus moved into the dialog').toBe(true);
      await expect(page.getByRole('button', { name: CLOSE })).toBeFocused();

      // The page behind is inert: Tab goes round the dialog (through the browser's own UI, never the page).
      let visitedInside = 0;
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press('Tab');
        const inside = await focusInDialog(page);
        expect(inside, `Tab ${step + 1} stays out of the page behind the dialog`).not.toBe(false);
        if (inside) visitedInside += 1;
      }
      expect(visitedInside, 'Tab keeps coming back into the dialog').toBeGreaterThanOrEqual(4);

      await page.keyboard.press('Escape');
      await expect(policy(page)).toBeHidden();
      await expect(opener(page)).toBeFocused();
    });

    test('the close button closes it and focus returns to the opener', async ({ page }) => {
      await open(page, code);
      await page.getByRole('button', { name: CLOSE }).click();
      await expect(policy(page)).toBeHidden();
      await expect(opener(page)).toBeFocused();
    });

    test('a click outside it closes it', async ({ page }) => {
      await open(page, code);
      await page.getByRole('heading', { name: 'Toegankelijkheid' }).click();
      await expect(policy(page), 'a click inside keeps it open').toBeVisible();
      await page.mouse.click(5, 5);
      await expect(policy(page)).toBeHidden();
    });
  });
}

test('the page does not scroll while the modal is open, and does again once it is closed', async ({ page }) => {
  // No smooth scrolling, so every position read below is final.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1024, height: 400 });
  await page.goto(brandUrl('ad', '/'));
  const scrollY = () => page.evaluate(() => window.scrollY);
  const html = page.locator('html');
  await expect(html).not.toHaveCSS('overflow', 'hidden');

  // Opening from the footer scrolls the page down to it; scrolling back up is what the lock must stop.
  await opener(page).click();
  await expect(policy(page)).toBeVisible();
  await expect(html).toHaveCSS('overflow', 'hidden');
  const before = await scrollY();
  expect(before, 'the page is taller than the window, so there is something to lock').toBeGreaterThan(0);
  await page.mouse.move(5, 5);
  await wheelHandled(page, -600);
  expect(await scrollY()).toBe(before);

  // The same wait sees a scroll where one happens: closed, the same wheel scrolls the page up.
  await page.keyboard.press('Escape');
  await expect(html).not.toHaveCSS('overflow', 'hidden');
  await wheelHandled(page, -600);
  expect(await scrollY()).toBeLessThan(before);
});

/**
 * Turns the mouse wheel and waits until the page has handled it: the wheel event reached the page, and two frames
 * passed after it, the first of which applies the scroll the wheel causes (Chromium scrolls in the frame after the
 * event; the page listens without passive, so the scroll waits for the event). The page has no scroll handler of its
 * own to announce: its lock is CSS (modal.css.ts).
 */
async function wheelHandled(page: Page, deltaY: number) {
  await page.evaluate(() => {
    const scope = window as unknown as { wheelHandled?: Promise<void> };
    scope.wheelHandled = new Promise((resolve) =>
      addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
        once: true,
        passive: false,
      }),
    );
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as unknown as { wheelHandled: Promise<void> }).wheelHandled);
}

test('it works without JavaScript: open from the footer, close with Escape and with the close button', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await open(page, 'tvf');
    await page.keyboard.press('Escape');
    await expect(policy(page)).toBeHidden();
    await opener(page).click();
    await page.getByRole('button', { name: CLOSE }).click();
    await expect(policy(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
  } finally {
    await context.close();
  }
});

test('windowed: a window on a wide screen, the full screen on a phone-sized one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, 'ad');
  const wide = await policy(page).boundingBox();
  expect(wide!.width).toBeLessThan(1280 * 0.75);
  expect(wide!.height).toBeLessThan(800);

  await page.setViewportSize({ width: 390, height: 760 });
  await expect.poll(async () => policy(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 760 });
});

test.describe('header menu from content', () => {
  const menuLinks = (page: Page) =>
    page.getByRole('banner').getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link');

  for (const [code, labels] of [
    ['ad', ['Digitaal', 'Specials', 'Studenten', 'Zakelijk', 'Actiecode']],
    ['dm', ['Specials', 'Studenten', 'Zakelijk', 'Actiecode']],
    ['lib', ['Specials', 'Actiecode']],
    ['tvf', ['Specials', 'Actiecode']],
  ] as const) {
    test(`${code} shows ${labels.join(', ')}, each a page the brand has`, async ({ page }) => {
      await page.goto(brandUrl(code, '/'));
      await expect(menuLinks(page)).toHaveText([...labels]);
      const own = new Set<string>(ROUTES[code].map((route) => route.path));
      const hrefs = await menuLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        expect(own, `${href} is one of ${code}'s pages`).toContain(href);
        expect((await page.goto(brandUrl(code, href)))?.status(), href).toBe(200);
      }
    });
  }

  test('a menu link leads to its page', async ({ page }) => {
    await page.goto(brandUrl('vk', '/'));
    await menuLinks(page).filter({ hasText: 'Digitaal' }).click();
    await expect(page).toHaveURL(brandUrl('vk', '/digitaal'));
  });
});
