import type { OrderFormErrorCode, OrderFormField } from '../../schemas/order-form.ts';

/*
 * What the order form and its server action exchange (React's useActionState). Errors travel as codes, never as
 * text: the form shows them in the visitor's locale, the same words whether the browser or the server found them.
 */

export interface OrderFormError {
  /** The field it belongs to; null for the form as a whole. */
  readonly field: OrderFormField | null;
  readonly code: OrderFormErrorCode;
  /** The front office's own words for a rejected field (it validates too), shown instead of the code's text. */
  readonly text?: string;
}

export type OrderFormState =
  | {
      /**
       * editing: nothing sent yet; invalid: fix the fields; failed: the front office failed, retry; unavailable: gone.
       */
      readonly status: 'editing' | 'invalid' | 'rejected' | 'failed' | 'unavailable';
      readonly errors: readonly OrderFormError[];
      /** What the visitor sent, to fill the form again when the page is rendered without JavaScript. */
      readonly values: Readonly<Record<string, string>>;
    }
  | {
      /** Placed: the browser goes to the thank-you page (a form sent without JavaScript is redirected instead). */
      readonly status: 'placed';
      readonly location: string;
      readonly errors: readonly OrderFormError[];
      readonly values: Readonly<Record<string, string>>;
    };

export const INITIAL_ORDER_FORM_STATE: OrderFormState = { status: 'editing', errors: [], values: {} };

/** The server functions the form calls; the site provides them (site/order/actions.ts) through the block services. */
export interface OrderActions {
  readonly place: (state: OrderFormState, form: FormData) => Promise<OrderFormState>;
  readonly lookupAddress: (
    postalCode: string,
    houseNumber: string,
  ) => Promise<{ readonly street: string; readonly city: string } | null>;
}

/** The hidden fields the action needs besides what the visitor typed. */
export const ORDER_CONTEXT_FIELDS = [
  'brand',
  'propositionId',
  'orderKey',
  'mid',
  'leadId',
  'brandcode',
  'flow',
  'paymentUnit',
  'paymentAmount',
] as const;
