import type { Brand } from '../brands.ts';
import type { CatalogQuery } from './port.ts';

/** A brand as the front office names it where it asks for a title (hours, phone numbers, path checks, leads). */
export const frontOfficeTitle = (brand: Pick<Brand, 'code'>): string => brand.code.toUpperCase();

/** The catalog of a brand's offer in a catalog group, only a special title's when `special` names its slug. */
export function catalogQuery(brand: Brand, group: CatalogQuery['group'], special?: string): CatalogQuery {
  return {
    brandCode: brand.code,
    brandType: brand.type,
    countryCode: brand.country,
    group,
    ...(special ? { brandSlug: special } : {}),
  };
}
