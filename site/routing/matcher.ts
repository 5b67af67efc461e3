import { FIXED_ROUTE_SEGMENTS } from '../../domain/routes.ts';
import { DRAFT_MODE_COOKIE, SHARED_KEY_COOKIE_NAMES, SHARED_KEY_QUERY_KEYS } from '../../domain/visitor-state.ts';
import { INTERNAL_REQUEST_HEADERS } from '../request/headers.ts';

type Condition = { readonly type: 'query' | 'cookie' | 'header'; readonly key: string; readonly value?: string };
export type MatcherEntry = string | { readonly source: string; readonly has: readonly Condition[] };

/** Every path but Next's assets, the health pages and the route handlers. */
const PAGES = '/((?!_next/|healthz(?:/|$)|api/).*)';

/**
 * Where the proxy must run, derived from the route table and the visitor-state lists: Next reads only a literal
 * `config.matcher` in site/proxy.ts, which tests/routing/proxy-matcher.test.ts keeps equal to this.
 * - a first segment that is no fixed route (special products, typos, unknown pages: redirects, the 404's path);
 * - an explicit brand code (outside production it chooses the brand, and may name none);
 * - what chooses a shared page's key (a query mid or group, a stored mid), the direct-mail flow (otag) and the
 *   visual editor's preview (its frame-ancestors header), on pages only;
 * - any of the site's internal request headers, on any path, so that a sender's copy is removed;
 * - a server action's POST, with JavaScript (its header) or without (a multipart form), on any path, so that a
 *   malformed one is refused with a 400 before Next decodes it (site/routing/action-guard.ts).
 */
export function proxyMatcher(): MatcherEntry[] {
  const fixed = FIXED_ROUTE_SEGMENTS.map((segment) => `${segment}(?:/|$)`).join('|');
  const onPages = (type: Condition['type']) => (key: string) => ({ source: PAGES, has: [{ type, key }] });
  return [
    `/((?!_next/|healthz(?:/|$)|api/|${fixed}).+)`,
    { source: '/:path*', has: [{ type: 'query', key: 'brandcode' }] },
    ...[...SHARED_KEY_QUERY_KEYS, 'otag', '_storyblok'].map(onPages('query')),
    ...[...SHARED_KEY_COOKIE_NAMES, DRAFT_MODE_COOKIE].map(onPages('cookie')),
    ...INTERNAL_REQUEST_HEADERS.map((key) => ({ source: '/:path*', has: [{ type: 'header' as const, key }] })),
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: '(?:multipart|MULTIPART|Multipart)/.*' }] },
  ];
}
