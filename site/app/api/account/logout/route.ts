import { NextResponse, type NextRequest } from 'next/server';
import { safeDestination } from '../../../../../domain/promo-flow.ts';
import { endSessionUrl } from '../../../../account/oidc.ts';
import { logAccountFailure } from '../../../../account/responses.ts';
import { openSession, sessionCookieOptions } from '../../../../account/session.ts';
import { SESSION_COOKIE } from '../../../../account/state.ts';
import { onVisitorHost } from '../../../../routing/direct-mail.ts';

/**
 * 'Uitloggen' (spec section 2): the session ends here at once, then at the account service (its end-session
 * endpoint with the ID token as hint), which sends the visitor back to callback_url, a path of this site. When the
 * account service cannot be reached the visitor is logged out here and back on the page all the same.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const back = onVisitorHost(request, safeDestination(request.nextUrl.searchParams.get('callback_url') ?? '/'));
  let location = back;
  try {
    const session = openSession(request.cookies.get(SESSION_COOKIE)?.value);
    const url = await endSessionUrl({ idToken: session?.idToken, postLogoutRedirectUri: back });
    if (url) location = url.href;
  } catch (error) {
    logAccountFailure('logout', error);
  }
  const response = NextResponse.redirect(location, 303);
  const { path, secure, sameSite, httpOnly } = sessionCookieOptions(request.headers.get('host'));
  response.cookies.set(SESSION_COOKIE, '', { path, secure, sameSite, httpOnly, maxAge: 0 });
  return response;
}
