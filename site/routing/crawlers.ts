import { isbot } from 'isbot';
import { NextRequest, NextResponse } from 'next/server';
import { productionOrigin } from '../../domain/seo/canonical.ts';
import { robotsTxt, ROBOTS_PATH, SITEMAP_PATH } from '../../domain/seo/robots.ts';
import { INTERNAL, NOT_FOUND_MESSAGES, notFoundMessage } from '../../domain/routes.ts';
import { PERSONAL_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from '../cache-policy.ts';
import type { Brand } from '../brands.ts';
import type { Visit } from '../visitor/visit.ts';
import { isPageLoad } from './matcher.ts';
import type { PageRoute } from './page-route.ts';
import { APP_ROUTES } from './path-check.ts';

/*
 * What a request decides for crawlers (isbot, as for the tag manager: docs/rules/06-roles.md): the two files they ask
 * every host for, a page load without its cookies, and a 404 without an error page.
 */

/**
 * A crawler is never shown a page that depends on a cookie: its page load goes on without the Cookie header, so it
 * gets the page everyone without one gets (the anonymous or shared page by its URL), never one a stored mid, a
 * session, a promo or a draft cookie chose. The same request for everyone else.
 */
export function crawlerRequest(request: NextRequest): NextRequest {
  if (!request.headers.has('cookie') || !isbot(request.headers.get('user-agent'))) return request;
  if (!isPageLoad(request)) return request;
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  return new NextRequest(request.url, { method: request.method, headers });
}

/*
 * robots.txt is decided here for the host and the server's environment; sitemap.xml is rendered and kept like a shared
 * page (site/app/pages/[brand]/sitemap.xml). Both are kept by nginx as a page is, for as long (site/cache-policy.ts
 * 'shared-page-http'); the sitemap is rendered again when its brand's content is published (the content tags of
 * site/content/index.ts).
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

/**
 * docs/rules/06-roles.md: 'Crawlers (by user agent) get no error page'. A crawler asking for a path that is none of the
 * brand's pages gets the 404 status with one line of plain text: the spec's message, no brand chrome, no scripts. A
 * person gets the branded page (site/app/global-not-found.tsx). Never kept by a shared cache: the same address answers
 * a person otherwise. Undefined for a page, an app route or a person.
 */
export function crawlerNotFoundResponse(visit: Visit): NextResponse | undefined {
  if (visit.route || APP_ROUTES.test(visit.path)) return undefined;
  return crawlerNotFound(visit.userAgent, notFoundMessage(visit.clientPath));
}

/**
 * The same for a request no brand can be derived for (outside production, a brandcode query that names no brand:
 * docs/rules/01-product-and-brands.md), whose 404 is 'Page Not Found' on any path. Undefined for a person.
 */
export function crawlerMissingBrandResponse(userAgent: string | null | undefined): NextResponse | undefined {
  return crawlerNotFound(userAgent, NOT_FOUND_MESSAGES.missingBrand);
}

function crawlerNotFound(userAgent: string | null | undefined, message: string): NextResponse | undefined {
  if (!isbot(userAgent)) return undefined;
  return new NextResponse(`404 ${message}\n`, {
    status: 404,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': PERSONAL_CACHE_CONTROL,
      'x-robots-tag': 'noindex',
    },
  });
}
