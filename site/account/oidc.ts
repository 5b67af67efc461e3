import * as client from 'openid-client';
import { z } from 'zod';
import { processMemo } from '../cache-policy.ts';
import { env } from '../env.ts';
import type { LoginFlow } from './login-flow.ts';
import type { Session } from './session.ts';
import { upstreamBreaker } from '../upstream/resilience.ts';

/*
 * The account port's adapter: an OpenID Connect client (openid-client) for the account service at ACCOUNT_ISSUER,
 * outside production by default the local stand-in (stand-ins/account, its own server). Only the account routes call
 * it: no page needs the account service to render.
 */

export interface AccountClientSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

const SCOPE = 'openid email profile';
/** Seconds; discovery and the token call. A slow account service is a failed login, not a hanging page. */
const TIMEOUT_SECONDS = 5;

const isLoopback = (url: URL) =>
  url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';

/** The account service's metadata, discovered once per process and settings; a failure is retried next time. */
const configurations = processMemo<string, Promise<client.Configuration>>('account-discovery');

/**
 * The account service's circuit breaker (docs/adr/0010): while it is down, a login fails at once (back on the page with
 * the notice) instead of after the timeout. Only the service not answering counts (no connection, a timeout, a 5xx):
 * an OAuth error is its answer, and a forged or stale callback must not let anyone open the circuit for others.
 */
const accountBreaker = upstreamBreaker('account service', undefined, accountServiceFailed);

export function accountServiceFailed(error: unknown): boolean {
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  return (
    error instanceof TypeError ||
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
  );
}

export function accountConfiguration(
  settings: AccountClientSettings = defaultSettings(),
): Promise<client.Configuration> {
  const key = `${settings.issuer} ${settings.clientId}`;
  let configuration = configurations.get(key);
  if (!configuration) {
    const issuer = new URL(settings.issuer);
    configuration = accountBreaker
      .execute(() =>
        client.discovery(issuer, settings.clientId, undefined, client.ClientSecretBasic(settings.clientSecret), {
          timeout: TIMEOUT_SECONDS,
          // The local stand-in speaks plain http on loopback; anywhere else https is required.
          ...(issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        }),
      )
      .catch((error: unknown) => {
        configurations.delete(key);
        throw error;
      });
    configurations.set(key, configuration);
  }
  return configuration;
}

/** The configured client; production has no stand-in default, and refuses to start without one (docs/adr/0019). */
function defaultSettings(): AccountClientSettings {
  const { ACCOUNT_ISSUER: issuer, ACCOUNT_CLIENT_ID: clientId, ACCOUNT_CLIENT_SECRET: clientSecret } = env;
  if (!issuer || !clientId || !clientSecret)
    throw new Error('ACCOUNT_ISSUER, ACCOUNT_CLIENT_ID and ACCOUNT_CLIENT_SECRET are required in production');
  return { issuer, clientId, clientSecret };
}

export interface LoginStart {
  readonly url: URL;
  readonly flow: LoginFlow;
}

/**
 * The account service's login address for this visit (docs/rules/02-routes-and-layout.md: login adds login_hint and
 * prompt=login when an e-mail is given), with state, nonce and PKCE; `flow` is what the callback needs to finish it.
 */
export async function startLogin(
  input: { readonly redirectUri: string; readonly callbackUrl: string; readonly email?: string },
  configuration?: client.Configuration,
): Promise<LoginStart> {
  const config = configuration ?? (await accountConfiguration());
  const codeVerifier = client.randomPKCECodeVerifier();
  const flow: LoginFlow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier,
    callbackUrl: input.callbackUrl,
  };
  const parameters: Record<string, string> = {
    redirect_uri: input.redirectUri,
    scope: SCOPE,
    response_type: 'code',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (input.email) Object.assign(parameters, { login_hint: input.email, prompt: 'login' });
  return { url: client.buildAuthorizationUrl(config, parameters), flow };
}

const idTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  given_name: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
});

/**
 * Back from the account service with a code: exchange it (checking state, nonce and PKCE) and keep of the ID token's
 * claims what the pages show (site/account/session.ts). `currentUrl` is the callback as the visitor's browser requested
 * it (on their own host).
 */
export async function finishLogin(
  currentUrl: URL,
  flow: LoginFlow,
  configuration?: client.Configuration,
): Promise<Session> {
  const config = configuration ?? (await accountConfiguration());
  const tokens = await accountBreaker.execute(() =>
    client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    }),
  );
  const claims = idTokenClaimsSchema.parse(tokens.claims());
  if (!tokens.id_token) throw new Error('no ID token in the token response');
  return {
    givenName: claims.given_name ?? claims.name ?? '',
    ...(claims.email ? { email: claims.email } : {}),
    idToken: tokens.id_token,
  };
}

/** Where logging out ends the account service's session too, or undefined when it offers no end-session endpoint. */
export async function endSessionUrl(
  input: { readonly idToken?: string; readonly postLogoutRedirectUri: string },
  configuration?: client.Configuration,
): Promise<URL | undefined> {
  const config = configuration ?? (await accountConfiguration());
  if (!config.serverMetadata().end_session_endpoint) return undefined;
  return client.buildEndSessionUrl(config, {
    post_logout_redirect_uri: input.postLogoutRedirectUri,
    ...(input.idToken ? { id_token_hint: input.idToken } : { client_id: config.clientMetadata().client_id }),
  });
}
