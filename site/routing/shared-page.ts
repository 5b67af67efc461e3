import type { NextRequest } from 'next/server';
import { experimentMid } from '../../domain/experiments/variants.ts';
import { activeMid } from '../../domain/mid.ts';
import { chromeOf, encodePageKey, MAX_SEGMENT_LENGTH, pageKey } from '../../domain/page-key.ts';
import { queryOf } from '../../domain/query.ts';
import { PER_VISITOR_BRANDS, PER_VISITOR_ROUTES, VISITOR_COOKIE_NAMES, VISITOR_COOKIES, VISITOR_QUERY_KEYS } from '../../domain/visitor-state.ts';
import { brandRoutes, type Brand } from '../brands.ts';
import { SHARED_PAGE_CACHE_CONTROL, PERSONAL_CACHE_CONTROL } from '../cache-policy.ts';
import { env } from '../env.ts';
import type { RequestExperiments } from '../visitor/experiments.ts';
import { targetGroup } from '../front-office/target-groups.ts';

export interface SharedPage {
  /** The key's path segment for the generated rewrites, or undefined for the chrome's prerendered page. */
  readonly segment: string | undefined;
  /** What the answer may be kept by: undefined leaves Next's own header (the prerendered page's). */
  readonly cacheControl: string | undefined;
}

/** Whether the request is a visitor's own page: the generated rewrites send it to the per-visitor render. */
function isPersonal(request: NextRequest, brand: Brand, routeName: string): boolean {
  const { searchParams } = request.nextUrl;
  return (
    PER_VISITOR_BRANDS.includes(brand.code) ||
    (PER_VISITOR_ROUTES as readonly string[]).includes(routeName) ||
    VISITOR_QUERY_KEYS.some((key) => searchParams.has(key)) ||
    VISITOR_COOKIE_NAMES.some((name) => request.cookies.has(name))
  );
}

/**
 * The shared page a request gets (docs/adr/0007), or undefined when it is no page of the brand or a visitor's own.
 * Its key holds what the page shows besides brand and route; a shared cache may keep the answer only when the URL
 * alone decides that key: no experiment client decided for this visitor (bucketing and its cookies are theirs) and
 * the mid did not come from their cookie.
 */
export async function sharedPage(request: NextRequest, brand: Brand, experiments: RequestExperiments | undefined): Promise<SharedPage | undefined> {
  const { pathname, search, searchParams } = request.nextUrl;
  const route = brandRoutes(brand.code).find((entry) => entry.path === pathname);
  if (!route || isPersonal(request, brand, route.name)) return undefined;
  const query = queryOf(searchParams);
  const active = activeMid({
    query: query.mid,
    stored: request.cookies.get(VISITOR_COOKIES.mid)?.value,
    configuredDefault: env.DEFAULT_MID,
  });
  const key = await pageKey({
    chrome: chromeOf(route),
    brandCode: brand.code,
    active,
    experimentMid: experimentMid(experiments?.experiments.decisions ?? []),
    targetGroup: (mid) => targetGroup(mid, `${pathname}${search}`),
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
