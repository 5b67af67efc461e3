import { z } from 'zod';

/*
 * Front-office payloads (spec sections 3 and 7). The HTTP client converts response keys to camelCase before these
 * schemas see them. Upstream answers are parsed tolerantly: unknown keys pass through, so a new upstream field is
 * never an error.
 */

/**
 * spec sections 3 and 5: CAM|TCH|TCO|CTY|CCO|PRG, a dash, six alphanumerics; case-insensitive. Anchored: a value
 * with anything around it (spaces included) does not match.
 */
export const MID_PATTERN = /^(?:CAM|TCH|TCO|CTY|CCO|PRG)-[A-Z0-9]{6}$/i;

/**
 * A merchant identifier, normalised to upper case: the spec calls it case-insensitive, so `cam-ab12cd` and
 * `CAM-AB12CD` are one mid, and one spelling gives one cache key and one X-Mid-Token value.
 */
export const midSchema = z
  .string()
  .regex(MID_PATTERN, 'must be a merchant identifier such as "CAM-AB12CD"')
  .transform((value) => value.toUpperCase())
  .brand<'Mid'>();
export type Mid = z.infer<typeof midSchema>;

/** Upstream text that may arrive as a number (house numbers, postcodes) or null; blank becomes absent. */
const looseText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    return text === '' ? undefined : text;
  })
  .optional();

/** spec section 3: a lead as the front office delivers it, with its Dutch field names. Every field is optional. */
export const leadSourceSchema = z.looseObject({
  leadId: looseText,
  mid: looseText,
  email: looseText,
  aboType: looseText,
  titel: looseText,
  voorletters: looseText,
  voornaam: looseText,
  tussenvoegsel: looseText,
  achternaam: looseText,
  geslacht: looseText,
  telefoon: looseText,
  straat: looseText,
  huisnummer: looseText,
  toevoeging: looseText,
  postcode: looseText,
  plaats: looseText,
  land: looseText,
  rekeningnummerLaatsteCijfers: looseText,
});
export type LeadSource = z.infer<typeof leadSourceSchema>;

/** spec section 3: the promo cookie of the direct-mail flow. */
export const promoCookieSchema = z.looseObject({
  actiecode: looseText,
  postcode: looseText,
  title: looseText,
  pwId: looseText,
});
export type PromoCookie = z.infer<typeof promoCookieSchema>;

/** spec section 3: the duration of a proposition, e.g. { amount: 12, unit: 'month' }. */
export const durationSchema = z.looseObject({
  amount: z.number().nonnegative(),
  unit: z.string().min(1),
});
export type Duration = z.infer<typeof durationSchema>;

/** spec section 3: one price of a proposition; `price.discount` is the amount the visitor pays per unit. */
export const propositionPriceSchema = z.looseObject({
  default: z.boolean().default(false),
  unit: z.string().min(1),
  price: z.looseObject({
    discount: z.number(),
  }),
});
export type PropositionPrice = z.infer<typeof propositionPriceSchema>;

/** A way to pay, matched against a price (spec section 5). */
export const paymentSchema = z.looseObject({
  unit: z.string().min(1),
  amount: z.number(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * spec section 3: a proposition, camelCase as the client delivers it. The joined brand, product and meta objects
 * pass through untyped until a block needs them.
 */
export const propositionSchema = z.looseObject({
  uuid: z.string().min(1),
  productUuid: z.string().min(1),
  brandId: z.union([z.string(), z.number()]).optional(),
  brandCode: z.string().min(1),
  productCode: z.string().min(1),
  premiumCode: z.string().nullish(),
  formula: z.looseObject({ label: z.string(), code: z.string().min(1) }),
  duration: durationSchema,
  prices: z.array(propositionPriceSchema),
  discount: z.looseObject({ percentage: z.number().nullish() }).nullish(),
  includes: z
    .looseObject({
      brand: z.looseObject({ code: z.string().min(1) }).nullish(),
      product: z.looseObject({ uuid: z.string().min(1) }).nullish(),
    })
    .nullish(),
  isTemporaryPromo: z.boolean().default(false),
});
export type Proposition = z.infer<typeof propositionSchema>;
export type PropositionInput = z.input<typeof propositionSchema>;
