import type { FrontOfficeHours } from '../../domain/business-hours.ts';
import type { Mid } from '../../domain/mid.ts';
import type { PhoneNumber } from '../../schemas/front-office.ts';
import { cached } from '../cache-policy.ts';
import type { Brand } from '../brands.ts';
import { frontOffice } from './index.ts';
import { catalogQuery, frontOfficeTitle } from './brand-query.ts';
import type { FrontOfficeCall } from './port.ts';

/*
 * The front office's answers that are the same for every visitor with the same brand and mid, kept in Next's data
 * cache, each for the lifetime its table entry sets (site/cache-policy.ts). Personal answers (a lead, the visitor's
 * country, an order) are never kept here.
 *
 * Every call carries the headers of docs/rules/07-calls.md as the render that asks has them (`call`: its active mid
 * and its current path), while the key holds only what the answer varies by (docs/adr/0038): the mid of the catalog
 * (its X-Mid-Token) and of a phone number (its query), never a path. An entry is filled by the first render that
 * asks, with that render's headers; the renders after it get the answer no other path or mid could have changed.
 * The mids in the keys are bounded by the callers: a shared page's key holds a mid the front office knows, or the
 * default (domain/page-key.ts), and so does a visitor's phone number (site/page/context.ts).
 */

/**
 * The catalog of `mid`, asked from `clientPath`: the answer varies by X-Mid-Token, so the mid is in the key and is the
 * one sent (the page's active mid, or the default offer's).
 */
export function catalog(brand: Brand, mid: Mid, group: string, special: string | undefined, clientPath: string) {
  return cached(['catalog', brand.code, mid, group, special ?? ''], async () => {
    const answer = await frontOffice().catalog(catalogQuery(brand, group, special), { mid, clientPath });
    return answer.propositions;
  });
}

/**
 * Business hours are the same for every mid and path, so the answer is kept per brand, whoever asked first; with it
 * the instant it was given, since a page shows it long after (docs/adr/0017-business-hours-on-cached-pages.md).
 */
export function businessHours(brand: Brand, call: FrontOfficeCall): Promise<FrontOfficeHours> {
  return cached(['business-hours', brand.code], async () => {
    const answer = await frontOffice().businessHours(frontOfficeTitle(brand), brand.country, call);
    return { closures: answer.closures, word: { at: Date.now(), open: answer.isBusinessHour } };
  });
}

/** The customer-service number of the brand for `mid` (the query's mid: the key's), asked with the render's call. */
export function phoneNumber(brand: Brand, mid: Mid, call: FrontOfficeCall) {
  return cached(['phone-number', brand.code, mid], async () => {
    return (await frontOffice().phoneNumber({ mid, title: frontOfficeTitle(brand) }, call))?.number ?? null;
  });
}

/**
 * The business sites' number of the brand's country (docs/rules/09-constants-and-limits.md), kept as the other phone
 * number is: one per country whatever the mid, so kept per brand. The first item as the front office gave it, with
 * its type: the caller shows it only when it is typed 'business' (site/page/context.ts). Null when none.
 */
export function businessPhoneNumber(brand: Brand, call: FrontOfficeCall): Promise<PhoneNumber | null> {
  return cached(['phone-number', brand.code, 'business'], async () => {
    return (await frontOffice().phoneNumber({ title: frontOfficeTitle(brand), business: true }, call)) ?? null;
  });
}

/**
 * The target group of `call.mid` (docs/rules/03-entities.md), for a visitor's own page (shared pages have it in their
 * key).
 */
export function midData(call: FrontOfficeCall) {
  return cached(['mid-data', call.mid], async () => (await frontOffice().midData(call.mid, call)) ?? null);
}
