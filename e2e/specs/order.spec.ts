import { expect, test, type Page } from '../support/test.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { brandUrl } from '../support/fleet.ts';
import {
  BELGIAN,
  DUTCH,
  errorSummary,
  field,
  fillOrder,
  fillOrderFields,
  storedOrders,
  unique,
} from '../support/ordering.ts';
import { payAtCheckout } from '../support/payment-stand-in.ts';

async function expectThankYou(page: Page, email: string, payment: RegExp) {
  // Placing an order is a server action, a front-office call and a full page load: give it more than the default
  // five seconds when the test server is busy with the other worker's tests.
  await expect(page).toHaveURL(/\/bedankt$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bedankt');
  await expect(page.getByText(payment)).toBeVisible();
  expect(storedOrders(email)).toHaveLength(1);
}

const { labels } = messagesFor('nl').orderForm;

/** The page's scripts (Next's chunks) held back until `release`: the page as a slow phone has it before hydration. */
async function holdHydration(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The order form has hydrated once it has stored its first state (it does on arrival). */
const formHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('shop-order:')));

/** The address the front office stored with the order. */
const storedAddress = (email: string) => storedOrders(email).map((stored) => stored.order.address);

test.describe('ordering', () => {
  test('an nl paper: the shop window’s choice, street and city from the postal code, one order, the thank-you page', async ({
    page,
  }) => {
    const email = `${unique('ad')}@example.nl`;
    await page.goto(brandUrl('ad', '/'));
    await page.getByLabel(/Compleet/).check();
    await page.getByRole('button', { name: 'Verder naar bestellen' }).click();
    await expect(page.getByRole('complementary')).toContainText('Compleet');
    await fillOrder(page, { email, ...DUTCH });
    await expect(field(page, 'Straat')).toHaveValue('Dorpsstraat');
    await expect(field(page, 'Woonplaats')).toHaveValue('Amsterdam');
    await expect(field(page, /^Startdatum/)).toBeVisible();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectThankYou(page, email, /rekening die eindigt op 4300/);
    const events = await page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter(
        (event) => event.event === 'purchase',
      ),
    );
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0])).not.toContain('NL91');
  });

  test('a be paper, in Belgian wording, with a Belgian account and phone', async ({ page }) => {
    const email = `${unique('hl')}@example.be`;
    await page.goto(brandUrl('hl', '/bestellen'));
    await fillOrder(page, { email, ...BELGIAN }, 'be');
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectThankYou(page, email, /Domiciliëring van de rekening die eindigt op 7034/);
  });

  test('an nl magazine', async ({ page }) => {
    const email = `${unique('lib')}@example.nl`;
    await page.goto(brandUrl('lib', '/bestellen'));
    await expect(page.getByRole('complementary')).toContainText(/per (nummer|kwartaal|half jaar|jaar)/);
    await fillOrder(page, { email, ...DUTCH });
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectThankYou(page, email, /eindigt op 4300/);
  });

  test('a student offer', async ({ page }) => {
    const email = `${unique('student')}@example.nl`;
    await page.goto(`${brandUrl('ad', '/studenten/bestellen')}?mid=CAM-STUDNT`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Studentenabonnement bestellen');
    // Straight to the student order page, without a choice in the shop window: the student offer, not the brand's.
    await expect(page.getByRole('complementary')).toContainText('Studenten Digitaal');
    await fillOrder(page, { email, ...DUTCH });
    // A student offer asks for the proof of enrolment the discount depends on.
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(errorSummary(page)).toContainText('Vul de naam van je onderwijsinstelling in');
    await field(page, 'Onderwijsinstelling').fill('Universiteit Utrecht');
    await field(page, 'Studentnummer').fill('1234567');
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectThankYou(page, email, /eindigt op 4300/);
  });

  test('a server action on a page with a mid sets no cookie, so the form is not refreshed under the visitor', async ({
    page,
  }) => {
    await page.goto(`${brandUrl('ad', '/studenten/bestellen')}?mid=CAM-STUDNT`);
    const action = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.request().headers()['next-action'] !== undefined,
    );
    await field(page, labels.postalCode).fill('1234 AB');
    await field(page, labels.houseNumber).fill('12');
    await field(page, labels.houseNumber).blur();
    const answer = await action;
    expect(await answer.headerValue('set-cookie')).toBeNull();
    expect(await answer.headerValue('x-action-revalidated')).not.toBe('1');
    await expect(field(page, labels.street)).toHaveValue('Dorpsstraat');
  });

  test('a form filled before the page is interactive gets street and city once it is, and orders with them', async ({
    page,
  }) => {
    const email = `${unique('vroeg')}@example.nl`;
    const release = await holdHydration(page);
    await page.goto(brandUrl('vk', '/bestellen'), { waitUntil: 'domcontentloaded' });
    // Postal code and house number typed and left (the last field ticked is the age check) before any script ran.
    await fillOrderFields(page, { email, ...DUTCH });
    expect(await formHydrated(page)).toBe(false);
    await expect(field(page, labels.street)).toHaveValue('');
    release();
    await expect(field(page, labels.street)).toHaveValue('Dorpsstraat', { timeout: 15_000 });
    await expect(field(page, labels.city)).toHaveValue('Amsterdam');
    expect(await formHydrated(page)).toBe(true);
    await expect(field(page, labels.firstName)).toHaveValue('Sanne');
    await expect(field(page, labels.houseNumber)).toHaveValue(DUTCH.houseNumber);
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectThankYou(page, email, /eindigt op 4300/);
    expect(storedAddress(email)).toMatchObject([{ street: 'Dorpsstraat', city: 'Amsterdam' }]);
  });

  test('a form filled before hydration and sent from the house number once hydrated: looked up on submit, one order', async ({
    page,
  }) => {
    const email = `${unique('enter')}@example.nl`;
    const release = await holdHydration(page);
    await page.goto(brandUrl('vk', '/bestellen'), { waitUntil: 'domcontentloaded' });
    await fillOrderFields(page, { email, ...DUTCH });
    // Still in the house number when the page hydrates: not looked up then (the number may be half typed).
    await field(page, labels.houseNumber).focus();
    release();
    await expect.poll(() => formHydrated(page), { timeout: 15_000 }).toBe(true);
    await expect(field(page, labels.houseNumber)).toBeFocused();
    await expect(field(page, labels.street)).toHaveValue('');
    // Enter in the field sends the form without leaving it: the submission looks the address up before it sends.
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.headers()['next-action'] !== undefined,
    );
    await page.keyboard.press('Enter');
    await sent;
    await expectThankYou(page, email, /eindigt op 4300/);
    expect(storedAddress(email)).toMatchObject([{ street: 'Dorpsstraat', city: 'Amsterdam' }]);
  });

  test('a special product, paid with iDEAL', async ({ page }) => {
    const email = `${unique('special')}@example.nl`;
    await page.goto(brandUrl('ad', '/ad-puzzelboek'));
    // One copy, paid at once: iDEAL is offered (a subscription per issue is direct debit only).
    await page.getByLabel(/Losse uitgave/).check();
    await page.getByRole('button', { name: 'Verder naar bestellen' }).click();
    await expect(page).toHaveURL(/\/ad-puzzelboek\/bestellen\?propositionId=/);
    await expect(page.getByRole('complementary')).toContainText('eenmalig');
    await fillOrder(page, { email, ...DUTCH, bank: 'Rabobank' });
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    // Paid at the provider's checkout (the local stand-in: e2e/specs/payments.spec.ts has every outcome).
    await payAtCheckout(page, 'paid');
    await expectThankYou(page, email, /iDEAL, betaald/);
  });

  test('a Katrien Duck order on Donald Duck’s shop is katri’s: in the front office’s store and in the dataLayer (docs/rules/02-routes-and-layout.md)', async ({
    page,
  }) => {
    const email = `${unique('katri')}@example.nl`;
    const dataLayer = (event: string) =>
      page.evaluate(
        (name) =>
          (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((entry) => entry.event === name),
        event,
      );
    await page.goto(brandUrl('don', '/katrien-duck'));
    // Donald Duck's look, Katrien Duck's offer.
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'don');
    expect(await dataLayer('page')).toMatchObject([{ brand: 'katri' }]);
    // Katrien Duck's own catalog: its paper subscription (the shop window keeps the best offer per formula).
    await expect(page.getByLabel(/Papier/)).toBeChecked();
    await page.getByRole('button', { name: 'Verder naar bestellen' }).click();
    await expect(page).toHaveURL(/\/katrien-duck\/bestellen\?propositionId=/);
    expect(await dataLayer('page')).toMatchObject([{ brand: 'katri' }]);
    await fillOrder(page, { email, ...DUTCH });
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectThankYou(page, email, /eindigt op 4300/);
    expect(storedOrders(email).map((stored) => stored.brandCode)).toEqual(['katri']);
    expect(await dataLayer('purchase')).toMatchObject([{ ecommerce: { items: [{ item_brand: 'katri' }] } }]);
  });

  test('a double submit places one order', async ({ page }) => {
    const email = `${unique('dubbel')}@example.nl`;
    await page.goto(brandUrl('vk', '/bestellen'));
    await fillOrder(page, { email, ...DUTCH });
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).dblclick();
    await expectThankYou(page, email, /eindigt op 4300/);
  });

  test('a front office that fails the first submit: nothing typed is lost, and the retry places one order', async ({
    page,
  }) => {
    const email = `${unique('retry')}@storing.example`;
    await page.goto(brandUrl('vk', '/bestellen'));
    await fillOrder(page, { email, ...DUTCH });
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    const summary = errorSummary(page);
    await expect(summary).toContainText('Door een storing is uw bestelling nog niet geplaatst');
    await expect(summary).toBeFocused();
    await expect(field(page, 'Voornaam')).toHaveValue('Sanne');
    await expect(field(page, 'IBAN')).toHaveValue('NL91 ABNA 0417 1643 00');
    await expect(field(page, 'Jaar')).toHaveValue('1988');
    expect(storedOrders(email)).toHaveLength(0);
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectThankYou(page, email, /eindigt op 4300/);
  });

  test('a form posted to one brand’s shop with another brand’s code is refused with the form’s own error, and nothing is ordered (docs/adr/0018)', async ({
    page,
  }) => {
    for (const [shop, path, code] of [
      ['ad', '/bestellen', 'vk'],
      ['don', '/katrien-duck/bestellen', 'don'],
    ] as const) {
      const email = `${unique(`brand-${code}`)}@example.nl`;
      await page.goto(brandUrl(shop, path));
      await fillOrder(page, { email, ...DUTCH });
      // The hidden brand as a visitor's tools can rewrite it: the host and the page decide, not the form.
      const hidden = page.locator('main form input[type="hidden"][name="brand"]');
      await expect(hidden).toHaveValue(shop === 'don' ? 'katri' : shop);
      await hidden.evaluate((input: HTMLInputElement, value) => (input.value = value), code);
      await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
      await expect(errorSummary(page), `${code} on ${shop}${path}`).toContainText('We konden het formulier niet lezen');
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      expect(storedOrders(email), `${code} on ${shop}${path}`).toHaveLength(0);
    }
  });

  test('the error summary takes focus, links to each field, and errors sit beside their fields', async ({ page }) => {
    await page.goto(brandUrl('ad', '/bestellen'));
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    const summary = errorSummary(page);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Vul je voornaam in' })).toBeVisible();
    await summary.getByRole('link', { name: 'Vul je postcode in' }).click();
    await expect(field(page, 'Postcode')).toBeFocused();
    await expect(field(page, 'Postcode')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Postcode')).toHaveAccessibleDescription(/Vul je postcode in/);
  });

  test('a field is checked as the visitor leaves it', async ({ page }) => {
    await page.goto(brandUrl('ad', '/bestellen'));
    await field(page, 'IBAN').fill('NL91 ABNA 0417 1643 01');
    await field(page, 'IBAN').blur();
    await expect(field(page, 'IBAN')).toHaveAccessibleDescription(/Vul een geldig IBAN in/);
    await field(page, 'IBAN').fill('NL91 ABNA 0417 1643 00');
    await field(page, 'IBAN').blur();
    await expect(field(page, 'IBAN')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('what was typed survives a reload, but never the IBAN or the date of birth', async ({ page }) => {
    await page.goto(brandUrl('ad', '/bestellen'));
    await field(page, 'Voornaam').fill('Sanne');
    await field(page, 'IBAN').fill('NL91 ABNA 0417 1643 00');
    await field(page, 'Jaar').fill('1988');
    await page.reload();
    await expect(field(page, 'Voornaam')).toHaveValue('Sanne');
    await expect(field(page, 'IBAN')).toHaveValue('');
    await expect(field(page, 'Jaar')).toHaveValue('');
  });
});

test('a lead prefills the form, but only with an address of its own country', async ({ page }) => {
  await page.goto(`${brandUrl('ad', '/bestellen')}?leadId=LEAD-NL-0001`);
  await expect(field(page, 'Voornaam')).toHaveValue('Jan');
  await expect(field(page, 'E-mailadres')).toHaveValue('jan.devries@example.nl');
  await expect(field(page, 'Postcode')).toHaveValue('1234 AB');
  await page.goto(`${brandUrl('hl', '/bestellen')}?leadId=LEAD-NL-0001`);
  await expect(field(page, 'Voornaam')).toHaveValue('Jan');
  await expect(field(page, 'Postcode')).toHaveValue('');
});

test.describe('ordering without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts, shows its errors with what was typed, and then orders once', async ({ page }) => {
    const email = `${unique('nojs')}@example.nl`;
    await page.goto(brandUrl('vk', '/bestellen'));
    await field(page, 'Voornaam').fill('Sanne');
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(errorSummary(page)).toContainText('Vul uw achternaam in');
    await expect(field(page, 'Voornaam')).toHaveValue('Sanne');
    await fillOrder(page, { email, ...DUTCH, street: 'Dorpsstraat', city: 'Amsterdam' });
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectThankYou(page, email, /eindigt op 4300/);
  });

  test('postal code and house number only: the server looks the address up and orders with it', async ({ page }) => {
    const email = `${unique('nojs-adres')}@example.nl`;
    await page.goto(brandUrl('vk', '/bestellen'));
    await fillOrderFields(page, { email, ...DUTCH });
    await expect(field(page, labels.street)).toHaveValue('');
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectThankYou(page, email, /eindigt op 4300/);
    expect(storedAddress(email)).toMatchObject([{ street: 'Dorpsstraat', city: 'Amsterdam' }]);
  });

  test('postal code and house number only, another field missing: back with street and city filled, nothing lost', async ({
    page,
  }) => {
    const email = `${unique('nojs-terug')}@example.nl`;
    await page.goto(brandUrl('vk', '/bestellen'));
    await fillOrderFields(page, { email, ...DUTCH });
    await field(page, labels.lastName).fill('');
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(errorSummary(page)).toContainText('Vul uw achternaam in');
    await expect(errorSummary(page)).not.toContainText('Vul uw straat in');
    await expect(errorSummary(page)).not.toContainText('Vul uw woonplaats in');
    await expect(field(page, labels.street)).toHaveValue('Dorpsstraat');
    await expect(field(page, labels.city)).toHaveValue('Amsterdam');
    await expect(field(page, labels.firstName)).toHaveValue('Sanne');
    await expect(field(page, labels.email)).toHaveValue(email);
    await expect(field(page, labels.postalCode)).toHaveValue(DUTCH.postalCode);
    await expect(field(page, labels.houseNumber)).toHaveValue(DUTCH.houseNumber);
    await expect(field(page, labels.iban)).toHaveValue('NL91 ABNA 0417 1643 00');
    expect(storedOrders(email)).toHaveLength(0);
    await field(page, labels.lastName).fill('Jansen');
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectThankYou(page, email, /eindigt op 4300/);
    expect(storedAddress(email)).toMatchObject([{ street: 'Dorpsstraat', city: 'Amsterdam' }]);
  });
});
