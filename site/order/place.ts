import type { OrderFormError, OrderFormState } from '../../domain/order-form/form-state.ts';
import { parseMid } from '../../domain/mid.ts';
import { orderPagePath, thankYouPath } from '../../domain/order-form/order-paths.ts';
import { rejectedOrderErrors } from '../../domain/order-form/posted-form.ts';
import { agreedToPrice, orderFromForm, placedOrder } from '../../domain/order-form/to-order.ts';
import { PAYMENT_ROUTES } from '../../domain/payments/state.ts';
import type { Brand } from '../brands.ts';
import { env } from '../env.ts';
import { frontOffice } from '../front-office/index.ts';
import { FrontOfficeError, type FrontOfficeCall } from '../front-office/port.ts';
import { shopMetrics, type OrderOutcome as CountedOutcome } from '../monitoring/metrics.ts';
import { reportProblem } from '../monitoring/report.ts';
import { startPayment } from '../payments/flow.ts';
import { placedOrderCookie } from '../payments/placed-order-cookie.ts';
import { stepLocation, withBrandcode } from '../payments/responses.ts';
import { pendingOrders } from '../payments/store.ts';
import { PAYMENT_COOKIE, PAYMENT_COOKIE_SECONDS, sealPaymentCookie } from '../payments/visitor-cookie.ts';
import { visitorCookieOptions } from '../request/cookies.ts';
import { catalogQuery } from '../front-office/brand-query.ts';

/*
 * The order action's steps after the form is read (site/order/actions.ts is the shell around them): the proposition
 * again from the catalog, the form as an order (domain/order-form/to-order.ts), the order placed once per key at the
 * front office, and an online payment started. What the visitor gets back is returned, cookies included, for the
 * shell to send.
 */

export interface OrderAttempt {
  readonly brand: Brand;
  /** The form's idempotency key (checked by the shell). */
  readonly orderKey: string;
  /** The posted fields (postedValues). */
  readonly values: Readonly<Record<string, string>>;
  /** The page the form was sent from, for the front office's X-Client-Path and the way back after an unpaid attempt. */
  readonly clientPath: string;
  /** The visitor's origin: where the payment provider sends them back to. */
  readonly origin: string;
  /** The visitor's host: the cookies are set for it. */
  readonly host: string | null;
  readonly now: Date;
}

interface Cookie {
  readonly name: string;
  readonly value: string;
  readonly options: ReturnType<typeof visitorCookieOptions> & { readonly path?: string };
}

export type OrderOutcome =
  /** The form comes back: to be corrected, refused, or retried. */
  | { readonly kind: 'form'; readonly state: OrderFormState }
  /** On to `location` (a page sent without JavaScript to `withoutScript`), with these cookies. */
  | {
      readonly kind: 'leave';
      readonly location: string;
      readonly withoutScript: string;
      readonly cookies: readonly Cookie[];
    };

/**
 * The form's proposition, asked again: in the catalogs of the visitor's mid, else in the default offer's, which a shop
 * window shows a campaign whose target group was not had in time (domain/order.ts OrderCatalogs). The order keeps the
 * visitor's mid either way.
 */
async function catalogProposition(brand: Brand, call: FrontOfficeCall, propositionId: string) {
  for (const mid of new Set([call.mid, env.DEFAULT_MID])) {
    const found = await propositionOfMid(brand, { ...call, mid }, propositionId);
    if (found || !propositionId) return found;
  }
  return undefined;
}

async function propositionOfMid(brand: Brand, call: FrontOfficeCall, propositionId: string) {
  const catalog = await frontOffice().catalog(catalogQuery(brand, 'default'), call);
  const all = catalog.propositions;
  const found = all.find((proposition) => proposition.uuid === propositionId);
  if (found || !propositionId) return found;
  // A special product's or the fallback group's proposition: ask for those too before giving up.
  const specials = await Promise.all(
    brand.specials.map((special) => frontOffice().catalog(catalogQuery(brand, 'default', special.slug), call)),
  );
  const fallback = await frontOffice().catalog(catalogQuery(brand, 'fallback'), call);
  return [...specials.flatMap((answer) => answer.propositions), ...fallback.propositions].find(
    (proposition) => proposition.uuid === propositionId,
  );
}

/**
 * Look the proposition up again at the front office (never trust a price from the browser) and place the order
 * with the form's idempotency key, so a double click, a resent POST or a retry after a timeout is one order. Every
 * failure comes back as the form's state with what was typed.
 */
export async function attemptOrder(attempt: OrderAttempt): Promise<OrderOutcome> {
  let duplicate = false;
  const outcome = await placeOnce(attempt, () => (duplicate = true));
  const counted: CountedOutcome =
    outcome.kind === 'leave' ? 'placed' : duplicate ? 'duplicate' : (outcome.state.status as CountedOutcome);
  shopMetrics().orders.inc({ outcome: counted });
  return outcome;
}

async function placeOnce(
  { brand, orderKey, values, clientPath, origin, host, now }: OrderAttempt,
  refusedAsDuplicate: () => void,
): Promise<OrderOutcome> {
  const form = (
    status: 'invalid' | 'rejected' | 'failed' | 'unavailable',
    errors: readonly OrderFormError[] = [],
  ): OrderOutcome => ({ kind: 'form', state: { status, errors, values } });
  const mid = parseMid(values.mid) ?? env.DEFAULT_MID;
  try {
    // Checked first (the front office's price, never the browser's); a failure here is a front-office failure.
    const proposition = await catalogProposition(brand, { mid, clientPath }, values.propositionId ?? '');
    // Gone, or no longer at the price the form showed (docs/rules/05-validation.md): nothing is ordered.
    if (!proposition || !agreedToPrice(values, proposition)) return form('unavailable');
    const order = orderFromForm({ values, brand, proposition, mid, now });
    if (order.kind === 'invalid') return form('invalid', order.errors);
    const { request, summary, onlinePayment } = order;
    // Back after an unpaid attempt: the order is placed already (as awaiting payment); this pays for the same one.
    const pending = onlinePayment ? await pendingOrders().get(orderKey) : undefined;
    let orderId = pending?.orderId;
    if (!orderId) {
      const result = await frontOffice().placeOrder(request, orderKey, { mid, clientPath });
      if (result.kind === 'rejected') return form('rejected', rejectedOrderErrors(result.errors));
      orderId = result.orderId;
    }
    const placed = placedOrder(orderId, summary);
    if (!onlinePayment) {
      const location = thankYouPath(values.brandcode);
      const cookies = [await placedOrderCookie(host, placed)];
      return { kind: 'leave', location, withoutScript: location, cookies };
    }
    const { method, ...payment } = onlinePayment;
    const start = await startPayment({
      orderKey,
      order: pending ?? {
        orderId,
        brand: brand.code,
        ...(values.brandcode ? { brandcode: values.brandcode.slice(0, 16) } : {}),
        mid,
        method,
        returnPath: orderPagePath(clientPath, values),
        placed,
        attempts: [],
      },
      origin,
      ...payment,
    });
    const paymentCookie: Cookie = {
      name: PAYMENT_COOKIE,
      value: await sealPaymentCookie(orderKey, values),
      options: visitorCookieOptions(host, PAYMENT_COOKIE_SECONDS),
    };
    // Without JavaScript the form's redirect may not leave the site (form-action): a page of its own forwards.
    if (start.kind === 'checkout') {
      const forwarding = withBrandcode(
        `${PAYMENT_ROUTES.checkout}?${new URLSearchParams({ order: orderKey })}`,
        values.brandcode || undefined,
      );
      return { kind: 'leave', location: start.url, withoutScript: forwarding, cookies: [paymentCookie] };
    }
    const next = stepLocation(start.step, start.order, orderKey);
    const cookies = next.placed ? [paymentCookie, await placedOrderCookie(host, next.placed)] : [paymentCookie];
    return { kind: 'leave', location: next.location, withoutScript: next.location, cookies };
  } catch (error) {
    // Reported without the order: no personal data reaches the logs. Only the error's message goes along (a front
    // office's status, a failed step), and the report is redacted by value as well.
    reportProblem(`order for ${brand.code} failed`, error);
    // The front office refuses a key already used for another order (docs/rules/07-calls.md): counted apart.
    if (error instanceof FrontOfficeError && error.status === 409) refusedAsDuplicate();
    return form('failed');
  }
}
