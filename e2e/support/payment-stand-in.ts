import type { Page } from '@playwright/test';

/** The payments stand-in of the browser tests (playwright.config.ts starts it): its ports and the tester's controls. */
export const PAYMENTS_API_PORT = Number(process.env.E2E_PAYMENTS_PORT ?? 3908);
export const PAYMENTS_API_ENDPOINT = `https://127.0.0.1:${PAYMENTS_API_PORT}/v2/`;
export const PAYMENTS_CHECKOUT_ORIGIN = `http://127.0.0.1:${PAYMENTS_API_PORT + 1}`;

export interface StandInPaymentView {
  readonly id: string;
  readonly status: string;
  readonly method: string;
  readonly amount: { readonly value: string };
  readonly metadata: { readonly orderId?: string; readonly orderKey?: string } | null;
  readonly sequenceType: string;
  readonly mandateId?: string;
}

/** Every payment the stand-in has, oldest first. */
export async function standInPayments(): Promise<StandInPaymentView[]> {
  const answer = await fetch(`${PAYMENTS_CHECKOUT_ORIGIN}/_stand-in/payments`);
  return (await answer.json()) as StandInPaymentView[];
}

/**
 * The bank confirms an open payment later (after the visitor chose 'still open'), and the provider calls the webhook.
 */
export async function settleLater(
  paymentId: string,
  status: 'paid' | 'canceled' | 'expired' | 'failed',
): Promise<void> {
  const answer = await fetch(`${PAYMENTS_CHECKOUT_ORIGIN}/_stand-in/payments/${paymentId}/${status}`, {
    method: 'POST',
  });
  if (!answer.ok) throw new Error(`the stand-in could not settle ${paymentId}: ${answer.status}`);
}

/** The hosted checkout's choices, as the stand-in words them. */
const CHECKOUT_OUTCOMES = {
  paid: 'Betaald',
  canceled: 'Geannuleerd',
  failed: 'Mislukt',
  expired: 'Verlopen',
  open: /Nog open/,
} as const;
export type CheckoutOutcome = keyof typeof CHECKOUT_OUTCOMES;

/** On the stand-in's checkout: pick the outcome and go back to the shop. */
export async function payAtCheckout(page: Page, outcome: CheckoutOutcome): Promise<void> {
  await page.waitForURL(new RegExp(`^${PAYMENTS_CHECKOUT_ORIGIN}/checkout/tr_`), { timeout: 15_000 });
  await page.getByLabel(CHECKOUT_OUTCOMES[outcome]).check();
  await page.getByRole('button', { name: 'Verder' }).click();
}
