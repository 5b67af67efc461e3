import type { Country } from '../schemas/brand.ts';
import type { Proposition } from '../schemas/front-office.ts';
import type { PaymentMethod } from '../schemas/order-form.ts';
import { ONLINE_PAYMENT_METHOD } from './payments/methods.ts';
import type { RouteName } from './routes.ts';
import { defaultPrice, durationWording, formatPrice, normaliseUnit, unitWording } from './prices.ts';
import { defaultProposition } from './propositions.ts';

/*
 * The order flow's rules that are not form validation (domain/order-form/): which proposition is ordered, how it
 * may be paid, whether it needs a start date, and what the summary says.
 */

/**
 * Units paid in one go, up front: an online payment can pay those; a per-week or per-month price is collected by direct
 * debit.
 */
const PAID_UP_FRONT = new Set(['one-time', 'year', 'annual', 'half-year', 'semi-annual', 'quarter']);

/**
 * How a proposition may be paid on a brand of `country`: always by direct debit (automatische incasso,
 * domiciliëring); also online at once (iDEAL in the Netherlands, Bancontact in Belgium) when its price is paid up
 * front (one-time, per quarter, half year or year) and is more than nothing: a free trial has nothing to pay now.
 */
export function paymentMethodsFor(proposition: Proposition, country: Country): PaymentMethod[] {
  const price = defaultPrice(proposition.prices);
  const upFront = price && price.price.discount > 0 && PAID_UP_FRONT.has(normaliseUnit(price.unit));
  return upFront ? ['direct-debit', ONLINE_PAYMENT_METHOD[country]] : ['direct-debit'];
}

/**
 * Whether the subscription renews after its first term: everything but a one-time purchase (and a gift, which the
 * caller knows).
 */
export function renews(proposition: Proposition): boolean {
  const price = defaultPrice(proposition.prices);
  return !price || normaliseUnit(price.unit) !== 'one-time';
}

/** A digital-only proposition has no delivery and so no start date; everything else comes on paper. */
export function deliveredOnPaper(proposition: Proposition): boolean {
  return !/digita/i.test(proposition.formula.code);
}

export interface OrderChoice {
  /** The proposition's uuid the shop window sent (?propositionId=). */
  readonly propositionId?: string | undefined;
  /** A product code from the query or the lead (?productCode=, the lead's aboType). */
  readonly productCode?: string | undefined;
  /** The student order page: without a choice, its default is a student proposition when the catalog has one. */
  readonly student?: boolean | undefined;
}

const isStudentProposition = (proposition: Proposition) => /student/i.test(proposition.formula.code);

/**
 * Which proposition the order form is for: the one chosen in the shop window, else the default proposition of the
 * product in the query or lead (docs/rules/04-states-and-flows.md), else on the student order page the default of the
 * student propositions, else the brand's default proposition. Undefined when the catalog has none (the form then says
 * so instead of guessing).
 */
export function orderedProposition<P extends Proposition>(
  propositions: readonly P[],
  choice: OrderChoice,
): P | undefined {
  const chosen = choice.propositionId && propositions.find((proposition) => proposition.uuid === choice.propositionId);
  if (chosen) return chosen;
  const forProduct = choice.productCode && defaultProposition(propositions, { code: choice.productCode });
  if (forProduct) return forProduct;
  const forStudent = choice.student && defaultProposition(propositions.filter(isStudentProposition));
  return forStudent || defaultProposition(propositions);
}

/** What the order form and the thank-you page show of the proposition. */
export interface OrderSummary {
  readonly formula: string;
  /** Dutch format without currency sign (docs/rules/09-constants-and-limits.md). */
  readonly price: string;
  readonly unit: string | undefined;
  /** e.g. "12 maanden". */
  readonly duration: string;
  readonly discountPercentage: number | undefined;
  /** The price in euros, for the analytics purchase event. */
  readonly amount: number;
}

export function orderSummary(proposition: Proposition): OrderSummary {
  const price = defaultPrice(proposition.prices);
  const percentage = proposition.discount?.percentage;
  return {
    formula: proposition.formula.label,
    price: price ? formatPrice(price.price.discount) : '',
    unit: price ? unitWording(price.unit) : undefined,
    duration: durationWording(proposition.duration),
    discountPercentage: percentage ? Math.round(percentage) : undefined,
    amount: price?.price.discount ?? 0,
  };
}

/** A student order: ordered on /studenten/bestellen, or a student proposition wherever it is ordered. */
export function isStudentOrder(route: RouteName | undefined, proposition: Proposition): boolean {
  return route === 'studenten-bestellen' || isStudentProposition(proposition);
}
