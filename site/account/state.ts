import { VISITOR_COOKIES } from '../../domain/visitor-state.ts';

/*
 * The account as the page chrome sees it. The OIDC side (site/account/*, the session cookie)
 * produces it; the header's account menu and the footer render it. Prerendered pages are always 'anonymous': a
 * visitor with a session cookie gets the per-visitor twin (docs/adr/0005), where the session is read.
 */
export type AccountState =
  { readonly kind: 'anonymous' } | { readonly kind: 'signed-in'; readonly givenName: string; readonly email?: string };

export const ANONYMOUS: AccountState = { kind: 'anonymous' };

/** The site's own account routes (route handlers under site/app/api/account/). */
export const ACCOUNT_ROUTES = {
  /** GET ?callback_url=<path of this site>[&email=...]: to the account service's login. */
  login: '/api/account/login',
  /** The OIDC redirect_uri: back from the account service. */
  callback: '/api/account/callback',
  /** GET ?callback_url=<path>: ends the session here and at the account service. */
  logout: '/api/account/logout',
} as const;

/** The httpOnly session cookie (Secure outside localhost, SameSite=Lax). */
export const SESSION_COOKIE = VISITOR_COOKIES.session;
