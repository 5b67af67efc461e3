import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { GENERIC_ACCOUNT_ERROR } from '@/domain/account/error.ts';
import { safeDestination } from '@/domain/promo-flow.ts';
import { LOGIN_FLOW_COOKIE, loginFlowCookieOptions, sealLoginFlow } from '@/site/account/login-flow.ts';
import { startLogin } from '@/site/account/oidc.ts';
import { backToPage, logAccountFailure } from '@/site/account/responses.ts';
import { accountServiceEnabled } from '@/site/account/enabled.ts';
import { ACCOUNT_ROUTES } from '@/site/account/state.ts';
import { onVisitorHost } from '@/site/request/host.ts';

const emailSchema = z.email().max(254);

/**
 * 'Inloggen' (docs/rules/02-routes-and-layout.md): to the account service's login, coming back to callback_url, a path
 * of this site (anything else is '/'). An e-mail address becomes login_hint with prompt=login. When the account service
 * cannot be reached the visitor is back on the page with a notice, never on an error page.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const { searchParams } = request.nextUrl;
  const callbackUrl = safeDestination(searchParams.get('callback_url') ?? '/');
  // Switched off: back to the page, as if there were nothing to log in to (no link leads here then).
  if (!accountServiceEnabled()) return NextResponse.redirect(onVisitorHost(request, callbackUrl), 303);
  const email = emailSchema.safeParse(searchParams.get('email'));
  try {
    const { url, flow } = await startLogin({
      redirectUri: onVisitorHost(request, ACCOUNT_ROUTES.callback),
      callbackUrl,
      ...(email.success ? { email: email.data } : {}),
    });
    const response = NextResponse.redirect(url, 303);
    response.cookies.set(
      LOGIN_FLOW_COOKIE,
      await sealLoginFlow(flow),
      loginFlowCookieOptions(request.headers.get('host')),
    );
    return response;
  } catch (error) {
    logAccountFailure('login', error);
    return backToPage(request, callbackUrl, GENERIC_ACCOUNT_ERROR);
  }
}
