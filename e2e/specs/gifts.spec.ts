import { expect, test, type Page } from '../support/test.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { brandUrl } from '../support/fleet.ts';
import { DUTCH, field, fillOrder, storedOrders, unique } from '../support/ordering.ts';
import { payAtCheckout, standInPayments } from '../support/payment-stand-in.ts';

/*
 * Gift subscriptions: 'Cadeau geven' in the shop window leads to the gifts (?gift=true); the order
 * form asks for the recipient (Dutch or Belgian, by their own rules), a message and a start date; the summary and
 * the thank-you page say it is a gift and for whom; it does not renew.
 */

const nl = messagesFor('nl');
const { labels } = nl.orderForm;

async function fillRecipient(
  page: Page,
  recipient: { country: 'nl' | 'be'; postalCode: string; street: string; city: string; message: string },
) {
  const gift = page.getByRole('group', { name: nl.gift.recipient });
  await gift.getByLabel(labels.giftFirstName, { exact: true }).fill('Jan');
  await gift.getByLabel(labels.giftLastName, { exact: true }).fill('Vries');
  await gift.getByLabel(labels.giftMiddleName).fill('de');
  await gift.getByLabel(labels.giftCountry).selectOption(recipient.country);
  await gift.getByLabel(labels.giftPostalCode, { exact: true }).fill(recipient.postalCode);
  await gift.getByLabel(labels.giftHouseNumber, { exact: true }).fill('7');
  await gift.getByLabel(labels.giftStreet, { exact: true }).fill(recipient.street);
  await gift.getByLabel(labels.giftCity, { exact: true }).fill(recipient.city);
  await gift.getByLabel(labels.giftMessage).fill(recipient.message);
  const start = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await gift.getByLabel(labels.startDate).fill(start);
}

async function expectGiftThankYou(page: Page, email: string) {
  await expect(page).toHaveURL(/\/bedankt$/, { timeout: 15_000 });
  await expect(page.getByText('Cadeau voor', { exact: true })).toBeVisible();
  await expect(page.getByText('Jan de Vries', { exact: true })).toBeVisible();
  const [stored, ...others] = storedOrders(email) as unknown as {
    orderId: string;
    order: { gift?: unknown; startDate?: string };
  }[];
  expect(others).toHaveLength(0);
  return stored!;
}

test.describe('giving a subscription', () => {
  test('a magazine: from "Cadeau geven" to the thank-you page, paid with iDEAL, for a Belgian reader, not renewed', async ({
    page,
  }) => {
    const email = `${unique('gift-lib')}@example.nl`;
    await page.goto(brandUrl('lib', '/'));
    await page.getByRole('link', { name: nl.gift.give }).click();
    await expect(page).toHaveURL(/\?gift=true$/);
    await expect(page.getByRole('group', { name: nl.gift.legend })).toBeVisible();
    // The logo link drops gift (docs/rules/02-routes-and-layout.md).
    await expect(page.getByRole('banner').getByRole('link').first()).not.toHaveAttribute('href', /gift/);
    await page.getByLabel(/Cadeau: 13 nummers/).check();
    await page.getByRole('button', { name: 'Verder naar bestellen' }).click();
    await expect(page).toHaveURL(/\/bestellen\?propositionId=.*gift=true/);
    await expect(page.getByRole('complementary')).toContainText(nl.gift.badge);
    await expect(page.getByRole('complementary')).toContainText(nl.gift.noRenewal);
    await fillOrder(page, { email, ...DUTCH, bank: 'ING' });
    await fillRecipient(page, {
      country: 'be',
      postalCode: '2000',
      street: 'Meir',
      city: 'Antwerpen',
      message: 'Veel leesplezier!\nGroet, Sanne',
    });
    // The summary says for whom, as soon as the name is typed.
    await expect(page.getByRole('complementary')).toContainText(`${nl.gift.confirmationLabel} Jan de Vries`);
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await payAtCheckout(page, 'paid');
    const stored = await expectGiftThankYou(page, email);
    expect(stored.order.gift).toEqual({
      recipient: { firstName: 'Jan', middleName: 'de', lastName: 'Vries' },
      address: { postalCode: '2000', houseNumber: '7', street: 'Meir', city: 'Antwerpen', country: 'be' },
      message: 'Veel leesplezier!\nGroet, Sanne',
    });
    const payment = (await standInPayments()).find((candidate) => candidate.metadata?.orderId === stored.orderId);
    // A gift runs for its term: a single payment, no mandate for next terms.
    expect(payment).toMatchObject({ status: 'paid', sequenceType: 'oneoff' });
    expect(payment?.mandateId).toBeUndefined();
  });

  test('a paper: ?gift=true, a Dutch recipient, paid by direct debit; a recipient with the wrong postal code is told so first', async ({
    page,
  }) => {
    const email = `${unique('gift-ad')}@example.nl`;
    await page.goto(brandUrl('ad', '/?gift=true'));
    await page.getByLabel(/Cadeau: Weekend, 3 maanden/).check();
    await page.getByRole('button', { name: 'Verder naar bestellen' }).click();
    await fillOrder(page, { email, ...DUTCH });
    await fillRecipient(page, {
      country: 'nl',
      postalCode: '2000',
      street: 'Kerkstraat',
      city: 'Utrecht',
      message: '',
    });
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(page.locator('#order-error-summary')).toContainText(nl.orderForm.errors['giftPostalCode.invalid']);
    expect(storedOrders(email)).toHaveLength(0);
    await page
      .getByRole('group', { name: nl.gift.recipient })
      .getByLabel(labels.giftPostalCode, { exact: true })
      .fill('3511 AB');
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    const stored = await expectGiftThankYou(page, email);
    expect(stored.order.gift).toMatchObject({ address: { postalCode: '3511 AB', country: 'nl' } });
    expect(stored.order.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('the shop window of a subscription offers no gifts; without gifts there is no "Cadeau geven"', async ({
    page,
  }) => {
    await page.goto(brandUrl('vk', '/'));
    await expect(page.getByLabel(/Cadeau:/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: nl.gift.give })).toBeVisible();
    await page.goto(brandUrl('vk', '/?gift=true'));
    await expect(page.getByRole('link', { name: nl.gift.forSelfLink })).toBeVisible();
    await expect(field(page, /Cadeau: Weekend, 6 maanden/)).toBeVisible();
    // The group shop's catalog has no gifts: no way to them.
    await page.goto(brandUrl('dpg', '/'));
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.getByRole('link', { name: nl.gift.give })).toHaveCount(0);
  });
});
