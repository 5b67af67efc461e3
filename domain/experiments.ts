import { z } from 'zod';
import type { AppEnv } from './brand-resolution.ts';
import { parseMid, type Mid } from './mid.ts';
import type { BrandType, Country } from '../schemas/brand.ts';

/*
 * The rules of A/B experiments and the tag manager (spec sections 3, 4, 6 and 9), free of the experiment SDK: the
 * site's decision module (site/experiments/) feeds them the SDK's answers and the request's inputs.
 */

type Query = Readonly<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

const variationOf = (decisions: readonly ExperimentDecision[], experimentKey: string): string | undefined =>
  decisions.find((decision) => decision.experimentKey === experimentKey)?.variationKey;

/** A table's entry for a variation; an unknown variation (renamed in the datafile, say) has none. */
const namedVariant = <T>(table: Readonly<Record<string, T>>, variation: string | undefined): T | undefined =>
  variation !== undefined && Object.hasOwn(table, variation) ? table[variation] : undefined;

// ---------------------------------------------------------------------------------------------------------------
// Constants (spec section 9)

/** The cookies of experiments: the visitor's stable user id (bucketing) and the activation marker. */
export const EXPERIMENT_COOKIES = {
  userId: 'shop_exp_uid',
  activation: 'shop_exp_active',
} as const;

/** spec section 9: 'Experiment user id cookie 2 years; activation cookie 60 days.' */
export const EXPERIMENT_USER_ID_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const EXPERIMENT_ACTIVATION_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

/**
 * spec section 9: 'Experiment client: ready timeout 30000 ms, batch size 10, flush 1000 ms, queue 10000.' SDK v6
 * has no queue-size option: its batch processor flushes as soon as `batchSize` events wait, so the in-memory queue
 * never holds more than 10 and the spec's 10000 is an upper bound it keeps by construction.
 */
export const EXPERIMENT_CLIENT = {
  readyTimeoutMs: 30_000,
  batchSize: 10,
  flushIntervalMs: 1000,
  maxQueueSize: 10_000,
} as const;

/** The flag variable that names the analytics dimension of an experiment (spec section 3). */
export const DIMENSION_NUMBER_VARIABLE = 'optimizely-dimension-number';

// ---------------------------------------------------------------------------------------------------------------
// Client creation (spec section 4)

/**
 * spec section 4: 'a fixed list of two shop identifiers' for which no experiment client is created. The spec does
 * not give the values; these are the site's default mid (site/env.ts DEFAULT_MID) and its second shop mid, so a
 * visitor without a campaign of their own is never bucketed under the shop's own mid.
 */
export const SHOP_MIDS: readonly Mid[] = [parseMid('CAM-SHOP01'), parseMid('CAM-SHOP02')].filter((mid) => mid !== undefined);

/** spec section 4: the warning logged when there is no client. */
export const CLIENT_NOT_INITIALIZED_WARNING = 'Optimizely is not initialized';

export type ClientRefusal = 'shop-mid' | 'query' | 'environment' | 'ci';

export interface ClientInputs {
  /** The visitor's active mid (after replacements other than the experiment's own). */
  readonly mid: string | undefined;
  readonly query: Query;
  /** The DISABLE_OPTIMIZELY variable as set. */
  readonly disableOptimizely: string | undefined;
  /** The CI variable of the environment the site runs in. */
  readonly ci: string | undefined;
}

export type ClientChoice = { readonly create: true } | { readonly create: false; readonly reason: ClientRefusal; readonly warning: string };

/** How CI systems set CI: 'true', '1', or their own name; unset, empty, 'false' and '0' mean not in CI. */
export function isTrueish(value: string | undefined): boolean {
  const normalised = value?.trim().toLowerCase() ?? '';
  return normalised !== '' && !['0', 'false', 'no', 'off'].includes(normalised);
}

/** spec section 4: whether an experiment client is created for a request, and if not, why. */
export function experimentClientChoice({ mid, query, disableOptimizely, ci }: ClientInputs): ClientChoice {
  const refuse = (reason: ClientRefusal): ClientChoice => ({ create: false, reason, warning: CLIENT_NOT_INITIALIZED_WARNING });
  const parsed = parseMid(mid);
  if (parsed && SHOP_MIDS.includes(parsed)) return refuse('shop-mid');
  if (single(query.disable_optimizely) === 'true') return refuse('query');
  if (disableOptimizely === 'true') return refuse('environment');
  if (isTrueish(ci)) return refuse('ci');
  return { create: true };
}

// ---------------------------------------------------------------------------------------------------------------
// Forced variations (spec section 2: optimizely_force_variation[experimentKey])

export const forcedVariationSchema = z.object({ experimentKey: z.string(), variationKey: z.string() });
export type ForcedVariation = z.infer<typeof forcedVariationSchema>;

const FORCE_KEY = /^optimizely_force_variation\[([A-Za-z0-9_-]{1,64})\]$/;
/** Optimizely's keys are letters, digits, underscores and hyphens. */
const VARIATION_KEY = /^[A-Za-z0-9_-]{1,64}$/;
/** More than any page runs; a query with hundreds of them is not a tester's. */
const MAX_FORCED = 20;

/**
 * The forced variations of a query, as Next gives it (the key literally with its brackets). A key or value that is
 * not a plain Optimizely key, or a repeated parameter (an array: which one would win?), is ignored; never throws.
 */
export function forcedVariations(query: Query): ForcedVariation[] {
  const forced: ForcedVariation[] = [];
  for (const [key, value] of Object.entries(query)) {
    const experimentKey = FORCE_KEY.exec(key)?.[1];
    const variationKey = single(value);
    if (!experimentKey || variationKey === undefined || !VARIATION_KEY.test(variationKey)) continue;
    forced.push({ experimentKey, variationKey });
    if (forced.length === MAX_FORCED) break;
  }
  return forced;
}

// ---------------------------------------------------------------------------------------------------------------
// User attributes (spec section 3)

/** Optimizely's audience conditions compare strings and booleans; an absent attribute is left out, not sent empty. */
export const experimentAttributesSchema = z.object({
  channel: z.string().optional(),
  title: z.string(),
  otag: z.string().optional(),
  mid: z.string(),
  flowStep: z.string().optional(),
  campaign: z.string().optional(),
  returning: z.boolean(),
  productType: z.string().optional(),
  magazines: z.boolean(),
  host: z.string().optional(),
  url: z.string().optional(),
  environment: z.string(),
  country: z.string(),
});
export type ExperimentAttributes = z.infer<typeof experimentAttributesSchema>;

export interface AttributeInputs {
  readonly brandCode: string;
  readonly brandType: BrandType;
  /** The visitor's country when known (visitor lookup), else the brand's. */
  readonly country: Country;
  readonly mid: Mid;
  readonly query: Query;
  /** The target group's touch point channel and campaign of the mid (spec section 3, mid data). */
  readonly channel?: string | undefined;
  readonly campaign?: string | undefined;
  /** Customer data: flow step and last product type (spec section 3). */
  readonly flowStep?: string | undefined;
  readonly productType?: string | undefined;
  /** Whether the visitor came with an experiment user id cookie already. */
  readonly returning: boolean;
  readonly host?: string | undefined;
  readonly url?: string | undefined;
  readonly appEnv: AppEnv;
}

const present = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/**
 * spec section 3's attributes: title is the brand code upper case, magazines tells a magazine shop, flowStep comes
 * from the query before customer data, and blank values are left out.
 */
export function experimentAttributes(inputs: AttributeInputs): ExperimentAttributes {
  const optional = {
    channel: present(inputs.channel),
    otag: present(single(inputs.query.otag)),
    flowStep: present(single(inputs.query.flowStep)) ?? present(inputs.flowStep),
    campaign: present(inputs.campaign),
    productType: present(inputs.productType),
    host: present(inputs.host),
    url: present(inputs.url),
  };
  return {
    title: inputs.brandCode.toUpperCase(),
    mid: inputs.mid,
    returning: inputs.returning,
    magazines: inputs.brandType === 'magazine',
    environment: inputs.appEnv,
    country: inputs.country,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Decisions and their analytics event (spec sections 3 and 4)

/** One flag's decision for a visitor who is in one of its experiments. */
export const experimentDecisionSchema = z.object({
  flagKey: z.string(),
  experimentKey: z.string(),
  variationKey: z.string(),
});
export type ExperimentDecision = z.infer<typeof experimentDecisionSchema>;

export const campaignDecidedEventSchema = z.object({
  event: z.literal('campaign-decided'),
  'optimizely-dimension-value': z.string(),
  'optimizely-dimension-number': z.number().int().positive(),
});
export type CampaignDecidedEvent = z.infer<typeof campaignDecidedEventSchema>;

/** What the datafile knows of an experiment: its id and its variations' ids by key. */
export interface KnownExperiment {
  readonly id: string;
  readonly variationIds: Readonly<Record<string, string>>;
}

export interface DecisionNotice {
  readonly experimentKey: string;
  readonly variationKey: string;
  /** The flag's variables as decided (the SDK's `decision.variables`). */
  readonly variables: Readonly<Record<string, unknown>>;
}

/** A dimension number is a positive integer, from the integer variable or its string form; 0 means unset. */
function dimensionNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

export const missingDimensionMessage = (experimentKey: string) => `${experimentKey} is missing Optimizely dimension number.`;

/**
 * spec section 4: the campaign-decided event of a decision, or undefined: when the experiment (or its variation)
 * is unknown, e.g. a delivery rule; or when an identical event is already in the dataLayer. A missing dimension
 * number throws outside production and is silent in production.
 */
export function campaignDecidedEvent(
  notice: DecisionNotice,
  known: KnownExperiment | undefined,
  dataLayer: readonly unknown[],
  appEnv: AppEnv,
): CampaignDecidedEvent | undefined {
  const variationId = known && namedVariant(known.variationIds, notice.variationKey);
  if (!known || variationId === undefined) return undefined;
  const number = dimensionNumber(notice.variables[DIMENSION_NUMBER_VARIABLE]);
  if (number === undefined) {
    if (appEnv === 'production') return undefined;
    throw new Error(missingDimensionMessage(notice.experimentKey));
  }
  const event: CampaignDecidedEvent = {
    event: 'campaign-decided',
    'optimizely-dimension-value': `${notice.experimentKey} (${known.id}):${notice.variationKey} (${variationId})`,
    'optimizely-dimension-number': number,
  };
  return dataLayer.some((entry) => isSameEvent(entry, event)) ? undefined : event;
}

function isSameEvent(entry: unknown, event: CampaignDecidedEvent): boolean {
  const parsed = campaignDecidedEventSchema.strict().safeParse(entry);
  return (
    parsed.success &&
    parsed.data['optimizely-dimension-value'] === event['optimizely-dimension-value'] &&
    parsed.data['optimizely-dimension-number'] === event['optimizely-dimension-number']
  );
}

// ---------------------------------------------------------------------------------------------------------------
// What the variants do (spec section 4)

const campaignMid = (value: string): Mid => {
  const mid = parseMid(value);
  if (!mid) throw new Error(`${value} is not a merchant identifier`);
  return mid;
};

/** The three experiments that replace the active mid with a fixed campaign mid in their variation. */
export const MID_OVERRIDE_EXPERIMENTS: Readonly<Record<string, Readonly<Record<string, Mid>>>> = {
  mid_override_welcome_offer: { variation_1: campaignMid('CAM-WELK01') },
  mid_override_summer_campaign: { variation_1: campaignMid('CAM-ZOMR01') },
  mid_override_winback: { variation_1: campaignMid('CAM-WINB01') },
};

/**
 * The campaign mid the visitor's variations set, for replaceMid's `experiment` replacement (domain/mid.ts), or
 * undefined. A visitor is in at most one of them by design; should a forced query put them in several, the first
 * in the table above wins.
 */
export function experimentMid(decisions: readonly ExperimentDecision[]): Mid | undefined {
  for (const [experimentKey, mids] of Object.entries(MID_OVERRIDE_EXPERIMENTS)) {
    const mid = namedVariant(mids, variationOf(decisions, experimentKey));
    if (mid) return mid;
  }
  return undefined;
}

export const HEADER_POINTS_EXPERIMENT = 'header_points_intro_discount';
const HEADER_POINT_REPLACED = '14 dagen bedenktijd';
const HEADER_POINT_REPLACEMENT = 'Kennismakingskorting voor nieuwe abonnees';

/** spec section 4: 'Variation_1 of header points replaces '14 dagen bedenktijd' with 'Kennismakingskorting voor nieuwe abonnees'.' */
export function headerPoints(points: readonly string[], decisions: readonly ExperimentDecision[]): string[] {
  if (variationOf(decisions, HEADER_POINTS_EXPERIMENT) !== 'variation_1') return [...points];
  return points.map((point) => (point.trim() === HEADER_POINT_REPLACED ? HEADER_POINT_REPLACEMENT : point));
}

/** The brands with a phone-number experiment (spec section 4), each its own experiment targeted at its title. */
export const PHONE_NUMBER_EXPERIMENTS = {
  ad: { experimentKey: 'phone_number_ad', numbers: { variation_1: '088 - 0505 101' } },
  vk: { experimentKey: 'phone_number_vk', numbers: { variation_1: '088 - 0505 102' } },
  mar: { experimentKey: 'phone_number_mar', numbers: { variation_1: '088 - 0505 103', variation_2: '088 - 0505 113' } },
  don: { experimentKey: 'phone_number_don', numbers: { variation_1: '088 - 0505 104' } },
  lib: { experimentKey: 'phone_number_lib', numbers: { variation_1: '088 - 0505 105' } },
} as const satisfies Record<string, { experimentKey: string; numbers: Record<string, string> }>;

/** The customer-service number a variation sets for the brand, for domain/phone-numbers.ts `variant`, or undefined. */
export function variantPhoneNumber(brandCode: string, decisions: readonly ExperimentDecision[]): string | undefined {
  if (!Object.hasOwn(PHONE_NUMBER_EXPERIMENTS, brandCode)) return undefined;
  const { experimentKey, numbers } = PHONE_NUMBER_EXPERIMENTS[brandCode as keyof typeof PHONE_NUMBER_EXPERIMENTS];
  return namedVariant<string>(numbers, variationOf(decisions, experimentKey));
}

export const USP_BAR_EXPERIMENT = 'usp_in_bar_changes';

export interface UspBarVariant {
  /** The USP bar under the shop window (spec section 2: 'hidden on zakelijk or by an experiment'). */
  readonly showUspBar: boolean;
  /** The bar as one slim line: each USP's title, without its description. */
  readonly titlesOnly: boolean;
}

const USP_BAR_CONTROL: UspBarVariant = { showUspBar: true, titlesOnly: false };
const USP_BAR_VARIANTS: Readonly<Record<string, UspBarVariant>> = {
  control: USP_BAR_CONTROL,
  variation_1: { showUspBar: false, titlesOnly: false },
  variation_2: { showUspBar: true, titlesOnly: true },
};

export function uspBarVariant(decisions: readonly ExperimentDecision[]): UspBarVariant {
  return namedVariant(USP_BAR_VARIANTS, variationOf(decisions, USP_BAR_EXPERIMENT)) ?? USP_BAR_CONTROL;
}

export const TOP_BAR_EXPERIMENT = 'top_bar_layout';

export interface TopBarVariant {
  /** A slimmer top bar: its customer service shows the number only, without whether the service is open. */
  readonly compact: boolean;
  /** The communication bar above the top bar is left out. */
  readonly hideCommunicationBar: boolean;
}

const TOP_BAR_CONTROL: TopBarVariant = { compact: false, hideCommunicationBar: false };
const TOP_BAR_VARIANTS: Readonly<Record<string, TopBarVariant>> = {
  control: TOP_BAR_CONTROL,
  variation_1: { compact: true, hideCommunicationBar: false },
  variation_2: { compact: true, hideCommunicationBar: true },
};

export function topBarVariant(decisions: readonly ExperimentDecision[]): TopBarVariant {
  return namedVariant(TOP_BAR_VARIANTS, variationOf(decisions, TOP_BAR_EXPERIMENT)) ?? TOP_BAR_CONTROL;
}

// ---------------------------------------------------------------------------------------------------------------
// Tag manager (spec sections 2, 6 and 9)

export interface TagManagerInputs {
  readonly appEnv: AppEnv;
  readonly query: Query;
  /** Whether the user agent is a crawler (site/ asks isbot). */
  readonly isCrawler: boolean;
}

/**
 * spec section 9: 'Tag manager loads only in production or when forced by query; never when gtm=false'; section 6:
 * crawlers get no tag manager. forceGtm and gtm are the same switch (spec section 2: 'forceGtm/gtm (true/false)'),
 * so 'false' in either one wins over everything but the crawler rule.
 */
export function shouldLoadTagManager({ appEnv, query, isCrawler }: TagManagerInputs): boolean {
  if (isCrawler) return false;
  const switches = [single(query.forceGtm), single(query.gtm)];
  if (switches.includes('false')) return false;
  return appEnv === 'production' || switches.includes('true');
}
