import { z } from 'zod';
import type { Country } from './brand.ts';
import { linkUrlSchema, type LinkName } from './links.ts';

/**
 * A group link: one URL for every brand, or one per country where the Dutch and the Belgian brands link different
 * pages (docs/rules/02-routes-and-layout.md: 'the Dutch or the Belgian version, by the brand's country').
 */
const groupLinkSchema = z.union(
  [
    linkUrlSchema,
    z
      .object({ nl: linkUrlSchema.optional(), be: linkUrlSchema.optional() } satisfies Record<Country, z.ZodType>)
      .strict()
      .refine((byCountry) => byCountry.nl !== undefined || byCountry.be !== undefined, 'must give a URL for nl or be'),
  ],
  { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a URL, or one URL per country (nl, be)') },
);

export type GroupLink = z.output<typeof groupLinkSchema>;

/**
 * The group's links every brand takes unless its brand.yaml overrides one. Abonnement wijzigen and opzeggen may be
 * left out: only Dutch paper brands show them, and `shop validate` names a brand that would show one without a URL.
 */
const groupLinksSchema = z
  .object({
    myAccount: groupLinkSchema,
    mySubscriptions: groupLinkSchema,
    changeSubscription: groupLinkSchema.optional(),
    cancelSubscription: groupLinkSchema.optional(),
    customerService: groupLinkSchema,
    kiosk: groupLinkSchema,
    terms: groupLinkSchema,
    privacyStatement: groupLinkSchema,
  } satisfies Record<LinkName, z.ZodType>)
  .strict();

/** `brands/group.yaml`: the settings of the whole group, which every brand inherits. */
export const groupSchema = z.object({ links: groupLinksSchema }).strict();

export type GroupSettings = z.output<typeof groupSchema>;
export type GroupLinks = GroupSettings['links'];
