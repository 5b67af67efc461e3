import { isbot } from 'isbot';
import { NextRequest } from 'next/server';
import { isPageLoad } from './matcher.ts';

/**
 * A crawler (isbot, as for its 404 and the tag manager: docs/rules/06-roles.md) is never shown a page that depends on
 * a cookie: its page load goes on without the Cookie header, so it gets the page everyone without one gets (the
 * anonymous or shared page by its URL), never one a stored mid, a session, a promo or a draft cookie chose. The same
 * request for everyone else.
 */
export function crawlerRequest(request: NextRequest): NextRequest {
  if (!request.headers.has('cookie') || !isbot(request.headers.get('user-agent'))) return request;
  if (!isPageLoad(request)) return request;
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  return new NextRequest(request.url, { method: request.method, headers });
}
