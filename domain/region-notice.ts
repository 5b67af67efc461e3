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

/**
 * The brands whose visitors' country is asked for. Spec section 4 says 'Visitor data fetched only for brands don and
 * dat', but its own region-notice rule (section 8) needs the country on bdon and bdan too, and a Dutch visitor on the
 * Belgian Donald Duck shop expects the notice as much as a Belgian one on the Dutch shop: every brand with a
 * counterpart (issue 12).
 */
export const VISITOR_COUNTRY_BRANDS: readonly string[] = Object.keys(REGION_COUNTERPARTS);

/** Whether to ask the front office for the visitor's country. */
export function shouldFetchVisitorCountry(brandCode: string): boolean {
  return VISITOR_COUNTRY_BRANDS.includes(brandCode.toLowerCase());
}
