import type { Country } from '../../schemas/brand.ts';
import type { PaymentMethod } from '../../schemas/order-form.ts';

/*
 * How a visitor may pay. Direct debit (automatische incasso, domiciliëring) needs no
 * payment now: the front office collects later. An online payment is paid at once at the payment provider, with the
 * scheme of the brand's country: iDEAL in the Netherlands, Bancontact in Belgium.
 */

/** The payment methods of a brand's country, in the order the form offers them. */
export const PAYMENT_METHODS: Readonly<Record<Country, readonly PaymentMethod[]>> = {
  nl: ['direct-debit', 'ideal'],
  be: ['direct-debit', 'bancontact'],
};

export type OnlinePaymentMethod = Exclude<PaymentMethod, 'direct-debit'>;

/** The one online scheme of each country. */
export const ONLINE_PAYMENT_METHOD: Readonly<Record<Country, OnlinePaymentMethod>> = { nl: 'ideal', be: 'bancontact' };

export const isOnlinePayment = (method: PaymentMethod): method is OnlinePaymentMethod => method !== 'direct-debit';

/**
 * What an online payment sets up besides itself: a renewing subscription's first payment also gives the provider a
 * SEPA direct-debit mandate for the next terms ('first', as Mollie's and Adyen's recurring payments do); a one-time
 * purchase or a gift, which do not renew, is a single payment ('oneoff').
 */
export function sequenceType(renews: boolean): 'first' | 'oneoff' {
  return renews ? 'first' : 'oneoff';
}

/** An amount in euros as payment providers take it: a string with two decimals ('12.50'), never a float. */
export function providerAmount(euros: number): { readonly currency: 'EUR'; readonly value: string } {
  if (!Number.isFinite(euros) || euros < 0) throw new Error(`not an amount: ${euros}`);
  return { currency: 'EUR', value: (Math.round(euros * 100) / 100).toFixed(2) };
}
