import type { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { optionalTextSchema } from '../shared/asset.ts';

/** The thank-you page's summary of the order just placed; shows nothing when there is none (an old bookmark). */
export const orderConfirmationBlockSchema = blockBaseSchema.extend({
  title: optionalTextSchema,
});
export type OrderConfirmationBlock = z.infer<typeof orderConfirmationBlockSchema>;

export interface OrderConfirmationData {
  readonly title: string;
  readonly rows: readonly { readonly label: string; readonly value: string }[];
  /**
   * The analytics purchase event (Google Analytics 4's ecommerce shape), pushed to the dataLayer once shown; none while
   * a payment is awaited.
   */
  readonly purchaseEvent: Readonly<Record<string, unknown>> | undefined;
  /**
   * Paid online, not confirmed yet: the page waits, checks again by itself (with and without JavaScript) and moves on.
   */
  readonly waiting?: {
    readonly title: string;
    readonly text: string;
    readonly checkLabel: string;
    readonly checkingLabel: string;
    /** The return route: checks and goes where the payment stands. */
    readonly checkHref: string;
    /** The status route the script asks. */
    readonly statusHref: string;
  };
}
