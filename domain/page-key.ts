import { z } from 'zod';
import { midSchema, type Mid } from '../schemas/front-office.ts';
import { experimentDecisionSchema, type ExperimentVariant } from './experiments/decisions.ts';
import { drawnExperiments, drawnVariants } from './experiments/variants.ts';
import type { ActiveMid, MidSource } from './mid.ts';
import type { RouteEntry } from './routes.ts';

/*
 * The key of a shared page (docs/adr/0007). A page that is not one visitor's own depends on its brand, its route and
 * this key: the chrome it sits in, the active mid (after an experiment's override) and where it came from, the
 * catalog group, and the variants of the experiments that change what the page draws. None of that is personal, so
 * each distinct key is rendered once and kept in Next's cache. The visitor's other decisions and their analytics
 * events travel beside the page (domain/experiments/seen-cookie.ts), and so does their active mid when the key holds
 * another (PAGE_MID_COOKIE), or every visitor would have a page of their own. The proxy computes it
 * (site/routing/page-route.ts) and rewrites the request to the internal path `/pages/<brand>/<key>/<page>`, where the
 * route reads it back.
 */

/**
 * The chrome a page sits in, which its layout draws: the business page's top bar shows the business number
 * (docs/rules/09-constants-and-limits.md), and a special title sold as a brand of its own (katrien-duck on don: katri)
 * shows that brand's customer service, in its shop's look (docs/rules/02-routes-and-layout.md).
 */
export type Chrome = 'consumer' | 'business' | `seller-${string}`;

/** Every chrome, as a regular expression (the key's spelling). */
const CHROME_PATTERN = 'consumer|business|seller-[a-z0-9]+';
const CHROME = new RegExp(`^(?:${CHROME_PATTERN})$`);

export const isChrome = (value: unknown): value is Chrome =>
  typeof value === 'string' && value.length <= 40 && CHROME.test(value);

export const chromeOf = (route: Pick<RouteEntry, 'name' | 'seller'>): Chrome =>
  route.name === 'zakelijk' ? 'business' : route.seller ? `seller-${route.seller}` : 'consumer';

/** The brand a seller's chrome shows the customer service of, or undefined for the shop's own chromes. */
export const sellerOfChrome = (chrome: Chrome): string | undefined =>
  chrome.startsWith('seller-') ? chrome.slice('seller-'.length) : undefined;

/** docs/rules/04-states-and-flows.md and docs/rules/09-constants-and-limits.md: the catalog groups. */
export const CATALOG_GROUPS = ['default', 'fallback'] as const;
export type CatalogGroup = (typeof CATALOG_GROUPS)[number];

const isCatalogGroup = (value: unknown): value is CatalogGroup =>
  (CATALOG_GROUPS as readonly unknown[]).includes(value);

/**
 * The catalog group (docs/rules/02-routes-and-layout.md: group, default 'default'): the query's when it names one, else
 * the mid's target group's proposition group (unknown for the configured default, or when the front office does not
 * answer).
 */
export function catalogGroup(query: unknown, propositionGroup: unknown): CatalogGroup {
  if (isCatalogGroup(query)) return query;
  return isCatalogGroup(propositionGroup) ? propositionGroup : 'default';
}

/** Where a shared page's mid came from; a lead, customer data or a promotion make a page personal. */
const SHARED_MID_SOURCES = ['query', 'stored', 'default', 'experiment'] as const satisfies readonly MidSource[];

/** The drawn variants are few (domain/experiments/variants.ts drawnExperiments). More is not a page anyone renders. */
const MAX_VARIANTS = 8;

const variantSchema = experimentDecisionSchema.pick({ experimentKey: true, variationKey: true }).strict();

const pageKeySchema = z
  .object({
    chrome: z.string().refine(isChrome),
    mid: midSchema,
    source: z.enum(SHARED_MID_SOURCES),
    group: z.enum(CATALOG_GROUPS),
    /** The variants of the experiments that change what the page draws (drawnVariants). */
    decisions: z.array(variantSchema).max(MAX_VARIANTS),
  })
  .strict();
export type PageKey = z.infer<typeof pageKeySchema>;

/** The key of the prerendered page of a chrome: the configured default mid, the default group, no experiments. */
export function anonymousKey(chrome: Chrome, defaultMid: Mid): PageKey {
  return { chrome, mid: defaultMid, source: 'default', group: 'default', decisions: [] };
}

const isAnonymous = (key: PageKey) => key.source === 'default' && key.group === 'default' && key.decisions.length === 0;

/**
 * The key as one path segment: the chrome's name alone for the prerendered page (its mid is the configured default),
 * else `<chrome>.<base64url of canonical JSON>`: `[mid, source, group, variations]`, where `variations` holds, for
 * each of the brand's drawn experiments in their fixed order (drawnExperiments), the variation or null. Canonical
 * and short: the same key always has the same spelling (one cache entry, whatever the order of the SDK's answers),
 * and it stays a valid file name, since Next keeps each page on disk under it.
 */
export function encodePageKey(key: PageKey, brandCode: string): string {
  if (isAnonymous(key)) return key.chrome;
  const variations = drawnExperiments(brandCode).map(
    (experimentKey) => key.decisions.find((decision) => decision.experimentKey === experimentKey)?.variationKey ?? null,
  );
  while (variations.length > 0 && variations.at(-1) === null) variations.pop();
  const payload = JSON.stringify([key.mid, key.source, key.group, variations]);
  return `${key.chrome}.${Buffer.from(payload, 'utf8').toString('base64url')}`;
}

/**
 * The kind of a branded page by its route's key segment (docs/architecture.md, the three kinds of page): the
 * chrome's name alone is the prerendered anonymous page, any other key a shared page; a visitor's own page has none.
 */
export function pageKindOfKey(segment: string | undefined): 'anonymous' | 'shared' | 'personal' {
  if (segment === undefined) return 'personal';
  return isChrome(segment) ? 'anonymous' : 'shared';
}

/**
 * The longest segment: one file name is at most 255 bytes, and Next adds its extension. A key that would be longer
 * (variation names of a datafile far longer than today's) is no shared page: the routing renders the visitor's own.
 */
export const MAX_SEGMENT_LENGTH = 240;

const payloadSchema = z.tuple([z.unknown(), z.unknown(), z.unknown(), z.array(z.string().nullable())]);

/**
 * A segment read back, or undefined when it is no key (the routing only ever produces keys, so this is a safeguard:
 * the caller renders the chrome's anonymous page). Never throws.
 */
export function decodePageKey(segment: string, defaultMid: Mid, brandCode: string): PageKey | undefined {
  if (segment.length > MAX_SEGMENT_LENGTH) return undefined;
  const dot = segment.indexOf('.');
  const chrome = dot === -1 ? segment : segment.slice(0, dot);
  if (!isChrome(chrome)) return undefined;
  if (dot === -1) return anonymousKey(chrome, defaultMid);
  const payload = segment.slice(dot + 1);
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) return undefined;
  try {
    const parsedPayload = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsedPayload.success) return undefined;
    const [mid, source, group, variations] = parsedPayload.data;
    const experiments = drawnExperiments(brandCode);
    if (variations.length > experiments.length) return undefined;
    const decisions = variations.flatMap((variationKey, index) =>
      variationKey === null ? [] : [{ experimentKey: experiments[index] ?? '', variationKey }],
    );
    const parsed = pageKeySchema.safeParse({ chrome, mid, source, group, decisions });
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface PageKeyInputs {
  readonly chrome: Chrome;
  /** The brand whose page it is: which experiments change what it draws. */
  readonly brandCode: string;
  /** The visitor's active mid (docs/rules/04-states-and-flows.md: query, stored, default). */
  readonly active: { readonly mid: Mid; readonly source: MidSource };
  /** The mid an experiment variant fixes, if any (it wins: domain/mid.ts replaceMid). */
  readonly experimentMid: Mid | undefined;
  /**
   * Whether the front office knows a mid: its target group, null when it answered that it knows none, undefined when
   * it could not be asked. Only a known mid gets pages of its own; any other shares the default offer's.
   */
  readonly targetGroup: (mid: Mid) => Promise<{ readonly propositionGroup?: unknown } | null | undefined>;
  readonly groupQuery: unknown;
  /** The visitor's decisions: the key keeps the variants the page draws. */
  readonly decisions: readonly ExperimentVariant[];
  readonly defaultMid: Mid;
}

/**
 * The visitor's active mid on a shared page (docs/rules/04-states-and-flows.md): the query's, stored or default one,
 * replaced by an experiment's. It stays theirs whatever the front office answers: the page event, the stored mid and
 * the order carry it, while the key below may share the default offer's page.
 */
export const visitorMid = ({ active, experimentMid }: Pick<PageKeyInputs, 'active' | 'experimentMid'>): ActiveMid =>
  experimentMid ? { mid: experimentMid, source: 'experiment' } : active;

/**
 * The cookie that tells a shared page's script the visitor's active mid when the page's key holds another (a campaign
 * the front office does not know, or could not be asked about): the page is the default offer's, the page event names
 * the visitor's campaign (site/page/page-event-script.ts). Readable by the script, which clears it; a minute is ample
 * from the answer to the script, and bounds a leftover's life.
 */
export const PAGE_MID_COOKIE = { name: 'shop_page_mid', maxAgeSeconds: 60 } as const;

/**
 * The key of a shared page. Keys are bounded by what the front office and the datafile know, not by what visitors
 * send: a well-formed mid the front office does not know (or cannot be asked about) shares the default offer's key, so
 * a flood of invented mids all land on one entry (the prerendered page, when no experiment applies).
 */
export async function pageKey(inputs: PageKeyInputs): Promise<PageKey> {
  const { defaultMid } = inputs;
  const candidate = visitorMid(inputs);
  const known = candidate.source === 'default' ? undefined : await inputs.targetGroup(candidate.mid);
  const campaign = known
    ? { mid: candidate.mid, source: candidate.source as PageKey['source'] }
    : { mid: defaultMid, source: 'default' as const };
  return {
    chrome: inputs.chrome,
    ...campaign,
    group: catalogGroup(inputs.groupQuery, known?.propositionGroup),
    decisions: drawnVariants(inputs.decisions, inputs.brandCode),
  };
}
