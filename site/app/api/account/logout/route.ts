import { NextResponse, type NextRequest } from 'next/server';
import { safeDestination } from '@/domain/promo-flow.ts';
import { endSessionUrl } from '@/site/account/oidc.ts';
import { logAccountFailure } from '@/site/account/responses.ts';
import { openSession, sessionCookieOptions } from '@/site/account/session.ts';
import { SESSION_COOKIE } from '@/site/account/state.ts';
import { onVisitorHost } from '@/site/request/host.ts';
import { forwardingResponse } from '@/site/routing/forwarding-page.ts';

/**
 * 'Uitloggen' (docs/rules/02-routes-and-layout.md), a POST from the account menu's form: a GET link would let any page
 * log a visitor out. The session ends here at once, then at the account service (its end-session endpoint with the ID
 * token as hint), which sends the visitor back to callback_url, a path of this site. When the account service cannot be
 * reached the visitor is logged out here and back on the page all the same.
 *
 * The visitor is forwarded by a Refresh header, not a redirect (site/routing/forwarding-page.ts): the account service
 * is another origin.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!fromThisSite(request))
    return new NextResponse('Uitloggen kan alleen vanaf de winkel zelf.', {
      status: 403,
      headers: { 'Cache-Control': 'no-store' },
    });
  const back = onVisitorHost(request, safeDestination(request.nextUrl.searchParams.get('callback_url') ?? '/'));
  let location = back;
  try {
    const session = await openSession(request.cookies.get(SESSION_COOKIE)?.value);
    const url = await endSessionUrl({ idToken: session?.idToken, postLogoutRedirectUri: back });
    if (url) location = url.href;
  } catch (error) {
    logAccountFailure('logout', error);
  }
  const response = forwardingResponse({
    location,
    title: 'Uitloggen',
    heading: 'Je bent uitgelogd',
    linkText: 'Verder',
  });
  const { path, secure, sameSite, httpOnly } = sessionCookieOptions(request.headers.get('host'));
  response.cookies.set(SESSION_COOKIE, '', { path, secure, sameSite, httpOnly, maxAge: 0 });
  return response;
}

/** A link to follow: the logout is a form's POST, and nothing else may end a session. */
export function GET(): Response {
  return new NextResponse('Uitloggen gaat via het accountmenu.', {
    status: 405,
    headers: { Allow: 'POST', 'Cache-Control': 'no-store' },
  });
}

/**
 * Whether the POST comes from a page of this site: another site's form could otherwise log a visitor out (the
 * session cookie's SameSite=Lax keeps it from being sent, not from being cleared). Browsers send Origin with every
 * form POST; a request without one (a script of the visitor's own, a test) is left to the cookie.
 */
function fromThisSite(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false;
  if (!origin || origin === 'null') return origin === null;
  try {
    return new URL(origin).host === request.headers.get('host');
  } catch {
    return false;
  }
}
