import { expect, test, type Page } from '../support/test.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { SAMPLE_ORDERS } from '../../domain/sample-order.ts';
import type { Locale } from '../../schemas/locale.ts';
import { INSPECTOR_COOKIE, INSPECTOR_ID } from '../../site/page/inspector-script.ts';
import { brandUrl } from '../support/fleet.ts';

/**
 * docs/rules/02-routes-and-layout.md: the hidden developer inspector (Ctrl+Shift+I) and the sample order
 * (Ctrl+Shift+F).
 */

const inspector = (page: Page) => page.getByRole('complementary', { name: 'Inspector' });
/** One line of the inspector: the value beside its term. */
const fact = (page: Page, term: string) => page.locator(`#${INSPECTOR_ID} dt:text-is("${term}") + dd`);

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nl`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by the start of its label (an optional field's label ends in "optioneel"). */
const field = (page: Page, locale: Locale, name: keyof ReturnType<typeof messagesFor>['orderForm']['labels']) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(messagesFor(locale).orderForm.labels[name])}`));

/** The order form has hydrated once it has stored its first state (it does on arrival), so it hears `input` events. */
async function formHydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('shop-order:'))))
    .toBe(true);
}

test.describe('the developer inspector', () => {
  test('invisible until Ctrl+Shift+I; shows the brand and its default mid; the flag survives a reload; again hides it', async ({
    page,
    context,
  }) => {
    await page.goto(brandUrl('vk', '/'));
    await expect(page.locator(`#${INSPECTOR_ID}`)).toBeHidden();
    await expect(inspector(page)).toHaveCount(0);

    await page.keyboard.press('Control+Shift+I');
    await expect(inspector(page)).toBeVisible();
    await expect(inspector(page).getByRole('heading', { name: 'Inspector' })).toBeVisible();
    await expect(fact(page, 'Brand')).toHaveText('vk');
    await expect(fact(page, 'Locale')).toHaveText('nl-formal');
    await expect(fact(page, 'Mid')).toHaveText(/^(CAM|TCH|TCO|CTY|CCO|PRG)-[A-Z0-9]{6}$/);
    await expect(fact(page, 'Mid source')).toHaveText('default');
    await expect(fact(page, 'Experiments')).toHaveText('—');
    const cookie = (await context.cookies()).find((entry) => entry.name === INSPECTOR_COOKIE.name);
    expect(cookie).toMatchObject({ value: '1', sameSite: 'Lax', httpOnly: false, path: '/' });

    await page.reload();
    await expect(inspector(page)).toBeVisible();

    await page.keyboard.press('Control+Shift+I');
    await expect(inspector(page)).toBeHidden();
    await page.reload();
    await expect(page.locator(`#${INSPECTOR_ID}`)).toBeHidden();
  });

  test('on a visitor’s page it shows their mid and its source, the lead id and the group; the close button hides it', async ({
    page,
  }) => {
    await page.goto(brandUrl('ad', '/?mid=cam-zomer1&group=fallback'));
    await page.keyboard.press('Control+Shift+I');
    await expect(fact(page, 'Brand')).toHaveText('ad');
    await expect(fact(page, 'Mid')).toHaveText('CAM-ZOMER1');
    await expect(fact(page, 'Mid source')).toHaveText('query');
    await expect(fact(page, 'Catalog group')).toHaveText('fallback');
    await expect(fact(page, 'Lead')).toHaveText('—');
    await inspector(page).getByRole('button', { name: 'Close inspector' }).click();
    await expect(inspector(page)).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('the sample order', () => {
  test('Ctrl+Shift+F fills the Dutch form; the form keeps it and the order reaches the thank-you page', async ({
    page,
  }) => {
    const sample = SAMPLE_ORDERS.nl;
    await page.goto(brandUrl('ad', '/bestellen'));
    await formHydrated(page);
    await page.keyboard.press('Control+Shift+F');
    await expect(field(page, 'nl', 'firstName')).toHaveValue(sample.firstName);
    await expect(field(page, 'nl', 'middleName')).toHaveValue(sample.middleName);
    await expect(field(page, 'nl', 'postalCode')).toHaveValue(sample.postalCode);
    await expect(field(page, 'nl', 'phone')).toHaveValue(sample.phone);
    await expect(field(page, 'nl', 'iban')).toHaveValue(sample.iban);
    await expect(page.getByLabel(messagesFor('nl').orderForm.genders[sample.gender], { exact: true })).toBeChecked();
    await expect(field(page, 'nl', 'terms')).toBeChecked();
    await expect(field(page, 'nl', 'adult')).toBeChecked();
    // The form's own storage heard the fill (it keeps what was typed on `input`, never the IBAN).
    const stored = await page.evaluate(
      () => Object.entries(sessionStorage).find(([key]) => key.startsWith('shop-order:'))?.[1] ?? '',
    );
    expect(JSON.parse(stored)).toMatchObject({ firstName: sample.firstName, lastName: sample.lastName, terms: 'on' });

    const email = unique('devtools');
    await field(page, 'nl', 'email').fill(email);
    await page.getByRole('button', { name: messagesFor('nl').orderFlow.submit }).click();
    await expect(page).toHaveURL(/\/bedankt$/);
    await expect(page.getByText(/eindigt op 4300/)).toBeVisible();
  });

  test('on a Belgian brand it fills the Belgian sample, which the Belgian form accepts', async ({ page }) => {
    const sample = SAMPLE_ORDERS.be;
    await page.goto(brandUrl('hl', '/bestellen'));
    await formHydrated(page);
    await page.keyboard.press('Control+Shift+F');
    await expect(field(page, 'be', 'postalCode')).toHaveValue(sample.postalCode);
    await expect(field(page, 'be', 'phone')).toHaveValue(sample.phone);
    await expect(field(page, 'be', 'iban')).toHaveValue(sample.iban);
    await expect(field(page, 'be', 'city')).toHaveValue(sample.city);

    await field(page, 'be', 'email').fill(unique('devtools-be'));
    await page.getByRole('button', { name: messagesFor('be').orderFlow.submit }).click();
    await expect(page).toHaveURL(/\/bedankt$/);
    await expect(page.getByText(/eindigt op 7034/)).toBeVisible();
  });
});
