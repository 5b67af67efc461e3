import { z } from 'zod';
import { visitorCookieOptions } from '../request/cookies.ts';
import { openValue, sealValue, sessionSecret } from './sealed-cookie.ts';

/*
 * What a login must remember between leaving for the account service and coming back: the OIDC state, nonce and
 * PKCE verifier, and the page to return to. Kept in a short-lived sealed cookie (encrypted: the verifier is a secret),
 * sent to the account routes only.
 */

export const LOGIN_FLOW_COOKIE = 'shop_oidc';

/** Ten minutes to log in; a slower visitor starts again (and is told so). */
const LOGIN_FLOW_SECONDS = 10 * 60;

export const loginFlowSchema = z
  .object({
    state: z.string().min(1),
    nonce: z.string().min(1),
    codeVerifier: z.string().min(1),
    /** A path of this site (safeDestination). */
    callbackUrl: z.string().startsWith('/'),
  })
  .strict();

export type LoginFlow = z.infer<typeof loginFlowSchema>;

export const sealLoginFlow = (flow: LoginFlow) => sealValue('login-flow', flow, sessionSecret(), LOGIN_FLOW_SECONDS);

export const openLoginFlow = (value: string | undefined): Promise<LoginFlow | undefined> =>
  openValue('login-flow', value, sessionSecret(), loginFlowSchema);

/** Sent only to the account routes (ACCOUNT_ROUTES' folder), never to a page: it must not route pages per visitor. */
export const loginFlowCookieOptions = (host: string | null) => ({
  ...visitorCookieOptions(host, LOGIN_FLOW_SECONDS),
  path: '/api/account',
});
