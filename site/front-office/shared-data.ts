import type { Mid } from '../../domain/mid.ts';
import { cached, CACHE_SECONDS, frontOfficeTag } from '../cache-policy.ts';
import type { Brand } from '../brands.ts';
import { frontOffice } from './index.ts';

/*
 * The front office's answers that are the same for every visitor with the same brand and mid, kept in Next's data
 * cache (site/cache-policy.ts). Personal answers (a lead, the visitor's country, an order) are never kept here.
 */

const title = (brand: Brand) => brand.code.toUpperCase();

export function catalog(brand: Brand, mid: Mid, group: string, special: string | undefined) {
  return cached(['catalog', brand.code, mid, group, special ?? ''], { tags: [frontOfficeTag(brand.code)], seconds: CACHE_SECONDS.catalog }, async () => {
    const answer = await frontOffice().catalog(
      { brandCode: brand.code, brandType: brand.type, countryCode: brand.country, group, ...(special ? { brandSlug: special } : {}) },
      { mid },
    );
    return answer.propositions;
  });
}

export function businessHours(brand: Brand) {
  return cached(['business-hours', brand.code], { tags: [frontOfficeTag(brand.code)], seconds: CACHE_SECONDS.businessHours }, () =>
    frontOffice().businessHours(title(brand), brand.country, {}),
  );
}

export function phoneNumber(brand: Brand, mid: Mid) {
  return cached(['phone-number', brand.code, mid], { tags: [frontOfficeTag(brand.code)], seconds: CACHE_SECONDS.phoneNumber }, async () => {
    return (await frontOffice().phoneNumber({ mid, title: title(brand) }, { mid })) ?? null;
  });
}

/** A mid's target group (spec section 3), for a visitor's own page (shared pages have it in their key). */
export function midData(mid: Mid) {
  return cached(['mid-data', mid], { seconds: CACHE_SECONDS.catalog }, async () => (await frontOffice().midData(mid, { mid })) ?? null);
}
