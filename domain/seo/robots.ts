/*
 * robots.txt per host and environment: production lets crawlers in and names the host's sitemap; every other
 * environment (acceptance, test, local) keeps them out, and every answer there says noindex as well
 * (site/security-headers.mjs crawlerHeaders), since a URL that is disallowed can still be listed from a link.
 */

/** The path of the sitemap on every brand's host. */
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** The route handlers and Next's requests of a page's data: no page of the shop, nothing to keep. */
const NEVER_CRAWLED = ['/api/'];

export interface RobotsRequest {
  readonly production: boolean;
  /** The production origin of the host's brand (domain/seo/canonical.ts); undefined when it has no domain. */
  readonly origin: string | undefined;
}

/** The robots.txt of a host, as text with a final newline. */
export function robotsTxt({ production, origin }: RobotsRequest): string {
  if (!production || origin === undefined) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return [
    'User-agent: *',
    'Allow: /',
    ...NEVER_CRAWLED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
