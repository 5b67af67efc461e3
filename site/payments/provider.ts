import type { OnlinePaymentMethod } from '../../domain/payments/methods.ts';
import type { ProviderStatus } from '../../domain/payments/state.ts';

/*
 * The payments port (docs/architecture.md#ports-and-adapters): the two calls the shop makes of a payment service
 * provider. Nothing here carries card or bank data: the visitor gives those to the provider's own checkout.
 */

/** What the shop asks the provider to collect. */
export interface PaymentRequest {
  /** In euros; the adapter sends it as the provider's decimal string. */
  readonly amount: number;
  /** Shown on the checkout page and the bank statement: brand and subscription, no personal data. */
  readonly description: string;
  readonly method: OnlinePaymentMethod;
  /** iDEAL's issuer when the visitor chose the bank in our form. */
  readonly issuer?: string | undefined;
  /** 'first' also sets up a SEPA mandate for the next terms; 'oneoff' is only this payment. */
  readonly sequenceType: 'first' | 'oneoff';
  /** Needed for a mandate: whose mandate it is (the provider's customer). */
  readonly customer?: { readonly name: string; readonly email: string } | undefined;
  readonly locale: 'nl_NL' | 'nl_BE';
  /** Where the provider sends the visitor back, and where it tells the shop a status changed. */
  readonly redirectUrl: string;
  readonly webhookUrl: string;
  /** Our references, which the provider keeps on the payment and gives back with it. */
  readonly orderKey: string;
  readonly orderId: string;
  /** The same key again is the same payment: a retried create never makes a second one. */
  readonly idempotencyKey: string;
}

/** A payment as the provider knows it. */
export interface ProviderPayment {
  readonly id: string;
  readonly status: ProviderStatus;
  /** As the provider states it, e.g. '12.50'. */
  readonly amount: string;
  readonly method: OnlinePaymentMethod | undefined;
  /** Where the visitor pays it, while it is open. */
  readonly checkoutUrl: string | undefined;
  /** Our references from the request; undefined on a payment the shop did not create. */
  readonly orderKey: string | undefined;
  readonly orderId: string | undefined;
  /** The SEPA mandate a paid 'first' payment set up. */
  readonly mandateId: string | undefined;
}

export interface PaymentProvider {
  create(request: PaymentRequest): Promise<ProviderPayment>;
  /** Undefined for an id the provider does not know. */
  get(id: string): Promise<ProviderPayment | undefined>;
}

/** A payment id as the provider writes them (Mollie: tr_ and letters and digits): anything else is not asked about. */
export const PAYMENT_ID = /^tr_[A-Za-z0-9]{4,32}$/;
