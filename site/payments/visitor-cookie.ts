import { z } from 'zod';
import { openValue, sealValue, sessionSecret } from '../account/sealed-cookie.ts';
import { VISITOR_COOKIES } from '../../domain/visitor-state.ts';
import { DATE_OF_BIRTH_INPUTS, MAX_LENGTH, ORDER_FORM_FIELDS } from '../../schemas/order-form.ts';

/*
 * What the visitor typed in an order paid online, kept in their own browser (sealed: encrypted, httpOnly) while they
 * are at the payment provider: back after a cancelled, failed or expired payment, the form is filled in again and its
 * idempotency key is the same, so the new attempt pays for the same order. Never the IBAN (an online payment has
 * none); never sent to a shared cache (order pages are the visitor's own).
 */

export const PAYMENT_COOKIE = VISITOR_COOKIES.payment;
/** Two hours: a visitor back from the bank's app, or after a coffee, still finds the form filled in. */
export const PAYMENT_COOKIE_SECONDS = 2 * 60 * 60;

const KEPT: ReadonlySet<string> = new Set<string>([
  ...ORDER_FORM_FIELDS.filter((field) => field !== 'iban'),
  ...Object.values(DATE_OF_BIRTH_INPUTS),
]);

/** The longest value a form field may hold (a gift's message): what was typed comes back whole. */
const LONGEST_VALUE = Math.max(...Object.values(MAX_LENGTH), 200);

const paymentCookieSchema = z.object({
  orderKey: z.string().regex(/^[0-9a-f-]{36}$/i),
  values: z.record(z.string(), z.string().max(LONGEST_VALUE)),
});
export type PaymentCookie = z.infer<typeof paymentCookieSchema>;

/** The cookie's value: the order's key and the visitor's fields (the form's own fields only). */
export function sealPaymentCookie(orderKey: string, values: Readonly<Record<string, string>>): Promise<string> {
  const kept = Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => KEPT.has(name))
      .map(([name, value]) => [name, value.slice(0, LONGEST_VALUE)]),
  );
  return sealValue('payment', { orderKey, values: kept }, sessionSecret(), PAYMENT_COOKIE_SECONDS);
}

/** The cookie read back; anything tampered with or malformed is none. */
export async function openPaymentCookie(value: string | undefined): Promise<PaymentCookie | undefined> {
  if (!value) return undefined;
  try {
    return await openValue('payment', value, sessionSecret(), paymentCookieSchema);
  } catch {
    return undefined;
  }
}
