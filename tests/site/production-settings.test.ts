import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_STAND_IN, DEVELOPMENT_SESSION_SECRET, LOCAL_TAG_MANAGER_CONTAINER, parseEnv } from '../../site/env.ts';
import { STAND_IN_PAYMENTS } from '../../site/payments/stand-in.ts';
import { midSchema } from '../../schemas/front-office.ts';
import {
  deployedSettingsProblems,
  enforceProductionSettings,
  productionSettingsProblems,
  secretSettingsProblems,
  type ProductionSettings,
} from '../../site/production-settings.ts';
import { REPOSITORY_SECRET_VALUES, SECRET_SETTINGS } from '../../site/secret-settings.mjs';

/*
 * Production refuses to start half-configured (site/production-settings.ts, docs/adr/0019): each setting it lacks,
 * or that names a local stand-in, is its own line; an off switch is a setting; everything set, it starts. Acceptance
 * and production refuse to start without secrets of their own (docs/adr/0037): the secrets here are drawn per run, so
 * no value of the repository's passes.
 */

const drawn = () => randomBytes(32).toString('base64');

const ALL_SET: ProductionSettings = {
  APP_ENV: 'production',
  ALLOW_LOCAL_STAND_INS: undefined,
  ACCOUNT_ISSUER: 'https://login.example.nl',
  ACCOUNT_CLIENT_ID: 'brand-shops',
  ACCOUNT_CLIENT_SECRET: drawn(),
  DISABLE_ACCOUNT_SERVICE: undefined,
  SESSION_SECRET: drawn(),
  STORYBLOK_PREVIEW_SECRET: drawn(),
  STORYBLOK_REVALIDATE_SECRET: drawn(),
  STORYBLOK_WEBHOOK_SECRET: drawn(),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: drawn(),
  STORYBLOK_TOKEN: 'sbToKeN123',
  STORYBLOK_ENDPOINT: undefined,
  STORYBLOK_PREVIEW_TOKEN: undefined,
  FRONT_OFFICE_URL: 'https://front-office.example.nl',
  OPTIMIZELY_SDK_KEY: 'OptimizelySdkKey1',
  DISABLE_OPTIMIZELY: undefined,
  SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/4501',
  GTM_CONTAINER_ID: 'GTM-PRODTEST',
  MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz123',
  MOLLIE_API_ENDPOINT: undefined,
  TRUSTED_PROXIES: ['10.0.0.0/8'],
  DEFAULT_MID: midSchema.parse('CAM-PROD01'),
  SHOP_MIDS: [midSchema.parse('CAM-PROD01'), midSchema.parse('CAM-PROD02')],
  MID_OVERRIDE_WELCOME_OFFER: midSchema.parse('CAM-WELK77'),
  MID_OVERRIDE_SUMMER_CAMPAIGN: midSchema.parse('CAM-ZOMR77'),
  MID_OVERRIDE_WINBACK: midSchema.parse('CAM-WINB77'),
};

describe('production settings: one line per setting missing or on a stand-in', () => {
  it('all set: no problem', () => {
    expect(productionSettingsProblems(ALL_SET)).toEqual([]);
  });

  it.each<[string, Partial<ProductionSettings>, string]>([
    [
      'no account issuer',
      { ACCOUNT_ISSUER: undefined },
      "ACCOUNT_ISSUER is not set: the account service's OpenID Connect issuer (or DISABLE_ACCOUNT_SERVICE=true: no login)",
    ],
    [
      'the account stand-in',
      { ACCOUNT_ISSUER: ACCOUNT_STAND_IN.issuer },
      "ACCOUNT_ISSUER is the local stand-in's (http://127.0.0.1:3900): the account service's OpenID Connect issuer (or DISABLE_ACCOUNT_SERVICE=true: no login)",
    ],
    [
      'an issuer on localhost',
      { ACCOUNT_ISSUER: 'http://localhost:8080' },
      "ACCOUNT_ISSUER is the local stand-in's (http://localhost:8080): the account service's OpenID Connect issuer (or DISABLE_ACCOUNT_SERVICE=true: no login)",
    ],
    [
      'an issuer on IPv6 loopback',
      { ACCOUNT_ISSUER: 'http://[::1]:9000' },
      "ACCOUNT_ISSUER is the local stand-in's (http://[::1]:9000): the account service's OpenID Connect issuer (or DISABLE_ACCOUNT_SERVICE=true: no login)",
    ],
    [
      'no client id',
      { ACCOUNT_CLIENT_ID: undefined },
      "ACCOUNT_CLIENT_ID is not set: the shop's client id at the account service",
    ],
    [
      'the stand-in client id',
      { ACCOUNT_CLIENT_ID: ACCOUNT_STAND_IN.clientId },
      "ACCOUNT_CLIENT_ID is the local stand-in's (shop-local): the shop's client id at the account service",
    ],
    [
      'no content token',
      { STORYBLOK_TOKEN: undefined },
      "STORYBLOK_TOKEN is not set: the Storyblok space's content delivery token",
    ],
    [
      'the CDN stand-in’s token',
      { STORYBLOK_TOKEN: 'local-public-token' },
      "STORYBLOK_TOKEN is the local stand-in's (local-public-token): the Storyblok space's content delivery token",
    ],
    [
      'the CDN stand-in’s endpoint',
      { STORYBLOK_ENDPOINT: 'http://127.0.0.1:3970/v2' },
      "STORYBLOK_ENDPOINT is the local stand-in's (http://127.0.0.1:3970/v2): unset it or name the real service",
    ],
    [
      'the CDN stand-in’s preview token',
      { STORYBLOK_PREVIEW_TOKEN: 'local-preview-token' },
      "STORYBLOK_PREVIEW_TOKEN is the local stand-in's (local-preview-token): unset it or name the real service",
    ],
    ['no front office', { FRONT_OFFICE_URL: undefined }, "FRONT_OFFICE_URL is not set: the front office's origin"],
    [
      'a front office on this machine',
      { FRONT_OFFICE_URL: 'http://127.0.0.2:4010' },
      "FRONT_OFFICE_URL is the local stand-in's (http://127.0.0.2:4010): the front office's origin",
    ],
    [
      'a front office on a *.localhost host',
      { FRONT_OFFICE_URL: 'http://fo.localhost' },
      "FRONT_OFFICE_URL is the local stand-in's (http://fo.localhost): the front office's origin",
    ],
    [
      'no experiments key',
      { OPTIMIZELY_SDK_KEY: undefined },
      "OPTIMIZELY_SDK_KEY is not set: Optimizely's SDK key (or DISABLE_OPTIMIZELY=true: no experiments)",
    ],
    ['no error reporting', { SENTRY_DSN: undefined }, "SENTRY_DSN is not set: Sentry's DSN for error reporting"],
    [
      'error reporting to the local sink',
      { SENTRY_DSN: 'http://public@127.0.0.1:3990/1' },
      "SENTRY_DSN is the local stand-in's (its known value): Sentry's DSN for error reporting",
    ],
    ['no payments key', { MOLLIE_API_KEY: undefined }, "MOLLIE_API_KEY is not set: Mollie's API key"],
    [
      'the payments stand-in’s key',
      { MOLLIE_API_KEY: STAND_IN_PAYMENTS.apiKey },
      "MOLLIE_API_KEY is the local stand-in's (its known value): Mollie's API key",
    ],
    [
      'the payments stand-in',
      { MOLLIE_API_ENDPOINT: STAND_IN_PAYMENTS.apiEndpoint },
      "MOLLIE_API_ENDPOINT is the local stand-in's (https://127.0.0.1:3950/v2/): unset it or name the real service",
    ],
    [
      'no trusted proxies named',
      { TRUSTED_PROXIES: undefined },
      'TRUSTED_PROXIES is not set: the addresses of the proxies in front of the instances (nginx), whose X-Forwarded-For the site believes',
    ],
    [
      'a service on a stand-in’s port',
      { FRONT_OFFICE_URL: 'http://front-office.internal:3900' },
      "FRONT_OFFICE_URL is the local stand-in's (http://front-office.internal:3900): the front office's origin",
    ],
    [
      'the local default mid',
      { DEFAULT_MID: midSchema.parse('CAM-SHOP01') },
      "DEFAULT_MID is the local stand-in's (CAM-SHOP01): the shop's own mid for visitors without a campaign",
    ],
    [
      'a local shop mid among the shop mids',
      { SHOP_MIDS: [midSchema.parse('CAM-PROD01'), midSchema.parse('CAM-SHOP02')] },
      "SHOP_MIDS is the local stand-in's (CAM-PROD01,CAM-SHOP02): the shop's own mids, never bucketed into experiments",
    ],
    [
      'a local campaign mid',
      { MID_OVERRIDE_WINBACK: midSchema.parse('CAM-WINB01') },
      "MID_OVERRIDE_WINBACK is the local stand-in's (CAM-WINB01): the campaign mid of mid_override_winback's variation",
    ],
  ])('%s: its own line', (_case, change, line) => {
    expect(productionSettingsProblems({ ...ALL_SET, ...change })).toEqual([line]);
  });

  it('an off switch counts as the setting: the account service off needs no issuer or client, experiments off no key', () => {
    const off = {
      ...ALL_SET,
      ACCOUNT_ISSUER: undefined,
      ACCOUNT_CLIENT_ID: undefined,
      ACCOUNT_CLIENT_SECRET: undefined,
      OPTIMIZELY_SDK_KEY: undefined,
    };
    expect(productionSettingsProblems({ ...off, DISABLE_ACCOUNT_SERVICE: 'true', DISABLE_OPTIMIZELY: 'true' })).toEqual(
      [],
    );
    // 'false' is no off switch.
    expect(
      productionSettingsProblems({ ...off, DISABLE_ACCOUNT_SERVICE: 'false', DISABLE_OPTIMIZELY: 'false' }).map(
        (line) => line.split(' ')[0],
      ),
    ).toEqual(['ACCOUNT_ISSUER', 'ACCOUNT_CLIENT_ID', 'OPTIMIZELY_SDK_KEY']);
    expect(secretSettingsProblems({ ...off, DISABLE_ACCOUNT_SERVICE: 'true' })).toEqual([]);
    expect(secretSettingsProblems({ ...off, DISABLE_ACCOUNT_SERVICE: 'false' })).toEqual([
      "ACCOUNT_CLIENT_SECRET is not set: the shop's client secret at the account service (or DISABLE_ACCOUNT_SERVICE=true: no login)",
    ]);
  });

  it('nothing set in production: every setting its own line; the account service has no stand-in default there', () => {
    const settings = parseEnv({ APP_ENV: 'production' });
    expect(settings.ACCOUNT_ISSUER).toBeUndefined();
    expect(productionSettingsProblems(settings).map((line) => line.split(' ')[0])).toEqual([
      'ACCOUNT_ISSUER',
      'ACCOUNT_CLIENT_ID',
      'STORYBLOK_TOKEN',
      'FRONT_OFFICE_URL',
      'OPTIMIZELY_SDK_KEY',
      'SENTRY_DSN',
      'MOLLIE_API_KEY',
      'TRUSTED_PROXIES',
      'DEFAULT_MID',
      'SHOP_MIDS',
      'MID_OVERRIDE_WELCOME_OFFER',
      'MID_OVERRIDE_SUMMER_CAMPAIGN',
      'MID_OVERRIDE_WINBACK',
    ]);
  });

  it.each(['local', 'test', 'acceptance'] as const)(
    '%s with nothing set: the stand-ins are the defaults and no service is refused (npm start as before)',
    (appEnv) => {
      const settings = parseEnv({ APP_ENV: appEnv });
      expect(settings).toMatchObject({
        ACCOUNT_ISSUER: ACCOUNT_STAND_IN.issuer,
        ACCOUNT_CLIENT_ID: ACCOUNT_STAND_IN.clientId,
        ACCOUNT_CLIENT_SECRET: ACCOUNT_STAND_IN.clientSecret,
      });
      expect(productionSettingsProblems(settings)).toEqual([]);
    },
  );

  it.each(['local', 'test'] as const)('%s with nothing set: the repository’s secrets are allowed', (appEnv) => {
    expect(secretSettingsProblems(parseEnv({ APP_ENV: appEnv }))).toEqual([]);
  });

  it('production on the stand-ins on purpose (ALLOW_LOCAL_STAND_INS=true) gets their defaults', () => {
    expect(parseEnv({ APP_ENV: 'production', ALLOW_LOCAL_STAND_INS: 'true' }).ACCOUNT_ISSUER).toBe(
      ACCOUNT_STAND_IN.issuer,
    );
    expect(parseEnv({ APP_ENV: 'production', ALLOW_LOCAL_STAND_INS: 'false' }).ACCOUNT_ISSUER).toBeUndefined();
  });
});

/** Every secret a sealed cookie or a token uses, with its line's meaning (site/secret-settings.mjs). */
const SECRETS: [string, string][] = [
  ...Object.entries(SECRET_SETTINGS),
  [
    'ACCOUNT_CLIENT_SECRET',
    "the shop's client secret at the account service (or DISABLE_ACCOUNT_SERVICE=true: no login)",
  ],
];

describe('secrets of their own in acceptance and production', () => {
  it('names the secrets of every sealed cookie and token', () => {
    expect(SECRETS.map(([name]) => name)).toEqual([
      'SESSION_SECRET',
      'STORYBLOK_PREVIEW_SECRET',
      'STORYBLOK_REVALIDATE_SECRET',
      'STORYBLOK_WEBHOOK_SECRET',
      'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
      'ACCOUNT_CLIENT_SECRET',
    ]);
  });

  const appEnvs = ['acceptance', 'production'] as const;
  it.each(appEnvs.flatMap((appEnv) => SECRETS.map(([name, meaning]) => [appEnv, name, meaning] as const)))(
    '%s without %s: its own line',
    (appEnv, name, meaning) => {
      expect(secretSettingsProblems({ ...ALL_SET, APP_ENV: appEnv, [name]: undefined })).toEqual([
        `${name} is not set: ${meaning}`,
      ]);
    },
  );

  const repositoryValues = [...REPOSITORY_SECRET_VALUES, DEVELOPMENT_SESSION_SECRET, ACCOUNT_STAND_IN.clientSecret];
  it.each(
    appEnvs.flatMap((appEnv) =>
      SECRETS.flatMap(([name, meaning]) => repositoryValues.map((value) => [appEnv, name, value, meaning] as const)),
    ),
  )('%s with %s = %s, a value the repository holds: refused', (appEnv, name, value, meaning) => {
    expect(secretSettingsProblems({ ...ALL_SET, APP_ENV: appEnv, [name]: value })).toEqual([
      `${name} is a value the repository holds, public: ${meaning}`,
    ]);
  });

  it.each(appEnvs)('%s with every secret its own: nothing refused', (appEnv) => {
    expect(secretSettingsProblems({ ...ALL_SET, APP_ENV: appEnv })).toEqual([]);
  });

  it('acceptance with nothing set: every secret its own line (the stand-in’s client secret is public)', () => {
    expect(secretSettingsProblems(parseEnv({ APP_ENV: 'acceptance' }))).toEqual([
      ...Object.entries(SECRET_SETTINGS).map(([name, meaning]) => `${name} is not set: ${meaning}`),
      "ACCOUNT_CLIENT_SECRET is a value the repository holds, public: the shop's client secret at the account service (or DISABLE_ACCOUNT_SERVICE=true: no login)",
    ]);
  });
});

describe("the tag manager's container: acceptance and production name their own", () => {
  const NOT_SET =
    "GTM_CONTAINER_ID is not set: the fleet's Google Tag Manager container (analytics, campaign-decided events, experiment measurement)";
  it.each<[string, Record<string, string>, string | undefined, string[]]>([
    ['local, nothing set', { APP_ENV: 'local' }, LOCAL_TAG_MANAGER_CONTAINER, []],
    ['test, nothing set', { APP_ENV: 'test' }, LOCAL_TAG_MANAGER_CONTAINER, []],
    ['acceptance, nothing set', { APP_ENV: 'acceptance' }, undefined, [NOT_SET]],
    [
      'acceptance on the stand-ins on purpose',
      { APP_ENV: 'acceptance', ALLOW_LOCAL_STAND_INS: 'true' },
      undefined,
      [NOT_SET],
    ],
    ['production, nothing set', { APP_ENV: 'production' }, undefined, [NOT_SET]],
    [
      'production on the stand-ins on purpose',
      { APP_ENV: 'production', ALLOW_LOCAL_STAND_INS: 'true' },
      LOCAL_TAG_MANAGER_CONTAINER,
      [],
    ],
    ['acceptance with its own', { APP_ENV: 'acceptance', GTM_CONTAINER_ID: 'GTM-ACC1234' }, 'GTM-ACC1234', []],
    ['production with its own', { APP_ENV: 'production', GTM_CONTAINER_ID: 'GTM-PRD1234' }, 'GTM-PRD1234', []],
  ])('%s: container %s', (_, source, container, problems) => {
    const settings = parseEnv(source);
    expect(settings.GTM_CONTAINER_ID).toBe(container);
    expect(deployedSettingsProblems(settings)).toEqual(problems);
  });

  it('the local container is no id Google gives out, and no setting can name it', () => {
    expect(LOCAL_TAG_MANAGER_CONTAINER).toMatch(/[a-z]/);
    expect(() => parseEnv({ APP_ENV: 'production', GTM_CONTAINER_ID: LOCAL_TAG_MANAGER_CONTAINER })).toThrow(
      'GTM_CONTAINER_ID must be a container id such as GTM-ABC1234',
    );
  });

  it('production on the stand-ins on purpose says the container is the local one', () => {
    const settings = parseEnv({ APP_ENV: 'production', ALLOW_LOCAL_STAND_INS: 'true' });
    expect(productionSettingsProblems(settings)).toContain(
      "GTM_CONTAINER_ID is the local stand-in's (GTM-local): the fleet's Google Tag Manager container (analytics, campaign-decided events, experiment measurement)",
    );
  });
});

describe('at start-up', () => {
  /** The check with its output kept and its exit recorded (and stopping it, as process.exit would). */
  function enforce(settings: ProductionSettings) {
    const lines: string[] = [];
    let exitCode: number | undefined;
    try {
      enforceProductionSettings(settings, {
        error: (line) => lines.push(line),
        exit: (code) => {
          exitCode = code;
          throw new Error('exited');
        },
      });
    } catch (error) {
      if (exitCode === undefined) throw error;
    }
    return { lines, exitCode };
  }

  it('all set: starts, silently', () => {
    expect(enforce(ALL_SET)).toEqual({ lines: [], exitCode: undefined });
  });

  it('a problem: each on its own line, the escape named, and the process ends with status 1', () => {
    expect(enforce({ ...ALL_SET, SENTRY_DSN: undefined, FRONT_OFFICE_URL: 'http://localhost:4010' })).toEqual({
      exitCode: 1,
      lines: [
        'APP_ENV=production refuses to start half-configured (docs/adr/0019):',
        "  FRONT_OFFICE_URL is the local stand-in's (http://localhost:4010): the front office's origin",
        "  SENTRY_DSN is not set: Sentry's DSN for error reporting",
        'Set each of these; only a run on this machine against the stand-ins may set ALLOW_LOCAL_STAND_INS=true instead.',
      ],
    });
  });

  it.each(['acceptance', 'production'] as const)(
    '%s with a public secret: refused, and ALLOW_LOCAL_STAND_INS=true does not waive it',
    (appEnv) => {
      for (const allow of [undefined, 'true'] as const)
        expect(
          enforce({
            ...ALL_SET,
            APP_ENV: appEnv,
            ALLOW_LOCAL_STAND_INS: allow,
            SESSION_SECRET: DEVELOPMENT_SESSION_SECRET,
            STORYBLOK_WEBHOOK_SECRET: undefined,
          }),
        ).toEqual({
          exitCode: 1,
          lines: [
            `APP_ENV=${appEnv} refuses to start without secrets of its own (docs/adr/0037):`,
            `  SESSION_SECRET is a value the repository holds, public: ${SECRET_SETTINGS.SESSION_SECRET}`,
            `  STORYBLOK_WEBHOOK_SECRET is not set: ${SECRET_SETTINGS.STORYBLOK_WEBHOOK_SECRET}`,
            'Set each to a random value of this environment alone (openssl rand -base64 32); no setting waives this.',
          ],
        });
    },
  );

  it.each(['acceptance', 'production'] as const)(
    '%s without its own container: refused, and ALLOW_LOCAL_STAND_INS=true does not waive it',
    (appEnv) => {
      for (const allow of [undefined, 'true'] as const)
        expect(
          enforce({ ...ALL_SET, APP_ENV: appEnv, ALLOW_LOCAL_STAND_INS: allow, GTM_CONTAINER_ID: undefined }),
        ).toEqual({
          exitCode: 1,
          lines: [
            `APP_ENV=${appEnv} refuses to start without settings of its own:`,
            "  GTM_CONTAINER_ID is not set: the fleet's Google Tag Manager container (analytics, campaign-decided events, experiment measurement)",
            "Set each to this environment's own value (deploy/README.md); no setting waives this.",
          ],
        });
    },
  );

  it('ALLOW_LOCAL_STAND_INS=true: the same lines as a loud warning, and it starts', () => {
    const { lines, exitCode } = enforce({ ...ALL_SET, ALLOW_LOCAL_STAND_INS: 'true', SENTRY_DSN: undefined });
    expect(exitCode).toBeUndefined();
    expect(lines).toEqual([
      'WARNING: APP_ENV=production runs on local stand-ins (ALLOW_LOCAL_STAND_INS=true); never serve visitors like this:',
      "  SENTRY_DSN is not set: Sentry's DSN for error reporting",
    ]);
  });
});

describe('the server process (site/instrumentation.ts register(), which `next start` runs before it serves)', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');
  const SCRIPT =
    "const { register } = await import('./site/instrumentation.ts'); await register(); console.log('started'); process.exit(0);";
  const settingsEnv = Object.fromEntries(Object.entries(ALL_SET).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;

  const without = (env: Record<string, string>, ...names: string[]) =>
    Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));

  function start(env: Record<string, string>) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      cwd: ROOT,
      // What `next start` runs the hook with; none of this process's own settings.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', NEXT_RUNTIME: 'nodejs', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it('APP_ENV=production with the front office and the DSN missing: exits 1 with their lines, before serving', () => {
    const rest = without(settingsEnv, 'FRONT_OFFICE_URL', 'SENTRY_DSN');
    const result = start(rest);
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('started');
    expect(result.stderr).toContain('APP_ENV=production refuses to start half-configured');
    expect(result.stderr).toContain("  FRONT_OFFICE_URL is not set: the front office's origin\n");
    expect(result.stderr).toContain("  SENTRY_DSN is not set: Sentry's DSN for error reporting\n");
    expect(result.stderr).not.toContain('ACCOUNT_ISSUER');
  }, 90_000);

  it('APP_ENV=production with the same lines waived by ALLOW_LOCAL_STAND_INS=true: warns and starts', () => {
    const rest = without(settingsEnv, 'FRONT_OFFICE_URL', 'SENTRY_DSN');
    const result = start({ ...rest, ALLOW_LOCAL_STAND_INS: 'true' });
    expect(result.stderr).not.toContain('refuses');
    expect(result.stderr).toContain('WARNING: APP_ENV=production runs on local stand-ins (ALLOW_LOCAL_STAND_INS=true)');
    expect(result.stderr).toContain("  FRONT_OFFICE_URL is not set: the front office's origin\n");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('started');
  }, 90_000);

  it('APP_ENV=acceptance on the development session secret: exits 1 naming it, before serving', () => {
    const result = start({ ...settingsEnv, APP_ENV: 'acceptance', SESSION_SECRET: DEVELOPMENT_SESSION_SECRET });
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('started');
    expect(result.stderr).toContain('APP_ENV=acceptance refuses to start without secrets of its own');
    expect(result.stderr).toContain('  SESSION_SECRET is a value the repository holds, public:');
  }, 90_000);
});
