import { unstable_cache } from 'next/cache';

/*
 * Every cache tag and lifetime of the site, in one place (docs/adr/0007). Data that is the same for every visitor is
 * kept in Next's data cache through `cached`, tagged so that the content webhook and a catalog change revalidate
 * exactly what they affect; pages built from it are kept in Next's page cache with the same tags.
 */

/** Seconds each kind of shared data is kept before it is fetched again in the background. */
export const CACHE_SECONDS = {
  /** The page cache: a shared page is regenerated at most once a minute (app/pages/[brand]/[key] keeps it as a literal). */
  page: 60,
  /** Catalogs and target groups: the same for every visitor of a brand, mid and group. */
  catalog: 300,
  /** Business hours change on the hour: a minute of staleness at most. */
  businessHours: 60,
  /** Phone numbers change rarely. */
  phoneNumber: 3600,
} as const;

/** Content: one tag per story folder (a brand's, or the group's); a page carries the tags of the folders it read. */
export const contentTag = (folder: string) => `content:${folder}`;

/** The front office's data of a brand (catalog, business hours, phone numbers). */
export const frontOfficeTag = (brandCode: string) => `front-office:${brandCode}`;

/** A shared page whose URL alone decides it: any shared cache (nginx, a CDN) may keep it as long as Next does. */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${CACHE_SECONDS.page}, stale-while-revalidate=300`;

/** A visitor's own answer: never kept by anyone but the visitor's browser for this one view. */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** Shared data from `load`, kept under `key` in Next's data cache with the given tags and lifetime. */
export function cached<T>(key: readonly string[], options: { readonly tags?: readonly string[]; readonly seconds?: number }, load: () => Promise<T>): Promise<T> {
  // Next keys an entry by the loader's source text as well as by `key`, and that text differs between bundles (a
  // page's, a route handler's): named by `key` alone, an entry a page kept is the one the content webhook reads.
  const loader = Object.assign(() => load(), { toString: () => 'cached' });
  return unstable_cache(loader, [...key], { tags: options.tags && [...options.tags], revalidate: options.seconds })();
}
