import { defineConfig, devices } from '@playwright/test';
import { TEST_SECRETS } from './site/secret-settings.mjs';
import { E2E_EXPERIMENT_EVENTS_FILE, E2E_FRONT_OFFICE_DIR } from './e2e/support/fleet.ts';
import { ERROR_SINK_DSN, ERROR_SINK_PORT, ERROR_SINK_URL } from './e2e/support/error-sink.ts';
import { PAYMENTS_API_ENDPOINT, PAYMENTS_API_PORT, PAYMENTS_CHECKOUT_ORIGIN } from './e2e/support/payment-stand-in.ts';
import { CDN_ENDPOINT, CDN_PORT, CDN_URL, E2E_PREVIEW_TOKEN, E2E_PREVIEW_URLS } from './e2e/support/cdn-stand-in.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The local account service for the tests (stand-ins/account), its own server beside the site. */
const ACCOUNT_PORT = Number(process.env.E2E_ACCOUNT_PORT ?? 3905);
const CI = Boolean(process.env.CI);

/**
 * End-to-end tests against the production build: the standalone server of `npm run build` (site/scripts/server.mjs,
 * the artifact every environment runs, docs/adr/0022), built by site/scripts/test-all.sh or before `npm run test:e2e`.
 * Brands are reached as <code>.localhost, which Chromium sends to loopback (the real domains are HSTS-preloaded;
 * Host-header tests use node's http client instead).
 */
export default defineConfig({
  testDir: 'e2e/specs',
  forbidOnly: CI,
  // A test that needs a retry fails a CI run (docs/conventions.md#ci-runs). The one retry is kept for the report: it
  // tells a flaky test (passed on retry, reported as flaky) from a broken one (failed twice); the run fails either way.
  retries: CI ? 1 : 0,
  failOnFlakyTests: CI,
  workers: 2,
  // The JSON report feeds the table of the slowest test files `npm test` ends with (site/scripts/slowest-tests.mjs).
  reporter: [
    ['list'],
    ['json', { outputFile: '.data/test-times/playwright.json' }],
    ...(CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // @mobile tests are about a phone's screen: they run on the phone only.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: [
    {
      command: `node site/scripts/serve.mjs --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: !CI,
      timeout: 120_000,
      // The publish webhook and both preview entries are on in the test server (e2e/specs/content.spec.ts,
      // preview.spec.ts).
      env: {
        APP_ENV: 'test',
        STORYBLOK_REVALIDATE_SECRET: TEST_SECRETS.publishWebhook,
        STORYBLOK_PREVIEW_TOKEN: E2E_PREVIEW_TOKEN,
        // Content through Storyblok's client from the CDN stand-in below (e2e/specs/content.spec.ts changes and
        // publishes there).
        STORYBLOK_ENDPOINT: CDN_ENDPOINT,
        STORYBLOK_PREVIEW_SECRET: TEST_SECRETS.preview,
        // The order tests count the orders the local front office stored (e2e/specs/order.spec.ts).
        FRONT_OFFICE_DATA_DIR: E2E_FRONT_OFFICE_DIR,
        // Login and logout run against the account stand-in below (e2e/specs/account.spec.ts).
        ACCOUNT_ISSUER: `http://127.0.0.1:${ACCOUNT_PORT}`,
        // docs/rules/04-states-and-flows.md creates no experiment client in CI: the site under test is not in CI,
        // whatever runs the tests (e2e/specs/experiments.spec.ts; tests/domain/experiments/client.test.ts proves the
        // rule itself).
        CI: '',
        // The experiments stand-in records the SDK's event batches here (e2e/specs/experiments.spec.ts).
        EXPERIMENT_EVENTS_FILE: E2E_EXPERIMENT_EVENTS_FILE,
        // Error reports go to the local error sink below (e2e/specs/error-reporting.spec.ts).
        SENTRY_DSN: ERROR_SINK_DSN,
        // Online payments go to the payments stand-in below (e2e/specs/payments.spec.ts).
        MOLLIE_API_ENDPOINT: PAYMENTS_API_ENDPOINT,
      },
    },
    {
      command: 'node --import tsx stand-ins/payments/server.ts',
      url: `${PAYMENTS_CHECKOUT_ORIGIN}/_stand-in/payments`,
      reuseExistingServer: !CI,
      timeout: 30_000,
      env: { PAYMENTS_API_PORT: String(PAYMENTS_API_PORT), PAYMENTS_CHECKOUT_PORT: String(PAYMENTS_API_PORT + 1) },
    },
    {
      command: 'node --import tsx stand-ins/storyblok-cdn/server.ts',
      url: `${CDN_URL}/_stand-in/storyblok`,
      reuseExistingServer: !CI,
      timeout: 30_000,
      // Its visual editor stand-in frames the test server through two preview URLs, as a space lists one per
      // environment.
      env: {
        STORYBLOK_CDN_PORT: String(CDN_PORT),
        STORYBLOK_PREVIEW_TOKEN: E2E_PREVIEW_TOKEN,
        STORYBLOK_PREVIEW_URLS: E2E_PREVIEW_URLS.join(','),
      },
    },
    {
      command: 'node --import tsx stand-ins/account/server.ts',
      url: `http://127.0.0.1:${ACCOUNT_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: !CI,
      timeout: 30_000,
      env: { ACCOUNT_PORT: String(ACCOUNT_PORT) },
    },
    {
      command: 'node --import tsx stand-ins/error-sink/server.ts',
      url: `${ERROR_SINK_URL}/envelopes`,
      reuseExistingServer: !CI,
      timeout: 30_000,
      env: { ERROR_SINK_PORT: String(ERROR_SINK_PORT) },
    },
  ],
});
