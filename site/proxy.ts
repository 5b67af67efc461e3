import { NextResponse, type NextRequest } from 'next/server';
import { env } from './env.ts';
import { DRAFT_COOKIE_NAMES, VISITOR_COOKIES } from '../domain/visitor-state.ts';
import { EDITOR_ORIGINS, isSignedEditorRequest } from './content/editor.ts';
import { contentSecurityPolicy } from './security-headers.mjs';
import { IMAGE_CDN_HOSTS } from '../blocks/shared/image-config.mjs';
import { storeQueryMid } from './routing/direct-mail.ts';
import { decideRequest } from './routing/request-decision.ts';
import { crawlerRequest } from './routing/crawler-request.ts';
import { setPageMidCookie } from './routing/page-route.ts';
import { experimentsHeaderValue, NO_EXPERIMENTS } from './experiments/header.ts';
import {
  EXPERIMENTS_HEADER,
  INTERNAL_REQUEST_HEADERS,
  PAGE_KIND_HEADER,
  VISITOR_PATH_HEADER,
} from './request/headers.ts';
import { cookieHeaderWithout } from './request/cookies.ts';
import { openDraftCookie } from './visitor/draft-cookie.ts';
import { deadlineShares, withDeadline } from './upstream/resilience.ts';

/**
 * Runs for every page path (see `config`), since the path-check lookup's redirects may move any page, the home page
 * included (docs/adr/0020-path-check-for-every-path.md; its answers kept in memory, so a page costs no front-office
 * call); on the app's own routes only for what a sender may have put in a request. Here: a crawler's request without
 * its cookies (site/routing/crawler-request.ts), robots.txt and the sitemap, the lowercase redirect of a
 * special product, the path-check lookup's redirects, a crawler's plain 404, the visitor's path for the 404 page, the
 * direct-mail flows (otag), storing a query mid (and telling a shared page the visitor's mid when its key holds
 * another), the experiment decisions of a visitor with a campaign mid (query or stored: the only requests that can have
 * an experiment client, docs/rules/04-states-and-flows.md), the key of a shared page with a campaign or a catalog group
 * (docs/adr/0007), the internal route every page is rendered at (docs/adr/0030), and removing the site's internal
 * request headers from whatever arrives.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  // The proxy's front-office calls (the path check, a campaign's mid data) get their share of the request's deadline,
  // all together; the render has the rest (site/upstream/resilience.ts).
  return withDeadline(deadlineShares(env.PAGE_DEADLINE_MS).proxyMs, () => routeRequest(request));
}

async function routeRequest(received: NextRequest): Promise<NextResponse> {
  const request = crawlerRequest(received);
  const decision = await decideRequest(request);
  if (decision.kind === 'answer') return decision.response;
  const headers = new Headers(request.headers);
  // The site's own request headers are the proxy's to set: whatever a sender put there never reaches a page.
  for (const name of INTERNAL_REQUEST_HEADERS) headers.delete(name);
  if (decision.kind === 'pass') return NextResponse.next({ request: { headers } });
  const { visit, experiments, route } = decision;
  const { pathname, search } = request.nextUrl;
  // Draft mode only with the shop's sealed cookie of this environment: without it Next never sees its own draft
  // cookie (whose value is the same in every environment of a build), so a forged one bypasses no cache.
  const draft = visit ? visit.cookies.draft : await openDraftCookie(request.cookies.get(VISITOR_COOKIES.draft)?.value);
  const cookie = headers.get('cookie');
  if (!draft && cookie !== null && DRAFT_COOKIE_NAMES.some((name) => request.cookies.has(name))) {
    const kept = cookieHeaderWithout(cookie, DRAFT_COOKIE_NAMES);
    if (kept === undefined) headers.delete('cookie');
    else headers.set('cookie', kept);
  }
  headers.set(VISITOR_PATH_HEADER, `${pathname}${search}`);
  headers.set(EXPERIMENTS_HEADER, experimentsHeaderValue(experiments?.experiments ?? NO_EXPERIMENTS));
  // The page is rendered at the route decided for it (site/routing/internal-route.ts); the visitor's address stays.
  const response = NextResponse.rewrite(new URL(`${route.path}${search}`, request.url), { request: { headers } });
  if (route.cacheControl) response.headers.set('Cache-Control', route.cacheControl);
  // For /metrics: each request timed by its page's kind (site/scripts/peer-address.mjs reads this).
  if (route.kind) response.headers.set(PAGE_KIND_HEADER, route.kind);
  // Cookies are set on page loads only. A server action's POST carries the page's query (its mid), and a cookie set
  // on its answer makes Next refresh the whole page under the form the visitor is filling in.
  if (visit && (request.method === 'GET' || request.method === 'HEAD')) {
    experiments?.apply(response.cookies);
    storeQueryMid(visit, response);
    setPageMidCookie(visit, route, response.cookies);
  }
  setFrameAncestors(request, response, draft);
  return response;
}

/**
 * Storyblok's visual editor (on a run with the stand-in's space, the local editor stand-in too: docs/adr/0029) frames
 * the page in preview: allowed for a signed editor request or in draft mode (the shop's sealed draft cookie opened,
 * set only by the secret preview URL). This is the only place a page becomes frameable: every other answer gets the
 * policy that forbids framing, with X-Frame-Options, when it is written (site/scripts/request-guard.mjs), whatever
 * markers the request carries.
 */
function setFrameAncestors(request: NextRequest, response: NextResponse, draft: boolean): void {
  const query = request.nextUrl.searchParams;
  const preview = draft || (query.has('_storyblok') && isSignedEditorRequest(Object.fromEntries(query)));
  if (!preview) return;
  response.headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      frameAncestors: ["'self'", ...EDITOR_ORIGINS].join(' '),
      production: env.APP_ENV === 'production',
      imageHosts: IMAGE_CDN_HOSTS,
    }),
  );
}

// Next reads only a literal here: it is site/routing/matcher.ts's proxyMatcher(), derived from the route table and the
// visitor-state lists, and tests/site/routing/proxy-matcher.test.ts fails (printing the literal to paste) when they
// differ.
export const config = {
  matcher: [
    '/((?!_next/|healthz(?:/|$)|metrics(?:/|$)|api/|assets/).*)',
    { source: '/:path*', has: [{ type: 'header', key: 'x-shop-visitor-path' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-shop-experiments' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-shop-front-decision' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'content-type', value: '(?:multipart|MULTIPART|Multipart)/.*' }],
    },
  ],
};
