// The accessibility stage's axe run: every brand x route x state x width page of e2e/a11y-pages.ts (generated from
// the registry) checked with axe-core (WCAG 2.x A and AA) inside the flow that produces the state. One Chromium, one
// browser context per worker and width, one page each, reused from visit to visit; a state that is a toggle on a
// loaded page is produced there and checked again. Prints how many pages it checked against how many exist. Under
// CI it checks the day's share of the brands (a third, AXE_SHARES below) and fails unless it checked every page of
// it, and at least the committed floor. Starts the built site itself unless A11Y_BASE_PORT points at a running one.
// Usage: APP_ENV=test npx tsx e2e/a11y-axe.ts
//   A11Y_WORKERS=<n> (default 3: on 2 cores the site renders while a page is checked)
//   A11Y_AXE_SHARE=<0-2> checks that share of the brands (CI's choice of the day otherwise; outside CI, all)
//   A11Y_AXE_ONLY=<pattern> checks only the pages whose key ('brand route state width') matches; refused under CI.
//   A11Y_AXE_RESULTS=<file> writes each checked page's result (its key -> the rules it breaks) as JSON.
import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { narrowing } from '../site/scripts/narrowing.mjs';
import { startServer } from '../site/scripts/server.mjs';
import { CONSENT_COOKIE, consentCookieValue } from '../domain/consent/consent-mode.ts';
import { REGION_COUNTERPARTS } from '../domain/region-notice.ts';
import { VISITOR_COOKIES } from '../domain/visitor-state.ts';
import { ACCOUNT_MENU_IDS } from '../site/chrome/account-menu/account-menu-ids.ts';
import { sealPlacedOrder } from '../site/payments/placed-order-cookie.ts';
import { a11yPageKeys, a11yVisits, pageKey, placedOrderOf } from './a11y-pages.ts';
import type { A11yState, A11yVisit, A11yWidth } from './a11y-pages.ts';
import { BRANDS, ROUTES } from './fleet.ts';
import { signedEditorQuery } from '../site/content/preview.ts';
import { CDN_STAND_IN_PREVIEW_TOKEN } from '../stand-ins/storyblok-cdn/defaults.ts';
import { STORIES_DIR } from '../stand-ins/storyblok-cdn/server.ts';

/**
 * The rules: WCAG 2.0, 2.1 and 2.2 at levels A and AA, every one of them (none is disabled). HTML_CodeSniffer's
 * checks run beside these in e2e/a11y.ts.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** A Monday morning, the customer service open (e2e/customer-service.spec.ts), and a Sunday noon, closed all day. */
const OPEN_HOURS = new Date('2025-01-06T10:00:00+01:00');
const CLOSED_HOURS = new Date('2025-01-05T12:00:00+01:00');
/** Client addresses the stand-in front office places in a country (stand-ins/front-office/visitor-country.ts). */
const ADDRESS_IN: Readonly<Record<string, string>> = { be: '192.0.2.10', nl: '198.51.100.7' };

const WAIT = { timeout: 15_000 } as const;

/**
 * axe-core's source, the copy @axe-core/playwright itself depends on (read from beside it: pa11y brings an older one).
 * It is put into every page before the page's own scripts (addInitScript), once per load, and AxeBuilder is given
 * AXE_IN_PAGE instead of it: by default AxeBuilder evaluates the whole source twice per check (about 80 ms of
 * compiling each time), which was half of the stage's time.
 */
const AXE_SOURCE: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
).source;
const AXE_IN_PAGE =
  "if (typeof window.axe?.run !== 'function') throw new Error('axe-core is not in the page: the context adds it (addInitScript)');";

const CI = Boolean(process.env.CI);
const onlyPattern = narrowing('A11Y_AXE_ONLY');
const only = onlyPattern ? new RegExp(onlyPattern) : undefined;
const workers = Math.max(1, Number(process.env.A11Y_WORKERS ?? 3));
const basePort = narrowing('A11Y_BASE_PORT');
const port = Number(basePort ?? 3221);

const allVisits = a11yVisits({ brands: BRANDS, routes: ROUTES, regionNotice: REGION_COUNTERPARTS });
const exist = a11yPageKeys(allVisits).length;

/**
 * Under CI the stage checks one of AXE_SHARES shares of the brands, each brand in it in full (every route x state x
 * width): the whole fleet takes about 26 minutes on 2 cores (README, Tests), over CI's budget, and a share about 8.
 * The shares are balanced by pages and follow from the registry (a new brand joins the lightest); the share is the
 * day's (days since 1970 mod AXE_SHARES), so three days' runs check every page. A11Y_AXE_SHARE=<0-2> picks one, to
 * replay a run; outside CI every share is checked unless it is set.
 */
const AXE_SHARES = 3;
/**
 * The committed floor: under CI a run that checked fewer pages fails (today's shares hold 2,072 to 2,150 pages), so
 * states or routes dropped from e2e/a11y-pages.ts show.
 */
const CI_FLOOR = 2_060;
const shareSetting = process.env.A11Y_AXE_SHARE;
if (
  shareSetting !== undefined &&
  shareSetting !== '' &&
  !(/^\d$/.test(shareSetting) && Number(shareSetting) < AXE_SHARES)
)
  throw new Error(`A11Y_AXE_SHARE=${shareSetting}: a share from 0 to ${AXE_SHARES - 1}`);
const share = shareSetting ? Number(shareSetting) : CI ? Math.floor(Date.now() / 86_400_000) % AXE_SHARES : undefined;
const shareOf = brandShares(AXE_SHARES);
const inShare = allVisits.filter((visit) => share === undefined || shareOf.get(visit.brand) === share);
const owed = a11yPageKeys(inShare).length;
const visits = inShare
  .map((visit) => ({ ...visit, states: visit.states.filter((state) => !only || only.test(pageKey(visit, state))) }))
  .filter((visit) => visit.states.length > 0);

/** Each brand's share: the brands with the most pages first, each to the share with the fewest pages so far. */
function brandShares(count: number): Map<string, number> {
  const pages = new Map<string, number>();
  for (const key of a11yPageKeys(allVisits)) pages.set(key.split(' ')[0]!, (pages.get(key.split(' ')[0]!) ?? 0) + 1);
  const totals = Array.from({ length: count }, () => 0);
  const shareOf = new Map<string, number>();
  for (const [brand, n] of [...pages].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))) {
    const lightest = totals.indexOf(Math.min(...totals));
    shareOf.set(brand, lightest);
    totals[lightest]! += n;
  }
  return shareOf;
}

interface Finding {
  readonly key: string;
  readonly url: string;
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

const checked = new Set<string>();
/** Milliseconds spent loading pages, producing the states (and leaving them) and in axe, summed over the workers. */
const timing = { load: 0, setup: 0, axe: 0 };
const findings: Finding[] = [];
const failures: { key: string; url: string; error: string }[] = [];

/**
 * The part of the page a state changes; undefined: the whole page. The page around it is the route's own, checked in
 * full in its 'default' state (same brand, route and width); the error page is a page of its own, checked in full.
 */
const SCOPE: Partial<Record<A11yState, string>> = {
  // The query or the order cookie changes the shop window or the form, not the top bar or the footer.
  campaign: 'main',
  lead: 'main',
  gift: 'main',
  'payment-unpaid': 'main',
  'payment-pending': 'main',
  'region-notice': '[data-testid="region-notice"]',
  'consent-banner': '#consent-banner',
  'consent-settings': '#cc-main',
  // The open panel lies over the shop window, which is checked with the menu closed ('default').
  'account-menu': 'header',
  'order-errors': 'main',
  'widget-closed': '[data-status="closed"]',
};

async function check(page: Page, visit: A11yVisit, state: A11yState, url: string) {
  // options() replaces the run options, withTags() adds to them: in this order.
  const builder = new AxeBuilder({ page, axeSource: AXE_IN_PAGE })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    // axe.run in the page itself: the shop's pages have no cross-origin frames, so the default mode's extra blank
    // page per run (for axe.finishRun) would cost time and check nothing more.
    .setLegacyMode(true);
  const scope = SCOPE[state];
  if (scope) builder.include(scope);
  const before = Date.now();
  const results = await builder.analyze();
  timing.axe += Date.now() - before;
  const key = pageKey(visit, state);
  for (const violation of results.violations) {
    findings.push({
      key,
      url,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    });
  }
  checked.add(key);
}

/** Produces `state` on the loaded page (after the states before it in the visit), then checks it. */
async function produce(page: Page, visit: A11yVisit, state: A11yState) {
  switch (state) {
    case 'consent-banner':
      await page.locator('#consent-banner[data-ready]').waitFor({ state: 'visible', ...WAIT });
      return;
    case 'consent-settings':
      await page.locator('#consent-banner [data-consent="settings"]').click(WAIT);
      await page.locator('#cc-main .pm').waitFor({ state: 'visible', ...WAIT });
      // Until its opening transition ends the dialog's text is faded into the page: axe would measure that contrast.
      await page.waitForFunction(
        () => document.querySelector('#cc-main .pm')?.getAnimations({ subtree: true }).length === 0,
        undefined,
        WAIT,
      );
      return;
    case 'default':
      if (visit.firstVisit) {
        // The visitor refuses in the settings; the page is then checked as a returning visitor sees it.
        await page.locator('#cc-main .pm [data-role="necessary"]').click(WAIT);
        await page.locator('#consent-banner').waitFor({ state: 'hidden', ...WAIT });
        // Until its closing transitions end the settings dialog is aria-hidden yet still focusable: its own and its
        // buttons', which stay visible a moment after the dialog is hidden.
        await page.waitForFunction(
          () => {
            const settings = document.querySelector('#cc-main .pm');
            return (
              !settings ||
              (getComputedStyle(settings).visibility === 'hidden' &&
                settings.getAnimations({ subtree: true }).length === 0)
            );
          },
          undefined,
          WAIT,
        );
      }
      return;
    case 'account-menu':
      await page.locator(`#${ACCOUNT_MENU_IDS.button}`).click(WAIT);
      await page.locator(`#${ACCOUNT_MENU_IDS.panel}`).waitFor({ state: 'visible', ...WAIT });
      return;
    case 'order-errors':
      await page.locator('main form button[type="submit"]').first().click(WAIT);
      await page
        .locator('#order-error-summary li')
        .first()
        .waitFor({ state: 'visible', ...WAIT });
      return;
    case 'widget-closed':
      // The widget follows the reader's clock, once a minute (blocks/customer-service/service-clock-script.ts).
      // fastForward fires the minute's timer once; runFor would run every frame and timer of that minute in turn.
      await page.clock.setSystemTime(CLOSED_HOURS);
      await page.clock.fastForward(61_000);
      await page
        .locator('[data-testid="top-bar-customer-service"][data-status="closed"]')
        .waitFor({ state: 'visible', ...WAIT });
      return;
    case 'error-page':
      // The error boundary renders in the browser (site/chrome/errors/error-page.tsx).
      await page.getByTestId('error-status').waitFor({ state: 'visible', ...WAIT });
      return;
    case 'region-notice':
      await page.getByTestId('region-notice').waitFor({ state: 'visible', ...WAIT });
      return;
    case 'editor-preview':
      // The choice of brands opened, as an editor opens it to show the group's story on another brand.
      await page.locator('[data-testid="editor-brand-choice"] summary').click(WAIT);
      await page
        .locator('[data-testid="editor-brand-choice"][open] li a')
        .first()
        .waitFor({ state: 'visible', ...WAIT });
      return;
    default:
      return;
  }
}

/** Leaves a toggle the way a visitor would, so the next state starts from the page itself. */
async function undo(page: Page, state: A11yState) {
  if (state === 'account-menu') {
    await page.locator(`#${ACCOUNT_MENU_IDS.button}`).click(WAIT);
    await page.locator(`#${ACCOUNT_MENU_IDS.panel}`).waitFor({ state: 'hidden', ...WAIT });
  }
}

/** The ids of the stand-in space's stories, by full slug: what the editor's `_storyblok` names. */
const storyId = (fullSlug: string): number =>
  JSON.parse(readFileSync(path.join(STORIES_DIR, `${fullSlug}.json`), 'utf8')).story.id;

function address(visit: A11yVisit): string {
  const base = `http://${visit.brand}.localhost:${port}${visit.path}`;
  if (!visit.editorStory) return base;
  // Signed as the editor signs it, with the preview token of the server's space (the CDN stand-in's, docs/adr/0029).
  const query = {
    ...signedEditorQuery('0', CDN_STAND_IN_PREVIEW_TOKEN, new Date()),
    _storyblok: String(storyId(visit.editorStory)),
  };
  return `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
}

async function prepare(context: BrowserContext, page: Page, visit: A11yVisit) {
  await context.clearCookies();
  const url = `http://${visit.brand}.localhost:${port}`;
  // Sealed for each visit, as the shop seals it (the server's SESSION_SECRET is this process's): it lives half an hour.
  const country = BRANDS[visit.brand as keyof typeof BRANDS].country;
  const order = visit.order && (await sealPlacedOrder(placedOrderOf(visit.order, country)));
  const cookies = [
    ...(visit.firstVisit ? [] : [{ name: CONSENT_COOKIE, value: consentCookieValue(['necessary']), url }]),
    ...(order ? [{ name: VISITOR_COOKIES.placedOrder, value: order, url }] : []),
  ];
  if (cookies.length) await context.addCookies(cookies);
  await page.setExtraHTTPHeaders(visit.visitorCountry ? { 'X-Forwarded-For': ADDRESS_IN[visit.visitorCountry]! } : {});
  await page.clock.setSystemTime(OPEN_HOURS);
}

/**
 * How often a visit is loaded before its state counts as not reached: a page or state that fails to load on a loaded
 * machine (a navigation's or a wait's timeout) is loaded again in a fresh page, from the start of the visit. The checks
 * already made in it are not made again, so no finding is counted twice and a check is never retried: only reaching.
 */
const LOAD_ATTEMPTS = 3;
/** Visits loaded again, for the summary. */
const reloads: { key: string; error: string }[] = [];

/** Loads the visit and checks each of its states not checked yet; throws with the state it did not reach. */
async function runVisit(context: BrowserContext, page: Page, visit: A11yVisit, url: string) {
  let state: A11yState | undefined;
  try {
    await prepare(context, page, visit);
    const before = Date.now();
    const response = await page.goto(url, { waitUntil: 'load', ...WAIT });
    timing.load += Date.now() - before;
    const status = response?.status() ?? 0;
    if (visit.expectError ? status !== 500 : status !== 200) throw new Error(`answered ${status}`);
    for (state of visit.states) {
      let before = Date.now();
      await produce(page, visit, state);
      timing.setup += Date.now() - before;
      if (!checked.has(pageKey(visit, state))) await check(page, visit, state, url);
      before = Date.now();
      await undo(page, state);
      timing.setup += Date.now() - before;
    }
  } catch (error) {
    const shown = await page
      .evaluate(() => document.body?.innerText.slice(0, 160).replace(/\s+/g, ' '))
      .catch(() => '');
    throw new NotReached(
      pageKey(visit, state ?? visit.states[0]!),
      `${String(error).split('\n')[0]!} (the page shows: ${shown})`,
    );
  }
}

class NotReached extends Error {
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super(`${key}: ${reason}`);
  }
}

/**
 * A phone (Pixel 7) and a desktop Chrome, each with a visitor's user agent: headless Chromium's own names it a
 * crawler (isbot), and a crawler is shown other pages (site/chrome/errors/crawler-error.tsx).
 */
const CONTEXT_OPTIONS: Readonly<Record<A11yWidth, Parameters<Browser['newContext']>[0]>> = {
  412: { ...devices['Pixel 7'] },
  1280: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
};

/**
 * The page's transitions and animations run 20 times faster (Chromium's own playback rate, kept across navigations):
 * the states are checked once their transitions have ended (produce), so only the waiting is shorter. The consent
 * dialogs' transitions took half a second per first visit, with nothing checked meanwhile.
 */
async function playAnimationsFaster(context: BrowserContext, page: Page) {
  const devtools = await context.newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 20 });
}

async function worker(browser: Browser, queue: A11yVisit[], progress: () => void) {
  const pages = new Map<A11yWidth, { context: BrowserContext; page: Page }>();
  const pageFor = async (width: A11yWidth) => {
    let own = pages.get(width);
    if (!own) {
      const context = await browser.newContext(CONTEXT_OPTIONS[width]);
      await context.clock.install({ time: OPEN_HOURS });
      await context.addInitScript({ content: AXE_SOURCE });
      const page = await context.newPage();
      await playAnimationsFaster(context, page);
      own = { context, page };
      pages.set(width, own);
    }
    return own;
  };
  for (let visit = queue.shift(); visit; visit = queue.shift()) {
    const url = address(visit);
    for (let attempt = 1; ; attempt += 1) {
      const own = await pageFor(visit.width);
      try {
        await runVisit(own.context, own.page, visit, url);
        break;
      } catch (error) {
        const { key, reason } = error instanceof NotReached ? error : { key: url, reason: String(error) };
        if (attempt === LOAD_ATTEMPTS) {
          // The state was not reached: that page and the visit's later ones are not checked.
          failures.push({ key, url, error: reason });
          break;
        }
        reloads.push({ key, error: reason });
        console.log(`  loading again (${attempt} of ${LOAD_ATTEMPTS - 1}): ${key} ${url}\n    ${reason}`);
        // A fresh page: whatever the last one was left in (a dialog half open, a crashed renderer) is gone.
        await own.context.close().catch(() => undefined);
        pages.delete(visit.width);
      }
    }
    progress();
  }
  await Promise.all([...pages.values()].map(({ context }) => context.close()));
}

const started = Date.now();
const server = basePort
  ? undefined
  : await startServer({ port, appEnv: process.env.APP_ENV || 'test', stdio: 'ignore' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});
console.log(
  `axe: ${visits.length} page loads, ${workers} workers, ${exist} brand x route x state x width pages exist` +
    (share === undefined
      ? ''
      : `; share ${share} of ${AXE_SHARES} (${[...shareOf]
          .filter(([, k]) => k === share)
          .map(([brand]) => brand)
          .join(' ')}): ${owed} pages`),
);
const queue = [...visits];
let done = 0;
const progress = () => {
  done += 1;
  if (done % 100 === 0)
    console.log(
      `  ${done}/${visits.length} loads, ${checked.size} pages checked, ${Math.round((Date.now() - started) / 1000)} s`,
    );
};
try {
  await Promise.all(Array.from({ length: workers }, () => worker(browser, queue, progress)));
} finally {
  await browser.close();
  await server?.stop();
}

const seconds = Math.round((Date.now() - started) / 1000);
const byRule = new Map<string, Finding[]>();
for (const finding of findings) byRule.set(finding.rule, [...(byRule.get(finding.rule) ?? []), finding]);
for (const [rule, list] of byRule) {
  const pagesHit = new Set(list.map((finding) => finding.key));
  console.log(`\n✗ ${rule} (${list[0]!.impact}): ${list[0]!.help} - on ${pagesHit.size} pages, e.g.`);
  for (const finding of list.slice(0, 5))
    console.log(`    ${finding.key}  ${finding.url}\n      ${finding.targets.join('\n      ')}`);
}
for (const failure of failures.slice(0, 20))
  console.log(`\n✗ not reached: ${failure.key} ${failure.url}\n    ${failure.error}`);
if (failures.length > 20) console.log(`  ... and ${failures.length - 20} more not reached`);

const errorPages = new Set(findings.map((finding) => finding.key)).size;
if (process.env.A11Y_AXE_RESULTS) {
  const results = Object.fromEntries([...checked].sort().map((key) => [key, [] as string[]]));
  for (const finding of findings) results[finding.key]!.push(finding.rule);
  writeFileSync(process.env.A11Y_AXE_RESULTS, `${JSON.stringify(results, null, 1)}\n`);
}
console.log(
  `\naxe: checked ${checked.size} of ${exist} brand x route x state x width pages (${Object.keys(BRANDS).length} brands, 2 widths) in ${seconds} s (loading ${Math.round(timing.load / 1000)} s, producing states ${Math.round(timing.setup / 1000)} s, axe ${Math.round(timing.axe / 1000)} s, summed over ${workers} workers); ${errorPages} with errors, ${failures.length} states not reached, ${reloads.length} visits loaded again`,
);
const complete = checked.size === owed && checked.size >= CI_FLOOR;
if (share !== undefined)
  console.log(
    `axe: share ${share} of ${AXE_SHARES}: checked ${checked.size} of its ${owed} pages (committed floor ${CI_FLOOR})`,
  );
if (CI && !complete)
  console.error(
    `axe: under CI every page of the share is checked, at least ${CI_FLOOR}: ${checked.size} of ${owed} were.`,
  );
process.exit(findings.length === 0 && failures.length === 0 && (complete || !CI) ? 0 : 1);
