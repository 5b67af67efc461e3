import { expect, test, type Page } from '../support/test.ts';
import { brandUrl } from '../support/fleet.ts';

/** What the shop window offers, as a visitor reads it: each card's text, in order. */
async function offers(page: Page): Promise<string[]> {
  await expect(page.locator('main form li').first()).toBeVisible();
  return page.locator('main form li').allInnerTexts();
}

const checkedOffer = (page: Page) => page.locator('main form li:has(input[type="radio"]:checked)');

test('the shop window shows the front office’s propositions for the brand, the default preselected', async ({
  page,
}) => {
  await page.goto(brandUrl('ad', '/'));
  const cards = await offers(page);
  expect(cards.length).toBeGreaterThanOrEqual(3);
  expect(cards.join('\n')).toMatch(/\d+(,\d\d|,-)\s+per maand/);
  // docs/rules/04-states-and-flows.md: with a temporary promo on offer, the default is that promo.
  await expect(checkedOffer(page)).toHaveCount(1);
  await expect(checkedOffer(page)).toContainText('Tijdelijke actie');

  // The visitor can choose another one; ordering takes the choice along.
  await page.getByLabel(/Compleet/).check();
  await page.getByRole('button', { name: 'Verder naar bestellen' }).click();
  await expect(page).toHaveURL(/\/bestellen\?propositionId=[0-9a-f-]{36}$/);
});

test('a mid in the query changes the offer, and is remembered on the next page', async ({ page }) => {
  await page.goto(brandUrl('ad', '/'));
  const standard = await offers(page);
  await page.goto(`${brandUrl('ad', '/')}?mid=cam-zomer1`);
  const campaign = await offers(page);
  expect(campaign).not.toEqual(standard);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'shop_mid')).toMatchObject({
    value: 'CAM-ZOMER1',
    httpOnly: true,
    sameSite: 'Lax',
  });
  await page.goto(brandUrl('ad', '/'));
  expect(await offers(page), 'the stored mid').toEqual(campaign);
  await page.goto(`${brandUrl('ad', '/')}?mid=not-a-mid`);
  expect(await offers(page), 'an invalid mid is ignored: the stored one stays').toEqual(campaign);
});

test('a lead id greets the visitor and goes along to the order flow', async ({ page }) => {
  await page.goto(`${brandUrl('ad', '/')}?leadId=LEAD-NL-0001`);
  await expect(page.getByText('Welkom Jan, dit aanbod is speciaal voor jou klaargezet.')).toBeVisible();
  await expect(page.locator('main form input[type="hidden"][name="leadId"]')).toHaveValue('LEAD-NL-0001');
  await page.goto(`${brandUrl('ad', '/')}?lead_id=LEAD-UNKNOWN`);
  await expect(page.locator('main form')).toBeVisible();
  await expect(page.getByText(/^Welkom /)).toHaveCount(0);
});

test('direct mail (otag sp2kub) without a promotion goes to /actie, and the actiecode leads back with mid and lead', async ({
  page,
}) => {
  await page.goto(`${brandUrl('ad', '/digitaal')}?otag=sp2kub`);
  await expect(page).toHaveURL(/\/actie\?destinationName=%2Fdigitaal%3Fotag%3Dsp2kub$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A wrong code: back on the form with a clear message and what was typed.
  await page.getByLabel('Actiecode', { exact: true }).fill('bestaatniet');
  await page.getByLabel('Postcode', { exact: true }).fill('1234ab');
  await page.getByRole('button', { name: /aanbod/ }).click();
  // The form's error summary (Next's route announcer is an alert too).
  const summary = page.getByRole('alert', { name: 'Controleer je gegevens' });
  await expect(summary).toContainText('We vinden deze combinatie van actiecode en postcode niet.');
  await expect(page.getByLabel('Actiecode', { exact: true })).toHaveValue('BESTAATNIET');

  // An empty field is named beside the field and in the summary, which links to it.
  await page.getByLabel('Actiecode', { exact: true }).fill('');
  await page.getByRole('button', { name: /aanbod/ }).click();
  await expect(summary.getByRole('link', { name: 'Vul de actiecode in.' })).toHaveAttribute(
    'href',
    /#promo-.*-actiecode$/,
  );
  await expect(page.getByLabel('Actiecode', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Actiecode', { exact: true }).fill('zomer2026');
  await page.getByRole('button', { name: /aanbod/ }).click();
  await expect(page).toHaveURL(/\/digitaal\?otag=sp2kub&mid=CAM-ZOMER1&leadId=LEAD-ZOMER-0001$/);
  await expect(page.getByText('Welkom Els, dit aanbod is speciaal voor jou klaargezet.')).toBeVisible();
});

test('a QR direct mail (otag idtsfu) stores its code and lands on the destination with mid and lead', async ({
  page,
}) => {
  await page.goto(`${brandUrl('ad', '/digitaal')}?otag=idtsfu&actiecode=ZOMER2026&postcode=1234AB`);
  await expect(page).toHaveURL(/\/digitaal\?otag=sp2kub&mid=CAM-ZOMER1&leadId=LEAD-ZOMER-0001$/);
  expect(page.url()).not.toContain('actiecode');
  await expect(page.getByText('Welkom Els')).toBeVisible();
});

test.describe('region notice', () => {
  test('a visitor from Belgium on Donald Duck is pointed to the Belgian shop', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.10' } });
    const page = await context.newPage();
    await page.goto(brandUrl('don', '/'));
    const notice = page.getByTestId('region-notice');
    await expect(notice).toContainText('Woon je in België?');
    await expect(notice.getByRole('link')).toHaveAttribute('href', /^http:\/\/bdon\.localhost:\d+\/$/);
    await context.close();
  });

  test('a visitor from the Netherlands on Donald Duck sees none', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.7' } });
    const page = await context.newPage();
    await page.goto(brandUrl('don', '/'));
    await expect(page.locator('main form')).toBeVisible();
    await expect(page.getByTestId('region-notice')).toHaveCount(0);
    await context.close();
  });
});

test('a front office that answers 500 leaves a working page with a clear message', async ({ page }) => {
  const response = await page.goto(`${brandUrl('ad', '/')}?mid=CAM-FAIL01`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('status')).toHaveText(
    /^Het aanbod kan op dit moment niet worden getoond\. .* bel onze klantenservice op 088/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
