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
  /** The analytics purchase event (Google Analytics 4's ecommerce shape), pushed to the dataLayer once shown. */
  readonly purchaseEvent: Readonly<Record<string, unknown>>;
}
