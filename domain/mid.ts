import { MID_PATTERN, midSchema, type Mid } from '../schemas/front-office.ts';

export { MID_PATTERN, type Mid };

/**
 * A merchant identifier from outside (query, cookie, upstream answer), or undefined. Only a string matching the
 * pattern counts (docs/rules/05-validation.md: 'mid query must be a string'), so a repeated query parameter (an array)
 * is ignored too. Valid mids come back in upper case (see midSchema). Never throws.
 *
 * Takes decoded text, as URLSearchParams, Next's searchParams and its cookie reader give it: a six-segment mid
 * sent as `CAM-…%7CTCH-…` arrives here with a raw `|`. A value still percent-encoded is refused, not decoded here:
 * decoding twice would turn a `%257C` into a `|` the sender never meant. So a caller reading a raw query string or
 * raw Cookie header decodes it once first.
 */
export function parseMid(value: unknown): Mid | undefined {
  const parsed = midSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export type MidSource = 'query' | 'stored' | 'default' | 'customer-data' | 'lead' | 'promo' | 'experiment';

export interface ActiveMid {
  readonly mid: Mid;
  readonly source: MidSource;
}

export interface MidCandidates {
  /** The `mid` query parameter as received. */
  readonly query: unknown;
  /** The mid stored for this visitor (cookie or session). */
  readonly stored: unknown;
  /** The configured default; validated with midSchema when the configuration is parsed. */
  readonly configuredDefault: Mid;
}

/**
 * docs/rules/04-states-and-flows.md: a valid query mid, else a valid stored mid, else the configured default. Invalid
 * values are skipped.
 */
export function activeMid({ query, stored, configuredDefault }: MidCandidates): ActiveMid {
  const fromQuery = parseMid(query);
  if (fromQuery) return { mid: fromQuery, source: 'query' };
  const fromStored = parseMid(stored);
  if (fromStored) return { mid: fromStored, source: 'stored' };
  return { mid: configuredDefault, source: 'default' };
}

export interface MidReplacements {
  readonly customerData?: unknown;
  readonly lead?: unknown;
  readonly promo?: unknown;
  /** The fixed campaign mid of an experiment variant, when the visitor is in one that sets it. */
  readonly experiment?: unknown;
}

/**
 * docs/rules/04-states-and-flows.md: 'Mid also may be replaced by customer data mid, lead mid, promo mid, or an
 * experiment variant.' The spec names no priority; we apply them in the spec's order, each later one winning, which is
 * also the order in which they become known during a visit (customer data, then the lead of the query, then the lead
 * returned by a promo lookup, then the experiment decision). The experiment is last so a variant that fixes the
 * campaign mid always measures with it. A replacement that is not a valid mid is ignored, like any other invalid mid.
 */
export const MID_REPLACEMENT_ORDER = [
  'customer-data',
  'lead',
  'promo',
  'experiment',
] as const satisfies readonly MidSource[];

const REPLACEMENT_KEY = {
  'customer-data': 'customerData',
  lead: 'lead',
  promo: 'promo',
  experiment: 'experiment',
} as const satisfies Record<(typeof MID_REPLACEMENT_ORDER)[number], keyof MidReplacements>;

export function replaceMid(active: ActiveMid, replacements: MidReplacements): ActiveMid {
  let result = active;
  for (const source of MID_REPLACEMENT_ORDER) {
    const mid = parseMid(replacements[REPLACEMENT_KEY[source]]);
    if (mid) result = { mid, source };
  }
  return result;
}
