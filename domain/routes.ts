import { SPECIAL_PRODUCT_SLUG, type BrandType } from '../schemas/brand.ts';

/** The route names of docs/rules/02-routes-and-layout.md. */
export type RouteName =
  | 'index'
  | 'actie'
  | 'bedankt'
  | 'digitaal'
  | 'specials'
  | 'zakelijk'
  | 'bestellen'
  | 'studenten'
  | 'studenten-bestellen'
  | 'specialProduct'
  | 'specialProduct-bestellen';

/** docs/rules/08-errors.md: the three 404 messages. */
export const NOT_FOUND_MESSAGES = {
  missingBrand: 'Page Not Found',
  unmatchedRoute: 'Page not found',
  invalidPath: (fullPath: string) => `Page Not Found: ${fullPath}`,
} as const;

export interface RoutableBrand {
  readonly type: BrandType;
  readonly digital: boolean;
  readonly specials: readonly { readonly slug: string; readonly brand?: string }[];
}

/** The fixed (non-special) routes and who has them (docs/rules/02-routes-and-layout.md). */
const FIXED_ROUTES: readonly { path: string; name: RouteName; allowed: (brand: RoutableBrand) => boolean }[] = [
  { path: '/', name: 'index', allowed: () => true },
  { path: '/actie', name: 'actie', allowed: () => true },
  { path: '/bedankt', name: 'bedankt', allowed: () => true },
  { path: '/specials', name: 'specials', allowed: () => true },
  { path: '/bestellen', name: 'bestellen', allowed: () => true },
  { path: '/digitaal', name: 'digitaal', allowed: (brand) => brand.digital },
  { path: '/zakelijk', name: 'zakelijk', allowed: (brand) => brand.type === 'paper' },
  { path: '/studenten', name: 'studenten', allowed: (brand) => brand.type === 'paper' },
  { path: '/studenten/bestellen', name: 'studenten-bestellen', allowed: (brand) => brand.type === 'paper' },
];

/**
 * The site's internal path segments (site/routing/internal-route.ts): the brand pages' (`/pages/<code>/<key>/...`),
 * a miss's (`/missing/...`, which no app route matches), and the segment of a brand's pages rendered for one visitor
 * (`/pages/<code>/visit/...`); never reachable by their own path, since the proxy routes every page path.
 */
export const INTERNAL = { missing: 'missing', pages: 'pages', visit: 'visit' } as const;

/** Where an explicit brand code that names no brand is routed: not a brand code, so its 404 is 'Page Not Found'. */
export const UNKNOWN_BRAND = 'unknown-brand';

/**
 * The first path segments of the fixed routes (docs/rules/02-routes-and-layout.md): actie, bedankt, specials,
 * bestellen...
 */
const FIXED_ROUTE_SEGMENTS: readonly string[] = [
  ...new Set(FIXED_ROUTES.map((route) => route.path.split('/')[1] ?? '').filter((segment) => segment !== '')),
];

/** First path segments a special title may not take: the fixed routes and the internal prefixes. */
export const RESERVED_SLUGS: readonly string[] = [...FIXED_ROUTE_SEGMENTS, ...Object.values(INTERNAL)];

export interface RouteEntry {
  readonly path: string;
  readonly name: RouteName;
  /** For special-product routes: the special title's slug. */
  readonly special?: string;
  /**
   * For a special title sold as a brand of its own (docs/rules/02-routes-and-layout.md: katrien-duck on don): that
   * brand's code.
   */
  readonly seller?: string;
}

/** Every page a brand has, in the spec's order; the source of the generated allowlist. */
export function routesFor(brand: RoutableBrand): RouteEntry[] {
  const fixed = FIXED_ROUTES.filter((route) => route.allowed(brand)).map(({ path, name }) => ({ path, name }));
  const specials = brand.specials.flatMap(({ slug, brand: seller }): RouteEntry[] => [
    { path: `/${slug}`, name: 'specialProduct', special: slug, ...(seller ? { seller } : {}) },
    { path: `/${slug}/bestellen`, name: 'specialProduct-bestellen', special: slug, ...(seller ? { seller } : {}) },
  ]);
  return [...fixed, ...specials];
}

export type SpecialProductCheck = { readonly kind: 'valid'; readonly slug: string } | { readonly kind: 'invalid' };

/** The two routes a specialProduct is a segment of: /{specialProduct} and /{specialProduct}/bestellen. */
export type SpecialProductRoute = Extract<RouteName, 'specialProduct' | 'specialProduct-bestellen'>;

/**
 * docs/rules/02-routes-and-layout.md: a specialProduct must be [a-z0-9-]+, and 'on the first dynamic route it is
 * lowercased before the check'. The first dynamic route is /{specialProduct}; on /{specialProduct}/bestellen the value
 * is checked as typed, so /AD-Puzzelboek/bestellen fails.
 */
export function checkSpecialProduct(raw: string, on: SpecialProductRoute): SpecialProductCheck {
  const decoded = safeDecode(raw);
  const slug = on === 'specialProduct' ? decoded.toLowerCase() : decoded;
  return SPECIAL_PRODUCT_SLUG.test(slug) ? { kind: 'valid', slug } : { kind: 'invalid' };
}

const FIXED_PATHS: readonly string[] = FIXED_ROUTES.map((route) => route.path);

/** A path's segments, a trailing or doubled slash aside (docs/rules/02-routes-and-layout.md). */
const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/**
 * Which page a path has the shape of: a fixed route (its segments in any case), one of the two special-product routes
 * with the specialProduct as typed, or none (a shape no route has, like /a/b/c or /studenten/x).
 */
type RouteShape =
  | { readonly kind: 'fixed'; readonly path: string }
  | { readonly kind: 'special'; readonly route: SpecialProductRoute; readonly raw: string }
  | { readonly kind: 'none' };

function routeShape(pathname: string): RouteShape {
  const segments = segmentsOf(pathname);
  const lowercase = `/${segments.join('/')}`.toLowerCase();
  if (FIXED_PATHS.includes(lowercase)) return { kind: 'fixed', path: lowercase };
  const [raw, literal, ...deeper] = segments;
  if (raw === undefined || deeper.length > 0) return { kind: 'none' };
  if (literal === undefined) return { kind: 'special', route: 'specialProduct', raw };
  return literal.toLowerCase() === 'bestellen'
    ? { kind: 'special', route: 'specialProduct-bestellen', raw }
    : { kind: 'none' };
}

/**
 * docs/rules/02-routes-and-layout.md: katrien-duck and donald-duck-junior are sold as brands of their own (katri, ddj);
 * every other special title belongs to the shop's brand.
 */
export function specialProductBrandCode(shopBrandCode: string, brand: RoutableBrand, slug: string): string {
  return brand.specials.find((special) => special.slug === slug)?.brand ?? shopBrandCode;
}

/**
 * Who sells on a page: the brand code the front office is asked for (catalog, phone number, business hours), the
 * analytics brand and the order's brand. The page itself keeps its shop's host and look.
 */
export interface CommercialBrand {
  readonly code: string;
  /**
   * The special title to ask the catalog for. A special sold as a brand of its own (katrien-duck: katri) is that
   * brand's own catalog, so it asks for none.
   */
  readonly catalogSlug: string | undefined;
}

/**
 * The one place a page is mapped to its commercial brand (docs/rules/02-routes-and-layout.md: katrien-duck -> katri,
 * donald-duck-junior -> ddj).
 */
export function commercialBrand(
  shopBrandCode: string,
  brand: RoutableBrand,
  route: Pick<RouteEntry, 'special'>,
): CommercialBrand {
  if (route.special === undefined) return { code: shopBrandCode, catalogSlug: undefined };
  const code = specialProductBrandCode(shopBrandCode, brand, route.special);
  return code === shopBrandCode ? { code, catalogSlug: route.special } : { code, catalogSlug: undefined };
}

/**
 * Which 404 message a path gets on a brand's shop (docs/rules/02-routes-and-layout.md and docs/rules/08-errors.md): a
 * route validation failure (a specialProduct that fails its check on a route of that shape, /Foo_Bar or
 * /FOO/bestellen) is 'Page Not Found: {full path}'; a path no route matches (/foo, /foo_bar/x/y) is 'Page not found'.
 * `fullPath` is the visitor's path with its query, as they see it in the address bar.
 */
export function notFoundMessage(fullPath: string): string {
  const [pathname = ''] = fullPath.split(/[?#]/, 1);
  const shape = routeShape(pathname);
  return shape.kind === 'special' && checkSpecialProduct(shape.raw, shape.route).kind === 'invalid'
    ? NOT_FOUND_MESSAGES.invalidPath(fullPath)
    : NOT_FOUND_MESSAGES.unmatchedRoute;
}

/**
 * The one address of a brand's page typed in another case: a fixed route in any case (/BESTELLEN), and a special
 * product lowercased on the first dynamic route only (/Katrien-Duck, and /katrien-duck/BESTELLEN whose specialProduct
 * passes as typed). /KATRIEN-DUCK/bestellen fails its check (checkSpecialProduct), so it is a 404 with its path, as
 * notFoundMessage says, and no redirect. Undefined when the path is no such page, or already its address.
 */
export function specialProductRedirect(brand: RoutableBrand, pathname: string): string | undefined {
  const page = pageAddress(routeShape(pathname));
  if (page === undefined || page === pathname) return undefined;
  return routesFor(brand).some((route) => route.path === page) ? page : undefined;
}

/** The address of the page of a shape: undefined for none, or for a specialProduct that fails its check. */
function pageAddress(shape: RouteShape): string | undefined {
  if (shape.kind !== 'special') return shape.kind === 'fixed' ? shape.path : undefined;
  const check = checkSpecialProduct(shape.raw, shape.route);
  if (check.kind === 'invalid') return undefined;
  return shape.route === 'specialProduct' ? `/${check.slug}` : `/${check.slug}/bestellen`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The content story of a page, inside its brand's folder (one slug scheme, a brand folder with a shared
 * group folder as fallback): home for /, the special's own slug for a special product, else the route's name.
 */
export function storySlug(route: RouteEntry): string {
  if (route.name === 'index') return 'home';
  if (route.name === 'specialProduct') return route.special ?? route.name;
  if (route.name === 'specialProduct-bestellen') return `${route.special}-bestellen`;
  return route.name;
}

/** The group folder: stories a brand does not have of its own. */
export const GROUP_STORY_FOLDER = 'group';

/** Where a page's shop window sends the visitor to order: the special product's, the student or the main flow. */
export function orderPathFor(route: RouteEntry): string {
  if (route.special !== undefined) return `/${route.special}/bestellen`;
  if (route.name === 'studenten' || route.name === 'studenten-bestellen') return '/studenten/bestellen';
  return '/bestellen';
}
