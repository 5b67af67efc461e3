import { BRANDS } from '../../../brands/generated/brands.ts';
import { HOSTS } from '../../../brands/generated/hosts.ts';
import { brandOfHost, DEFAULT_BRAND_CODE, type BrandDirectory } from '../../../domain/brand-resolution.ts';
import { brandHomeUrl, GROUP_SITE_URL } from '../../../domain/public-origin.ts';

const brandOf = (code: string) => (Object.hasOwn(BRANDS, code) ? BRANDS[code as keyof typeof BRANDS] : undefined);

/**
 * The brands and their hosts only: this module is loaded in the browser when the last-resort page shows, so it takes
 * none of site/brands.ts's other tables (logos, themes, routes) along.
 */
const DIRECTORY: BrandDirectory = { hosts: HOSTS, isBrandCode: (code) => brandOf(code) !== undefined };

/**
 * 'Naar home' of the brand whose shop a host is (docs/rules/02-routes-and-layout.md: the brand's domain, or the group
 * site), for the last-resort error page (site/app/global-error.tsx), which has no brand layout to tell it: the brand
 * of the host as site/routing/request-decision.ts finds it, the default brand for any other host.
 */
export function homeUrlOfHost(host: string): string {
  const brand = brandOf(brandOfHost(host, DIRECTORY)?.code ?? DEFAULT_BRAND_CODE);
  return brand ? brandHomeUrl(brand) : GROUP_SITE_URL;
}
