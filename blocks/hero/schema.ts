import { z } from 'zod';
import { DEDUPE_KEYS } from '../../domain/propositions.ts';
import type { PublicSite, ShownOffer } from '../../domain/seo/structured-data.ts';
import { blockBaseSchema } from '../../schemas/story.ts';
import { optionalLongTextSchema, requiredTextSchema } from '../shared/asset.ts';

/**
 * The shop window: the page's heading and introduction above the propositions on offer. `formulas` narrows the
 * offer to some formula codes (e.g. "digitaal" on the digital page), comma-separated as editors type them.
 */
export const heroBlockSchema = blockBaseSchema.extend({
  title: requiredTextSchema,
  intro: optionalLongTextSchema,
  formulas: z
    .string()
    .nullish()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((code) => code.trim().toLowerCase())
        .filter((code) => code !== ''),
    )
    .describe('Formula codes to show, comma-separated (empty: all)'),
  dedupe: z
    .enum(DEDUPE_KEYS)
    .default('brand-formula')
    .catch('brand-formula')
    .describe(
      "One offer per: brand-formula (default; the brand's own on equal discounts), product, or brand-product-formula; each the highest discount",
    ),
  showOffers: z
    .boolean()
    .default(true)
    .describe('Show the offer (off for a heading-only hero, e.g. on the thank-you page)'),
});
export type HeroBlock = z.infer<typeof heroBlockSchema>;

/**
 * One proposition in the shop window, ready to show: its id, formula, formatted price, worded unit and duration
 * (domain/seo/structured-data.ts ShownOffer, what its structured data states, made from these same fields), and its
 * badges.
 */
export interface ShopWindowOffer extends ShownOffer {
  /** e.g. "25% korting", when the proposition has a discount. */
  readonly discount: string | undefined;
  /** "Tijdelijke actie" for a temporary promo. */
  readonly promo: string | undefined;
}

/** What the shop window shows: the offers with one preselected, or a clear message when there are none. */
export type HeroData =
  | {
      readonly state: 'offers';
      readonly legend: string;
      readonly offers: readonly ShopWindowOffer[];
      /** The default proposition (docs/rules/04-states-and-flows.md), preselected. */
      readonly selectedId: string;
      /** The page's order flow, e.g. "/bestellen". */
      readonly orderPath: string;
      readonly orderButton: string;
      /** Carried to the order flow so it can prefill. */
      readonly leadId: string | undefined;
      readonly greeting: string | undefined;
      /** Gift mode (`?gift=true`): the offers are gifts, and the order form orders one. */
      readonly gift: boolean;
      /**
       * The way to the other kind of offer: 'Cadeau geven' where the catalog has gifts (to `?gift=true`), and from
       * the gifts back to the subscriptions.
       */
      readonly switchLink:
        { readonly intro?: string | undefined; readonly text: string; readonly href: string } | undefined;
      /** The shop that sells, as its JSON-LD names it; undefined for a brand without a domain (none is stated). */
      readonly seller: PublicSite | undefined;
    }
  | { readonly state: 'unavailable' | 'empty'; readonly message: string }
  | { readonly state: 'heading-only' };
