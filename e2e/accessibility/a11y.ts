// The accessibility stage's second step: pa11y-ci (WCAG2AA, the htmlcs runner) over the experiments' variants, forced
// as a tester forces them. Every other page a visitor can reach is checked by e2e/accessibility/a11y-axe.ts, the step
// before, with axe-core and HTML_CodeSniffer in the same loads; its server runs as CI runs it, with no experiment
// client (docs/rules/04-states-and-flows.md), so the variants need a server of their own, started here with CI cleared.
// The defaults come from pa11y.config.json. Starts the built site itself unless A11Y_BASE_PORT points at a running one.
// Usage: npx tsx e2e/accessibility/a11y.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { narrowing } from '../../site/scripts/narrowing.mjs';
import { startServer } from '../../site/scripts/server.mjs';
import { CAMPAIGN_MID } from './a11y-pages.ts';
import type { BrandCode } from '../support/fleet.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
// A11Y_BASE_PORT and A11Y_ONLY are a developer's shortcuts, refused under CI (site/scripts/narrowing.mjs).
const basePort = narrowing('A11Y_BASE_PORT');
const port = Number(basePort ?? 3220);
const url = (code: BrandCode, pathname: string) => `http://${code}.localhost:${port}${pathname}`;

/** A page checked after pa11y's actions (https://github.com/pa11y/pa11y#actions). */
interface A11yPage {
  readonly url: string;
  readonly actions?: readonly string[];
}

const force = (variations: Readonly<Record<string, string>>) =>
  Object.entries(variations)
    .map(([experiment, variation]) => `optimizely_force_variation[${experiment}]=${variation}`)
    .join('&');

/** Each experiment's variations (stand-ins/experiments/datafile.json), on the brands they run on. */
const VARIATIONS: readonly (readonly [BrandCode, Readonly<Record<string, string>>])[] = [
  [
    'ad',
    {
      top_bar_layout: 'variation_2',
      usp_in_bar_changes: 'variation_2',
      header_points_intro_discount: 'variation_1',
      phone_number_ad: 'variation_1',
    },
  ],
  ['mar', { top_bar_layout: 'variation_1', usp_in_bar_changes: 'variation_1', phone_number_mar: 'variation_2' }],
];
const EXPERIMENT_VARIANTS: readonly A11yPage[] = VARIATIONS.map(([code, variations]) => ({
  url: url(code, `/?mid=${CAMPAIGN_MID}&${force(variations)}`),
}));

/**
 * A returning visitor's who refused (the banner's 'Alles weigeren'), so each page is checked as itself rather than
 * under a first visit's banner (checked by e2e/accessibility/a11y-axe.ts).
 */
const REFUSE_CONSENT = [
  'wait for element #consent-banner[data-ready] [data-consent="necessary"] to be visible',
  'click element #consent-banner [data-consent="necessary"]',
  'wait for element #consent-banner to be hidden',
];

function asReturningVisitor(entry: A11yPage): A11yPage {
  // Loaded again with the choice stored, as the visitor's next page would be.
  return { ...entry, actions: [...REFUSE_CONSENT, `navigate to ${entry.url}`, ...(entry.actions ?? [])] };
}

const a11yUrls = (): A11yPage[] => EXPERIMENT_VARIANTS.map(asReturningVisitor);

// pa11y.config.json's userAgent is a person's browser: headless Chromium's own counts as a crawler, which gets a
// plain 404 and no page to check (docs/rules/06-roles.md).
const defaults = JSON.parse(readFileSync(path.join(ROOT, 'pa11y.config.json'), 'utf8')).defaults;
// A11Y_ONLY=<pattern> checks only the pages whose address matches (while working on one state); CI checks all.
const onlyPattern = narrowing('A11Y_ONLY');
const only = onlyPattern ? new RegExp(onlyPattern) : undefined;
const urls = a11yUrls().filter((page) => !only || only.test(page.url));
const config = path.join(mkdtempSync(path.join(os.tmpdir(), 'pa11y-')), 'pa11y-ci.json');
writeFileSync(config, JSON.stringify({ defaults, urls }, null, 2));
console.log(`pa11y-ci (htmlcs): ${urls.length} pages, the experiments' variants`);

const server = basePort
  ? undefined
  : await startServer({ port, appEnv: process.env.APP_ENV || 'test', stdio: 'ignore', extraEnv: { CI: '' } });
const result = spawnSync(
  process.execPath,
  [path.join(ROOT, 'node_modules/pa11y-ci/bin/pa11y-ci.js'), '--config', config],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
  },
);
await server?.stop();
process.exit(result.status ?? 1);
