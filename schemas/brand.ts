import { z } from 'zod';
import { brandLinksSchema } from './links.ts';

/**
 * Brand codes are lowercase in URLs, tables and file names (docs/rules/01-product-and-brands.md lowercases every code).
 */
export const brandCodeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9]{1,11}$/, 'must be 2-12 lowercase letters or digits, starting with a letter');

/** A bare host name as a visitor types it: no scheme, no path, no port, no leading "www." requirement. */
export const domainSchema = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/,
    'must be a lowercase host name such as "ad.nl" (no scheme, path or port)',
  );

/** docs/rules/02-routes-and-layout.md: specialProduct consists of lowercase letters, digits and hyphens only. */
export const SPECIAL_PRODUCT_SLUG = /^[a-z0-9-]+$/;

/**
 * docs/rules/01-product-and-brands.md: 'type (paper or magazine; a Belgian TV/radio type is implied)'. So `tv` is for
 * Belgian brands only; a Dutch TV guide is a magazine (brandSchema checks the pair).
 */
export const brandTypeSchema = z.enum(['paper', 'magazine', 'tv'], {
  error: 'must be one of paper, magazine, tv',
});
export const countrySchema = z.enum(['nl', 'be'], { error: 'must be nl or be' });

const specialTitleSchema = z
  .object({
    slug: z.string().regex(SPECIAL_PRODUCT_SLUG, 'must use lowercase letters, digits and hyphens only'),
    name: z.string().min(1, 'must not be empty'),
    /** A special title sold as its own brand (spec: katrien-duck -> katri, donald-duck-junior -> ddj). */
    brand: brandCodeSchema.optional(),
  })
  .strict();

/** One brand's `brands/<code>/brand.yaml`, as a brand manager writes it. */
export const brandSchema = z
  .object({
    code: brandCodeSchema,
    name: z.string().min(1, 'must not be empty'),
    /** Empty when the brand has no shop host of its own (reached by brand code or as a special title). */
    domain: z.union([domainSchema, z.literal('')]),
    /** Every host the shop answers on; defaults to [domain]. */
    allDomains: z.array(domainSchema).optional(),
    type: brandTypeSchema,
    country: countrySchema,
    formal: z.boolean(),
    /** Has the /digitaal page (docs/rules/02-routes-and-layout.md lists which brands do). */
    digital: z.boolean().default(false),
    specials: z.array(specialTitleSchema).default([]),
    /** The brand's own account-menu and legal links, each winning over brands/group.yaml's (schemas/links.ts). */
    links: brandLinksSchema.optional(),
  })
  .strict()
  .superRefine((brand, ctx) => {
    if (brand.allDomains && brand.domain && !brand.allDomains.includes(brand.domain)) {
      ctx.addIssue({ code: 'custom', path: ['allDomains'], message: `must include the main domain "${brand.domain}"` });
    }
    if (brand.allDomains && !brand.domain) {
      ctx.addIssue({ code: 'custom', path: ['domain'], message: 'must be set when allDomains is given' });
    }
    if (brand.digital && brand.type !== 'paper') {
      ctx.addIssue({ code: 'custom', path: ['digital'], message: 'only paper brands have a /digitaal page' });
    }
    if (brand.type === 'tv' && brand.country !== 'be') {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: 'only Belgian brands can be of type tv',
        // Read by the CLI's diagnostics (cli/registry/yaml-file.ts) as the line's suggestion.
        params: { suggestion: 'a Dutch TV guide is a magazine: set type: magazine' },
      });
    }
  });

export type BrandInput = z.input<typeof brandSchema>;
export type BrandConfig = z.output<typeof brandSchema>;
export type BrandType = z.infer<typeof brandTypeSchema>;
export type Country = z.infer<typeof countrySchema>;
