import { STAND_IN_BUSINESS_PHONE_NUMBERS } from '../../stand-ins/front-office/phone-numbers.ts';
import { expect, presetConsent, test } from '../support/test.ts';
import { brandUrl, PORT } from '../support/fleet.ts';
import { getWithHost } from '../support/http.ts';

/*
 * Campaign visitors at cached speed (docs/adr/0007): a page with a campaign mid is rendered once per key and
 * kept in Next's cache; nothing of one visitor ever reaches another's page. Requests go with a browser's user agent
 * (curl's is a crawler's) and each with a user id of its own unless said otherwise.
 */

const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};
const get = (path: string, headers: Record<string, string> = {}) =>
  getWithHost('ad.localhost', path, undefined, { ...BROWSER, ...headers });
/** The main content of a page, without the scripts that carry the RSC payload's copy of it. */
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

test.describe('shared pages with a campaign', () => {
  test('two visitors with the same query mid get the same cached page, which a shared cache may keep', async () => {
    // No experiment client for this link (disable_optimizely): the URL alone decides the page.
    const path = `/digitaal?mid=CAM-ZOMER1&disable_optimizely=true&e2e=${Date.now()}`;
    const first = await get(path);
    const second = await get(path);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    // From the cache, kept under the page's key (the e2e query is not part of it): STALE once its minute has passed
    // since another test put it there, and refreshed meanwhile.
    expect(second.headers['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(second.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    expect(main(second.body)).toBe(main(first.body));
    // The campaign's own offer, not the default one: the page knows the mid (the dataLayer's page event carries it).
    expect(second.body).toContain('CAM-ZOMER1');
  });

  test('a visitor bucketed by experiments gets a cached page too, but never a shareable one', async () => {
    const visitor = { cookie: 'shop_exp_uid=e2e-shared-visitor-01; shop_exp_active=2026-11-01' };
    await get('/?mid=CAM-ZOMER1', visitor);
    const again = await get('/?mid=CAM-ZOMER1', visitor);
    // From the cache: STALE when its minute passed since another test put it there (it is refreshed meanwhile).
    expect(again.headers['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(again.headers['cache-control']).toMatch(/private/);
    expect(again.headers['cache-control']).toMatch(/no-store/);
  });

  test('visitors whose decisions differ only where the page draws nothing share one cached page', async () => {
    const force = (experiment: string, variation: string) => `optimizely_force_variation[${experiment}]=${variation}`;
    const drawn = ['header_points_intro_discount', 'usp_in_bar_changes', 'top_bar_layout', 'phone_number_ad']
      .map((key) => force(key, 'control'))
      .join('&');
    const path = (owf: string) => `/?mid=CAM-ZOMER1&${drawn}&${force('remove_owf', owf)}&e2e=${Date.now()}`;
    const first = await get(path('control'), { cookie: 'shop_exp_uid=e2e-shared-visitor-02' });
    const second = await get(path('variation_1'), { cookie: 'shop_exp_uid=e2e-shared-visitor-03' });
    expect(second.headers['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(main(second.body)).toBe(main(first.body));
    // Each is told their own decisions beside the page (the seen cookie), for their dataLayer.
    const seen = (response: typeof first) => decodeURIComponent(String(response.headers['set-cookie'] ?? ''));
    expect(seen(first)).toMatch(/shop_exp_seen=.*"remove_owf","control"/);
    expect(seen(second)).toMatch(/shop_exp_seen=.*"remove_owf","variation_1"/);
  });

  test('a stored mid is a cached page, but never a shareable one (the URL does not decide it)', async () => {
    await get('/?disable_optimizely=true', { cookie: 'shop_mid=CAM-ZOMER1' });
    const stored = await get('/?disable_optimizely=true', { cookie: 'shop_mid=CAM-ZOMER1' });
    expect(stored.headers['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(stored.headers['cache-control']).toMatch(/private/);
    expect(stored.body).toContain('CAM-ZOMER1');
  });

  test('a mid the front office does not know shares the default offer’s page', async () => {
    const unknown = await get('/?mid=CAM-NOPE42&disable_optimizely=true');
    const plain = await get('/');
    expect(unknown.status).toBe(200);
    expect(main(unknown.body)).toBe(main(plain.body));
  });

  test('a lead’s name never appears in another visitor’s page', async () => {
    // Two leads with the same campaign, interleaved, then a campaign visitor with that mid.
    const jan = get('/?leadId=LEAD-NL-0001&mid=CAM-ZOMER1');
    const els = get('/?leadId=LEAD-ZOMER-0001&mid=CAM-ZOMER1');
    const [janPage, elsPage] = await Promise.all([jan, els]);
    expect(janPage.body).toContain('Jan');
    expect(elsPage.body).toContain('Els');
    expect(janPage.headers['cache-control']).toMatch(/private.*no-store|no-store.*private/);
    expect(elsPage.headers['cache-control']).toMatch(/private.*no-store|no-store.*private/);
    expect(main(janPage.body)).not.toContain('Els');
    expect(main(elsPage.body)).not.toContain('Jan');
    for (const visitor of [{}, { cookie: 'shop_mid=CAM-ZOMER1' }] as Record<string, string>[]) {
      const campaign = await get('/?mid=CAM-ZOMER1&disable_optimizely=true', visitor);
      expect(main(campaign.body)).not.toMatch(/\bJan\b|\bEls\b/);
    }
  });

  test('a header that names a key, sent from outside, is ignored', async () => {
    const forged = await get('/', {
      'x-shop-page-key': 'consumer.WyJDQU0tWk9NRVIxIiwicXVlcnkiLCJmYWxsYmFjayIsW10sW11d',
    });
    const plain = await get('/');
    expect(forged.status).toBe(200);
    expect(main(forged.body)).toBe(main(plain.body));
    expect(forged.body).not.toContain('CAM-ZOMER1');
  });
});

test.describe('a campaign link in its full six-segment form (docs/rules/03-entities.md and docs/rules/05-validation.md)', () => {
  const SIX = 'CAM-ZOMER1|TCH-SMS001|TCO-SMSZMR|CTY-CAMPGN|CCO-ZOMER1|PRG-DEFLT1';

  test('changes the offer, with the separators encoded or raw, and is remembered', async ({ page }) => {
    const offer = async (path: string) => {
      await page.goto(brandUrl('ad', path));
      return page.locator('main').innerText();
    };
    const standard = await offer('/?disable_optimizely=true');
    const single = await offer('/?mid=CAM-ZOMER1&disable_optimizely=true');
    const encoded = await offer(`/?mid=${encodeURIComponent(SIX)}&disable_optimizely=true`);
    expect(encoded).not.toBe(standard);
    expect(encoded).not.toBe(single);
    // The browser keeps a raw '|' in the address as it is: the same page.
    expect(await offer(`/?mid=${SIX.toLowerCase()}&disable_optimizely=true`)).toBe(encoded);
    // Stored: the next page without a mid still has the campaign's offer.
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'shop_mid');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe(SIX);
    expect(await offer('/?disable_optimizely=true')).toBe(encoded);
  });
});

test.describe('variants in the first HTML of a shared page', () => {
  test.use({ javaScriptEnabled: false });

  test('a variant forced by query is in the first HTML, and the control is not', async ({ page }) => {
    await page.goto(
      brandUrl('ad', '/?mid=CAM-ZOMER1&optimizely_force_variation[header_points_intro_discount]=variation_1'),
    );
    await expect(page.locator('main')).toContainText('Kennismakingskorting voor nieuwe abonnees');
    await expect(page.locator('main')).not.toContainText('14 dagen bedenktijd');
  });
});

test.describe('the chrome knows its page', () => {
  test('the top bar on /zakelijk shows the business number, elsewhere the brand’s', async ({ page }) => {
    await page.goto(brandUrl('ad', '/zakelijk'));
    await expect(page.getByRole('banner')).toContainText(STAND_IN_BUSINESS_PHONE_NUMBERS.nl);
    await page.goto(brandUrl('ad', '/'));
    await expect(page.getByRole('banner')).not.toContainText(STAND_IN_BUSINESS_PHONE_NUMBERS.nl);
  });

  test('the top bar on a title sold as a brand of its own shows that brand’s number, in its shop’s look', async ({
    page,
  }) => {
    // stand-ins/front-office/phone-numbers.ts: katri's and ddj's numbers are their own.
    await page.goto(brandUrl('don', '/katrien-duck'));
    await expect(page.getByTestId('top-bar-customer-service')).toContainText('088 - 0505 016');
    await page.goto(brandUrl('don', '/donald-duck-junior'));
    await expect(page.getByTestId('top-bar-customer-service')).toContainText('088 - 0505 017');
    await page.goto(brandUrl('don', '/'));
    await expect(page.getByTestId('top-bar-customer-service')).not.toContainText(/088 - 0505 01[67]/);
  });

  test('a visitor from the Netherlands on the Belgian Donald Duck is pointed to the Dutch shop', async ({
    browser,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.7' } });
    const page = await context.newPage();
    await page.goto(brandUrl('bdon', '/'));
    const notice = page.getByTestId('region-notice');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link')).toHaveAttribute('href', /^http:\/\/don\.localhost:\d+\/$/);
    // The other country's flag (docs/rules/02-routes-and-layout.md: NL or BE, default 48x32).
    const flag = notice.locator('svg[data-country="nl"]');
    await expect(flag).toBeVisible();
    await expect(flag).toHaveAttribute('width', '48');
    await expect(flag).toHaveAttribute('height', '32');
    await context.close();
  });

  test('the notice of a brand without a domain leads to the other brand’s shop, under its flag', async ({
    browser,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.7' } });
    // A returning visitor's choice, as in every test of this file: a first visit's consent banner makes the page inert.
    await presetConsent(context);
    const page = await context.newPage();
    // bdan and dat have no domain of their own: reached here by the brandcode query on a plain localhost.
    await page.goto(`http://localhost:${PORT}/?brandcode=bdan`);
    const notice = page.getByTestId('region-notice');
    await expect(notice.locator('svg[data-country="nl"]')).toBeVisible();
    await notice.getByRole('link', { name: 'Naar Donald Duck Tijdschriften' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'dat');
    await context.close();
  });
});
