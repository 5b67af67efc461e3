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
export const FIXED_ROUTE_SEGMENTS: readonly string[] = [
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

/**
 * docs/rules/02-routes-and-layout.md: the first dynamic route lowercases specialProduct, then it must be [a-z0-9-]+.
 */
export function checkSpecialProduct(raw: string): SpecialProductCheck {
  const slug = safeDecode(raw).toLowerCase();
  return SPECIAL_PRODUCT_SLUG.test(slug) ? { kind: 'valid', slug } : { kind: 'invalid' };
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
 * Which 404 message a path gets on a brand's shop (docs/rules/02-routes-and-layout.md and docs/rules/08-errors.md).
 * `fullPath` is the visitor's path with its query, as they see it in the address bar.
 */
export function notFoundMessage(fullPath: string): string {
  const [pathname] = fullPath.split(/[?#]/, 1);
  const first = (pathname ?? '').split('/').filter(Boolean)[0];
  const isFixed = first !== undefined && RESERVED_SLUGS.includes(first);
  if (first !== undefined && !isFixed && checkSpecialProduct(first).kind === 'invalid') {
    return NOT_FOUND_MESSAGES.invalidPath(fullPath);
  }
  return NOT_FOUND_MESSAGES.unmatchedRoute;
}

/**
 * docs/rules/02-routes-and-layout.md lowercases the first dynamic route: a special product typed in another case
 * (/Katrien-Duck, /PUZZEL/bestellen) redirects to its one lowercase address. Undefined when the path is no such page.
 */
export function specialProductRedirect(brand: RoutableBrand, pathname: string): string | undefined {
  const [first, ...rest] = pathname.split('/').slice(1);
  if (first === undefined) return undefined;
  const check = checkSpecialProduct(first);
  if (check.kind !== 'valid' || (check.slug === first && rest.join('/') === rest.join('/').toLowerCase()))
    return undefined;
  // The whole path in lowercase when that is the page (a special's order page typed in capitals too).
  const path = `/${[check.slug, ...rest].join('/')}`;
  const routes = routesFor(brand);
  return [path, path.toLowerCase()].find((candidate) => routes.some((route) => route.path === candidate));
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
