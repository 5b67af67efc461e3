import { experimentMid } from '../../domain/experiments/variants.ts';
import { chromeOf, encodePageKey, MAX_SEGMENT_LENGTH, pageKey } from '../../domain/page-key.ts';
import { PER_VISITOR_BRANDS, PER_VISITOR_ROUTES, VISITOR_COOKIE_NAMES, VISITOR_QUERY_KEYS } from '../../domain/visitor-state.ts';
import { SHARED_PAGE_CACHE_CONTROL, PERSONAL_CACHE_CONTROL } from '../cache-policy.ts';
import { env } from '../env.ts';
import type { RequestExperiments } from '../visitor/experiments.ts';
import type { Visit } from '../visitor/visit.ts';
import { targetGroup } from '../front-office/target-groups.ts';

export interface SharedPage {
  /** The key's path segment for the generated rewrites, or undefined for the chrome's prerendered page. */
  readonly segment: string | undefined;
  /** What the answer may be kept by: undefined leaves Next's own header (the prerendered page's). */
  readonly cacheControl: string | undefined;
}

/** Whether the request is a visitor's own page: the generated rewrites send it to the per-visitor render. */
function isPersonal(visit: Visit, routeName: string): boolean {
  return (
    PER_VISITOR_BRANDS.includes(visit.brand.code) ||
    (PER_VISITOR_ROUTES as readonly string[]).includes(routeName) ||
    VISITOR_QUERY_KEYS.some((key) => key in visit.query) ||
    VISITOR_COOKIE_NAMES.some((name) => visit.cookies.came.has(name))
  );
}

/**
 * The shared page a request gets (docs/adr/0007), or undefined when it is no page of the brand or a visitor's own.
 * Its key holds what the page shows besides brand and route; a shared cache may keep the answer only when the URL
 * alone decides that key: no experiment client decided for this visitor (bucketing and its cookies are theirs) and
 * the mid did not come from their cookie.
 */
export async function sharedPage(visit: Visit, experiments: RequestExperiments | undefined): Promise<SharedPage | undefined> {
  const { brand, route, query, mid: active } = visit;
  if (!route || isPersonal(visit, route.name)) return undefined;
  const key = await pageKey({
    chrome: chromeOf(route),
    brandCode: brand.code,
    active,
    experimentMid: experimentMid(experiments?.experiments.decisions ?? []),
    targetGroup: (mid) => targetGroup(mid, visit.clientPath),
    groupQuery: query.group,
    decisions: experiments?.experiments.decisions ?? [],
    defaultMid: env.DEFAULT_MID,
  });
  const encoded = encodePageKey(key, brand.code);
  // A key too long for a file name (domain/page-key.ts) is rendered as the visitor's own page, never shared wrongly.
  if (encoded.length > MAX_SEGMENT_LENGTH) return undefined;
  const segment = encoded === key.chrome ? undefined : encoded;
  const perVisitor = experiments?.perVisitor === true || active.source === 'stored';
  return {
    segment,
    cacheControl: perVisitor ? PERSONAL_CACHE_CONTROL : segment ? SHARED_PAGE_CACHE_CONTROL : undefined,
  };
}

/**
 * docs/architecture.md#the-three-kinds-of-page, as the proxy routed the request: `anonymous` the chrome's prerendered
 * page, `shared` a page by its key (kept by nginx, or privately when experiments were decided for this visitor),
 * `personal` a visitor's own render; undefined for what is no page render (another method, no route of the brand).
 */
export function pageKind(visit: Visit | undefined, method: string, shared: SharedPage | undefined): 'anonymous' | 'shared' | 'personal' | undefined {
  if (!visit?.route || (method !== 'GET' && method !== 'HEAD')) return undefined;
  if (!shared) return 'personal';
  return shared.segment ? 'shared' : 'anonymous';
}
