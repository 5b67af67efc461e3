import { storySlug, type RouteEntry } from '../../domain/routes.ts';
import { sitemapEntries, sitemapXml } from '../../domain/seo/sitemap.ts';
import { BRAND_CODES, brandRoutes, BRANDS, isBrandCode } from '../brands.ts';
import { readPageStory } from '../content/index.ts';
import type { StoryResponse } from '../../schemas/story.ts';
import { pageSeoOf } from './page-metadata.ts';

/** The brands with a sitemap: those with a domain (a brand without one has no public address). */
export const sitemapParams = (): { brand: string }[] =>
  BRAND_CODES.filter((code) => BRANDS[code].domain !== '').map((brand) => ({ brand }));

/** A route of the brand and its published story (none, or none to be had). */
export interface RouteStory {
  readonly route: RouteEntry;
  readonly story: Pick<StoryResponse['story'], 'content' | 'published_at'> | undefined;
}

/**
 * The sitemap of a brand's routes and their stories: its indexable pages (domain/seo/sitemap.ts) but those whose
 * editor said noindex (blocks/page/schema.ts: no page for search, so not listed either), each with its story's last
 * publication.
 */
export function sitemapOf(brand: { readonly domain: string }, stories: readonly RouteStory[]): string {
  const listed = stories.filter(({ story }) => pageSeoOf(story?.content).noindex !== true);
  const published = new Map(listed.map(({ route, story }) => [route.path, story?.published_at]));
  return sitemapXml(
    sitemapEntries(
      brand,
      listed.map(({ route }) => route),
      (route) => published.get(route.path),
    ),
  );
}

/**
 * A brand's sitemap.xml (sitemapOf). Read through the content port's kept listings, so the content webhook's tags
 * render it again; while content cannot be reached a page is listed without its date. Undefined for no brand with a
 * domain.
 */
export async function brandSitemap(code: string): Promise<string | undefined> {
  if (!isBrandCode(code) || BRANDS[code].domain === '') return undefined;
  const stories = await Promise.all(
    brandRoutes(code).map(async (route): Promise<RouteStory> => {
      const read = await readPageStory(code, storySlug(route));
      return { route, story: read === 'unavailable' ? undefined : read?.story };
    }),
  );
  return sitemapOf(BRANDS[code], stories);
}
