import type { FrontOfficeHours } from '../../domain/business-hours.ts';
import type { Mid } from '../../domain/mid.ts';
import { cached } from '../cache-policy.ts';
import type { Brand } from '../brands.ts';
import { env } from '../env.ts';
import { frontOffice } from './index.ts';
import { catalogQuery, frontOfficeTitle } from './brand-query.ts';

/*
 * The front office's answers that are the same for every visitor with the same brand and mid, kept in Next's data
 * cache, each for the lifetime its table entry sets (site/cache-policy.ts). Personal answers (a lead, the visitor's
 * country, an order) are never kept here.
 *
 * X-Mid-Token and X-Client-Path go with every call (docs/rules/07-calls.md), and a cached call sends what its cache key
 * holds: the mid when the answer depends on it (catalog, phone number, mid data; the mid is in the key), and '/' as
 * X-Client-Path, since one answer serves every path of the brand. Sending the first visitor's path instead would
 * tell the front office a path that the next thousand visitors of that answer were never on, and keying by path
 * would fetch the same catalog once per page. So X-Client-Path on a shared call means 'for the whole shop'.
 */

/** X-Client-Path of an answer shared by every path of the brand. */
export const SHARED_CLIENT_PATH = '/';

export function catalog(brand: Brand, mid: Mid, group: string, special: string | undefined) {
  return cached(['catalog', brand.code, mid, group, special ?? ''], async () => {
    const answer = await frontOffice().catalog(catalogQuery(brand, group, special), {
      mid,
      clientPath: SHARED_CLIENT_PATH,
    });
    return answer.propositions;
  });
}

/**
 * Business hours are the same for every mid, so the answer is kept per brand and fetched with the configured default
 * mid; with it the instant it was given, since a page shows it long after
 * (docs/adr/0017-business-hours-on-cached-pages.md).
 */
export function businessHours(brand: Brand): Promise<FrontOfficeHours> {
  return cached(['business-hours', brand.code], async () => {
    const answer = await frontOffice().businessHours(frontOfficeTitle(brand), brand.country, {
      mid: env.DEFAULT_MID,
      clientPath: SHARED_CLIENT_PATH,
    });
    return { closures: answer.closures, word: { at: Date.now(), open: answer.isBusinessHour } };
  });
}

export function phoneNumber(brand: Brand, mid: Mid) {
  return cached(['phone-number', brand.code, mid], async () => {
    return (
      (await frontOffice().phoneNumber(
        { mid, title: frontOfficeTitle(brand) },
        { mid, clientPath: SHARED_CLIENT_PATH },
      )) ?? null
    );
  });
}

/**
 * The business sites' number of the brand's country (docs/rules/09-constants-and-limits.md), kept as the other phone
 * number is. One per country, whatever the mid: kept per brand (no mid is 'business') and asked with the configured
 * default mid, as business hours are.
 */
export function businessPhoneNumber(brand: Brand) {
  return cached(['phone-number', brand.code, 'business'], async () => {
    return (
      (await frontOffice().phoneNumber(
        { title: frontOfficeTitle(brand), business: true },
        { mid: env.DEFAULT_MID, clientPath: SHARED_CLIENT_PATH },
      )) ?? null
    );
  });
}

/** A mid's target group (docs/rules/03-entities.md), for a visitor's own page (shared pages have it in their key). */
export function midData(mid: Mid) {
  return cached(
    ['mid-data', mid],
    async () => (await frontOffice().midData(mid, { mid, clientPath: SHARED_CLIENT_PATH })) ?? null,
  );
}
