/*
 * The online payment of one order, as a state machine. The provider is the truth about
 * each payment: the shop only ever learns a status by asking the provider (on the visitor's return, on a webhook, on
 * the waiting page's check), and every such observation goes through `observe`. Three rules follow from it:
 * - one order, never two captured payments: a new attempt starts only when every earlier one has ended unpaid;
 * - the result reaches the front office once per payment: `observe` says when to report, `reported` records it;
 * - the visitor goes where the truth says (`nextStep`), whichever came first, the webhook or the return.
 */

/** A payment's status as Mollie's API names them (Adyen's map onto the same outcomes). */
export const PROVIDER_STATUSES = ['open', 'pending', 'authorized', 'paid', 'canceled', 'expired', 'failed'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** Why a payment ended unpaid, as the order form words it. */
export type UnpaidReason = 'cancelled' | 'failed' | 'expired';

/** What a status means for the visitor. */
export type PaymentOutcome = 'paid' | 'waiting' | UnpaidReason;

const OUTCOMES: Readonly<Record<ProviderStatus, PaymentOutcome>> = {
  open: 'waiting',
  pending: 'waiting',
  authorized: 'waiting',
  paid: 'paid',
  canceled: 'cancelled',
  expired: 'expired',
  failed: 'failed',
};

export const outcomeOf = (status: ProviderStatus): PaymentOutcome => OUTCOMES[status];

/** A final status never changes again: a paid payment stays paid, a cancelled one can never be paid. */
const isFinal = (status: ProviderStatus): boolean => outcomeOf(status) !== 'waiting';

export interface PaymentAttempt {
  /** The provider's payment id (tr_...). */
  readonly id: string;
  readonly status: ProviderStatus;
  /** Where the visitor pays it, while it is open. */
  readonly checkoutUrl?: string | undefined;
  /** Its final status has reached the front office. */
  readonly reported?: boolean | undefined;
}

/** The attempts to pay one order, oldest first. */
export interface OrderPayments {
  readonly attempts: readonly PaymentAttempt[];
}

const latest = (payments: OrderPayments): PaymentAttempt | undefined => payments.attempts.at(-1);

/**
 * The provider said `status` for payment `id`. Returns the payments as they are now and whether this observation
 * must be reported to the front office: the first time a payment is seen final. A payment of another order, or a
 * final status followed by an older, non-final one (a late answer), changes nothing.
 */
export function observe(
  payments: OrderPayments,
  id: string,
  status: ProviderStatus,
): { payments: OrderPayments; report: boolean } {
  const attempt = payments.attempts.find((candidate) => candidate.id === id);
  if (!attempt || isFinal(attempt.status))
    return { payments, report: Boolean(attempt && isFinal(attempt.status) && !attempt.reported) };
  const attempts = payments.attempts.map((candidate) => (candidate.id === id ? { ...candidate, status } : candidate));
  return { payments: { attempts }, report: isFinal(status) };
}

/** The front office has the final status of payment `id`: it is not sent again. */
export function reported(payments: OrderPayments, id: string): OrderPayments {
  return {
    attempts: payments.attempts.map((attempt) => (attempt.id === id ? { ...attempt, reported: true } : attempt)),
  };
}

export type NextStep =
  | { readonly kind: 'thank-you' }
  | { readonly kind: 'wait' }
  | { readonly kind: 'retry'; readonly reason: UnpaidReason };

/** Where the visitor goes now: paid to the thank-you page; still open to the waiting page; else back to the form. */
export function nextStep(payments: OrderPayments): NextStep {
  if (payments.attempts.some((attempt) => attempt.status === 'paid')) return { kind: 'thank-you' };
  const last = latest(payments);
  if (!last) return { kind: 'retry', reason: 'failed' };
  const outcome = outcomeOf(last.status);
  return outcome === 'waiting' ? { kind: 'wait' } : { kind: 'retry', reason: outcome as UnpaidReason };
}

export type NextAttempt =
  /** Nothing is paid and nothing is open: start a new payment for the same order. */
  | { readonly kind: 'new' }
  /** A payment is still open: the visitor pays that one, so two can never both be paid. */
  | { readonly kind: 'resume'; readonly checkoutUrl: string }
  /** The provider is still processing one (pending, authorized, or open without a checkout): wait for it. */
  | { readonly kind: 'wait' }
  | { readonly kind: 'paid' };

/** The visitor sends the order again (after a cancelled payment, or a second time in another tab). */
export function nextAttempt(payments: OrderPayments): NextAttempt {
  if (payments.attempts.some((attempt) => attempt.status === 'paid')) return { kind: 'paid' };
  const open = payments.attempts.find((attempt) => !isFinal(attempt.status));
  if (!open) return { kind: 'new' };
  return open.status === 'open' && open.checkoutUrl
    ? { kind: 'resume', checkoutUrl: open.checkoutUrl }
    : { kind: 'wait' };
}

/** A new payment, just created at the provider. */
export function started(payments: OrderPayments, attempt: PaymentAttempt): OrderPayments {
  return { attempts: [...payments.attempts, attempt] };
}

/** The order page's query after an unpaid attempt (`?betaling=geannuleerd`): the reason, in the shop's language. */
export const UNPAID_QUERY_KEY = 'betaling';
export const UNPAID_WORDS: Readonly<Record<UnpaidReason, string>> = {
  cancelled: 'geannuleerd',
  failed: 'mislukt',
  expired: 'verlopen',
};

/**
 * The payment routes (site/app/api/payments): to the checkout (the form without JavaScript), the way back (also the
 * waiting page's check without JavaScript) and the status the waiting page's script asks.
 */
export const PAYMENT_ROUTES = {
  checkout: '/api/payments/checkout',
  return: '/api/payments/return',
  status: '/api/payments/status',
} as const;
