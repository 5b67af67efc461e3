import { generateKeyPairSync } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { accountBySub } from './accounts.ts';
import { errorPage, loggedOutPage, logoutPage } from './pages.ts';
import { isShopAddress, isShopCallback, SHOP_CALLBACK_PATH } from './redirect-uris.ts';
import { standInLog } from '../shared/log.ts';

/** The shop's client at the stand-in; the site's env defaults (site/env.ts) name the same two values. */
const STAND_IN_CLIENT = { clientId: 'shop-local', clientSecret: 'shop-local-stand-in-secret' } as const;

export interface AccountProviderOptions {
  readonly issuer: string;
  readonly clientId?: string;
  readonly clientSecret?: string;
}

const SCOPE = 'openid email profile';

/** A signing key per process: tokens of an earlier run are not accepted after a restart, as after a key rotation. */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'stand-in', use: 'sig', alg: 'RS256' };
}

/**
 * The shop is the account service's own site: no consent screen. A grant for the shop's scopes is made at the
 * first login, as oidc-provider's "skip consent" recipe does for first-party clients.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { client, session, result } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = (result?.consent as { grantId?: string } | undefined)?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) return ctx.oidc.provider.Grant.find(grantId);
  const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(SCOPE);
  await grant.save();
  return grant;
}

/** A real OpenID Connect provider (oidc-provider) with the stand-in's accounts, one client and its own pages. */
export function createAccountProvider({
  issuer,
  clientId = STAND_IN_CLIENT.clientId,
  clientSecret = STAND_IN_CLIENT.clientSecret,
}: AccountProviderOptions): Provider {
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        // Placeholders: every brand host is allowed by the rule below (redirect-uris.ts).
        redirect_uris: [`http://localhost${SHOP_CALLBACK_PATH}`],
        post_logout_redirect_uris: ['http://localhost/'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    // The shop reads the visitor's name from the ID token; no userinfo call needed.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = accountBySub(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: true,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
        }),
      };
    },
    loadExistingGrant,
    pkce: { required: () => true },
    interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['account-stand-in-cookie-key-not-secret'] },
    jwks: { keys: [signingKey()] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(`${out.error}${out.error_description ? `: ${out.error_description}` : ''}`);
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.Client.prototype.redirectUriAllowed = isShopCallback;
  provider.Client.prototype.postLogoutRedirectUriAllowed = isShopAddress;
  provider.on('server_error', (_ctx: unknown, error: Error) =>
    standInLog('account').error({ err: error }, 'account stand-in: the provider failed'),
  );
  return provider;
}
