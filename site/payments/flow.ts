import {
  nextAttempt,
  nextStep,
  observe,
  PAYMENT_ROUTES,
  reported,
  started,
  type NextStep,
  type OrderPayments,
} from '../../domain/payments/state.ts';
import type { PaymentReport } from '../../schemas/front-office.ts';
import { env } from '../env.ts';
import { frontOffice } from '../front-office/index.ts';
import { log } from '../monitoring/log.ts';
import { shopMetrics } from '../monitoring/metrics.ts';
import { reportProblem } from '../monitoring/report.ts';
import { payments } from './index.ts';
import type { PaymentRequest, ProviderPayment } from './provider.ts';
import { pendingOrders, type PendingOrder } from './store.ts';

/*
 * The online payment of an order, from the order action to the thank-you page. The provider is
 * the truth (domain/payments/state.ts): every step asks it, and what it says goes through the state machine. Logs
 * carry a payment's id and amount, never personal data.
 */

/** Where the provider sends the visitor back, on the visitor's own brand host. */
export function returnPath(orderKey: string, brandcode: string | undefined): string {
  const query = new URLSearchParams({ order: orderKey });
  if (brandcode && env.APP_ENV !== 'production') query.set('brandcode', brandcode);
  return `${PAYMENT_ROUTES.return}?${query}`;
}

const webhookUrl = (origin: string) => `${env.PAYMENTS_WEBHOOK_ORIGIN ?? origin}/api/payments/webhook`;

/** What happens to the visitor after sending the order form with an online payment. */
export type PaymentStart =
  | { readonly kind: 'checkout'; readonly url: string }
  | { readonly kind: 'step'; readonly step: NextStep; readonly order: PendingOrder };

export interface StartInput {
  readonly orderKey: string;
  /** The order as placed (or, on a retry, as it was placed the first time). */
  readonly order: PendingOrder;
  /** The visitor's origin (https://abonnement.ad.nl): where the provider sends them back. */
  readonly origin: string;
  readonly description: string;
  readonly issuer: string | undefined;
  readonly sequenceType: PaymentRequest['sequenceType'];
  readonly customer: PaymentRequest['customer'];
  readonly locale: PaymentRequest['locale'];
}

/**
 * Pays for an order: a new payment when none is open or paid, else the open one's checkout again (never a second
 * payment beside an open one), else where the truth says (paid: thank you; the bank is busy: wait). The pending order
 * is stored before the provider is asked, so a failure half way is retried as the same order.
 */
export async function startPayment(input: StartInput): Promise<PaymentStart> {
  const store = pendingOrders();
  const checked = await refresh(input.orderKey, input.order);
  const next = nextAttempt(checked);
  if (next.kind === 'resume') return { kind: 'checkout', url: next.checkoutUrl };
  if (next.kind !== 'new') return { kind: 'step', step: nextStep(checked), order: checked };
  await store.set(input.orderKey, checked);
  const payment = await payments().create({
    amount: checked.placed.amount,
    description: input.description,
    method: checked.method,
    issuer: input.issuer,
    sequenceType: input.sequenceType,
    customer: input.customer,
    locale: input.locale,
    redirectUrl: `${input.origin}${returnPath(input.orderKey, checked.brandcode)}`,
    webhookUrl: webhookUrl(input.origin),
    orderKey: input.orderKey,
    orderId: checked.orderId,
    // The same attempt number again (a double submit racing itself) is the same payment at the provider.
    idempotencyKey: `${input.orderKey}:${checked.attempts.length + 1}`,
  });
  const order: PendingOrder = {
    ...checked,
    attempts: [
      ...started(checked, { id: payment.id, status: payment.status, checkoutUrl: payment.checkoutUrl }).attempts,
    ],
  };
  await store.set(input.orderKey, order);
  log.info(
    `payments: ${payment.id} created for ${order.placed.amount.toFixed(2)} EUR (${order.method}, attempt ${order.attempts.length})`,
  );
  if (!payment.checkoutUrl) return { kind: 'step', step: nextStep(order), order };
  return { kind: 'checkout', url: payment.checkoutUrl };
}

/** Where an order's payment stands now, asking the provider about every payment not yet final. */
export async function checkPayment(
  orderKey: string,
): Promise<{ readonly order: PendingOrder; readonly step: NextStep } | undefined> {
  const stored = await pendingOrders().get(orderKey);
  if (!stored) return undefined;
  const order = await refresh(orderKey, stored);
  return { order, step: nextStep(order) };
}

/** Asks the provider about the order's open payments; reports any that ended; stores what changed. */
async function refresh(orderKey: string, order: PendingOrder): Promise<PendingOrder> {
  let current = order;
  for (const attempt of order.attempts) {
    if (attempt.reported) continue;
    let payment: ProviderPayment | undefined;
    try {
      payment = await payments().get(attempt.id);
    } catch (error) {
      // The provider is unreachable: nothing is known, so nothing changes (the visitor waits and checks again).
      reportProblem(`payments: status of ${attempt.id} unavailable`, error);
      continue;
    }
    if (payment) current = await apply(current, payment);
  }
  if (current !== order) await pendingOrders().set(orderKey, current);
  return current;
}

/** One observation of the provider's truth, reported to the front office the first time it is final. */
async function apply(order: PendingOrder, payment: ProviderPayment): Promise<PendingOrder> {
  const seen = observe(order, payment.id, payment.status);
  let payments: OrderPayments = seen.payments;
  if (seen.report && (await report(order.orderId, order.mid, payment))) payments = reported(payments, payment.id);
  return { ...order, attempts: [...payments.attempts] };
}

/** Tells the front office how a payment ended; true once it has it (the payment id makes a repeat count once). */
async function report(orderId: string, mid: PendingOrder['mid'], payment: ProviderPayment): Promise<boolean> {
  if (
    payment.status !== 'paid' &&
    payment.status !== 'canceled' &&
    payment.status !== 'expired' &&
    payment.status !== 'failed'
  )
    return false;
  if (!payment.method) return false;
  const body: PaymentReport = {
    paymentId: payment.id,
    status: payment.status,
    amount: payment.amount,
    method: payment.method,
    ...(payment.mandateId ? { mandateId: payment.mandateId } : {}),
  };
  try {
    const known = await frontOffice().reportPayment(orderId, body, { mid, clientPath: '/api/payments' });
    if (!known) throw new Error(`the front office does not know order ${orderId}`);
    log.info(`payments: ${payment.id} ${payment.status} (${payment.amount} EUR) reported to the front office`);
    // Counted where the front office takes a final status: once per payment, as a reported one is not sent again.
    shopMetrics().payments.inc({ outcome: payment.status });
    return true;
  } catch (error) {
    // Sent again at the next observation (the webhook's retry, the visitor's return, the waiting page's check).
    reportProblem(`payments: report of ${payment.id} (${payment.status}) failed`, error);
    return false;
  }
}

/**
 * The provider's webhook: it says only which payment changed; what happened is asked of the provider itself. A
 * payment of an order this instance cannot find (its store gone) is still reported, by the order id the provider
 * keeps on it. Returns false when the provider could not be asked, so that it calls again.
 */
export async function onWebhook(paymentId: string): Promise<boolean> {
  let payment: ProviderPayment | undefined;
  try {
    payment = await payments().get(paymentId);
  } catch (error) {
    reportProblem(`payments: webhook for ${paymentId}: the provider could not be asked`, error);
    return false;
  }
  if (!payment?.orderKey) return true;
  const stored = await pendingOrders().get(payment.orderKey);
  if (!stored) {
    if (payment.orderId) await report(payment.orderId, env.DEFAULT_MID, payment);
    return true;
  }
  const order = await apply(stored, payment);
  await pendingOrders().set(payment.orderKey, order);
  return true;
}
