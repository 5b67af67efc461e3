import type { Mid } from '../../domain/mid.ts';
import {
  chromeOf,
  encodePageKey,
  MAX_SEGMENT_LENGTH,
  PAGE_MID_COOKIE,
  pageKey,
  visitorMid,
  type PageKeyInputs,
} from '../../domain/page-key.ts';
import {
  PER_VISITOR_BRANDS,
  PER_VISITOR_ROUTES,
  VISITOR_COOKIE_NAMES,
  VISITOR_QUERY_KEYS,
} from '../../domain/visitor-state.ts';
import { SHARED_PAGE_CACHE_CONTROL, PERSONAL_CACHE_CONTROL } from '../cache-policy.ts';
import { clearedCookie, visitorCookieOptions, type CookieToSet } from '../request/cookies.ts';
import { env } from '../env.ts';
import { experimentMid } from '../experiments/campaign-mids.ts';
import type { RequestExperiments } from '../visitor/experiments.ts';
import type { Visit } from '../visitor/visit.ts';
import { targetGroup } from '../front-office/target-groups.ts';
import { internalPath, type PagePlace } from './internal-route.ts';

/** The kinds of page (docs/architecture.md#the-three-kinds-of-page), as /metrics counts them. */
type PageKind = 'anonymous' | 'shared' | 'personal';

export interface PageRoute {
  /** The internal path the proxy rewrites the request to (site/routing/internal-route.ts). */
  readonly path: string;
  /** A shared page's key segment, undefined for the chrome's prerendered page and every other place. */
  readonly segment: string | undefined;
  /** What the answer may be kept by: undefined leaves the page's own header. */
  readonly cacheControl: string | undefined;
  /** The page's kind for /metrics: undefined for a miss and for what is no page load (another method). */
  readonly kind: PageKind | undefined;
  /**
   * The visitor's active mid when the shared page's key holds another (domain/page-key.ts visitorMid): told beside
   * the page (pageMidCookies). Undefined for every other answer.
   */
  readonly visitorMid: Mid | undefined;
}

/** Whether the request is a visitor's own page, rendered per request: the one place this is decided. */
function isPersonal(visit: Visit, routeName: string): boolean {
  return (
    PER_VISITOR_BRANDS.includes(visit.brand.code) ||
    (PER_VISITOR_ROUTES as readonly string[]).includes(routeName) ||
    VISITOR_QUERY_KEYS.some((key) => key in visit.query) ||
    VISITOR_COOKIE_NAMES.some((name) => visit.cookies.came.has(name))
  );
}

/**
 * Where a request of a brand is rendered, and what its answer may be kept by (docs/adr/0007, docs/adr/0030). A shared
 * page's key holds what the page shows besides brand and route; a shared cache may keep the answer only when the URL
 * alone decides that key: no experiment client decided for this visitor (bucketing and its cookies are theirs) and
 * the mid did not come from their cookie. A form's POST (no page `load`) runs its action on the chrome's page: no key,
 * no cookie.
 */
export async function pageRoute(
  visit: Visit,
  experiments: RequestExperiments | undefined,
  load: boolean,
): Promise<PageRoute> {
  const { brand, route, query, mid: active } = visit;
  const at = (place: PagePlace, kind: PageKind | undefined, cacheControl?: string, mid?: Mid): PageRoute => ({
    path: internalPath(place),
    segment: place.kind === 'shared' ? place.segment : undefined,
    cacheControl,
    kind: load ? kind : undefined,
    visitorMid: mid,
  });
  if (!route) return at({ kind: 'missing', brandCode: brand.code }, undefined);
  const personal = { kind: 'personal', brandCode: brand.code, route } as const;
  if (isPersonal(visit, route.name)) return at(personal, 'personal');
  if (!load) return at({ kind: 'shared', brandCode: brand.code, route, segment: undefined }, 'anonymous');
  const inputs: PageKeyInputs = {
    chrome: chromeOf(route),
    brandCode: brand.code,
    active,
    experimentMid: experimentMid(experiments?.experiments.decisions ?? []),
    targetGroup: (mid) => targetGroup(mid, visit.clientPath),
    groupQuery: query.group,
    decisions: experiments?.experiments.decisions ?? [],
    defaultMid: env.DEFAULT_MID,
  };
  const key = await pageKey(inputs);
  const own = visitorMid(inputs).mid;
  const encoded = encodePageKey(key, brand.code);
  // A key too long for a file name (domain/page-key.ts) is rendered as the visitor's own page, never shared wrongly.
  if (encoded.length > MAX_SEGMENT_LENGTH) return at(personal, 'personal');
  const segment = encoded === key.chrome ? undefined : encoded;
  const perVisitor = experiments?.perVisitor === true || active.source === 'stored';
  const cacheControl = perVisitor ? PERSONAL_CACHE_CONTROL : segment ? SHARED_PAGE_CACHE_CONTROL : undefined;
  const shared = { kind: 'shared', brandCode: brand.code, route, segment } as const;
  return at(shared, segment ? 'shared' : 'anonymous', cacheControl, own === key.mid ? undefined : own);
}

/**
 * Beside a shared page whose key holds another mid than the visitor's: theirs, for the page's script
 * (domain/page-key.ts PAGE_MID_COOKIE), set on a document's answer only, as no other runs the script. Any other answer
 * clears a leftover, so a later page never reports it.
 */
export function pageMidCookies(visit: Visit, route: PageRoute): CookieToSet[] {
  if (route.visitorMid && visit.document) {
    const options = visitorCookieOptions(visit.host ?? null, PAGE_MID_COOKIE.maxAgeSeconds);
    return [{ name: PAGE_MID_COOKIE.name, value: route.visitorMid, ...options, httpOnly: false }];
  }
  return visit.cookies.came.has(PAGE_MID_COOKIE.name) ? [clearedCookie(PAGE_MID_COOKIE.name)] : [];
}
