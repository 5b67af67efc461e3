import { expect, test, type Page } from '../support/test.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { brandUrl, PORT } from '../support/fleet.ts';
import { BELGIAN, DUTCH, field, fillOrder, storedOrders, unique, type Customer } from '../support/ordering.ts';
import { payAtCheckout, PAYMENTS_CHECKOUT_ORIGIN, settleLater, standInPayments } from '../support/payment-stand-in.ts';

/*
 * Paying online: the order is placed as awaiting payment, the visitor pays at the provider's
 * checkout (the local stand-in, where the tester picks the outcome) and comes back to a page that tells the truth.
 * An nl paper's one-time special with iDEAL, a be magazine's year with Bancontact (which also sets up the
 * domiciliëring of the next terms); with and without JavaScript.
 */

/** The stand-in's status and the form's reason for it. */
const UNPAID_REASONS = { canceled: 'cancelled', failed: 'failed', expired: 'expired' } as const;

interface Shop {
  readonly brand: string;
  readonly path: string;
  readonly offer: RegExp;
  readonly orderPath: RegExp;
  readonly customer: Omit<Customer, 'email'>;
  readonly method: 'iDEAL' | 'Bancontact';
  readonly locale: 'nl' | 'be';
}

const NL_PAPER: Shop = {
  brand: 'ad',
  path: '/ad-puzzelboek',
  offer: /Losse uitgave/,
  orderPath: /\/ad-puzzelboek\/bestellen\?propositionId=/,
  customer: { ...DUTCH, bank: 'Rabobank' },
  method: 'iDEAL',
  locale: 'nl',
};
const BE_MAGAZINE: Shop = {
  brand: 'blib',
  path: '/',
  offer: /Papier/,
  orderPath: /\/bestellen\?propositionId=/,
  customer: BELGIAN,
  method: 'Bancontact',
  locale: 'be',
};

/** Checkout is a full page load to another origin and back: more than the default five seconds on a busy machine. */
const NAVIGATION = { timeout: 15_000 };

async function orderAndGoToCheckout(page: Page, shop: Shop, email: string): Promise<void> {
  await page.goto(brandUrl(shop.brand, shop.path));
  await page.getByLabel(shop.offer).check();
  await page.getByRole('button', { name: 'Verder naar bestellen' }).click();
  await expect(page).toHaveURL(shop.orderPath, NAVIGATION);
  await fillOrder(page, { email, ...shop.customer }, shop.locale);
  if (shop.method === 'Bancontact') await page.getByLabel('Bancontact', { exact: true }).check();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL(new RegExp(`^${PAYMENTS_CHECKOUT_ORIGIN}/checkout/tr_`), NAVIGATION);
}

/** The stand-in's payments for the one order of `email`, and that order as the front office stored it. */
async function paymentsOf(email: string) {
  const [order, ...others] = storedOrders(email) as unknown as {
    orderId: string;
    payments?: { paymentId: string; status: string }[];
  }[];
  expect(others, 'one order, never a second').toHaveLength(0);
  const payments = (await standInPayments()).filter((payment) => payment.metadata?.orderId === order!.orderId);
  return { order: order!, payments };
}

async function expectPaidThankYou(page: Page, email: string, method: string) {
  await expect(page).toHaveURL(/\/bedankt$/, NAVIGATION);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bedankt');
  await expect(page.getByText(`${method}, betaald`)).toBeVisible();
  // The front office has the result once, whether the webhook or the return came first.
  await expect
    .poll(async () => (await paymentsOf(email)).order.payments?.filter((payment) => payment.status === 'paid').length)
    .toBe(1);
  const { payments } = await paymentsOf(email);
  expect(payments.filter((payment) => payment.status === 'paid')).toHaveLength(1);
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
  for (const base of [NL_PAPER, BE_MAGAZINE]) {
    // Without JavaScript nothing fills street and city from the postal code: the visitor types them.
    const shop: Shop =
      javaScriptEnabled || base.customer.city
        ? base
        : { ...base, customer: { ...base.customer, street: 'Dorpsstraat', city: 'Amsterdam' } };

    test.describe(`paying with ${shop.method} on ${shop.brand}, ${mode}`, () => {
      test.use({ javaScriptEnabled });

      test('paid: the thank-you page, one order, one captured payment reported once', async ({ page }) => {
        const email = `${unique(`pay-${shop.brand}`)}@example.nl`;
        await orderAndGoToCheckout(page, shop, email);
        await payAtCheckout(page, 'paid');
        await expectPaidThankYou(page, email, shop.method);
        if (javaScriptEnabled) {
          const purchases = await page.evaluate(() =>
            (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter(
              (event) => event.event === 'purchase',
            ),
          );
          expect(purchases).toHaveLength(1);
        }
        const { payments } = await paymentsOf(email);
        // A renewing subscription's first payment sets up the mandate for the next terms; a single copy does not.
        expect(payments[0]).toMatchObject(
          shop.method === 'Bancontact'
            ? { method: 'bancontact', sequenceType: 'first', mandateId: expect.stringMatching(/^mdt_/) }
            : { method: 'ideal', sequenceType: 'oneoff' },
        );
      });

      for (const outcome of ['canceled', 'failed', 'expired'] as const) {
        test(`${outcome}: back on the form with everything typed and the reason; a retry pays for the same order`, async ({
          page,
        }) => {
          // Two trips to the checkout and back, each a full page load to another origin: on a busy CI machine more
          // than the default 30 s (a run failed at the thank-you page's last check, the page already right).
          test.setTimeout(60_000);
          const email = `${unique(`${outcome}-${shop.brand}`)}@example.nl`;
          await orderAndGoToCheckout(page, shop, email);
          await payAtCheckout(page, outcome);
          await expect(page).toHaveURL(/\/bestellen\?.*betaling=/, NAVIGATION);
          await expect(page.getByText(messagesFor(shop.locale).payment[UNPAID_REASONS[outcome]])).toBeVisible();
          const { labels } = messagesFor(shop.locale).orderForm;
          await expect(field(page, labels.firstName)).toHaveValue('Sanne');
          await expect(field(page, labels.lastName)).toHaveValue('Jansen');
          await expect(field(page, labels.email)).toHaveValue(email);
          await expect(field(page, labels.terms)).toBeChecked();
          await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
          await payAtCheckout(page, 'paid');
          await expectPaidThankYou(page, email, shop.method);
          const { order, payments } = await paymentsOf(email);
          expect(payments.map((payment) => payment.status)).toEqual([outcome, 'paid']);
          expect(order.payments?.map((payment) => payment.status)).toEqual([outcome, 'paid']);
        });
      }

      test('still open: the waiting page checks by itself and moves on once the bank confirms', async ({ page }) => {
        const email = `${unique(`open-${shop.brand}`)}@example.nl`;
        await orderAndGoToCheckout(page, shop, email);
        await payAtCheckout(page, 'open');
        await expect(page).toHaveURL(/\/bedankt$/, NAVIGATION);
        await expect(page.getByRole('heading', { name: messagesFor(shop.locale).payment.waitingTitle })).toBeVisible();
        await expect(page.getByText(`${shop.method}, betaald`)).toHaveCount(0);
        if (javaScriptEnabled) {
          expect(
            await page.evaluate(() =>
              (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.some(
                (event) => event.event === 'purchase',
              ),
            ),
          ).toBe(false);
        }
        const { payments } = await paymentsOf(email);
        await settleLater(payments[0]!.id, 'paid');
        // With a script it asks every few seconds; without one the page refreshes itself every five.
        await expect(page.getByText(`${shop.method}, betaald`)).toBeVisible({ timeout: 20_000 });
        await expectPaidThankYou(page, email, shop.method);
      });
    });
  }
}

test.describe('the way back, whatever arrives', () => {
  test('the return link of an unknown order goes to the shop, not an error', async ({ page }) => {
    const answer = await page.goto(brandUrl('ad', '/api/payments/return?order=00000000-0000-4000-8000-000000000000'));
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL(brandUrl('ad', '/'));
  });

  test('a webhook for a payment nobody knows, or without an id, changes nothing and says so plainly', async ({
    request,
  }) => {
    // The provider calls the site's own address (node resolves no *.localhost): the webhook needs no brand.
    const webhook = `http://127.0.0.1:${PORT}/api/payments/webhook`;
    expect((await request.post(webhook, { form: { id: 'tr_unknown12345' } })).status()).toBe(200);
    expect((await request.post(webhook, { form: { id: '<script>' } })).status()).toBe(400);
    expect((await request.post(webhook, { form: {} })).status()).toBe(400);
  });
});
