import type { Country } from '../schemas/brand.ts';
import { LOCAL_HOST_SUFFIX, type AppEnv } from './brand-resolution.ts';

/**
 * docs/rules/08-errors.md: a visitor from Belgium on don or dat, or from the Netherlands on bdon or bdan, is pointed to
 * the other country's shop. Each brand here names the visitor country that triggers the notice and the shop to link to.
 */
export const REGION_COUNTERPARTS: Readonly<
  Record<string, { readonly visitorCountry: Country; readonly otherBrandCode: string }>
> = {
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
 * The brands whose visitors' country is asked for. docs/rules/04-states-and-flows.md says 'Visitor data fetched only
 * for brands don and dat', but its own region-notice rule (docs/rules/08-errors.md) needs the country on bdon and bdan
 * too, and a Dutch visitor on the Belgian Donald Duck shop expects the notice as much as a Belgian one on the Dutch
 * shop: every brand with a counterpart.
 */
export const VISITOR_COUNTRY_BRANDS: readonly string[] = Object.keys(REGION_COUNTERPARTS);

/** Whether to ask the front office for the visitor's country. */
export function shouldFetchVisitorCountry(brandCode: string): boolean {
  return VISITOR_COUNTRY_BRANDS.includes(brandCode.toLowerCase());
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

export interface ShopRequest {
  /** The Host header of the visitor's request, possibly with a port. */
  readonly host: string | undefined;
  readonly appEnv: AppEnv;
}

/**
 * Where the notice's link leads: the other brand's shop, as this request can reach it. On a `*.localhost` host
 * (local runs, browser tests) the brand's own local host on the same port; else its domain. A brand without a domain
 * (bdan, dat) is addressed the way the registry addresses it, by the `brandcode` query on this host, which works
 * outside production only (docs/rules/02-routes-and-layout.md); in production, where it has no shop of its own, the
 * group site.
 */
export function otherShopUrl(
  brand: { readonly code: string; readonly domain: string },
  request: ShopRequest,
  groupSiteUrl: string,
): string {
  const local = request.host ? /^(?:[^.]+\.)*localhost(:\d+)?$/i.exec(request.host) : null;
  if (local) return `http://${brand.code}.${LOCAL_HOST_SUFFIX}${local[1] ?? ''}/`;
  if (brand.domain) return `https://${brand.domain}/`;
  // Protocol-relative: the link keeps the scheme this host was reached with. Only a plain host name goes in a link.
  if (request.host && HOST.test(request.host) && request.appEnv !== 'production')
    return `//${request.host}/?${new URLSearchParams({ brandcode: brand.code })}`;
  return `${groupSiteUrl}/`;
}
