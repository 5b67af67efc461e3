import { z } from 'zod';
import { countrySchema, type Country } from './brand.ts';

/*
 * Front-office payloads (docs/rules/03-entities.md and docs/rules/07-calls.md). The HTTP client converts response keys
 * to camelCase before these schemas see them. Upstream answers are parsed tolerantly: unknown keys pass through, so a
 * new upstream field is never an error.
 */

/** docs/rules/03-entities.md: the segments of a merchant identifier, in the order the six-segment form lists them. */
export const MID_SEGMENT_PREFIXES = ['CAM', 'TCH', 'TCO', 'CTY', 'CCO', 'PRG'] as const;

const MID_SEGMENT_VALUE = '[A-Z0-9]{6}';
const ONE_SEGMENT = `(?:${MID_SEGMENT_PREFIXES.join('|')})-${MID_SEGMENT_VALUE}`;
const SIX_SEGMENTS = MID_SEGMENT_PREFIXES.map((prefix) => `${prefix}-${MID_SEGMENT_VALUE}`).join('\\|');

/**
 * docs/rules/03-entities.md and docs/rules/05-validation.md:
 * 'CAM-xxxxxx|TCH-xxxxxx|TCO-xxxxxx|CTY-xxxxxx|CCO-xxxxxx|PRG-xxxxxx, each segment 6 alphanumerics, case-insensitive',
 * and a mid 'must match the six-segment pattern'. The `|` there reads as a separator (one mid of six segments) or as
 * alternatives (one segment); the shop's links and seed data use single segments (`CAM-ZOMER1`) and the spec's wording
 * asks for six, so both count: one segment, or all six in exactly the spec's order joined by a literal `|`. Anything
 * else (another order, another separator, five or seven segments, a segment of another length) does not match.
 *
 * Anchored, and `$` without the m flag is the end of the text: a value with anything around it (spaces, a newline)
 * does not match. No u flag on purpose: with it, /i folds the Kelvin sign and the long s onto K and S, so
 * 'CAM-\u212A...' would pass as 'CAM-K...'; without it, /i matches ASCII letters only.
 */
export const MID_PATTERN = new RegExp(`^(?:${ONE_SEGMENT}|${SIX_SEGMENTS})$`, 'i');

/**
 * A merchant identifier, normalised to upper case: the spec calls it case-insensitive, so `cam-ab12cd` and
 * `CAM-AB12CD` are one mid, and one spelling gives one cache key and one X-Mid-Token value. The input is decoded
 * text: a `|` still percent-encoded as `%7C` is not a separator and does not match (see parseMid).
 */
export const midSchema = z
  .string()
  .regex(
    MID_PATTERN,
    'must be a merchant identifier: one segment such as "CAM-AB12CD", or all six as "CAM-AB12CD|TCH-…|TCO-…|CTY-…|CCO-…|PRG-…"',
  )
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

/**
 * docs/rules/03-entities.md: a lead as the front office delivers it, with its Dutch field names. Every field is
 * optional.
 */
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

/** docs/rules/03-entities.md: the promo cookie of the direct-mail flow. */
export const promoCookieSchema = z.looseObject({
  actiecode: looseText,
  postcode: looseText,
  title: looseText,
  pwId: looseText,
});
export type PromoCookie = z.infer<typeof promoCookieSchema>;

/** docs/rules/03-entities.md: the duration of a proposition, e.g. { amount: 12, unit: 'month' }. */
const durationSchema = z.looseObject({
  amount: z.number().nonnegative(),
  unit: z.string().min(1),
});
export type Duration = z.infer<typeof durationSchema>;

/** docs/rules/03-entities.md: one price of a proposition; `price.discount` is the amount the visitor pays per unit. */
const propositionPriceSchema = z.looseObject({
  default: z.boolean().default(false),
  unit: z.string().min(1),
  price: z.looseObject({
    discount: z.number(),
  }),
});
export type PropositionPrice = z.infer<typeof propositionPriceSchema>;

/** A way to pay, matched against a price (docs/rules/05-validation.md). */
export type Payment = {
  unit: string;
  amount: number;
};

/**
 * docs/rules/03-entities.md: a proposition, camelCase as the client delivers it. The joined brand, product and meta
 * objects pass through untyped until a block needs them.
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
  /** A gift proposition: a fixed term, paid once, that does not renew. */
  isGift: z.boolean().optional(),
});
export type Proposition = z.infer<typeof propositionSchema>;
export type PropositionInput = z.input<typeof propositionSchema>;

/*
 * Wire format (docs/rules/07-calls.md): the front office speaks snake_case, our code camelCase. Outgoing payload and
 * query keys become snake_case, except the literal 'includes[]'; incoming keys become camelCase. Deep: nested objects
 * and objects inside arrays too. Here, beside the payload schemas, because the HTTP client and the local stand-in
 * (which answers in the real front office's format) must convert exactly alike.
 */

/** docs/rules/07-calls.md: the one outgoing key sent as it is. */
const VERBATIM_KEY = 'includes[]';

/** `brandCodes` -> `brand_codes`, `pwId` -> `pw_id`, `HTMLTitle` -> `html_title`; 'includes[]' stays. */
export function snakeCaseKey(key: string): string {
  if (key === VERBATIM_KEY) return key;
  return key
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

/** `proposition_group` -> `propositionGroup`; a leading underscore (`_id`) is kept. */
export function camelCaseKey(key: string): string {
  return key.replace(/(?<=[A-Za-z0-9])_+([A-Za-z0-9])/g, (_, next: string) => next.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function mapKeysDeep(value: unknown, mapKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeysDeep(item, mapKey));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [mapKey(key), mapKeysDeep(item, mapKey)]));
}

export const toSnakeCaseKeys = (value: unknown): unknown => mapKeysDeep(value, snakeCaseKey);
export const toCamelCaseKeys = (value: unknown): unknown => mapKeysDeep(value, camelCaseKey);

/**
 * The front office's paths (docs/rules/07-calls.md), one table for the client and the local stand-in. Where the spec
 * shows no path (catalog, lead fetch, path check) these are our choice. `{name}` is a path value, URI-encoded.
 */
export const FRONT_OFFICE_PATHS = {
  catalog: '/front-office/v4/catalog',
  midData: '/front-office/v1/target-groups/mid/{mid}',
  phoneNumbers: '/front-office/v2/phone-numbers',
  businessHours: '/front-office/v1/business-hours/{title}/{country}',
  visitor: '/front-office/v2/visitor',
  lead: '/front-office/v2/lead/{leadId}',
  actiecode: '/front-office/v1/actiecode',
  subscriptions: '/front-office/v2/subscriptions',
  pathCheck: '/front-office/v1/path-check',
  address: '/front-office/v1/addresses',
  /** Our path (the spec shows no payment call): an online payment's outcome, once per payment (Idempotency-Key). */
  orderPayments: '/front-office/v1/orders/{orderId}/payments',
} as const;
export type FrontOfficePath = (typeof FRONT_OFFICE_PATHS)[keyof typeof FRONT_OFFICE_PATHS];

/** The headers of docs/rules/07-calls.md and ours that an answer may vary by: what a GET cache must key it by. */
export type FrontOfficeVaryHeader = 'X-Mid-Token' | 'X-Client-Path' | 'X-Forwarded-For';

/**
 * The request headers each GET answer varies by besides its path and query, as an HTTP `Vary` names them
 * (docs/adr/0038-front-office-calls-by-the-render-cached-by-the-answer.md): the catalog and a lead by X-Mid-Token,
 * which docs/rules/07-calls.md lists among what they send; the visitor country by the visitor's address; every other
 * answer by what its path and query ask (the mid of mid data and of a phone number is in them). No answer varies by
 * X-Client-Path: it tells the front office where the visitor is, it changes no answer. The local front office keeps
 * to it (tests/stand-ins/front-office/stand-in.test.ts); the GET cache keys by it (site/front-office/http.ts).
 */
export const FRONT_OFFICE_ANSWER_VARY: Readonly<Partial<Record<FrontOfficePath, readonly FrontOfficeVaryHeader[]>>> = {
  [FRONT_OFFICE_PATHS.catalog]: ['X-Mid-Token'],
  [FRONT_OFFICE_PATHS.midData]: [],
  [FRONT_OFFICE_PATHS.phoneNumbers]: [],
  [FRONT_OFFICE_PATHS.businessHours]: [],
  [FRONT_OFFICE_PATHS.visitor]: ['X-Forwarded-For'],
  [FRONT_OFFICE_PATHS.lead]: ['X-Mid-Token'],
  [FRONT_OFFICE_PATHS.pathCheck]: [],
  [FRONT_OFFICE_PATHS.address]: [],
};

/** A path template with its values filled in: `fillPath(FRONT_OFFICE_PATHS.lead, { leadId: 'L-1' })`. */
export function fillPath(template: FrontOfficePath, values: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/*
 * Front-office answers (docs/rules/07-calls.md), camelCase as the client delivers them.
 */

/** A brand as the catalog joins it to its propositions. */
const catalogBrandSchema = z.looseObject({
  code: z.string().min(1),
  name: z.string().optional(),
  type: z.string().optional(),
  country: z.string().optional(),
});

/** A product of the catalog: propositions point at it by productUuid and productCode. */
const catalogProductSchema = z.looseObject({
  uuid: z.string().min(1),
  code: z.string().min(1),
  name: z.string().optional(),
  brandCode: z.string().optional(),
  /** paper, digital, magazine, tv, special, ... */
  type: z.string().optional(),
  /** The special title's slug (docs/rules/02-routes-and-layout.md, /{specialProduct}) for a special's product. */
  slug: z.string().nullish(),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

/**
 * docs/rules/07-calls.md, catalog fetch: 'data (brands, products, propositions) and meta'. Parsed into one flat object
 * (no `data` wrapper) so callers read `catalog.propositions`.
 */
export const catalogAnswerSchema = z
  .looseObject({
    data: z.looseObject({
      brands: z.array(catalogBrandSchema).default([]),
      products: z.array(catalogProductSchema).default([]),
      propositions: z.array(propositionSchema).default([]),
    }),
    meta: z.looseObject({ group: z.string().optional(), total: z.number().optional() }).default({}),
  })
  .transform(({ data, meta }) => ({
    brands: data.brands,
    products: data.products,
    propositions: data.propositions,
    meta,
  }));
export type Catalog = z.infer<typeof catalogAnswerSchema>;
export type CatalogAnswer = z.input<typeof catalogAnswerSchema>;

/** docs/rules/03-entities.md: the world categories of a target group. */
export const MID_WORLDS = [
  'Straatverkoop',
  'Lead to sale',
  'Digitaal ecosysteem',
  'Campagnes',
  'Retentie',
  'Winback',
  'Abonnees (cross/up)',
] as const;

/**
 * docs/rules/03-entities.md, mid data (target group): GET /front-office/v1/target-groups/mid/{mid}. Every field
 * optional.
 */
export const midDataSchema = z.looseObject({
  campaign: looseText,
  /** The catalog group of this target group (docs/rules/09-constants-and-limits.md: default, fallback). */
  propositionGroup: looseText,
  touchPointChannel: looseText,
  touchPointContent: looseText,
  /** One of MID_WORLDS; kept as text so a new world upstream is not an error. */
  world: looseText,
});
export type MidData = z.infer<typeof midDataSchema>;

/**
 * What a phone number of the front office is for, as its items name it (`type`): the shop's customer service, or the
 * business sites' number of a country (docs/rules/09-constants-and-limits.md). Any other word is kept as given.
 */
export const PHONE_NUMBER_TYPES = ['consumer', 'business'] as const;

/**
 * One item of the phone-numbers answer: the number alone, as docs/rules/07-calls.md shows it, or as the front office
 * documents its items, `{ phone_number, type }`. A bare number says nothing of what it is for (type undefined).
 */
const phoneNumberItemSchema = z
  .union([z.string(), z.looseObject({ phoneNumber: z.string(), type: z.string().nullish() })])
  .transform((item): { readonly number: string; readonly type: string | undefined } =>
    typeof item === 'string'
      ? { number: item.trim(), type: undefined }
      : { number: item.phoneNumber.trim(), type: item.type?.trim().toLowerCase() || undefined },
  );
export type PhoneNumber = z.output<typeof phoneNumberItemSchema>;

/**
 * docs/rules/07-calls.md, GET /front-office/v2/phone-numbers: a list whose first item is the phone number. Only an item
 * typed `business` is a business number: a front office that ignores the business question (`business=true`) answers
 * its consumer number, typed so or bare (docs/adr/0038-front-office-calls-by-the-render-cached-by-the-answer.md).
 */
export const phoneNumbersAnswerSchema = z.array(phoneNumberItemSchema);

/**
 * docs/rules/07-calls.md, GET /front-office/v1/business-hours/{title}/{country}: isBusinessHour, and (our addition,
 * docs/adr/0017-business-hours-on-cached-pages.md) the closures of the coming weeks beyond the week table, each
 * [from, until). A front office that sends none gives an empty list.
 */
export const businessHoursAnswerSchema = z.looseObject({
  isBusinessHour: z.boolean(),
  closures: z
    .array(z.object({ from: z.iso.datetime({ offset: true }), until: z.iso.datetime({ offset: true }) }))
    .max(1000)
    .default([]),
});

/**
 * docs/rules/07-calls.md, GET /front-office/v2/visitor: the visitor's country code, in whatever case upstream sends it.
 */
export const visitorAnswerSchema = z.looseObject({ country: z.string().trim().min(1) });

/**
 * The Dutch address lookup (the order form fills street and city from postal code and house number; our path,
 * the spec does not show it): GET /front-office/v1/addresses?postal_code=&house_number=.
 */
export const addressAnswerSchema = z.looseObject({ street: z.string().trim().min(1), city: z.string().trim().min(1) });
export type Address = z.infer<typeof addressAnswerSchema>;

/** The path-check lookup (docs/rules/02-routes-and-layout.md): where a path redirects to; absolute leaves the site. */
export const pathCheckAnswerSchema = z.looseObject({ location: z.string().trim().min(1) });

/**
 * docs/rules/07-calls.md, POST /front-office/v1/actiecode: 'lookup sends actiecode, postcode, title, pwId'. The title
 * check ('Title is required', docs/rules/05-validation.md) is made by the callers with the message from
 * domain/promo-flow.ts; the answer is a lead (leadSourceSchema).
 */
export const promoLookupRequestSchema = z.object({
  actiecode: z.string().trim().min(1),
  postcode: z.string().trim().optional(),
  title: z.string().trim().min(1),
  pwId: z.string().trim().optional(),
});
export type PromoLookupRequest = z.infer<typeof promoLookupRequestSchema>;

/*
 * The order (POST /front-office/v2/subscriptions). The spec does not show its fields; this is our minimal design of
 * what a subscription order needs. Messages are Dutch and neutral (no je/u): they may reach the visitor next to the
 * field they belong to.
 */

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** YYYY-MM-DD and a real calendar day (no 2026-02-30). */
const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), message);

/** ISO 13616: letters and digits, the country's length range, and the mod-97 check (1 for a valid IBAN). */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const ibanSchema = z
  .string({ error: 'IBAN ontbreekt' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine(isValidIban, 'Ongeldig IBAN');

const POSTAL_CODE: Readonly<Record<Country, RegExp>> = {
  nl: /^[1-9]\d{3} ?[A-Z]{2}$/i,
  be: /^[1-9]\d{3}$/,
};

const orderCustomerSchema = z.object({
  gender: z.enum(['M', 'F', 'U'], { error: 'Aanhef ontbreekt' }),
  firstName: required('Voornaam ontbreekt').pipe(z.string().max(100, 'Voornaam is te lang')),
  middleName: z.string().trim().max(30, 'Tussenvoegsel is te lang').optional(),
  lastName: required('Achternaam ontbreekt').pipe(z.string().max(100, 'Achternaam is te lang')),
  dateOfBirth: isoDate('Ongeldige geboortedatum (JJJJ-MM-DD)'),
  email: z.email({ error: 'Ongeldig e-mailadres' }),
  phone: z
    .string({ error: 'Telefoonnummer ontbreekt' })
    .trim()
    .regex(/^\+?[\d\s()-]{8,20}$/, 'Ongeldig telefoonnummer'),
});

const orderAddressSchema = z
  .object({
    postalCode: required('Postcode ontbreekt'),
    houseNumber: z
      .string({ error: 'Huisnummer ontbreekt' })
      .trim()
      .regex(/^\d{1,5}$/, 'Ongeldig huisnummer'),
    houseNumberAddition: z.string().trim().max(10, 'Toevoeging is te lang').optional(),
    street: required('Straat ontbreekt'),
    city: required('Plaats ontbreekt'),
    country: countrySchema,
  })
  .superRefine((address, ctx) => {
    if (!POSTAL_CODE[address.country].test(address.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'Ongeldige postcode' });
    }
  });

const orderPaymentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('direct-debit'), iban: ibanSchema }),
    z.object({ method: z.literal('ideal'), idealBank: required('Bank ontbreekt') }),
    z.object({ method: z.literal('bancontact') }),
  ],
  { error: 'Betaalwijze ontbreekt' },
);

export const orderRequestSchema = z.object({
  propositionUuid: required('Propositie ontbreekt'),
  productCode: required('Product ontbreekt'),
  mid: midSchema,
  customer: orderCustomerSchema,
  address: orderAddressSchema,
  payment: orderPaymentSchema,
  startDate: isoDate('Ongeldige startdatum (JJJJ-MM-DD)').optional(),
  newsletter: z.boolean({ error: 'Nieuwsbriefkeuze ontbreekt' }),
  /** A student offer's proof of enrolment, checked by the front office. */
  student: z
    .object({
      institution: required('Onderwijsinstelling ontbreekt'),
      studentNumber: required('Studentnummer ontbreekt'),
    })
    .optional(),
  leadId: z.string().trim().max(64).optional(),
  /** A gift: for whom, where it goes, and a message on the card. The buyer is the customer. */
  gift: z
    .object({
      recipient: z.object({
        firstName: required('Voornaam ontvanger ontbreekt'),
        middleName: z.string().trim().max(20).optional(),
        lastName: required('Achternaam ontvanger ontbreekt'),
      }),
      address: orderAddressSchema,
      message: z.string().max(250, 'Boodschap is te lang').optional(),
    })
    .optional(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** An online payment's final outcome, as the shop reports it to the front office (never card or bank data). */
export const paymentReportSchema = z.object({
  paymentId: z.string().trim().min(1).max(64),
  status: z.enum(['paid', 'canceled', 'expired', 'failed']),
  /** As the provider states it: '12.50'. */
  amount: z.string().regex(/^\d{1,7}\.\d{2}$/),
  method: z.enum(['ideal', 'bancontact']),
  /** The SEPA mandate the first payment set up for the next terms. */
  mandateId: z.string().max(64).optional(),
});
export type PaymentReport = z.infer<typeof paymentReportSchema>;

/** The front office's answer to a payment report. */
export const paymentReportAnswerSchema = z.looseObject({ orderStatus: z.enum(['awaiting-payment', 'paid']) });

/** The answer to a placed order. */
export const orderAnswerSchema = z.looseObject({ orderId: z.string().min(1), status: z.string().optional() });

/** One rejected field: its path in the order ('customer.email') and a message for the visitor. */
const fieldErrorSchema = z.looseObject({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** A rejected order (HTTP 422): every field that failed. */
export const fieldErrorsAnswerSchema = z.looseObject({ errors: z.array(fieldErrorSchema).min(1) });
