import { z } from 'zod';
import type { ClosedWording, ServicePlan } from '../../domain/business-hours.ts';
import { blockBaseSchema } from '../../schemas/story.ts';
import {
  optionalImageAssetSchema,
  optionalLongTextSchema,
  optionalTextSchema,
  type ImageData,
} from '../shared/asset.ts';
import { optionalMultilinkSchema } from '../shared/link.ts';

/**
 * The customer-service widget (docs/rules/03-entities.md: phoneNumber, customerServiceLink, businessHourContent,
 * closedContent, isBusinessHour, variant, avatar; optional link 'Abonnement beheren'): the brand's phone number while
 * the service is open, the closed message outside business hours. `minimalistic` shows the number and status only;
 * `default` adds the opening hours, the avatar and the links.
 */
export const customerServiceBlockSchema = blockBaseSchema.extend({
  title: optionalTextSchema,
  variant: z.enum(['default', 'minimalistic']).default('default'),
  businessHourContent: optionalTextSchema.describe('Shown during business hours instead of "Nu bereikbaar" (optional)'),
  closedContent: optionalLongTextSchema.describe(
    'Shown outside business hours instead of the number; {day} and {time} name the next opening (optional)',
  ),
  avatar: optionalImageAssetSchema,
  customerServiceLink: optionalMultilinkSchema.describe('Link to the customer-service pages (optional)'),
  manageLink: optionalMultilinkSchema.describe('Link for "Abonnement beheren" (optional)'),
});
export type CustomerServiceBlock = z.infer<typeof customerServiceBlockSchema>;

/**
 * What the browser needs to pick the widget's state by its own clock (service-clock-script.ts): a cached page is
 * older than the moment it is read, so the server cannot decide open or closed for it (docs/adr/0007,
 * docs/adr/0017-business-hours-on-cached-pages.md).
 */
export interface ServiceClock {
  /** The week table, the zone's offsets, the front office's closures ahead and its word at the render. */
  readonly plan: ServicePlan;
  readonly openText: string;
  readonly closed: ClosedWording;
  /** The closed message at render time: the text the script rewrites (React keeps it when it hydrates). */
  readonly closedAtRender: string;
}

export interface CustomerServiceData {
  /** The element the clock script finds the widget by. */
  readonly id: string;
  readonly title: string;
  readonly phoneNumber: string;
  /** e.g. "tel:0880505000". */
  readonly phoneHref: string;
  readonly callLabel: string;
  /**
   * The clock's data; undefined where the widget shows no state (the top bar's compact variant). When the front
   * office failed, the week table alone (docs/adr/0017-business-hours-on-cached-pages.md).
   */
  readonly clock: ServiceClock | undefined;
  /**
   * The week's opening hours in words: true whenever the page is read, so the page says them before its script runs.
   */
  readonly hours: string;
  readonly avatar: ImageData | undefined;
  readonly link: { readonly href: string; readonly label: string } | undefined;
  readonly manage: { readonly href: string; readonly label: string } | undefined;
}
