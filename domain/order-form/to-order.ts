import type { Country } from '../../schemas/brand.ts';
import type { OrderRequest, Proposition } from '../../schemas/front-office.ts';
import type { PlacedOrder } from '../../schemas/placed-order.ts';
import { isGiftProposition, recipientName } from '../gifts.ts';
import type { Mid } from '../mid.ts';
import { deliveredOnPaper, isStudentOrder, orderSummary, paymentMethodsFor, renews } from '../order.ts';
import { isOnlinePayment, sequenceType, type OnlinePaymentMethod } from '../payments/methods.ts';
import { defaultPrice, paymentMatchesPrice } from '../prices.ts';
import { orderDay } from './dates.ts';
import { orderFormErrors, type OrderFormFieldError } from './errors.ts';
import { ibanLastDigits } from './iban.ts';
import { orderFormSchema } from './schema.ts';

/*
 * The order form as an order: what the server action sends the front office, what the thank-you page
 * shows, and what an online payment asks the provider, from the posted fields and the proposition the front office
 * gave for them. Pure: the caller looks the proposition up, passes the clock, and places the order.
 */

/**
 * The price the form was shown with, carried back in its hidden fields (domain/order-form/form-state.ts): the unit and
 * amount of the proposition's default price (docs/rules/09-constants-and-limits.md), the payment the visitor agrees to.
 */
export function shownPayment(proposition: Proposition): {
  readonly paymentUnit: string;
  readonly paymentAmount: string;
} {
  const price = defaultPrice(proposition.prices);
  return { paymentUnit: price?.unit ?? '', paymentAmount: price ? String(price.price.discount) : '' };
}

/**
 * docs/rules/05-validation.md at the order: the payment the visitor agreed to (the price the form showed) matches the
 * proposition's default price as the front office has it now, looked up again. False when the price changed since,
 * when the form carries none, or carries one that is no number: then nothing is ordered at a price nobody saw.
 */
export function agreedToPrice(values: Readonly<Record<string, string>>, proposition: Proposition): boolean {
  const price = defaultPrice(proposition.prices);
  const unit = values.paymentUnit ?? '';
  const amount = /^-?\d{1,7}(\.\d{1,6})?$/.test(values.paymentAmount ?? '') ? Number(values.paymentAmount) : Number.NaN;
  return price !== undefined && unit !== '' && paymentMatchesPrice({ unit, amount }, price);
}

/** The brand that sells (katri on don's /katrien-duck: the form's hidden `brand`), as the mapping needs it. */
export interface SellingBrand {
  readonly code: string;
  readonly name: string;
  readonly country: Country;
}

export interface OrderFormInput {
  /** The posted fields (postedValues). */
  readonly values: Readonly<Record<string, string>>;
  readonly brand: SellingBrand;
  /** The proposition as the front office has it, looked up again: never a price from the browser. */
  readonly proposition: Proposition;
  readonly mid: Mid;
  /** The moment of ordering: the start date and date of birth are checked against its day in the brand's country. */
  readonly now: Date;
}

/** What an online payment asks the provider (site/payments/flow.ts's StartInput, less the order and the origin). */
interface OnlinePaymentRequest {
  readonly method: OnlinePaymentMethod;
  readonly description: string;
  readonly issuer: string | undefined;
  readonly sequenceType: 'first' | 'oneoff';
  readonly customer: { readonly name: string; readonly email: string };
  readonly locale: 'nl_NL' | 'nl_BE';
}

export type MappedOrder =
  | { readonly kind: 'invalid'; readonly errors: readonly OrderFormFieldError[] }
  | {
      readonly kind: 'order';
      readonly request: OrderRequest;
      /** The thank-you page's summary; the front office's order id comes first once it is known (placedOrder). */
      readonly summary: Omit<PlacedOrder, 'orderId'>;
      /** Paid online at once (iDEAL, Bancontact); undefined for direct debit. */
      readonly onlinePayment: OnlinePaymentRequest | undefined;
    };

/**
 * The form as an order: checked with the browser's schema (student and gift known from the proposition, the
 * front office's word, or the student page), the payment method allowed for the proposition, and the optional
 * parts present only when they apply (a start date only for paper or a gift).
 */
export function orderFromForm({ values, brand, proposition, mid, now }: OrderFormInput): MappedOrder {
  const student = values.flow === 'student' || isStudentOrder(undefined, proposition);
  // A gift is known by its proposition (the front office's word), never by what the browser sent.
  const gift = isGiftProposition(proposition);
  const parsed = orderFormSchema({
    country: brand.country,
    today: orderDay(now, brand.country),
    student,
    gift,
  }).safeParse(values);
  if (!parsed.success) return { kind: 'invalid', errors: orderFormErrors(parsed.error.issues) };
  const order = parsed.data;
  if (!paymentMethodsFor(proposition, brand.country).includes(order.payment.method)) {
    return { kind: 'invalid', errors: [{ field: 'paymentMethod', code: 'paymentMethod.required' }] };
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
  const price = orderSummary(proposition);
  const summary: Omit<PlacedOrder, 'orderId'> = {
    formula: price.formula,
    price: price.price,
    ...(price.unit ? { unit: price.unit } : {}),
    duration: price.duration,
    ...(price.discountPercentage ? { discountPercentage: price.discountPercentage } : {}),
    amount: price.amount,
    productCode: proposition.productCode,
    brandCode: brand.code,
    paymentMethod: method,
    ...(order.payment.method === 'direct-debit' ? { ibanLastDigits: ibanLastDigits(order.payment.iban) } : {}),
    ...(request.startDate ? { startDate: request.startDate } : {}),
    ...(order.gift ? { gift: { recipient: recipientName(order.gift.recipient) } } : {}),
  };
  const onlinePayment: OnlinePaymentRequest | undefined = isOnlinePayment(method)
    ? {
        method,
        description: `${brand.name}: ${price.formula}`.slice(0, 255),
        issuer: order.payment.method === 'ideal' ? `ideal_${order.payment.idealBank}` : undefined,
        // A gift runs for its term and is not renewed: no mandate.
        sequenceType: sequenceType(!gift && renews(proposition)),
        customer: {
          name: [order.firstName, order.middleName, order.lastName].filter(Boolean).join(' '),
          email: order.email,
        },
        locale: brand.country === 'be' ? 'nl_BE' : 'nl_NL',
      }
    : undefined;
  return { kind: 'order', request, summary, onlinePayment };
}

/** The thank-you page's summary of a placed order: its id first, as the cookie has always been written. */
export const placedOrder = (orderId: string, summary: Omit<PlacedOrder, 'orderId'>): PlacedOrder => ({
  orderId,
  ...summary,
});
