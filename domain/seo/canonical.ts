import { ACCOUNT_ERROR_KEY } from '../account/error.ts';
import { GIFT_QUERY_KEY } from '../gifts.ts';
import { LEAD_ID_KEYS } from '../lead.ts';

/*
 * The one address of a page for search engines and shared links (docs/rules/02-routes-and-layout.md, query
 * parameters): the brand's registered domain over https, and the route's own path. A page of the shop is its brand and
 * route; what a query adds (a campaign, a lead, tracking, an experiment, the order flow's choices) changes who sees the
 * page, never which page it is, so the canonical address carries no query: /?mid=CAM-ZOMER1, /?leadId=... and
 * /?otag=...&utm_campaign=... are all /.
 */

/**
 * The query parameters that never make another page: every parameter of the query rules
 * (docs/rules/02-routes-and-layout.md) and those the shop's links carry for tracking. The one list of them: the
 * canonical address drops every one (it keeps no query at all), and the tests prove that for each.
 */
export const NON_PAGE_QUERY_KEYS: readonly string[] = [
  ...LEAD_ID_KEYS,
  'mid',
  'group',
  'otag',
  'destinationName',
  'forceGtm',
  'gtm',
  GIFT_QUERY_KEY,
  'productCode',
  'propositionId',
  'brandcodebe',
  'brandCodeBE',
  'flowStep',
  'brandcode',
  'actiefout',
  ACCOUNT_ERROR_KEY,
  'disable_optimizely',
  'optimizely_log',
  '_storyblok',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
];

/** Families of parameters named by a prefix: experiment overrides, the visual editor's, campaign tracking. */
const NON_PAGE_QUERY_PREFIXES: readonly string[] = ['optimizely_force_variation[', '_storyblok_', 'utm_'];

/** Whether a query parameter is one that never makes another page. */
export const isNonPageQueryKey = (key: string): boolean =>
  NON_PAGE_QUERY_KEYS.includes(key) || NON_PAGE_QUERY_PREFIXES.some((prefix) => key.startsWith(prefix));

/** The production scheme of every brand's shop. */
const PRODUCTION_SCHEME = 'https';

/** The production origin of a brand's shop; undefined for a brand without a domain (it has no public address). */
export const productionOrigin = (brand: { readonly domain: string }): string | undefined =>
  brand.domain ? `${PRODUCTION_SCHEME}://${brand.domain}` : undefined;

/**
 * The canonical address of a brand's page by its route's path (a special product's lowercase path, the one its
 * other spellings redirect to: domain/routes.ts specialProductRedirect). A query or a hash on `path` is dropped;
 * undefined for a brand without a domain.
 */
export function canonicalUrl(brand: { readonly domain: string }, path: string): string | undefined {
  const origin = productionOrigin(brand);
  if (origin === undefined) return undefined;
  const [pathname = '/'] = path.split(/[?#]/, 1);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return `${origin}${trimmed || '/'}`;
}
