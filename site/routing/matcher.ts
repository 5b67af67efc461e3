import { INTERNAL_REQUEST_HEADERS } from '../request/headers.ts';

type Condition = { readonly type: 'query' | 'cookie' | 'header'; readonly key: string; readonly value?: string };
export type MatcherEntry = string | { readonly source: string; readonly has: readonly Condition[] };

/** Every path but Next's assets, the health pages, /metrics, the route handlers and the repository's images. */
const PAGES = '/((?!_next/|healthz(?:/|$)|metrics(?:/|$)|api/|assets/).*)';
const PAGE_PATH = new RegExp(`^${PAGES}$`);

/** Whether a path is one of the pages, which the proxy routes; every other path is Next's own route. */
export const isPagePath = (pathname: string): boolean => PAGE_PATH.test(pathname);

/** Whether a request is a page load (GET or HEAD), not a form's POST: the one place this is told. */
export const isPageLoad = (request: Pick<Request, 'method'>): boolean =>
  request.method === 'GET' || request.method === 'HEAD';

/**
 * Where the proxy must run; Next reads only a literal `config.matcher` in site/proxy.ts, which
 * tests/site/routing/proxy-matcher.test.ts keeps equal to this.
 * - every page path, the home page and the fixed routes included: the path-check lookup may move or retire any page
 *   (docs/adr/0020-path-check-for-every-path.md), and the same run handles special products, typos and unknown pages
 *   (the 404's path, a crawler's plain 404), what chooses a shared page's key, the direct-mail flow and the visual
 *   editor's preview, and the internal route every page is rendered at;
 * - any of the site's internal request headers, on any path, so that a sender's copy is removed;
 * - a server action's POST, with JavaScript (its header) or without (a multipart form), on any path, so that a
 *   malformed one is refused with a 400 before Next decodes it (site/routing/action-guard.ts).
 */
export function proxyMatcher(): MatcherEntry[] {
  return [
    PAGES,
    ...INTERNAL_REQUEST_HEADERS.map((key) => ({ source: '/:path*', has: [{ type: 'header' as const, key }] })),
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'content-type', value: '(?:multipart|MULTIPART|Multipart)/.*' }],
    },
  ];
}
