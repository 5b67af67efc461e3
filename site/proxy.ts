import { NextResponse, type NextRequest } from 'next/server';
import { decideRequest, type RequestHeaderChanges } from './routing/request-decision.ts';

/**
 * Runs for every page path (see `config`), since the path-check lookup's redirects may move any page, the home page
 * included (docs/adr/0020-path-check-for-every-path.md), and on the app's own routes for what a sender may have put
 * in a request. Decide, then apply: the decision (site/routing/request-decision.ts) is data, everything done to the
 * request and its answer; this applies it as Next's proxy does (nginx's decision service applies the same data).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const decision = await decideRequest(request);
  if (decision.kind === 'answer') return decision.response;
  const headers = changed(request.headers, decision.requestHeaders);
  if (decision.kind === 'pass') return NextResponse.next({ request: { headers } });
  // The page is rendered at the route decided for it (site/routing/internal-route.ts); the visitor's address stays.
  const response = NextResponse.rewrite(new URL(decision.rewrite, request.url), { request: { headers } });
  for (const [name, value] of Object.entries(decision.answerHeaders)) response.headers.set(name, value);
  // Through Next's cookie jar: the render's cookies() sees what the proxy set.
  for (const cookie of decision.cookies) response.cookies.set(cookie);
  return response;
}

function changed(received: Headers, changes: RequestHeaderChanges): Headers {
  const headers = new Headers(received);
  for (const name of changes.remove) headers.delete(name);
  for (const [name, value] of Object.entries(changes.set)) headers.set(name, value);
  return headers;
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
