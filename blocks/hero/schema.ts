import type { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { optionalTextSchema, requiredTextSchema } from '../shared/asset.ts';

/** The shop window: the page's heading and introduction above the propositions on offer. */
export const heroBlockSchema = blockBaseSchema.extend({
  title: requiredTextSchema,
  intro: optionalTextSchema,
});
export type HeroBlock = z.infer<typeof heroBlockSchema>;

/** One proposition in the shop window, ready to show: prices formatted, units worded (domain/prices.ts). */
export interface ShopWindowOffer {
  /** The proposition's uuid: the key of the offer, and what the order flow will be given. */
  readonly id: string;
  /** The formula's label, e.g. "Digitaal". */
  readonly formula: string;
  /** Dutch format without currency sign, e.g. "12,99" or "25,-" (spec section 9). */
  readonly price: string;
  /** e.g. "per maand"; undefined for a unit the spec does not word. */
  readonly unit: string | undefined;
  /** Whole percent off, when the proposition has a discount. */
  readonly discountPercentage: number | undefined;
}

/**
 * What the hero's resolver gives its component. `source` says where the offers came from: "placeholder" until the
 * subscriptions issue connects the front office (then "front-office"), so the component can label example prices.
 */
export interface HeroData {
  readonly source: 'placeholder' | 'front-office';
  readonly offers: readonly ShopWindowOffer[];
}
