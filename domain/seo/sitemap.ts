import type { RouteEntry } from '../routes.ts';
import { canonicalUrl } from './canonical.ts';
import { isIndexableRoute } from './indexing.ts';

/*
 * A brand's sitemap (https://www.sitemaps.org/protocol.html): exactly its indexable pages, each by its canonical
 * address, with the last publication of the story it is built from.
 */

export interface SitemapEntry {
  readonly loc: string;
  /** W3C datetime of the story's last publication; absent when the page has no published story of its own. */
  readonly lastmod?: string;
}

/**
 * The entries of a brand's sitemap: its routes (the generated allowlist, special products included) that are
 * indexable, in the allowlist's order. `publishedAt` gives a route's story's last publication (ISO), if any. Empty for
 * a brand without a domain: it has no sitemap.
 */
export function sitemapEntries(
  brand: { readonly domain: string },
  routes: readonly RouteEntry[],
  publishedAt: (route: RouteEntry) => string | null | undefined,
): SitemapEntry[] {
  return routes
    .filter((route) => isIndexableRoute(brand, route))
    .flatMap((route) => {
      const loc = canonicalUrl(brand, route.path);
      if (loc === undefined) return [];
      const lastmod = w3cDate(publishedAt(route));
      return [lastmod === undefined ? { loc } : { loc, lastmod }];
    });
}

/** A timestamp as the sitemap's W3C datetime (UTC, seconds); undefined for none or one that does not parse. */
function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  // Storyblok writes `2024-05-01T10:00:00.000Z`, its stand-in sometimes `2024-05-01 10:00`.
  const time = Date.parse(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** The sitemap's XML. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
