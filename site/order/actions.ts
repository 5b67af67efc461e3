'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { OrderFormError, OrderFormState } from '../../blocks/order-form/state.ts';
import { parseMid } from '../../domain/mid.ts';
import { deliveredOnPaper, isStudentOrder, orderSummary, paymentMethodsFor, renews } from '../../domain/order.ts';
import { ibanLastDigits } from '../../domain/order-form/iban.ts';
import { orderDay } from '../../domain/order-form/dates.ts';
import { orderFormErrors } from '../../domain/order-form/errors.ts';
import { VISITOR_COOKIES } from '../../domain/visitor-state.ts';
import { orderFormSchema } from '../../domain/order-form/schema.ts';
import { ORDER_FORM_FIELDS, type OrderFormField } from '../../schemas/order-form.ts';
import type { OrderRequest } from '../../schemas/front-office.ts';
import type { PlacedOrder } from '../../schemas/placed-order.ts';
import { getBrand, type Brand } from '../brands.ts';
import { env } from '../env.ts';
import { frontOffice } from '../front-office/index.ts';
import type { FrontOfficeCall } from '../front-office/port.ts';
import { VISITOR_PATH_HEADER } from '../routing/request-headers.ts';
import { reportProblem } from '../monitoring/report.ts';
import { isGiftProposition, recipientName } from '../../domain/gifts.ts';
import { isOnlinePayment, sequenceType } from '../../domain/payments/methods.ts';
import { startPayment } from '../payments/flow.ts';
import { placedOrderCookie, stepLocation, withBrandcode } from '../payments/responses.ts';
import { PAYMENT_ROUTES } from '../../domain/payments/state.ts';
import { pendingOrders } from '../payments/store.ts';
import { PAYMENT_COOKIE, PAYMENT_COOKIE_SECONDS, sealPaymentCookie } from '../payments/visitor-cookie.ts';
import { visitorCookieOptions } from '../visitor/cookies.ts';
import { visitorCall } from '../visitor/front-office-call.ts';

/** A form never has more, or longer, fields than this: anything beyond is not ours and is dropped. */
const MAX_FIELDS = 60;
const MAX_VALUE_LENGTH = 200;
const ORDER_KEY = /^[0-9a-f-]{36}$/i;

/** The posted fields as text, bounded: what the form sends back to the visitor when it must be corrected. */
function postedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of [...form].slice(0, MAX_FIELDS)) {
    if (typeof value === 'string' && !name.startsWith('$')) values[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return values;
}

/** The front office's field paths ('customer.email', 'address.postalCode') as the form's fields. */
function formFieldOf(path: string): OrderFormField | null {
  const last = path.split('.').pop() ?? '';
  return ORDER_FORM_FIELDS.find((field) => field === last) ?? null;
}

async function catalogProposition(brand: Brand, call: FrontOfficeCall, propositionId: string) {
  const catalog = await frontOffice().catalog({ brandCode: brand.code, brandType: brand.type, countryCode: brand.country, group: 'default' }, call);
  const all = catalog.propositions;
  const found = all.find((proposition) => proposition.uuid === propositionId);
  if (found || !propositionId) return found;
  // A special product's or the fallback group's proposition: ask for those too before giving up.
  const specials = await Promise.all(
    brand.specials.map((special) =>
      frontOffice().catalog({ brandCode: brand.code, brandType: brand.type, countryCode: brand.country, group: 'default', brandSlug: special.slug }, call),
    ),
  );
  const fallback = await frontOffice().catalog({ brandCode: brand.code, brandType: brand.type, countryCode: brand.country, group: 'fallback' }, call);
  return [...specials.flatMap((answer) => answer.propositions), ...fallback.propositions].find((proposition) => proposition.uuid === propositionId);
}

/**
 * The order form's action: check the form with the same schema as the browser, look the proposition up again at
 * the front office (never trust a price from the browser), and place the order with the form's idempotency key,
 * so a double click, a resent POST or a retry after a timeout is one order. Every failure comes back as state
 * with what was typed; success goes to the thank-you page.
 */
export async function placeOrder(_: OrderFormState, form: FormData): Promise<OrderFormState> {
  const values = postedValues(form);
  const brand = getBrand(values.brand ?? '');
  const key = values.orderKey ?? '';
  if (!brand || !ORDER_KEY.test(key)) return { status: 'invalid', errors: [{ field: null, code: 'form.invalid' }], values };

  const mid = parseMid(values.mid) ?? env.DEFAULT_MID;
  const clientPath = (await headers()).get(VISITOR_PATH_HEADER) ?? '/bestellen';

  try {
    // Checked first (the front office's price, never the browser's); a failure here is a front-office failure.
    const proposition = await catalogProposition(brand, { mid, clientPath }, values.propositionId ?? '');
    if (!proposition) return { status: 'unavailable', errors: [], values };
    const student = values.flow === 'student' || isStudentOrder(undefined, proposition);
    // A gift is known by its proposition (the front office's word), never by what the browser sent.
    const gift = isGiftProposition(proposition);
    const parsed = orderFormSchema({ country: brand.country, today: orderDay(new Date(), brand.country), student, gift }).safeParse(values);
    if (!parsed.success) return { status: 'invalid', errors: orderFormErrors(parsed.error.issues), values };
    const order = parsed.data;
    if (!paymentMethodsFor(proposition, brand.country).includes(order.payment.method)) {
      return { status: 'invalid', errors: [{ field: 'paymentMethod', code: 'paymentMethod.required' }], values };
    }
    const request: OrderRequest = {
      propositionUuid: proposition.uuid,
      productCode: proposition.productCode,
      mid,
      customer: {
        gender: order.gender,
        firstName: order.firstName,
        ...(order.middleName ? { middleName: order.middleName } : {}),
        lastName: order.lastName,
        dateOfBirth: order.dateOfBirth,
        email: order.email,
        phone: order.phone,
      },
      address: {
        postalCode: order.postalCode,
        houseNumber: order.houseNumber,
        ...(order.houseNumberAddition ? { houseNumberAddition: order.houseNumberAddition } : {}),
        street: order.street,
        city: order.city,
        country: brand.country,
      },
      payment: order.payment,
      ...(order.startDate && (gift || deliveredOnPaper(proposition)) ? { startDate: order.startDate } : {}),
      newsletter: order.newsletter,
      ...(order.student ? { student: order.student } : {}),
      ...(values.leadId ? { leadId: values.leadId } : {}),
      ...(order.gift ? { gift: order.gift } : {}),
    };
    const method = order.payment.method;
    // Back after an unpaid attempt: the order is placed already (as awaiting payment); this pays for the same one.
    const pending = isOnlinePayment(method) ? await pendingOrders().get(key) : undefined;
    let orderId = pending?.orderId;
    if (!orderId) {
      const result = await frontOffice().placeOrder(request, key, { mid, clientPath });
      if (result.kind === 'rejected') {
        const errors: OrderFormError[] = result.errors.map((error) => ({ field: formFieldOf(error.field), code: 'form.invalid', text: error.message }));
        return { status: 'rejected', errors, values };
      }
      orderId = result.orderId;
    }
    const summary = orderSummary(proposition);
    const placed: PlacedOrder = {
      orderId,
      formula: summary.formula,
      price: summary.price,
      ...(summary.unit ? { unit: summary.unit } : {}),
      duration: summary.duration,
      ...(summary.discountPercentage ? { discountPercentage: summary.discountPercentage } : {}),
      amount: summary.amount,
      productCode: proposition.productCode,
      brandCode: brand.code,
      paymentMethod: method,
      ...(order.payment.method === 'direct-debit' ? { ibanLastDigits: ibanLastDigits(order.payment.iban) } : {}),
      ...(request.startDate ? { startDate: request.startDate } : {}),
      ...(order.gift ? { gift: { recipient: recipientName(order.gift.recipient) } } : {}),
    };
    const requestHeaders = await headers();
    const host = requestHeaders.get('host');
    const jar = await cookies();
    if (isOnlinePayment(method)) {
      const start = await startPayment({
        orderKey: key,
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
        origin: visitorOrigin(requestHeaders),
        description: `${brand.name}: ${summary.formula}`.slice(0, 255),
        issuer: order.payment.method === 'ideal' ? `ideal_${order.payment.idealBank}` : undefined,
        // A gift runs for its term and is not renewed: no mandate.
        sequenceType: sequenceType(!gift && renews(proposition)),
        customer: { name: [order.firstName, order.middleName, order.lastName].filter(Boolean).join(' '), email: order.email },
        locale: brand.country === 'be' ? 'nl_BE' : 'nl_NL',
      });
      jar.set(PAYMENT_COOKIE, sealPaymentCookie(key, values), visitorCookieOptions(host, PAYMENT_COOKIE_SECONDS));
      // Without JavaScript the form's redirect may not leave the site (form-action): a page of its own forwards.
      if (start.kind === 'checkout') return leave(start.url, withBrandcode(`${PAYMENT_ROUTES.checkout}?${new URLSearchParams({ order: key })}`, values.brandcode || undefined));
      const next = stepLocation(start.step, start.order, key);
      if (next.placed) {
        const cookie = placedOrderCookie(host, next.placed);
        jar.set(cookie.name, cookie.value, cookie.options);
      }
      return leave(next.location);
    }
    const cookie = placedOrderCookie(host, placed);
    jar.set(cookie.name, cookie.value, cookie.options);
  } catch (error) {
    // Reported without the order: no personal data reaches the logs (docs/architecture.md#failure-rules). Only the error's
    // message goes along (a front office's status, a failed step), and the report is redacted by value as well.
    reportProblem(`order for ${brand.code} failed`, error);
    return { status: 'failed', errors: [], values };
  }
  return leave(values.brandcode ? `/bedankt?brandcode=${encodeURIComponent(values.brandcode)}` : '/bedankt');
}

/**
 * Sent by the page's script (a fetch carrying Next-Action): the browser goes to `location` itself (the thank-you
 * page, or the provider's checkout). A redirect here would be followed inside this request, on the server's own host
 * rather than the brand's. Sent as a plain form without JavaScript: a 303 to `withoutScript`.
 */
async function leave(location: string, withoutScript = location): Promise<OrderFormState> {
  if ((await headers()).has('next-action')) return { status: 'placed', location, errors: [], values: {} };
  redirect(withoutScript);
}

/** The visitor's origin, as the provider must send them back to it (behind a proxy, its forwarded protocol). */
function visitorOrigin(requestHeaders: Headers): string {
  const host = requestHeaders.get('host') ?? 'localhost';
  const protocol = requestHeaders.get('x-forwarded-proto') ?? (/^(localhost|127\.0\.0\.1|[^:]+\.localhost)(:\d+)?$/.test(host) ? 'http' : 'https');
  return `${protocol}://${host}`;
}

/** The order page to come back to after an unpaid attempt: the same page, the same proposition and campaign. */
function orderPagePath(clientPath: string, values: Readonly<Record<string, string>>): string {
  const path = clientPath.startsWith('/') && !clientPath.startsWith('//') ? clientPath.split('?')[0]! : '/bestellen';
  const query = new URLSearchParams();
  if (values.propositionId) query.set('propositionId', values.propositionId);
  if (values.mid) query.set('mid', values.mid);
  if (values.leadId) query.set('leadId', values.leadId);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Street and city of a Dutch postal code and house number; null when unknown or on any failure (the visitor types them). */
export async function lookupAddress(postalCode: string, houseNumber: string): Promise<{ street: string; city: string } | null> {
  if (typeof postalCode !== 'string' || typeof houseNumber !== 'string') return null;
  if (!/^[1-9]\d{3}\s?[a-z]{2}$/i.test(postalCode.trim()) || !/^\d{1,5}$/.test(houseNumber.trim())) return null;
  try {
    const call = visitorCall((await headers()).get(VISITOR_PATH_HEADER) ?? '/bestellen', (await cookies()).get(VISITOR_COOKIES.mid)?.value);
    return (await frontOffice().address({ postalCode: postalCode.trim(), houseNumber: houseNumber.trim() }, call)) ?? null;
  } catch {
    return null;
  }
}
