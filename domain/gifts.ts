import type { Proposition } from '../schemas/front-office.ts';

/*
 * Gift subscriptions: the catalog marks its gift propositions; the shop window offers them behind a
 * 'Cadeau geven' choice, and `?gift=true` (docs/rules/02-routes-and-layout.md) shows them and orders one as a gift.
 */

/** docs/rules/02-routes-and-layout.md's query parameter. */
export const GIFT_QUERY_KEY = 'gift';

export const isGiftProposition = (proposition: Pick<Proposition, 'isGift'>): boolean => proposition.isGift === true;

/** The propositions of one kind: gifts in gift mode, everything else otherwise. */
export function propositionsFor<P extends Pick<Proposition, 'isGift'>>(propositions: readonly P[], gift: boolean): P[] {
  return propositions.filter((proposition) => isGiftProposition(proposition) === gift);
}

/** A recipient's name as the summary and the thank-you page say it: "Jan de Vries". */
export const recipientName = (recipient: {
  readonly firstName: string;
  readonly middleName?: string | undefined;
  readonly lastName: string;
}) => [recipient.firstName, recipient.middleName, recipient.lastName].filter(Boolean).join(' ');
