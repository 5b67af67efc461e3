import { storySlug } from '../../domain/routes.ts';
import { sitemapEntries, sitemapXml } from '../../domain/seo/sitemap.ts';
import { BRAND_CODES, brandRoutes, BRANDS, isBrandCode } from '../brands.ts';
import { readPageStory } from '../content/index.ts';

/** The brands with a sitemap: those with a domain (a brand without one has no public address). */
export const sitemapParams = (): { brand: string }[] =>
  BRAND_CODES.filter((code) => BRANDS[code].domain !== '').map((brand) => ({ brand }));

/**
 * A brand's sitemap.xml: its indexable pages (domain/seo/sitemap.ts), each with its story's last publication. Read
 * through the content port's kept listings, so the content webhook's tags render it again; while content cannot be
 * reached a page is listed without its date. Undefined for no brand with a domain.
 */
export async function brandSitemap(code: string): Promise<string | undefined> {
  if (!isBrandCode(code) || BRANDS[code].domain === '') return undefined;
  const routes = brandRoutes(code);
  const published = new Map(
    await Promise.all(
      routes.map(async (route) => {
        const story = await readPageStory(code, storySlug(route));
        const at = story === 'unavailable' || story === undefined ? undefined : story.story.published_at;
        return [route.path, at] as const;
      }),
    ),
  );
  return sitemapXml(sitemapEntries(BRANDS[code], routes, (route) => published.get(route.path)));
}
