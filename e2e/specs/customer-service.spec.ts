import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, firstVisit as test, type Page } from '../support/test.ts';
import { publicHolidays } from '../../stand-ins/front-office/closures.ts';
import { brandUrl } from '../support/fleet.ts';

/*
 * The customer-service widget follows the reader's clock (docs/rules/01-product-and-brands.md,
 * docs/rules/03-entities.md and docs/rules/09-constants-and-limits.md): the browser's clock is set for each test
 * (page.clock), since the widget decides in the browser: the pages are cached (docs/adr/0007). The top bar shows the
 * group's words, AD's home widget its editor's (stand-ins/content/stories/ad/home.json).
 */

const topBar = (page: Page) => page.getByTestId('top-bar-customer-service');
const homeWidget = (page: Page) => page.locator('main section[data-status]').filter({ hasText: 'Klantenservice' });

/** A Sunday noon in Amsterdam: closed all day, open again Monday 09:00. */
const SUNDAY_NOON = new Date('2025-01-05T12:00:00+01:00');
/** A Monday morning: open. */
const MONDAY_MORNING = new Date('2025-01-06T10:00:00+01:00');

test('closed outside business hours: the closed message for the next opening instead of the number', async ({
  page,
}) => {
  await page.clock.setFixedTime(SUNDAY_NOON);
  await page.goto(brandUrl('ad', '/'));
  await expect(topBar(page)).toHaveAttribute('data-status', 'closed');
  await expect(topBar(page).getByText('Gesloten, morgen weer bereikbaar vanaf 09:00')).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: /^Bel / })).toBeHidden();
  await expect(homeWidget(page)).toHaveAttribute('data-status', 'closed');
  await expect(homeWidget(page).getByText('We zijn morgen weer bereikbaar vanaf 09:00')).toBeVisible();
  await expect(homeWidget(page).getByRole('link', { name: /^Bel / })).toBeHidden();
  await expect(homeWidget(page).getByRole('link', { name: 'Abonnement beheren' })).toBeVisible();
  await homeWidget(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/customer-service-closed.png', fullPage: false });
  await topBar(page).screenshot({ path: '/tmp/customer-service-top-bar-closed.png' });
  await homeWidget(page).screenshot({ path: '/tmp/customer-service-widget-closed.png' });
});

test('open during business hours: the number, no closed message', async ({ page }) => {
  await page.clock.setFixedTime(MONDAY_MORNING);
  await page.goto(brandUrl('ad', '/'));
  await expect(topBar(page)).toHaveAttribute('data-status', 'open');
  await expect(topBar(page).getByRole('link', { name: /^Bel 0/ })).toBeVisible();
  await expect(topBar(page).getByText('Nu bereikbaar')).toBeVisible();
  await expect(homeWidget(page).getByText('Nu bereikbaar, we helpen je graag')).toBeVisible();
  await expect(homeWidget(page).getByText('We zijn')).toBeHidden();
  await homeWidget(page).screenshot({ path: '/tmp/customer-service-widget-open.png' });
  await topBar(page).screenshot({ path: '/tmp/customer-service-top-bar-open.png' });
});

test('a Belgian brand keeps the Brussels clock: Saturday 16:00 is closed until Monday', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-01-11T16:00:00+01:00'));
  await page.goto(brandUrl('hl', '/'));
  await expect(topBar(page).getByText('Gesloten, maandag weer bereikbaar vanaf 09:00')).toBeVisible();
});

test('turns closed at the boundary minute while the page stays open', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-01-10T16:59:00+01:00') });
  await page.goto(brandUrl('ad', '/'));
  await expect(topBar(page)).toHaveAttribute('data-status', 'open');
  await page.clock.runFor(61_000);
  await expect(topBar(page).getByText('Gesloten, morgen weer bereikbaar vanaf 10:00')).toBeVisible();
});

/**
 * The next Dutch public holiday of the local front office (stand-ins/front-office/closures.ts) that falls on a weekday
 * between two open weekdays' worth of margin from now: the page, prerendered at the build, carries it among the
 * front office's closures ahead (docs/adr/0017-business-hours-on-cached-pages.md).
 */
function nextWeekdayHoliday(): string {
  const year = new Date().getUTCFullYear();
  const after = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
  const holiday = [year, year + 1]
    .flatMap((y) => publicHolidays(y, 'nl'))
    .find((date) => date > after && weekday(date) >= 1 && weekday(date) <= 5);
  if (!holiday) throw new Error('no weekday holiday in two years');
  return holiday;
}

test('a holiday of the front office closes the widget on a cached page, by the reader’s clock', async ({ page }) => {
  const holiday = nextWeekdayHoliday();
  await page.clock.setFixedTime(new Date(`${holiday}T10:00:00+01:00`));
  const served = await page.goto(brandUrl('ad', '/'));
  // A shared page, kept by Next and any shared cache: built before it is read.
  expect(served?.headers()['cache-control']).toMatch(/(^|, )s-maxage=\d+/);
  expect(served?.headers()['cache-control']).not.toMatch(/private|no-store/);
  await expect(topBar(page)).toHaveAttribute('data-status', 'closed');
  await expect(topBar(page).getByText(/^Gesloten, \w+ weer bereikbaar vanaf \d\d:00$/)).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: /^Bel / })).toBeHidden();
  await expect(homeWidget(page)).toHaveAttribute('data-status', 'closed');

  // The same hour of the last weekday before it that is no holiday: open, so it was the holiday that closed it.
  const holidays = new Set([-1, 0, 1].flatMap((y) => publicHolidays(new Date().getUTCFullYear() + y, 'nl')));
  let dayBefore = new Date(`${holiday}T10:00:00+01:00`);
  do dayBefore = new Date(dayBefore.getTime() - 86_400_000);
  while (
    holidays.has(dayBefore.toISOString().slice(0, 10)) ||
    dayBefore.getUTCDay() === 0 ||
    dayBefore.getUTCDay() === 6
  );
  await page.clock.setFixedTime(dayBefore);
  await page.reload();
  await expect(topBar(page)).toHaveAttribute('data-status', 'open');
  await expect(topBar(page).getByRole('link', { name: /^Bel 0/ })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the number and the week’s hours: true whenever the cached page is read', async ({ page }) => {
    await page.goto(brandUrl('ad', '/'));
    await expect(topBar(page)).toHaveAttribute('data-status', 'hours');
    await expect(topBar(page).getByRole('link', { name: /^Bel / })).toBeVisible();
    await expect(homeWidget(page).getByText('Ma t/m do 9.00-21.00, vr 9.00-17.00, za 10.00-16.00')).toBeVisible();
    await expect(homeWidget(page).getByText('Nu bereikbaar')).toBeHidden();
    await expect(homeWidget(page).getByText('We zijn')).toBeHidden();
  });
});

test('the closed widget has no accessibility violations (axe, WCAG 2 AA)', async ({ page }) => {
  await page.clock.setFixedTime(SUNDAY_NOON);
  await page.goto(brandUrl('ad', '/'));
  await expect(topBar(page)).toHaveAttribute('data-status', 'closed');
  await page.addScriptTag({
    content: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
  });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string }[] }> };
      }
    ).axe;
    const result = await axe.run(['[data-testid="top-bar-customer-service"]', 'main section[data-status]'], {
      runOnly: ['wcag2a', 'wcag2aa'],
    });
    return result.violations.map((violation) => violation.id);
  });
  expect(violations).toEqual([]);
});
