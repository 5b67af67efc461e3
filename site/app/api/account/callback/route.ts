import type { NextRequest } from 'next/server';
import { accountErrorParam, GENERIC_ACCOUNT_ERROR } from '@/domain/account/error.ts';
import { safeDestination } from '@/domain/promo-flow.ts';
import { LOGIN_FLOW_COOKIE, loginFlowCookieOptions, openLoginFlow } from '@/site/account/login-flow.ts';
import { finishLogin } from '@/site/account/oidc.ts';
import { backToPage, logAccountFailure } from '@/site/account/responses.ts';
import { sealSession, sessionCookieOptions } from '@/site/account/session.ts';
import { ACCOUNT_ROUTES, SESSION_COOKIE } from '@/site/account/state.ts';
import { onVisitorHost } from '@/site/request/host.ts';

/**
 * The OIDC redirect_uri. A code becomes the session and the visitor is back on their page; an error of the account
 * service (docs/rules/08-errors.md) or a login that cannot be finished (no or a broken flow cookie, a failed exchange)
 * brings them back with the code in the query, where the page explains it. Never an error page.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const host = request.headers.get('host');
  const flow = await openLoginFlow(request.cookies.get(LOGIN_FLOW_COOKIE)?.value);
  const callbackUrl = safeDestination(flow?.callbackUrl ?? '/');
  const error = request.nextUrl.searchParams.get('error');

  const respond = async () => {
    if (error !== null) return backToPage(request, callbackUrl, accountErrorParam(error));
    if (!flow) return backToPage(request, callbackUrl, GENERIC_ACCOUNT_ERROR);
    try {
      // The address the browser asked for, on the visitor's host (request.url has the server's bind address).
      const session = await finishLogin(
        new URL(onVisitorHost(request, `${ACCOUNT_ROUTES.callback}${request.nextUrl.search}`)),
        flow,
      );
      const response = backToPage(request, callbackUrl);
      response.cookies.set(SESSION_COOKIE, await sealSession(session), sessionCookieOptions(host));
      return response;
    } catch (failure) {
      logAccountFailure('callback', failure);
      return backToPage(request, callbackUrl, GENERIC_ACCOUNT_ERROR);
    }
  };

  const response = await respond();
  // One login, one callback: the flow's state and verifier are never reused.
  const { path } = loginFlowCookieOptions(host);
  response.cookies.delete({ name: LOGIN_FLOW_COOKIE, path });
  return response;
}
