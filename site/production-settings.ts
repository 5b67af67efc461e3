import { CDN_STAND_IN } from './content/local-cdn.ts';
import { ACCOUNT_STAND_IN, LOCAL_MIDS, LOCAL_TAG_MANAGER_CONTAINER, type Env } from './env.ts';
import { STAND_IN_PAYMENTS } from './payments/stand-in.ts';
import { STAND_IN_PORTS } from '../stand-ins/shared/ports.mjs';
import { REPOSITORY_SECRET_VALUES, repositorySecretsAllowed, SECRET_SETTINGS } from './secret-settings.mjs';

/*
 * Production refuses to start half-configured (docs/adr/0019): every outside service it needs is named, and none is a
 * local stand-in. Elsewhere the stand-ins are the defaults `npm start` runs on. An explicit off switch
 * (DISABLE_ACCOUNT_SERVICE, DISABLE_OPTIMIZELY) is a setting too. Acceptance and production both refuse to start
 * without secrets of their own (docs/adr/0037): no escape waives those.
 */

export type ProductionSettings = Pick<
  Env,
  | 'APP_ENV'
  | 'ALLOW_LOCAL_STAND_INS'
  | 'ACCOUNT_ISSUER'
  | 'ACCOUNT_CLIENT_ID'
  | 'ACCOUNT_CLIENT_SECRET'
  | 'DISABLE_ACCOUNT_SERVICE'
  | 'SESSION_SECRET'
  | 'STORYBLOK_PREVIEW_SECRET'
  | 'STORYBLOK_REVALIDATE_SECRET'
  | 'STORYBLOK_WEBHOOK_SECRET'
  | 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY'
  | 'STORYBLOK_TOKEN'
  | 'STORYBLOK_ENDPOINT'
  | 'STORYBLOK_PREVIEW_TOKEN'
  | 'FRONT_OFFICE_URL'
  | 'OPTIMIZELY_SDK_KEY'
  | 'DISABLE_OPTIMIZELY'
  | 'SENTRY_DSN'
  | 'GTM_CONTAINER_ID'
  | 'MOLLIE_API_KEY'
  | 'MOLLIE_API_ENDPOINT'
  | 'TRUSTED_PROXIES'
  | 'DEFAULT_MID'
  | 'SHOP_MIDS'
  | 'MID_OVERRIDE_WELCOME_OFFER'
  | 'MID_OVERRIDE_SUMMER_CAMPAIGN'
  | 'MID_OVERRIDE_WINBACK'
>;

/**
 * Where each setting is kept in the Kubernetes manifests (deploy/fleet.ts): a Secret or a ConfigMap. Every setting of
 * ProductionSettings is named, or this does not compile.
 */
export const PRODUCTION_SETTING_KINDS = {
  APP_ENV: 'config',
  ALLOW_LOCAL_STAND_INS: 'config',
  ACCOUNT_ISSUER: 'config',
  ACCOUNT_CLIENT_ID: 'config',
  ACCOUNT_CLIENT_SECRET: 'secret',
  DISABLE_ACCOUNT_SERVICE: 'config',
  SESSION_SECRET: 'secret',
  STORYBLOK_PREVIEW_SECRET: 'secret',
  STORYBLOK_REVALIDATE_SECRET: 'secret',
  STORYBLOK_WEBHOOK_SECRET: 'secret',
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'secret',
  STORYBLOK_TOKEN: 'secret',
  STORYBLOK_ENDPOINT: 'config',
  STORYBLOK_PREVIEW_TOKEN: 'secret',
  FRONT_OFFICE_URL: 'config',
  OPTIMIZELY_SDK_KEY: 'secret',
  DISABLE_OPTIMIZELY: 'config',
  SENTRY_DSN: 'secret',
  GTM_CONTAINER_ID: 'config',
  MOLLIE_API_KEY: 'secret',
  MOLLIE_API_ENDPOINT: 'config',
  TRUSTED_PROXIES: 'config',
  DEFAULT_MID: 'config',
  SHOP_MIDS: 'config',
  MID_OVERRIDE_WELCOME_OFFER: 'config',
  MID_OVERRIDE_SUMMER_CAMPAIGN: 'config',
  MID_OVERRIDE_WINBACK: 'config',
} as const satisfies Record<keyof ProductionSettings, 'secret' | 'config'>;

/** The ports the stand-ins listen on by default (account, payments' API and checkout, Storyblok's CDN). */
const DEFAULT_STAND_IN_PORTS = new Set([
  new URL(ACCOUNT_STAND_IN.issuer).port,
  new URL(STAND_IN_PAYMENTS.apiEndpoint).port,
  String(STAND_IN_PORTS.paymentsCheckout),
  String(CDN_STAND_IN.port),
]);

/** This machine: where only a stand-in can be (localhost, *.localhost, 127.0.0.0/8, ::1, 0.0.0.0). */
function isLocal(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]' ||
    host === '0.0.0.0' ||
    DEFAULT_STAND_IN_PORTS.has(url.port)
  );
}

type Check = readonly [name: string, value: string | undefined, missing: string, standIn: (value: string) => boolean];

const url = (value: string) => isLocal(value);
const oneOf =
  (...values: readonly string[]) =>
  (value: string) =>
    values.includes(value);

const MID_OVERRIDES = ['MID_OVERRIDE_WELCOME_OFFER', 'MID_OVERRIDE_SUMMER_CAMPAIGN', 'MID_OVERRIDE_WINBACK'] as const;
const LOCAL_MID_VALUES = new Set(Object.values(LOCAL_MIDS).flatMap((value) => value.split(',')));
/** A mid setting naming any of the local front office's mids (a list: any of its entries). */
const localMid = (value: string) => value.split(',').some((mid) => LOCAL_MID_VALUES.has(mid));

/**
 * One line per secret that acceptance or production lacks or that is a value the repository holds (anyone who reads
 * the code can seal a session or an order with it); none in local and test.
 */
export function secretSettingsProblems(settings: ProductionSettings): string[] {
  if (repositorySecretsAllowed(settings.APP_ENV)) return [];
  const secrets: [string, string][] = Object.entries(SECRET_SETTINGS);
  if (settings.DISABLE_ACCOUNT_SERVICE !== 'true')
    secrets.push([
      'ACCOUNT_CLIENT_SECRET',
      "the shop's client secret at the account service (or DISABLE_ACCOUNT_SERVICE=true: no login)",
    ]);
  return secrets.flatMap(([name, meaning]) => {
    const value = settings[name as keyof typeof SECRET_SETTINGS | 'ACCOUNT_CLIENT_SECRET'];
    if (value === undefined) return [`${name} is not set: ${meaning}`];
    if (REPOSITORY_SECRET_VALUES.has(value)) return [`${name} is a value the repository holds, public: ${meaning}`];
    return [];
  });
}

/** What the tag-manager container is for, in the lines that name it. */
const CONTAINER_MEANING =
  "the fleet's Google Tag Manager container (analytics, campaign-decided events, experiment measurement)";

/**
 * Settings acceptance and production need of their own whatever else runs on stand-ins: the tag manager's container
 * (without it no analytics arrive, and a default would load a container somebody else owns). One line each; none in
 * local and test, which use LOCAL_TAG_MANAGER_CONTAINER.
 */
/** Those settings, by name: the manifests require them (deploy/fleet.ts). */
export const DEPLOYED_OWN_SETTINGS = ['GTM_CONTAINER_ID'] as const satisfies readonly (keyof Env)[];

export function deployedSettingsProblems(settings: Pick<Env, 'APP_ENV' | 'GTM_CONTAINER_ID'>): string[] {
  if (repositorySecretsAllowed(settings.APP_ENV) || settings.GTM_CONTAINER_ID !== undefined) return [];
  return [`GTM_CONTAINER_ID is not set: ${CONTAINER_MEANING}`];
}

/** One line per setting that production lacks or that names a local stand-in; none outside production. */
export function productionSettingsProblems(settings: ProductionSettings): string[] {
  if (settings.APP_ENV !== 'production') return [];
  const account = settings.DISABLE_ACCOUNT_SERVICE !== 'true';
  const experiments = settings.DISABLE_OPTIMIZELY !== 'true';
  const checks: Check[] = [
    ...(account
      ? ([
          [
            'ACCOUNT_ISSUER',
            settings.ACCOUNT_ISSUER,
            "the account service's OpenID Connect issuer (or DISABLE_ACCOUNT_SERVICE=true: no login)",
            url,
          ],
          [
            'ACCOUNT_CLIENT_ID',
            settings.ACCOUNT_CLIENT_ID,
            "the shop's client id at the account service",
            oneOf(ACCOUNT_STAND_IN.clientId),
          ],
        ] as const)
      : []),
    [
      'STORYBLOK_TOKEN',
      settings.STORYBLOK_TOKEN,
      "the Storyblok space's content delivery token",
      oneOf(...CDN_STAND_IN.tokens),
    ],
    ['FRONT_OFFICE_URL', settings.FRONT_OFFICE_URL, "the front office's origin", url],
    ...(experiments
      ? ([
          [
            'OPTIMIZELY_SDK_KEY',
            settings.OPTIMIZELY_SDK_KEY,
            "Optimizely's SDK key (or DISABLE_OPTIMIZELY=true: no experiments)",
            () => false,
          ],
        ] as const)
      : []),
    ['SENTRY_DSN', settings.SENTRY_DSN, "Sentry's DSN for error reporting", url],
    ['MOLLIE_API_KEY', settings.MOLLIE_API_KEY, "Mollie's API key", oneOf(STAND_IN_PAYMENTS.apiKey)],
    // Unset, only loopback is believed: behind an nginx on another machine every visitor would be nginx
    // (docs/adr/0018).
    [
      'TRUSTED_PROXIES',
      settings.TRUSTED_PROXIES?.join(','),
      'the addresses of the proxies in front of the instances (nginx), whose X-Forwarded-For the site believes',
      () => false,
    ],
    // Always set, to the local front office's mids by default (site/env.ts LOCAL_MIDS): production names its own.
    ['DEFAULT_MID', settings.DEFAULT_MID, "the shop's own mid for visitors without a campaign", localMid],
    ['SHOP_MIDS', settings.SHOP_MIDS.join(','), "the shop's own mids, never bucketed into experiments", localMid],
    ...MID_OVERRIDES.map(
      (name) => [name, settings[name], `the campaign mid of ${name.toLowerCase()}'s variation`, localMid] as const,
    ),
  ];
  const problems = checks.flatMap(([name, value, missing, standIn]) =>
    value === undefined
      ? [`${name} is not set: ${missing}`]
      : standIn(value)
        ? [`${name} is the local stand-in's (${shown(name, value)}): ${missing}`]
        : [],
  );
  // Optional settings: unset is fine (the service's own default), a stand-in is not.
  const optional: [string, string | undefined, (value: string) => boolean][] = [
    ['STORYBLOK_ENDPOINT', settings.STORYBLOK_ENDPOINT, url],
    ['STORYBLOK_PREVIEW_TOKEN', settings.STORYBLOK_PREVIEW_TOKEN, oneOf(...CDN_STAND_IN.tokens)],
    ['MOLLIE_API_ENDPOINT', settings.MOLLIE_API_ENDPOINT, url],
  ];
  for (const [name, value, standIn] of optional)
    if (value !== undefined && standIn(value))
      problems.push(`${name} is the local stand-in's (${shown(name, value)}): unset it or name the real service`);
  // Unset, deployedSettingsProblems refuses it; the local one is filled in only with ALLOW_LOCAL_STAND_INS=true.
  if (settings.GTM_CONTAINER_ID === LOCAL_TAG_MANAGER_CONTAINER)
    problems.push(`GTM_CONTAINER_ID is the local stand-in's (${LOCAL_TAG_MANAGER_CONTAINER}): ${CONTAINER_MEANING}`);
  return problems;
}

/** A secret is never printed; an address or a stand-in's public token is. */
const shown = (name: string, value: string) => (/SECRET|KEY|DSN/.test(name) ? 'its known value' : value);

const ESCAPE = 'ALLOW_LOCAL_STAND_INS=true';

/**
 * At start-up (site/instrumentation.ts): in acceptance or production without secrets of their own, each missing or
 * public one on its own line and the process ends with status 1. In production with a service problem the same; with
 * ALLOW_LOCAL_STAND_INS=true (the project's own runs on loopback) those lines as a loud warning, and the start goes on.
 */
export function enforceProductionSettings(
  settings: ProductionSettings,
  io: { error: (line: string) => void; exit: (code: number) => never },
): void {
  const secrets = secretSettingsProblems(settings);
  if (secrets.length > 0) {
    io.error(`APP_ENV=${settings.APP_ENV} refuses to start without secrets of its own (docs/adr/0037):`);
    for (const problem of secrets) io.error(`  ${problem}`);
    io.error('Set each to a random value of this environment alone (openssl rand -base64 32); no setting waives this.');
    io.exit(1);
    return;
  }
  const own = deployedSettingsProblems(settings);
  if (own.length > 0) {
    io.error(`APP_ENV=${settings.APP_ENV} refuses to start without settings of its own:`);
    for (const problem of own) io.error(`  ${problem}`);
    io.error("Set each to this environment's own value (deploy/README.md); no setting waives this.");
    io.exit(1);
    return;
  }
  const problems = productionSettingsProblems(settings);
  if (problems.length === 0) return;
  if (settings.ALLOW_LOCAL_STAND_INS === 'true') {
    io.error(`WARNING: APP_ENV=production runs on local stand-ins (${ESCAPE}); never serve visitors like this:`);
    for (const problem of problems) io.error(`  ${problem}`);
    return;
  }
  io.error(`APP_ENV=production refuses to start half-configured (docs/adr/0019):`);
  for (const problem of problems) io.error(`  ${problem}`);
  io.error(`Set each of these; only a run on this machine against the stand-ins may set ${ESCAPE} instead.`);
  io.exit(1);
}
