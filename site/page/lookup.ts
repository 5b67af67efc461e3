import { notFound } from 'next/navigation';
import { chromeOf } from '../../domain/page-key.ts';
import type { RouteEntry } from '../../domain/routes.ts';
import { PER_VISITOR_BRANDS, PER_VISITOR_ROUTES } from '../../domain/visitor-state.ts';
import { BRAND_CODES, brandRoutes, type Brand, type BrandCode } from '../brands.ts';
import { brandOfParam } from '../request/brand-param.ts';

export type Found = { readonly brand: Brand; readonly route: RouteEntry };

/**
 * The page of a brand by its path: the one lookup of both routes (the shared `app/pages/[brand]/[key]` and the
 * visitor's `app/pages/[brand]/visit/[chrome]`). The proxy routes only a brand's own pages here
 * (site/routing/page-route.ts); an internal path typed by hand is the one other way in.
 */
export function routeByPath(code: string, path: readonly string[] | undefined): Found {
  let pathname: string;
  try {
    pathname = `/${(path ?? []).map(decodeURIComponent).join('/')}`;
  } catch {
    notFound();
  }
  const brand = brandOfParam(code);
  const route = brandRoutes(brand.code).find((entry) => entry.path === pathname);
  // Next's rewrites match paths without regard to case, so a page typed in capitals can arrive here: a 404, not a
  // crash.
  if (!route) notFound();
  return { brand, route };
}

/** Every shared page's prerendered (anonymous) params: each brand's pages that are not a visitor's own. */
export function sharedPageParams(): { brand: BrandCode; key: string; path: string[] }[] {
  return BRAND_CODES.filter((code) => !PER_VISITOR_BRANDS.includes(code)).flatMap((brand) =>
    brandRoutes(brand)
      .filter((route) => !PER_VISITOR_ROUTES.includes(route.name))
      .map((route) => ({ brand, key: chromeOf(route), path: route.path.split('/').filter(Boolean) })),
  );
}
