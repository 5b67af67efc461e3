import type { Country } from '../schemas/brand.ts';

/**
 * spec section 8: a visitor from Belgium on don or dat, or from the Netherlands on bdon or bdan, is pointed to the
 * other country's shop. Each brand here names the visitor country that triggers the notice and the shop to link to.
 */
export const REGION_COUNTERPARTS: Readonly<Record<string, { readonly visitorCountry: Country; readonly otherBrandCode: string }>> = {
  don: { visitorCountry: 'be', otherBrandCode: 'bdon' },
  dat: { visitorCountry: 'be', otherBrandCode: 'bdan' },
  bdon: { visitorCountry: 'nl', otherBrandCode: 'don' },
  bdan: { visitorCountry: 'nl', otherBrandCode: 'dat' },
};

export type RegionNotice = { readonly kind: 'notice'; readonly otherBrandCode: string } | { readonly kind: 'none' };

/** The notice for a brand and a visitor country (as the front office reports it, any case); none when unknown. */
export function regionNotice(brandCode: string, visitorCountry: string | undefined): RegionNotice {
  const counterpart = REGION_COUNTERPARTS[brandCode.toLowerCase()];
  if (!counterpart || visitorCountry?.trim().toLowerCase() !== counterpart.visitorCountry) return { kind: 'none' };
  return { kind: 'notice', otherBrandCode: counterpart.otherBrandCode };
}

/** spec section 4: 'Visitor data fetched only for brands don and dat.' */
export const VISITOR_COUNTRY_BRANDS: readonly string[] = ['don', 'dat'];

/**
 * Whether to ask the front office for the visitor's country. The spec fetches it for don and dat only, and the issue
 * repeats that; we follow it literally. Consequence: the bdon/bdan half of the notice rule never fires in the shop
 * (no country is known there); regionNotice still implements it, so adding bdon and bdan to VISITOR_COUNTRY_BRANDS
 * is the whole change should the product owner want it.
 */
export function shouldFetchVisitorCountry(brandCode: string): boolean {
  return VISITOR_COUNTRY_BRANDS.includes(brandCode.toLowerCase());
}
