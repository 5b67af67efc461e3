import type { BrandDirectory } from '../domain/brand-resolution.ts';
import { commercialBrand, type RouteEntry, type RouteName } from '../domain/routes.ts';
import { BRANDS, type BrandCode } from '../brands/generated/brands.ts';
import { HOSTS } from '../brands/generated/hosts.ts';
import { LOGOS } from '../brands/generated/logos.ts';
import { ROUTES } from '../brands/generated/routes.ts';
import { THEMES } from '../brands/generated/themes.ts';

export { BRANDS } from '../brands/generated/brands.ts';
export type { BrandCode } from '../brands/generated/brands.ts';
export type Brand = (typeof BRANDS)[BrandCode];

export const BRAND_CODES = Object.keys(BRANDS) as BrandCode[];

export function isBrandCode(code: string): code is BrandCode {
  return Object.hasOwn(BRANDS, code);
}

export const BRAND_DIRECTORY: BrandDirectory = { hosts: HOSTS, isBrandCode };

export const brandTheme = (code: BrandCode) => THEMES[code];
export const brandLogo = (code: BrandCode) => LOGOS[code];
export const brandRoutes = (code: BrandCode): readonly RouteEntry[] => ROUTES[code];

/** The brand's page for a route, or undefined when the brand does not have it. */
export function findRoute(
  code: string,
  name: RouteName,
  special?: string,
): { brand: Brand; route: RouteEntry } | undefined {
  if (!isBrandCode(code)) return undefined;
  const route = brandRoutes(code).find((entry) => entry.name === name && entry.special === special);
  return route ? { brand: BRANDS[code], route } : undefined;
}

export function getBrand(code: string): Brand | undefined {
  return isBrandCode(code) ? BRANDS[code] : undefined;
}

/**
 * Who sells on a brand's page (domain/routes.ts commercialBrand), as its registry entry: katri on don's /katrien-duck.
 */
export interface Seller {
  readonly brand: Brand;
  readonly catalogSlug: string | undefined;
}

export function sellerOf(brand: Brand, route: Pick<RouteEntry, 'special'>): Seller {
  const { code, catalogSlug } = commercialBrand(brand.code, brand, route);
  return { brand: getBrand(code) ?? brand, catalogSlug };
}

/** The name of a special edition the brand sells, by its slug (the slug itself when unknown). */
export function specialName(brand: Brand, slug: string): string {
  return brand.specials.find((special) => special.slug === slug)?.name ?? slug;
}
