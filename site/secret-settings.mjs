// The secrets that seal cookies or check tokens (docs/adr/0037-own-secrets-outside-local-and-test.md): which settings
// they are, and every value of them this repository holds. Only `local` and `test` may run on a value from here;
// acceptance and production refuse to start without their own (site/production-settings.ts). Plain JavaScript: the
// scripts that start servers (site/scripts/server.mjs) read it too.
/** The environments that may use a value the repository holds: a developer's machine and the project's own tests. */
const DEVELOPMENT_ENVS = ['local', 'test'];

/**
 * Whether APP_ENV may run on the repository's secrets.
 * @param {string | undefined} appEnv
 * @returns {boolean}
 */
export const repositorySecretsAllowed = (appEnv) => DEVELOPMENT_ENVS.includes(appEnv ?? 'local');

/**
 * The settings every deployed environment needs a value of its own for, with what each keeps safe. The account
 * service's client secret is one too, where the account service is on (site/production-settings.ts).
 */
export const SECRET_SETTINGS = {
  SESSION_SECRET:
    'the key of every sealed cookie: session, login, draft mode, thank-you page and payment (32 characters or more)',
  STORYBLOK_PREVIEW_SECRET: "the secret preview URL's key (/api/preview?secret=..., 16 characters or more)",
  STORYBLOK_REVALIDATE_SECRET: "the publish webhook URL's key (?secret=..., 16 characters or more)",
  STORYBLOK_WEBHOOK_SECRET: "the key of Storyblok's webhook-signature",
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY:
    "the key of the server actions' sealed arguments, the same on every instance (openssl rand -base64 32)",
};

/**
 * The development session secret: the sealed cookies' key on `npm start` and in the tests, so a fresh machine logs in
 * without configuration.
 */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-not-for-production';

/** The project's own test runs' secrets (the browser tests' server, the cluster test, the space's round trip). */
export const TEST_SECRETS = {
  publishWebhook: 'e2e-revalidate-secret',
  preview: 'e2e-preview-secret-0123',
  clusterWebhook: 'e2e-cluster-revalidate-secret',
  roundTripWebhook: 'round-trip-revalidate-secret',
};

/** The account stand-in's client secret (stand-ins/account/provider.ts keeps the same value). */
export const ACCOUNT_STAND_IN_SECRET = 'shop-local-stand-in-secret';

/**
 * Every value of a secret setting this repository holds, in code, tests or configuration:
 * tests/site/secret-settings.test.ts finds every literal assigned to a secret setting in the repository's files and
 * fails when one is not here, so a value added anywhere is refused outside local and test.
 */
export const REPOSITORY_SECRET_VALUES = new Set([
  DEVELOPMENT_SESSION_SECRET,
  ACCOUNT_STAND_IN_SECRET,
  ...Object.values(TEST_SECRETS),
  // The unit tests' placeholders, and the manifests' Secret's name.
  'secret',
  'the-session-secret-of-another-environment',
  'shop-secrets',
]);
