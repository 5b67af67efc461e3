import { z } from 'zod';
import { midSchema, type Mid } from '../schemas/front-office.ts';
import { campaignDecidedEventSchema, type CampaignDecidedEvent } from './experiments/campaign-decided.ts';
import { experimentDecisionSchema, type ExperimentDecision } from './experiments/decisions.ts';
import type { MidSource } from './mid.ts';
import type { RouteName } from './routes.ts';

/*
 * The key of a shared page (docs/adr/0007). A page that is not one visitor's own depends on its brand, its route and
 * this key: the chrome it sits in, the active mid (after an experiment's override) and where it came from, the
 * catalog group, and the experiment decisions with their analytics events. None of that is personal, so each distinct
 * key is rendered once and kept in Next's cache. The proxy computes it (site/routing/page-key.ts) and the generated
 * rewrites carry it into the internal path `/<brand>/<key>/<page>`, where the route reads it back.
 */

/**
 * The request header in which the proxy names a shared page's key for the generated rewrites. The proxy sets or
 * removes it on every request that carries it, so a sender cannot choose another key.
 */
export const PAGE_KEY_HEADER = 'x-shop-page-key';

/** The chrome a page sits in: the business page's top bar shows the business number (spec section 9). */
export const CHROMES = ['consumer', 'business'] as const;
export type Chrome = (typeof CHROMES)[number];

export const chromeOf = (route: RouteName): Chrome => (route === 'zakelijk' ? 'business' : 'consumer');

/** spec sections 4 and 9: the catalog groups. */
export const CATALOG_GROUPS = ['default', 'fallback'] as const;
export type CatalogGroup = (typeof CATALOG_GROUPS)[number];

export const isCatalogGroup = (value: unknown): value is CatalogGroup => (CATALOG_GROUPS as readonly unknown[]).includes(value);

/**
 * The catalog group (spec section 2: group, default 'default'): the query's when it names one, else the mid's target
 * group's proposition group (unknown for the configured default, or when the front office does not answer).
 */
export function catalogGroup(query: unknown, propositionGroup: unknown): CatalogGroup {
  if (isCatalogGroup(query)) return query;
  return isCatalogGroup(propositionGroup) ? propositionGroup : 'default';
}

/** Where a shared page's mid came from; a lead, customer data or a promotion make a page personal. */
const SHARED_MID_SOURCES = ['query', 'stored', 'default', 'experiment'] as const satisfies readonly MidSource[];

/** A decision set is small: one per flag of the datafile. More is not a page anyone renders. */
const MAX_DECISIONS = 20;

export const pageKeySchema = z
  .object({
    chrome: z.enum(CHROMES),
    mid: midSchema,
    source: z.enum(SHARED_MID_SOURCES),
    group: z.enum(CATALOG_GROUPS),
    decisions: z.array(experimentDecisionSchema.strict()).max(MAX_DECISIONS),
    events: z.array(campaignDecidedEventSchema.strict()).max(MAX_DECISIONS),
  })
  .strict();
export type PageKey = z.infer<typeof pageKeySchema>;

/** The key of the prerendered page of a chrome: the configured default mid, the default group, no experiments. */
export function anonymousKey(chrome: Chrome, defaultMid: Mid): PageKey {
  return { chrome, mid: defaultMid, source: 'default', group: 'default', decisions: [], events: [] };
}

const isAnonymous = (key: PageKey) =>
  key.source === 'default' && key.group === 'default' && key.decisions.length === 0 && key.events.length === 0;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The key as one path segment: the chrome's name alone for the prerendered page (its mid is the configured default),
 * else `<chrome>.<base64url of canonical JSON>`. Canonical: fixed field order, decisions and events sorted, so the
 * same key always has the same spelling (one cache entry, not one per order of the SDK's answers).
 */
export function encodePageKey(key: PageKey): string {
  if (isAnonymous(key)) return key.chrome;
  const decisions = key.decisions
    .map(({ flagKey, experimentKey, variationKey }) => ({ flagKey, experimentKey, variationKey }))
    .toSorted((a, b) => byText(a.flagKey, b.flagKey));
  const events = key.events
    .map((event) => ({
      event: event.event,
      'optimizely-dimension-value': event['optimizely-dimension-value'],
      'optimizely-dimension-number': event['optimizely-dimension-number'],
    }))
    .toSorted((a, b) => byText(a['optimizely-dimension-value'], b['optimizely-dimension-value']));
  const payload = JSON.stringify([key.mid, key.source, key.group, decisions, events]);
  return `${key.chrome}.${Buffer.from(payload, 'utf8').toString('base64url')}`;
}

/** Longest segment we read back; a real key with every experiment of a datafile is far shorter. */
const MAX_SEGMENT_LENGTH = 4096;

/**
 * A segment read back, or undefined when it is no key (the routing only ever produces keys, so this is a safeguard:
 * the caller renders the chrome's anonymous page). Never throws.
 */
export function decodePageKey(segment: string, defaultMid: Mid): PageKey | undefined {
  if (segment.length > MAX_SEGMENT_LENGTH) return undefined;
  const dot = segment.indexOf('.');
  const chrome = dot === -1 ? segment : segment.slice(0, dot);
  if (!(CHROMES as readonly string[]).includes(chrome)) return undefined;
  if (dot === -1) return anonymousKey(chrome as Chrome, defaultMid);
  const payload = segment.slice(dot + 1);
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) return undefined;
  try {
    const [mid, source, group, decisions, events] = z
      .tuple([z.unknown(), z.unknown(), z.unknown(), z.unknown(), z.unknown()])
      .parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    const parsed = pageKeySchema.safeParse({ chrome, mid, source, group, decisions, events });
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface PageKeyInputs {
  readonly chrome: Chrome;
  /** The visitor's active mid (spec section 4: query, stored, default). */
  readonly active: { readonly mid: Mid; readonly source: MidSource };
  /** The mid an experiment variant fixes, if any (it wins: domain/mid.ts replaceMid). */
  readonly experimentMid: Mid | undefined;
  /**
   * Whether the front office knows a mid: its target group, null when it answered that it knows none, undefined when
   * it could not be asked. Only a known mid gets pages of its own; any other shares the default offer's.
   */
  readonly targetGroup: (mid: Mid) => Promise<{ readonly propositionGroup?: unknown } | null | undefined>;
  readonly groupQuery: unknown;
  readonly decisions: readonly ExperimentDecision[];
  readonly events: readonly CampaignDecidedEvent[];
  readonly defaultMid: Mid;
}

/**
 * The key of a shared page. Keys are bounded by what the front office and the datafile know, not by what visitors
 * send: a well-formed mid the front office does not know (or cannot be asked about) shares the default offer's key, so
 * a flood of invented mids all land on one entry (the prerendered page, when no experiment applies).
 */
export async function pageKey(inputs: PageKeyInputs): Promise<PageKey> {
  const { active, experimentMid, defaultMid } = inputs;
  const candidate = experimentMid ? { mid: experimentMid, source: 'experiment' as const } : active;
  const known = candidate.source === 'default' ? undefined : await inputs.targetGroup(candidate.mid);
  const campaign = known ? { mid: candidate.mid, source: candidate.source as PageKey['source'] } : { mid: defaultMid, source: 'default' as const };
  return {
    chrome: inputs.chrome,
    ...campaign,
    group: catalogGroup(inputs.groupQuery, known?.propositionGroup),
    decisions: [...inputs.decisions],
    events: [...inputs.events],
  };
}
