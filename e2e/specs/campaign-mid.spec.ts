import path from 'node:path';
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startServer } from '../../site/scripts/server.mjs';
import { startFrontOfficeServer, type FrontOfficeServer } from '../../stand-ins/front-office/server.ts';
import type { LoggedRequest } from '../../stand-ins/front-office/server.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { FRONT_OFFICE_PATHS } from '../../schemas/front-office.ts';
import { PAGE_MID_COOKIE } from '../../domain/page-key.ts';
import { VISITOR_COOKIES } from '../../domain/visitor-state.ts';
import { expect, test } from '../support/test.ts';
import { BRANDS } from '../support/fleet.ts';
import { BELGIAN, DUTCH, fillOrder, storedOrders, unique, type Customer } from '../support/ordering.ts';

/*
 * docs/rules/04-states-and-flows.md: a well-formed mid in the query is the visitor's active mid;
 * docs/rules/08-errors.md: mid data errors are logged and nothing is shown, and 'a campaign whose mid data failed gets
 * the default offer'. On the built site, against the front office over HTTP whose target-group lookup fails for the
 * campaign: the visitor sees the default offer, and the campaign stays theirs in the dataLayer's page event (on the
 * campaign's page and on the next one, by the stored mid), in the stored mid and in the order the front office stores
 * and is asked with. One brand of each kind that orders here: an nl paper, a be paper, a magazine. And, the lookup
 * slow, the offer clicked in the default offer's window is the one the order page opens on and orders.
 */

const FRONT_OFFICE_DIR = path.resolve(import.meta.dirname, '../../.data/e2e-campaign-mid-front-office');

let frontOffice: FrontOfficeServer;
let site: Awaited<ReturnType<typeof startServer>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  rmSync(FRONT_OFFICE_DIR, { recursive: true, force: true });
  frontOffice = await startFrontOfficeServer({ port: 0, dataDir: FRONT_OFFICE_DIR });
  site = await startServer({
    appEnv: 'test',
    stdio: 'ignore',
    extraEnv: { CI: '', FRONT_OFFICE_URL: frontOffice.url },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await frontOffice?.close();
});

const standIn = (what: string, init: RequestInit = {}) =>
  fetch(`${frontOffice.url}/__stand-in/${what}`, { headers: { 'content-type': 'application/json' }, ...init });

async function frontOfficeRequests(): Promise<LoggedRequest[]> {
  return ((await (await standIn('requests')).json()) as { requests: LoggedRequest[] }).requests;
}

const lookupPath = (mid: string) => FRONT_OFFICE_PATHS.midData.replace('{mid}', mid);

/** The page events of the page in the browser, as the tag manager would read them. */
const pageEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; mid?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'page',
    ),
  );

const CAMPAIGNS: readonly { code: keyof typeof BRANDS; mid: string; customer: Omit<Customer, 'email'> }[] = [
  { code: 'ad', mid: 'CAM-TGAD01', customer: DUTCH },
  { code: 'hl', mid: 'CAM-TGHL01', customer: BELGIAN },
  { code: 'lib', mid: 'CAM-TGLB01', customer: DUTCH },
];

for (const { code, mid, customer } of CAMPAIGNS) {
  test(`${code}: target-group lookup failing: the campaign mid in the dataLayer, stored, on the order`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { locale } = BRANDS[code];
    const messages = messagesFor(locale);
    const origin = `http://${code}.localhost:${site.port}`;
    // Every lookup of this campaign fails (the site keeps a failure for 30 s, and asks again after).
    await standIn('faults', {
      method: 'PUT',
      body: JSON.stringify({ path: `^${lookupPath(mid)}$`, status: 503, times: 1000 }),
    });

    await page.goto(`${origin}/?mid=${mid}`);
    // The default offer, with nothing of the failure shown.
    await expect(page.getByRole('button', { name: messages.shopWindow.orderButton })).toBeVisible();
    await expect(page.getByText(messages.shopWindow.unavailable.slice(0, 30))).toHaveCount(0);
    expect(await pageEvents(page)).toMatchObject([{ brand: code, mid }]);
    const lookups = (await frontOfficeRequests()).filter((request) => request.path === lookupPath(mid));
    expect(lookups.length, 'the site asked the front office for the campaign’s target group').toBeGreaterThan(0);
    const cookies = await page.context().cookies(origin);
    expect(cookies.find((cookie) => cookie.name === VISITOR_COOKIES.mid)?.value).toBe(mid);
    // Told to the page once, then cleared by its script: a later cached page never repeats it.
    expect(cookies.find((cookie) => cookie.name === PAGE_MID_COOKIE.name)).toBeUndefined();

    // The next page, without a mid in its address: the stored one.
    await page.goto(`${origin}/?e2e=${Date.now()}`);
    expect(await pageEvents(page)).toMatchObject([{ brand: code, mid }]);

    await page.goto(`${origin}/?mid=${mid}`);
    await page.getByRole('button', { name: messages.shopWindow.orderButton }).click();
    await expect(page).toHaveURL(/\/bestellen\?propositionId=/);
    expect(await pageEvents(page)).toMatchObject([{ brand: code, mid }]);
    const email = `${unique(`tg-${code}`)}@example.${BRANDS[code].country}`;
    await fillOrder(page, { email, ...customer }, locale);
    await page.getByRole('button', { name: messages.orderFlow.submit }).click();
    await expect(page).toHaveURL(/\/bedankt$/, { timeout: 15_000 });
    const stored = storedOrders(email, FRONT_OFFICE_DIR) as unknown as { order: { mid: string } }[];
    expect(stored.map((order) => order.order.mid)).toEqual([mid]);
    const placed = (await frontOfficeRequests()).filter(
      (request) => request.method === 'POST' && request.path === FRONT_OFFICE_PATHS.subscriptions,
    );
    expect(placed.at(-1)?.headers['x-mid-token']).toBe(mid);
  });
}

/*
 * A campaign with a catalog of its own (CAM-ZOMER1: other prices, other uuids) whose target-group lookup is slower
 * than the proxy's share of the page's deadline: its shop window is the default offer's (domain/page-key.ts pageKey),
 * and the order page, asked with the campaign's mid, opens on the offer clicked there, at the price the window showed,
 * and orders it under the campaign (domain/order.ts OrderCatalogs), never another offer in its place.
 */
test('ad: target-group lookup slow: the offer clicked in the default offer’s window is the one ordered', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const mid = 'CAM-ZOMER1';
  const messages = messagesFor(BRANDS.ad.locale);
  const origin = `http://ad.localhost:${site.port}`;
  // Only the first lookup is slow: the proxy's, cut off at its share of the deadline and then kept as failed (30 s),
  // so the window is the default offer's; the order page's own lookup answers at once.
  await standIn('faults', { method: 'DELETE' });
  await standIn('faults', {
    method: 'PUT',
    body: JSON.stringify({ path: `^${lookupPath(mid)}$`, delayMs: 3000, times: 1 }),
  });
  const campaignCatalog = await fetch(`${frontOffice.url}${FRONT_OFFICE_PATHS.catalog}?brand_codes=ad&group=default`, {
    headers: { 'x-mid-token': mid },
  });
  const campaignUuids = (
    (await campaignCatalog.json()) as { data: { propositions: { uuid: string }[] } }
  ).data.propositions.map((proposition) => proposition.uuid);
  expect(campaignUuids.length, 'the campaign has a catalog of its own').toBeGreaterThan(0);

  await page.goto(`${origin}/?mid=${mid}`);
  const shopWindow = page.getByRole('group', { name: messages.shopWindow.legend });
  const offer = shopWindow.locator('li').filter({ has: page.getByText('Compleet', { exact: true }) });
  const radio = offer.locator('input[name="propositionId"]');
  await expect(radio).toHaveCount(1);
  const chosen = (await radio.getAttribute('value')) ?? '';
  expect(campaignUuids, 'the window is the default offer’s, not the campaign’s').not.toContain(chosen);
  const price = /\d[\d.]*,(?:\d\d|-)/.exec(await offer.locator('label').innerText())?.[0] ?? '';
  expect(price, 'the window shows a price').not.toBe('');
  const lookups = (await frontOfficeRequests()).filter((request) => request.path === lookupPath(mid));
  expect(lookups.length, 'the site asked for the campaign’s target group').toBeGreaterThan(0);

  await radio.check();
  await page.getByRole('button', { name: messages.shopWindow.orderButton }).click();
  await expect(page).toHaveURL(new RegExp(`/bestellen\\?propositionId=${chosen}$`));
  const summary = page.getByRole('complementary', { name: messages.orderFlow.summaryHeading });
  await expect(summary.getByText('Compleet', { exact: true })).toBeVisible();
  await expect(summary).toContainText(price);
  await expect(page.locator('input[name="propositionId"]')).toHaveValue(chosen);
  await expect(page.getByText(messages.orderFlow.unavailable.slice(0, 30))).toHaveCount(0);
  expect(await pageEvents(page)).toMatchObject([{ brand: 'ad', mid }]);

  const email = `${unique('tg-slow-ad')}@example.nl`;
  await fillOrder(page, { email, ...DUTCH }, BRANDS.ad.locale);
  await page.getByRole('button', { name: messages.orderFlow.submit }).click();
  await expect(page).toHaveURL(/\/bedankt$/, { timeout: 15_000 });
  const stored = storedOrders(email, FRONT_OFFICE_DIR) as unknown as {
    order: { mid: string; propositionUuid: string };
  }[];
  expect(stored.map(({ order }) => [order.mid, order.propositionUuid])).toEqual([[mid, chosen]]);
});
