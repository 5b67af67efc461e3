import { z } from 'zod';
import type { AppEnv } from '../domain/brand-resolution.ts';
import { STAND_IN_PORTS, standInOrigin } from '../stand-ins/shared/ports.mjs';
import { midSchema } from '../schemas/front-office.ts';
import proxyaddr from 'proxy-addr';
import { parseDsn } from './monitoring/dsn.ts';
import { LOG_LEVELS } from '../monitoring/log.ts';
import { ACCOUNT_STAND_IN_SECRET, DEVELOPMENT_SESSION_SECRET } from './secret-settings.mjs';

/** In local and test only: the sealed cookies' fixed, public secret (site/secret-settings.mjs). */
export { DEVELOPMENT_SESSION_SECRET };

const APP_ENVS = ['local', 'test', 'acceptance', 'production'] as const satisfies readonly AppEnv[];

/** Every setting the site reads, parsed once; a bad value stops start-up with the variable's name. */
/** Addresses, CIDR ranges and proxy-addr's names, comma-separated: a bad entry stops start-up, naming it. */
const addressList = () =>
  z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .superRefine((entries, ctx) => {
      try {
        proxyaddr.compile(entries ?? []);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `must be addresses, CIDR ranges or loopback, linklocal, uniquelocal, comma-separated (${(error as Error).message})`,
        });
      }
    });

/**
 * The mid settings' defaults: the local front office's mids (stand-ins/front-office/README.md), which production must
 * replace with its own (site/production-settings.ts).
 */
export const LOCAL_MIDS = {
  DEFAULT_MID: 'CAM-SHOP01',
  SHOP_MIDS: 'CAM-SHOP01,CAM-SHOP02',
  MID_OVERRIDE_WELCOME_OFFER: 'CAM-WELK01',
  MID_OVERRIDE_SUMMER_CAMPAIGN: 'CAM-ZOMR01',
  MID_OVERRIDE_WINBACK: 'CAM-WINB01',
} as const;

const settingsSchema = z.object({
  /**
   * Which environment the site runs in; a fresh `npm start` is local, where the `brandcode` query works. Read when the
   * server starts: one build serves every environment (docs/adr/0022-one-build-every-environment.md).
   */
  APP_ENV: z.enum(APP_ENVS, { error: `must be one of ${APP_ENVS.join(', ')}` }).default('local'),
  /**
   * Storyblok's CDN access token: set, content comes from Storyblok; unset, Storyblok's client reads the local CDN
   * stand-in's space (docs/adr/0013).
   */
  STORYBLOK_TOKEN: z.string().min(1, 'must not be empty when set').optional(),
  /**
   * The CDN API's base URL: another region with a token; without one, where the local CDN stand-in runs (default
   * http://127.0.0.1:3970/v2). With a token and no endpoint, Storyblok's EU region.
   */
  STORYBLOK_ENDPOINT: z.url({ error: 'must be a URL such as https://api-us.storyblok.com/v2' }).optional(),
  /** Required in the publish webhook's URL (`?secret=`); unset, the webhook route answers 404. */
  STORYBLOK_REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * The space's preview token: checks the visual editor's `_storyblok_tk` signature and reads draft content. Unset,
   * the `_storyblok` preview is off and such requests get the published page.
   */
  STORYBLOK_PREVIEW_TOKEN: z.string().min(1, 'must not be empty when set').optional(),
  /** Required by the secret preview URL (/api/preview?secret=...&path=/...); unset, that URL answers 404. */
  STORYBLOK_PREVIEW_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * How long a folder's story listing is kept before it is read again without a webhook (docs/adr/0029); default the
   * cache table's five minutes. The cluster test shortens it to see a lost webhook heal within a test's time.
   */
  STORYBLOK_CONTENT_LIFETIME_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(5, 'must be at least 5')
    .max(300, 'must be at most 300: a lost webhook heals within ten minutes (docs/adr/0029)')
    .optional(),
  /** Storyblok's webhook secret: when set, the `webhook-signature` header is verified too. */
  STORYBLOK_WEBHOOK_SECRET: z.string().min(1, 'must not be empty when set').optional(),
  /** The front office's origin: set, the site calls it over HTTP; unset, it runs on the local front office. */
  FRONT_OFFICE_URL: z.url({ error: 'must be a URL such as http://127.0.0.1:4010' }).optional(),
  /**
   * docs/rules/04-states-and-flows.md: the configured default merchant id, used when the visitor has no valid mid of
   * their own (and the mid token of every prerendered page's catalog).
   */
  DEFAULT_MID: midSchema.default(midSchema.parse(LOCAL_MIDS.DEFAULT_MID)),
  /**
   * docs/rules/04-states-and-flows.md: the 'fixed list of two shop identifiers' for which no experiment client is
   * created, comma-separated. DEFAULT_MID must be one of them, or start-up stops: a visitor without a campaign of their
   * own is never bucketed, and the proxy decides no experiments for the default mid (site/visitor/experiments.ts).
   */
  SHOP_MIDS: z
    .string()
    .default(LOCAL_MIDS.SHOP_MIDS)
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(midSchema).min(1, 'must name at least one mid, comma-separated')),
  /**
   * The campaign mid each mid-override experiment's variation sets (docs/rules/04-states-and-flows.md: 'Three
   * experiments replace the mid with fixed campaign strings'), one setting per experiment, named by its key.
   */
  MID_OVERRIDE_WELCOME_OFFER: midSchema.default(midSchema.parse(LOCAL_MIDS.MID_OVERRIDE_WELCOME_OFFER)),
  MID_OVERRIDE_SUMMER_CAMPAIGN: midSchema.default(midSchema.parse(LOCAL_MIDS.MID_OVERRIDE_SUMMER_CAMPAIGN)),
  MID_OVERRIDE_WINBACK: midSchema.default(midSchema.parse(LOCAL_MIDS.MID_OVERRIDE_WINBACK)),
  /**
   * The account service's OpenID Connect issuer. Unset, the local stand-in that `npm start` runs (stand-ins/account),
   * except in production (docs/adr/0019).
   */
  ACCOUNT_ISSUER: z.url({ error: 'must be a URL such as https://login.example.nl' }).optional(),
  /**
   * 'true' switches the account service (docs/rules/02-routes-and-layout.md: 'pip') off: no login anywhere, the error
   * page included (site/account/enabled.ts). Prerendered pages take it when they are rendered: set it before a build or
   * a deploy.
   */
  DISABLE_ACCOUNT_SERVICE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  /** The shop's client at the account service; unset, the local stand-in's, except in production. */
  ACCOUNT_CLIENT_ID: z.string().min(1, 'must not be empty when set').optional(),
  ACCOUNT_CLIENT_SECRET: z.string().min(1, 'must not be empty when set').optional(),
  /**
   * The key of the sealed cookies: the account session, the login flow, the payment's form, the placed order, draft
   * mode's own cookie (docs/adr/0019). Required in acceptance and production; in local and test a fixed development
   * secret is used (site/secret-settings.mjs).
   */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Next's key for the server actions' sealed arguments (base64 of 16, 24 or 32 bytes), the same on every instance;
   * Next reads it itself. Required in acceptance and production, where a build's own key would be readable from the
   * image; unset in local and test, Next draws one per build.
   */
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z
    .string()
    .refine(
      (value) => [16, 24, 32].includes(Buffer.from(value, 'base64').length),
      'must be the base64 of 16, 24 or 32 random bytes (openssl rand -base64 32)',
    )
    .optional(),
  /**
   * Optimizely's SDK key: set, the datafile is polled from the provider and events go there; unset,
   * stand-ins/experiments.
   */
  OPTIMIZELY_SDK_KEY: z.string().min(1, 'must not be empty when set').optional(),
  /** 'true' refuses the experiment client for every request (docs/rules/04-states-and-flows.md). */
  DISABLE_OPTIMIZELY: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  /**
   * The CI variable of the environment the site runs in: set (as CI systems set it: 'true', '1', a name), no
   * experiment client is created (docs/rules/04-states-and-flows.md). The project's browser tests clear it for the
   * server they start.
   */
  CI: z.string().optional(),
  /**
   * Google Tag Manager's container for every brand; the script loads only where domain/tag-manager.ts allows it.
   * Acceptance and production must name their own (site/production-settings.ts); local and test default to
   * LOCAL_TAG_MANAGER_CONTAINER.
   */
  GTM_CONTAINER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,10}$/, 'must be a container id such as GTM-ABC1234')
    .optional(),
  /**
   * Where the local experiments stand-in records the event batches the SDK sends (one JSON line per batch) when
   * OPTIMIZELY_SDK_KEY is unset; unset, they are dropped.
   */
  EXPERIMENT_EVENTS_FILE: z.string().min(1, 'must not be empty when set').optional(),
  /**
   * Sentry's DSN: set, server and browser errors are reported there, redacted (the browser's through /api/monitoring);
   * unset, nothing is sent.
   */
  SENTRY_DSN: z
    .url({ error: 'must be a URL' })
    .refine(
      (value) => parseDsn(value) !== undefined,
      'must be a Sentry DSN with a public key and a project id, such as https://abc123@o1.ingest.sentry.io/4501',
    )
    .optional(),
  /**
   * The Redis that several instances share (docs/architecture.md#several-instances): Next's cache and the experiment
   * datafile live there. Unset, the instance keeps both in its own memory, as one process does.
   */
  REDIS_URL: z.url({ error: 'must be a URL such as redis://127.0.0.1:6379' }).optional(),
  /**
   * How long one page render may wait for all its upstream calls together, in ms (docs/architecture.md#failure-rules);
   * past it the page renders with what it has, as for a failing upstream. Default 1500.
   */
  PAGE_DEADLINE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .max(30_000, 'must be at most 30000')
    .default(1500),
  /**
   * Mollie's API key (docs/adr/0012): required in production, where payments go to Mollie. Elsewhere the default is
   * the local stand-in's key (stand-ins/payments), which `npm start` and the browser tests run.
   */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{20,}$/, 'must be a Mollie API key such as test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')
    .optional(),
  /** The payments API's base; unset: Mollie's own with a key, else the local stand-in on https://127.0.0.1:3950/v2/. */
  MOLLIE_API_ENDPOINT: z.url({ error: 'must be a URL such as https://127.0.0.1:3950/v2/' }).optional(),
  /**
   * The site's public origin for the payment provider's webhook (https://shop.example.nl); unset, the visitor's own
   * host is used, which a provider on the internet can reach in production and the stand-in reaches locally.
   */
  PAYMENTS_WEBHOOK_ORIGIN: z.url({ error: 'must be a URL such as https://abonnement.ad.nl' }).optional(),
  /**
   * The group shop's public origin (brand dpg, the shop of every host that is no brand's, and brands without a domain
   * of their own): where its redirects, payment returns and login callbacks lead, since such a request's Host is
   * nobody's to trust (docs/adr/0027). Unset, the group's site.
   */
  GROUP_SHOP_ORIGIN: z
    .url({ error: 'must be a URL such as https://abonnement.dpgmedia.nl' })
    .transform((value) => new URL(value).origin)
    .optional(),
  /**
   * 'true' lets a production build run on the local stand-ins (the project's own bench and cluster runs on loopback):
   * the start-up check then warns, loudly, instead of refusing (site/production-settings.ts, docs/adr/0019). Never on
   * a server visitors reach.
   */
  ALLOW_LOCAL_STAND_INS: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  /**
   * The proxies whose X-Forwarded-For the site believes (docs/adr/0018): addresses, CIDR ranges and proxy-addr's
   * names (loopback, linklocal, uniquelocal), comma-separated; empty trusts nothing. Unset, `loopback`: under
   * `npm start` only a proxy on this machine (a local TLS proxy, a test) may say whom it forwards for. The cluster
   * sets its own (site/scripts/cluster.mjs); production must name its nginx machines (site/cluster/README.md), and
   * refuses to start without (site/production-settings.ts).
   */
  TRUSTED_PROXIES: addressList(),
  /**
   * Who may read /metrics on the instance's own port (docs/adr/0024-metrics-and-readiness.md), in TRUSTED_PROXIES'
   * notation; a request a proxy forwarded never may (site/request/operations.ts). Unset, `loopback`: a scraper on this
   * machine.
   */
  METRICS_SCRAPERS: addressList(),
  /** How much the structured log writes (docs/adr/0023-structured-logs-and-request-ids.md): pino's levels or silent. */
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
});

const envSchema = settingsSchema.superRefine((settings, ctx) => {
  if (settings.SHOP_MIDS.length > 0 && !settings.SHOP_MIDS.includes(settings.DEFAULT_MID))
    ctx.addIssue({
      code: 'custom',
      path: ['DEFAULT_MID'],
      message: `must be one of SHOP_MIDS (${settings.SHOP_MIDS.join(', ')}): set both`,
    });
});

/**
 * The container local and test load when a page forces the tag manager (?gtm=true): lowercase, which no container id
 * Google gives out has, so it can never be somebody else's container; a setting refuses it (GTM_CONTAINER_ID).
 */
export const LOCAL_TAG_MANAGER_CONTAINER = 'GTM-local';

/** The local account service (stand-ins/account) that `npm start` runs, and the shop's client there. */
export const ACCOUNT_STAND_IN = {
  issuer: standInOrigin(STAND_IN_PORTS.account),
  clientId: 'shop-local',
  clientSecret: ACCOUNT_STAND_IN_SECRET,
} as const;

export type Env = z.infer<typeof envSchema>;

/** Every setting the site reads, by name (.env.example lists each: tests/site/env-example.test.ts). */
export const SETTING_NAMES = Object.keys(settingsSchema.shape) as readonly (keyof Env)[];

/** Whether the stand-ins' defaults apply: outside production, or where production runs on them on purpose. */
export const standInsAllowed = (settings: Pick<Env, 'APP_ENV' | 'ALLOW_LOCAL_STAND_INS'>) =>
  settings.APP_ENV !== 'production' || settings.ALLOW_LOCAL_STAND_INS === 'true';

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const parsed = result.data;
  // Outside production an unset account service is the local stand-in; production must name its own (docs/adr/0019).
  // Its client secret is the repository's: acceptance must still set its own (site/production-settings.ts).
  const env = standInsAllowed(parsed)
    ? {
        ...parsed,
        ACCOUNT_ISSUER: parsed.ACCOUNT_ISSUER ?? ACCOUNT_STAND_IN.issuer,
        ACCOUNT_CLIENT_ID: parsed.ACCOUNT_CLIENT_ID ?? ACCOUNT_STAND_IN.clientId,
        ACCOUNT_CLIENT_SECRET: parsed.ACCOUNT_CLIENT_SECRET ?? ACCOUNT_STAND_IN.clientSecret,
      }
    : parsed;
  // Acceptance has stand-ins but no local container: it refuses to start without its own (site/production-settings.ts).
  const localContainer = env.APP_ENV !== 'acceptance' && standInsAllowed(env) ? LOCAL_TAG_MANAGER_CONTAINER : undefined;
  return { ...env, GTM_CONTAINER_ID: env.GTM_CONTAINER_ID ?? localContainer };
}

export const env: Env = parseEnv({
  APP_ENV: process.env.APP_ENV,
  STORYBLOK_TOKEN: process.env.STORYBLOK_TOKEN,
  STORYBLOK_ENDPOINT: process.env.STORYBLOK_ENDPOINT,
  STORYBLOK_REVALIDATE_SECRET: process.env.STORYBLOK_REVALIDATE_SECRET,
  STORYBLOK_WEBHOOK_SECRET: process.env.STORYBLOK_WEBHOOK_SECRET,
  STORYBLOK_PREVIEW_TOKEN: process.env.STORYBLOK_PREVIEW_TOKEN,
  STORYBLOK_PREVIEW_SECRET: process.env.STORYBLOK_PREVIEW_SECRET,
  FRONT_OFFICE_URL: process.env.FRONT_OFFICE_URL,
  OPTIMIZELY_SDK_KEY: process.env.OPTIMIZELY_SDK_KEY,
  DISABLE_OPTIMIZELY: process.env.DISABLE_OPTIMIZELY,
  CI: process.env.CI,
  GTM_CONTAINER_ID: process.env.GTM_CONTAINER_ID,
  EXPERIMENT_EVENTS_FILE: process.env.EXPERIMENT_EVENTS_FILE,
  SENTRY_DSN: process.env.SENTRY_DSN,
  DEFAULT_MID: process.env.DEFAULT_MID,
  SHOP_MIDS: process.env.SHOP_MIDS,
  MID_OVERRIDE_WELCOME_OFFER: process.env.MID_OVERRIDE_WELCOME_OFFER,
  MID_OVERRIDE_SUMMER_CAMPAIGN: process.env.MID_OVERRIDE_SUMMER_CAMPAIGN,
  MID_OVERRIDE_WINBACK: process.env.MID_OVERRIDE_WINBACK,
  ACCOUNT_ISSUER: process.env.ACCOUNT_ISSUER,
  DISABLE_ACCOUNT_SERVICE: process.env.DISABLE_ACCOUNT_SERVICE,
  ACCOUNT_CLIENT_ID: process.env.ACCOUNT_CLIENT_ID,
  ACCOUNT_CLIENT_SECRET: process.env.ACCOUNT_CLIENT_SECRET,
  SESSION_SECRET: process.env.SESSION_SECRET,
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,
  PAGE_DEADLINE_MS: process.env.PAGE_DEADLINE_MS,
  STORYBLOK_CONTENT_LIFETIME_SECONDS: process.env.STORYBLOK_CONTENT_LIFETIME_SECONDS,
  MOLLIE_API_KEY: process.env.MOLLIE_API_KEY,
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES,
  METRICS_SCRAPERS: process.env.METRICS_SCRAPERS,
  MOLLIE_API_ENDPOINT: process.env.MOLLIE_API_ENDPOINT,
  PAYMENTS_WEBHOOK_ORIGIN: process.env.PAYMENTS_WEBHOOK_ORIGIN,
  GROUP_SHOP_ORIGIN: process.env.GROUP_SHOP_ORIGIN,
  ALLOW_LOCAL_STAND_INS: process.env.ALLOW_LOCAL_STAND_INS,
  LOG_LEVEL: process.env.LOG_LEVEL,
});
