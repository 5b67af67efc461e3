import { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { optionalLinkSchema, optionalTextSchema } from '../shared/asset.ts';

/**
 * The customer-service widget (spec section 3): the brand's phone number while the service is open, the closed
 * message outside business hours. `minimalistic` shows the number and status only; `default` adds the opening
 * hours and, when the editor gives one, the 'Abonnement beheren' link.
 */
export const customerServiceBlockSchema = blockBaseSchema.extend({
  title: optionalTextSchema,
  variant: z.enum(['default', 'minimalistic']).default('default'),
  manageLink: optionalLinkSchema.describe('Link for "Abonnement beheren" (optional)'),
});
export type CustomerServiceBlock = z.infer<typeof customerServiceBlockSchema>;

export interface CustomerServiceData {
  readonly title: string;
  readonly phoneNumber: string;
  /** e.g. "tel:0880505000". */
  readonly phoneHref: string;
  readonly callLabel: string;
  /** 'open', 'closed', or 'unknown' when the business hours could not be fetched (nothing shown about them). */
  readonly status: 'open' | 'closed' | 'unknown';
  /** "Nu bereikbaar", or when it opens again; empty when unknown. */
  readonly statusText: string;
  readonly hours: string;
  readonly manageLabel: string;
}
