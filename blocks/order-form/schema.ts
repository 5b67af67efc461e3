import type { z } from 'zod';
import type { Messages } from '../../domain/messages/index.ts';
import type { OrderSummary } from '../../domain/order.ts';
import type { Country } from '../../schemas/brand.ts';
import type { IdealBank, PaymentMethod } from '../../schemas/order-form.ts';
import { blockBaseSchema } from '../../schemas/story.ts';
import { optionalLongTextSchema, optionalTextSchema } from '../shared/asset.ts';
import type { OrderActions } from '../../domain/order-form/form-state.ts';

/** The order form (the /bestellen pages): the chosen proposition's summary beside the form that orders it. */
export const orderFormBlockSchema = blockBaseSchema.extend({
  title: optionalTextSchema,
  intro: optionalLongTextSchema,
});
export type OrderFormBlock = z.infer<typeof orderFormBlockSchema>;

/** Everything the browser part of the form needs; no secrets, only what this visitor may see. */
export interface OrderFormProps {
  readonly title: string;
  readonly intro: string | undefined;
  readonly summary: OrderSummary & {
    readonly heading: string;
    readonly durationText: string;
    readonly discountText: string | undefined;
    /** A gift: its badge, and that it does not renew. */
    readonly giftText?: string | undefined;
    readonly noRenewalText?: string | undefined;
    /** A gift: 'Cadeau voor', followed in the summary by the recipient's name once it is typed. */
    readonly giftForLabel?: string | undefined;
  };
  /** A gift order: the recipient's section. */
  readonly gift?:
    | {
        readonly legend: string;
        readonly countries: readonly { readonly value: Country; readonly label: string }[];
        readonly defaultCountry: Country;
        readonly messageHint: string;
        readonly messageMax: number;
        readonly startDateHint: string;
      }
    | undefined;
  readonly country: Country;
  /** The day of ordering (YYYY-MM-DD) in the brand's country, for the browser's checks; the server checks again. */
  readonly today: string;
  readonly paymentMethods: readonly PaymentMethod[];
  readonly idealBanks: readonly { readonly id: IdealBank; readonly name: string }[];
  readonly needsStartDate: boolean;
  /** A student offer: the form asks for the school and student number. */
  readonly student: boolean;
  /** Prefilled values (a lead, later a logged-in visitor), by field name. */
  readonly prefill: Readonly<Record<string, string>>;
  /** Hidden fields: brand, proposition, idempotency key, mid, lead. */
  readonly context: Readonly<Record<string, string>>;
  readonly messages: Pick<Messages, 'orderForm' | 'orderFlow'>;
  /** Every error code's text in this locale (codes from schemas/order-form.ts). */
  readonly errorTexts: Readonly<Record<string, string>>;
  readonly termsHref: string;
  /** Back after an online payment ended unpaid: what happened, shown above the form. */
  readonly paymentNotice?: { readonly title: string; readonly text: string } | undefined;
  /** Under an online method of a renewing subscription: the first payment also allows the next terms' direct debit. */
  readonly renewalNote?: string | undefined;
  /** What to say when the proposition can no longer be ordered (the server found out at submit). */
  readonly unavailableText: string;
  readonly actions: OrderActions;
}

export type OrderFormData =
  | { readonly state: 'form'; readonly props: OrderFormProps }
  | { readonly state: 'unavailable'; readonly title: string; readonly message: string };
