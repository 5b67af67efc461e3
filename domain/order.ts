import type { Country } from '../schemas/brand.ts';
import type { Proposition } from '../schemas/front-office.ts';
import type { PaymentMethod } from '../schemas/order-form.ts';
import { ONLINE_PAYMENT_METHOD } from './payments/methods.ts';
import type { RouteName } from './routes.ts';
import { defaultPrice, durationWording, formatPrice, normaliseUnit, unitWording } from './prices.ts';
import { isGiftProposition, propositionsFor } from './gifts.ts';
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
  /** `?gift=true` (docs/rules/02-routes-and-layout.md): without a choice, the default is among the gifts. */
  readonly gift?: boolean | undefined;
}

/**
 * The catalogs a visitor's shop window may have come from. A shared page shows a campaign whose target group was not
 * had in time, or failed, the default offer (domain/page-key.ts pageKey), while their campaign stays their mid: their
 * order page asks their mid's catalog, whose propositions have other uuids. Those two are all a window can have shown
 * them, and the default offer is what every visitor without a campaign is shown, so no query reaches a price the shop
 * does not offer.
 */
export interface OrderCatalogs<P extends Proposition> {
  /** The visitor's mid's catalog for their catalog group; undefined when it failed (and was logged). */
  readonly own: readonly P[] | undefined;
  /** The default offer's catalog, when the visitor's mid is another and it was asked; undefined otherwise. */
  readonly defaultOffer?: readonly P[] | undefined;
}

/** What the order form is for, and why there is none. */
export type OrderedProposition<P extends Proposition> =
  | { readonly kind: 'proposition'; readonly proposition: P; readonly gift: boolean }
  /**
   * The shop window's choice is in neither catalog: it cannot be offered. The form says so (docs/rules/08-errors.md's
   * order page message) and the site logs it; never another proposition in its place.
   */
  | { readonly kind: 'gone'; readonly propositionId: string }
  /** Nothing to offer: the visitor's catalog failed, or has no proposition of the kind. */
  | { readonly kind: 'none' };

const isStudentProposition = (proposition: Proposition) => /student/i.test(proposition.formula.code);

/**
 * Which proposition the order form is for (docs/rules/04-states-and-flows.md): the one chosen in the shop window,
 * from the visitor's own catalog or else the default offer's (OrderCatalogs), a gift when it is one; without a choice,
 * from their own catalog, the default proposition of the product in the query or lead, else on the student order page
 * the default of the student propositions, else the brand's default proposition, among the gifts with `?gift=true`.
 * A choice found in neither catalog is `gone`, never replaced by a default.
 */
export function orderedProposition<P extends Proposition>(
  catalogs: OrderCatalogs<P>,
  choice: OrderChoice,
): OrderedProposition<P> {
  const { own } = catalogs;
  if (choice.propositionId) {
    const { propositionId } = choice;
    const chosen = [...(own ?? []), ...(catalogs.defaultOffer ?? [])].find(
      (proposition) => proposition.uuid === propositionId,
    );
    if (chosen) return { kind: 'proposition', proposition: chosen, gift: isGiftProposition(chosen) };
    // Without their own catalog it is unknown whether the choice is still on offer: the failure was logged already.
    return own ? { kind: 'gone', propositionId } : { kind: 'none' };
  }
  if (!own) return { kind: 'none' };
  const gift = choice.gift === true;
  const propositions = propositionsFor(own, gift);
  const forProduct = choice.productCode && defaultProposition(propositions, { code: choice.productCode });
  const forStudent = choice.student && defaultProposition(propositions.filter(isStudentProposition));
  const proposition = forProduct || forStudent || defaultProposition(propositions);
  return proposition ? { kind: 'proposition', proposition, gift } : { kind: 'none' };
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
