import { NextResponse } from 'next/server';
import { productionOrigin } from '../../domain/seo/canonical.ts';
import { robotsTxt, ROBOTS_PATH, SITEMAP_PATH } from '../../domain/seo/robots.ts';
import { INTERNAL } from '../../domain/routes.ts';
import { SHARED_PAGE_CACHE_CONTROL } from '../cache-policy.ts';
import type { Brand } from '../brands.ts';
import type { PageRoute } from './page-route.ts';

/*
 * The two files crawlers ask every host for (docs/rules/06-roles.md): robots.txt, decided here for the host and the
 * server's environment, and sitemap.xml, rendered and kept like a shared page (site/app/pages/[brand]/sitemap.xml).
 * Both are kept by nginx as a page is, for as long (site/cache-policy.ts 'shared-page-http'); the sitemap is
 * rendered again when its brand's content is published (the content tags of site/content/index.ts).
 */

/**
 * robots.txt: production's lets crawlers in and names the sitemap of the host's brand (its main domain's, where every
 * canonical address is); a host that is no brand's own (the group's default brand, a brand without a domain) and
 * every environment but production keep them out.
 */
export function robotsResponse(brand: Brand | undefined, byHost: boolean, production: boolean): NextResponse {
  const origin = brand && byHost ? productionOrigin(brand) : undefined;
  return new NextResponse(robotsTxt({ production, origin }), {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': SHARED_PAGE_CACHE_CONTROL },
  });
}

/** The internal route of a brand's sitemap; undefined for a brand without a domain, whose sitemap is the 404. */
export function sitemapRoute(brand: Brand): PageRoute | undefined {
  if (!brand.domain) return undefined;
  return {
    path: `/${INTERNAL.pages}/${brand.code}${SITEMAP_PATH}`,
    segment: undefined,
    cacheControl: SHARED_PAGE_CACHE_CONTROL,
    kind: undefined,
    visitorMid: undefined,
  };
}

export { ROBOTS_PATH, SITEMAP_PATH };
