// The accessibility stage's axe run over every page a visitor can reach: every brand x route x state x width page of
// e2e/accessibility/a11y-pages.ts (generated from the registry). First every visit's server HTML is fetched and reduced
// to its structure (e2e/accessibility/a11y-structure.ts); pages that cannot differ in the result fall into one class
// (e2e/accessibility/a11y-classes.ts, docs/adr/0034), and axe-core (WCAG 2.x A and AA) with HTML_CodeSniffer (WCAG2AA)
// checks one page per class in Chromium, inside the flow that produces its state. Every page gets its class's result;
// the run prints pages, classes, checked pages and time, and fails unless every page is covered. One Chromium, one
// browser context per worker and width, one page each, reused from visit to visit. Starts the built site itself unless
// A11Y_BASE_PORT points at a running one.
// Usage: APP_ENV=test npx tsx e2e/accessibility/a11y-axe.ts
//   A11Y_WORKERS=<n> (default 3: on 2 cores the site renders while a page is checked)
//   A11Y_AXE_EVERY=1 checks every page in the browser, no classes (the deeper pass the classes are compared with)
//   A11Y_AXE_ONLY=<pattern> checks only the pages whose key ('brand route state width') matches; refused under CI.
//   A11Y_AXE_BRANDS=<code,...> checks only those brands' pages, their classes formed among them; refused under CI.
//   A11Y_AXE_CHECKED=<file> writes the keys of the pages checked in the browser as JSON.
//   A11Y_AXE_PLAN_ONLY=1 reads the HTML and plans the checks, printing the classes, and checks none; refused under CI.
//   A11Y_AXE_RESULTS=<file> writes each page's result (its key -> the rules it breaks) as JSON.
import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { narrowing } from '../../site/scripts/narrowing.mjs';
import { startServer } from '../../site/scripts/server.mjs';
import { CONSENT_COOKIE, consentCookieValue } from '../../domain/consent/consent-mode.ts';
import { EXPERIMENT_COOKIES } from '../../domain/experiments/client.ts';
import { REGION_COUNTERPARTS } from '../../domain/region-notice.ts';
import { VISITOR_COOKIES } from '../../domain/visitor-state.ts';
import { ACCOUNT_MENU_IDS } from '../../site/chrome/account-menu/account-menu-ids.ts';
import { MODAL_IDS } from '../../site/chrome/header-footer/modal-ids.ts';
import { sealPlacedOrder } from '../../site/payments/placed-order-cookie.ts';
import { chooseChecks, partResults, type PartedPage } from './a11y-classes.ts';
import { A11Y_WIDTHS, a11yPageKeys, a11yVisits, pageKey, placedOrderOf } from './a11y-pages.ts';
import { pageParts, type PageParts } from './a11y-structure.ts';
import { themeClass } from './a11y-theme-class.ts';
import { offered, partKeys, SCOPE, SCRIPT_NEEDLES, SELECTORS, type PagePartKeys } from './a11y-state-parts.ts';
import { getWithHost } from '../support/http.ts';
import type { A11yState, A11yVisit, A11yWidth } from './a11y-pages.ts';
import { BRANDS, ROUTES, THEMES } from '../support/fleet.ts';
import { signedEditorQuery } from '../../site/content/preview.ts';
import { CDN_STAND_IN_PREVIEW_TOKEN } from '../../stand-ins/storyblok-cdn/defaults.ts';
import { STORIES_DIR } from '../../stand-ins/storyblok-cdn/server.ts';

/**
 * The rules: WCAG 2.0, 2.1 and 2.2 at levels A and AA, every one of them (none is disabled). HTML_CodeSniffer's
 * checks run beside these in the same loads (sniff).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * A Monday morning, the customer service open (e2e/specs/customer-service.spec.ts), and a Sunday noon, closed all day.
 */
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

/**
 * HTML_CodeSniffer's source, the copy pa11y's htmlcs runner uses: its WCAG2AA sniffs run in the same loads as axe, so
 * its own techniques (F77 duplicate ids, H44 labels, H91 empty links, H32 forms without a submit button...) cover
 * every page by the same classes. Only its errors count, as pa11y counts them.
 */
const HTMLCS_SOURCE: string = readFileSync(
  createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'),
  'utf8',
);
/** The standard pa11y.config.json names, and the prefix that tells HTML_CodeSniffer's findings from axe's rule ids. */
const HTMLCS_STANDARD = 'WCAG2AA';
const HTMLCS_PREFIX = 'htmlcs:';

const CI = Boolean(process.env.CI);
const onlyPattern = narrowing('A11Y_AXE_ONLY');
const only = onlyPattern ? new RegExp(onlyPattern) : undefined;
const onlyBrands = narrowing('A11Y_AXE_BRANDS')?.split(',');
const planOnly = narrowing('A11Y_AXE_PLAN_ONLY') === '1';
const workers = Math.max(1, Number(process.env.A11Y_WORKERS ?? 3));
const basePort = narrowing('A11Y_BASE_PORT');
const port = Number(basePort ?? 3221);

const every = process.env.A11Y_AXE_EVERY === '1';

const allVisits = a11yVisits({ brands: BRANDS, routes: ROUTES, regionNotice: REGION_COUNTERPARTS });
const exist = a11yPageKeys(allVisits).length;
const unknownBrands = onlyBrands?.filter((code) => !Object.hasOwn(BRANDS, code)) ?? [];
if (unknownBrands.length) throw new Error(`A11Y_AXE_BRANDS names brands not in the registry: ${unknownBrands}`);
const visits = allVisits
  .filter((visit) => !onlyBrands || onlyBrands.includes(visit.brand))
  .map((visit) => ({ ...visit, states: visit.states.filter((state) => !only || only.test(pageKey(visit, state))) }))
  .filter((visit) => visit.states.length > 0);
const owed = a11yPageKeys(visits).length;

interface Finding {
  readonly key: string;
  readonly url: string;
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

const checked = new Set<string>();
/** The pages checked in the browser: one per class (every page with A11Y_AXE_EVERY). */
const toCheck = new Set<string>();
/** Milliseconds spent loading pages, producing the states (and leaving them) and in axe, summed over the workers. */
const timing = { load: 0, setup: 0, axe: 0, htmlcs: 0 };
const findings: Finding[] = [];
const failures: { key: string; url: string; error: string }[] = [];

/** Each checked page's findings by part key: a rule per part where it was found. */
const foundByPart = new Map<string, Map<string, string[]>>();
/** Each page's part keys, by page key. */
const partsOfPage = new Map<string, PagePartKeys>();

/**
 * Where in the page each finding's elements lie: the document itself (the skeleton), a part of the body by its tag
 * and id, or nothing the server sent (what the browser added).
 */
async function ownersOf(page: Page, targets: readonly unknown[]): Promise<(string | null)[]> {
  const selectors = targets.map((target) => (typeof target === 'string' ? target : null));
  return page.evaluate((selectors) => {
    const nameOf = (part: Element) => `${part.tagName.toLowerCase()}${part.id ? `#${part.id}` : ''}`;
    // As e2e/accessibility/a11y-structure.ts counts an element's parts: its element children, scripts and templates
    // aside.
    const partsOf = (element: Element) =>
      [...element.children].filter((child) => child.tagName !== 'SCRIPT' && child.tagName !== 'TEMPLATE');
    return selectors.map((selector) => {
      const element = selector ? document.querySelector(selector) : null;
      if (!element) return null;
      if (element === document.body || !document.body.contains(element)) return 'document';
      let part: Element = element;
      while (part.parentElement && part.parentElement !== document.body) part = part.parentElement;
      if (part.tagName !== 'MAIN' || part === element) return nameOf(part);
      let block: Element = element;
      while (block.parentElement !== part) block = block.parentElement!;
      return `${nameOf(part)}>${partsOf(part).indexOf(block)}`;
    });
  }, selectors);
}

/** Puts a page's findings on its parts. */
async function recordParts(page: Page, key: string, violations: { id: string; nodes: { target: unknown[] }[] }[]) {
  const keys = partsOfPage.get(key)!;
  const byPart = new Map<string, string[]>();
  const add = (part: string, rule: string) => {
    const rules = byPart.get(part) ?? [];
    if (!rules.includes(rule)) rules.push(rule);
    byPart.set(part, rules);
  };
  for (const violation of violations) {
    if (!keys.whole) {
      add(keys.parts[0]!, violation.id);
      continue;
    }
    const owners = await ownersOf(
      page,
      violation.nodes.map((node) => node.target.at(-1)),
    );
    for (const owner of owners) {
      if (owner === 'document') add(keys.whole.skeleton, violation.id);
      else if (owner && keys.whole.byName.has(owner))
        for (const part of keys.whole.byName.get(owner)!) add(part, violation.id);
      else add(keys.whole.added, violation.id);
    }
  }
  foundByPart.set(key, byPart);
}

/**
 * HTML_CodeSniffer's errors on the page (within every element `scope` finds, as axe's include), in axe's shape: one
 * entry per technique code, each element named by a selector that finds it again (its path of :nth-child steps).
 */
async function sniff(page: Page, scope: string | undefined) {
  const before = Date.now();
  const messages = await page.evaluate(
    ({ standard, scope }) =>
      new Promise<{ code: string; msg: string; selector: string }[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS?: HtmlCodeSniffer }).HTMLCS;
        if (!htmlcs) throw new Error('HTML_CodeSniffer is not in the page: the context adds it (addInitScript)');
        const roots = scope ? [...document.querySelectorAll(scope)] : [];
        htmlcs.process(standard, document, (error) => {
          if (error) return reject(error);
          resolve(
            htmlcs
              .getMessages()
              // 1: an error; warnings and notices ask a person to look, and pa11y leaves them out too.
              .filter(
                (message) =>
                  message.type === 1 && (roots.length === 0 || roots.some((root) => root.contains(message.element))),
              )
              .map((message) => {
                const steps: string[] = [];
                let element = message.element instanceof Element ? message.element : null;
                for (; element?.parentElement; element = element.parentElement) {
                  const index = [...element.parentElement.children].indexOf(element) + 1;
                  steps.unshift(`${element.tagName.toLowerCase()}:nth-child(${index})`);
                }
                return { code: message.code, msg: message.msg, selector: ['html', ...steps].join(' > ') };
              }),
          );
        });
      }),
    { standard: HTMLCS_STANDARD, scope },
  );
  timing.htmlcs += Date.now() - before;
  const byCode = new Map<string, { id: string; impact: string; help: string; nodes: { target: string[] }[] }>();
  for (const { code, msg, selector } of messages) {
    const entry = byCode.get(code) ?? { id: `${HTMLCS_PREFIX}${code}`, impact: 'error', help: msg, nodes: [] };
    entry.nodes.push({ target: [selector] });
    byCode.set(code, entry);
  }
  return [...byCode.values()];
}

/** What the stage calls of HTML_CodeSniffer's global (its build/HTMLCS.js). */
interface HtmlCodeSniffer {
  process(standard: string, content: Document, callback: (error?: unknown) => void): void;
  getMessages(): { code: string; msg: string; type: number; element: Node }[];
}

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
  const violations = [...results.violations, ...(await sniff(page, scope))];
  await recordParts(page, key, violations);
  for (const violation of violations) {
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
    case 'policy-dialog': {
      const id = MODAL_IDS.accessibilityPolicy;
      await page.locator(`button[commandfor="${id}"][command="show-modal"]`).first().click(WAIT);
      await page.locator(`#${id}[open]`).waitFor({ state: 'visible', ...WAIT });
      // Checked once its opening transition has ended, as the consent settings are.
      await page.waitForFunction(
        (id) => document.getElementById(id)?.getAnimations({ subtree: true }).length === 0,
        id,
        WAIT,
      );
      return;
    }
    case 'order-errors':
    case 'gift-order-errors':
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
      // Every widget of the page, the blocks' too, each with a timer of its own.
      await page.waitForFunction(() => !document.querySelector('[data-status="open"]'), undefined, WAIT);
      return;
    case 'error-page':
      // The error boundary renders in the browser (site/chrome/errors/error-page.client.tsx).
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
      // And what search and shared links will show, opened as an editor opens it to read the page's head.
      await page.locator('[data-testid="editor-search-preview"] summary').click(WAIT);
      await page.locator('[data-testid="editor-search-preview"][open] dl').waitFor({ state: 'visible', ...WAIT });
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
  if (state === 'policy-dialog') {
    const id = MODAL_IDS.accessibilityPolicy;
    await page.locator(`#${id} button[command="close"]`).click(WAIT);
    await page.locator(`#${id}`).waitFor({ state: 'hidden', ...WAIT });
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

/**
 * One experiment user for every visit: a fresh visitor is bucketed at random, so the server's HTML (read to plan the
 * checks) and the browser's load could each meet other variations, and the classes change from run to run. The
 * variations themselves are the pa11y stage's (e2e/accessibility/a11y.ts, forced by the query).
 */
const EXPERIMENT_USER = { name: EXPERIMENT_COOKIES.userId, value: 'a11y-stage-visitor' };

/** The visit's cookies: its experiment user, a returning visitor's refusal, the order the thank-you page shows. */
async function visitCookies(visit: A11yVisit): Promise<{ name: string; value: string }[]> {
  // Sealed for each visit, as the shop seals it (the server's SESSION_SECRET is this process's): it lives half an hour.
  const country = BRANDS[visit.brand as keyof typeof BRANDS].country;
  const order = visit.order && (await sealPlacedOrder(placedOrderOf(visit.order, country)));
  return [
    EXPERIMENT_USER,
    ...(visit.firstVisit ? [] : [{ name: CONSENT_COOKIE, value: consentCookieValue(['necessary']) }]),
    ...(order ? [{ name: VISITOR_COOKIES.placedOrder, value: order }] : []),
  ];
}

const forwardedFor = (visit: A11yVisit): Record<string, string> =>
  visit.visitorCountry ? { 'X-Forwarded-For': ADDRESS_IN[visit.visitorCountry]! } : {};

async function prepare(context: BrowserContext, page: Page, visit: A11yVisit) {
  await context.clearCookies();
  const url = `http://${visit.brand}.localhost:${port}`;
  const cookies = (await visitCookies(visit)).map((cookie) => ({ ...cookie, url }));
  if (cookies.length) await context.addCookies(cookies);
  await page.setExtraHTTPHeaders(forwardedFor(visit));
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

/** Loads the visit and checks each of its states owed and not checked yet; throws with the state it did not reach. */
async function runVisit(context: BrowserContext, page: Page, visit: A11yVisit, url: string) {
  let state: A11yState | undefined;
  try {
    await prepare(context, page, visit);
    const before = Date.now();
    const response = await page.goto(url, { waitUntil: 'load', ...WAIT });
    timing.load += Date.now() - before;
    const status = response?.status() ?? 0;
    if (status !== (visit.status ?? 200)) throw new Error(`answered ${status}`);
    for (state of visit.states) {
      let before = Date.now();
      await produce(page, visit, state);
      timing.setup += Date.now() - before;
      const key = pageKey(visit, state);
      if (toCheck.has(key) && !checked.has(key)) await check(page, visit, state, url);
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
 * crawler (isbot), and a crawler is shown other pages (site/chrome/errors/crawler-error.client.tsx).
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
      // tsx names the functions inside page.evaluate callbacks with a __name helper the page does not have.
      await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
      await context.addInitScript({ content: AXE_SOURCE });
      await context.addInitScript({ content: HTMLCS_SOURCE });
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

/**
 * A visit's server HTML reduced to its parts (e2e/accessibility/a11y-structure.ts), requested as the browser requests
 * it (its cookies, its address, a phone's or a desktop's user agent). A visit whose HTML cannot be had is undefined:
 * each of its pages is a class of its own, checked in the browser, which tells why.
 */
async function visitParts(visit: A11yVisit): Promise<PageParts | undefined> {
  const url = new URL(address(visit));
  const cookie = (await visitCookies(visit)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const headers = {
    'user-agent': CONTEXT_OPTIONS[visit.width]!.userAgent!,
    ...(cookie ? { cookie } : {}),
    ...forwardedFor(visit),
  };
  const brand = BRANDS[visit.brand as keyof typeof BRANDS];
  const words = [brand.name, 'domain' in brand ? brand.domain : '', visit.brand].filter(Boolean);
  for (let attempt = 1; attempt <= LOAD_ATTEMPTS; attempt += 1) {
    const answer = await getWithHost(url.host, `${url.pathname}${url.search}`, port, headers).catch(() => undefined);
    if (answer?.status === (visit.status ?? 200)) return pageParts(answer.body, { words }, SELECTORS, SCRIPT_NEEDLES);
  }
  return undefined;
}

/**
 * A visit's request but for the width: the site reads the user agent only to tell a crawler from a person (isbot), so a
 * phone's and a desktop's visit to one address are sent the same HTML, read once for both. `sameAtBothWidths` holds
 * that to the site on every brand's home page.
 */
const requestOf = (visit: A11yVisit) => JSON.stringify({ ...visit, width: undefined, states: undefined });

/**
 * Fails the run when a brand's home page is sent other HTML at the other width, naming it. A page's first render can
 * differ from the next ones (a script the build finds only then), so a difference is read again at both widths.
 */
async function sameAtBothWidths(visit: A11yVisit, parts: PageParts | undefined) {
  const otherWidth = { ...visit, width: A11Y_WIDTHS.find((width) => width !== visit.width)! };
  const other = JSON.stringify(await visitParts(otherWidth));
  if (other === JSON.stringify(parts)) return;
  const [again, otherAgain] = await Promise.all([visitParts(visit), visitParts(otherWidth)]);
  if (JSON.stringify(again) !== JSON.stringify(otherAgain))
    throw new Error(
      `${pageKey(visit, visit.states[0]!)}: the site sends other HTML to a phone's and a desktop's browser, so the ` +
        'stage can no longer read it once for both widths (e2e/accessibility/a11y-axe.ts requestOf)',
    );
}

/** Each visit's parts, `workers` requests at a time: the site renders one while another is reduced. */
async function allVisitParts(): Promise<(PageParts | undefined)[]> {
  const read = new Map<string, Promise<PageParts | undefined>>();
  const requests = new Set<string>();
  const firsts = visits.filter((visit) => !requests.has(requestOf(visit)) && requests.add(requestOf(visit)));
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < firsts.length; index = next++) {
      const visit = firsts[index]!;
      const parts = visitParts(visit);
      read.set(requestOf(visit), parts);
      if (visit.route === '/' && visit.firstVisit) await sameAtBothWidths(visit, await parts);
      await parts;
      if (index % 500 === 499) console.log(`  ${index + 1}/${firsts.length} addresses' HTML read`);
    }
  };
  await Promise.all(Array.from({ length: workers }, lane));
  return Promise.all(visits.map((visit) => read.get(requestOf(visit))!));
}

/** Every page's parts, the pages that hold every class, and the loads that reach them. */
function planChecks(structures: readonly (PageParts | undefined)[]) {
  const notOffered: string[] = [];
  const reachable = visits.map((visit, index) => {
    const states = visit.states.filter((state) => offered(state, structures[index]));
    for (const state of visit.states) if (!states.includes(state)) notOffered.push(pageKey(visit, state));
    return { ...visit, states };
  });
  const byVisit: PartedPage[][] = reachable.map((visit, index) =>
    visit.states.map((state) => {
      const key = pageKey(visit, state);
      // With A11Y_AXE_EVERY each page is a class of its own.
      const theme = themeClass(THEMES[visit.brand as keyof typeof THEMES]);
      const keys = every ? { parts: [key] } : partKeys(visit, state, structures[index], theme);
      partsOfPage.set(key, keys);
      return { key, parts: keys.parts };
    }),
  );
  const pages = byVisit.flat();
  const coverage = chooseChecks(byVisit);
  for (const key of coverage.checked) toCheck.add(key);
  // A visit is loaded for the pages it checks, up to its last: the states before it are produced on the way.
  const loads = reachable
    .map((visit) => {
      const last = visit.states.findLastIndex((state) => toCheck.has(pageKey(visit, state)));
      return { ...visit, states: visit.states.slice(0, last + 1) };
    })
    .filter((visit) => visit.states.length > 0);
  return { pages, coverage, loads, notOffered };
}

const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Reads every visit's HTML, plans the checks and makes them; stops the server and the browser whatever happens. */
async function run() {
  const server = basePort
    ? undefined
    : await startServer({ port, appEnv: process.env.APP_ENV || 'test', stdio: 'ignore' });
  try {
    const structures = await allVisitParts();
    const fetchSeconds = Math.round((Date.now() - started) / 1000);
    const plan = planChecks(structures);
    const { coverage, loads } = plan;
    if (planOnly) {
      console.log(
        `axe (planned only): ${owed} pages in ${visits.length} visits, ${coverage.checkedFor.size} classes; ` +
          `${toCheck.size} pages to check in ${loads.length} loads (the server's HTML read in ${fetchSeconds} s)`,
      );
      return { ...plan, fetchSeconds };
    }
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });
    console.log(
      `axe: ${owed} brand x route x state x width pages in ${visits.length} visits, ${coverage.checkedFor.size} ` +
        `classes of their parts (the server's HTML of every visit read in ${fetchSeconds} s); checking ` +
        `${toCheck.size} pages that hold them all in ${loads.length} page loads, ${workers} workers`,
    );
    const queue = [...loads];
    let done = 0;
    const progress = () => {
      done += 1;
      if (done % 100 === 0)
        console.log(
          `  ${done}/${loads.length} loads, ${checked.size} pages checked, ` +
            `${Math.round((Date.now() - started) / 1000)} s`,
        );
    };
    try {
      await Promise.all(Array.from({ length: workers }, () => worker(browser, queue, progress)));
    } finally {
      await browser.close();
    }
    return { ...plan, fetchSeconds };
  } finally {
    await server?.stop();
  }
}

const started = Date.now();
const { pages, coverage, fetchSeconds, notOffered } = await run();
if (planOnly) {
  if (process.env.A11Y_AXE_CHECKED)
    writeFileSync(process.env.A11Y_AXE_CHECKED, `${JSON.stringify([...toCheck].sort(), null, 1)}\n`);
  process.exit(0);
}

const seconds = Math.round((Date.now() - started) / 1000);
const results = partResults(pages, foundByPart);
const byRule = new Map<string, Finding[]>();
for (const finding of findings) byRule.set(finding.rule, [...(byRule.get(finding.rule) ?? []), finding]);
for (const [rule, list] of byRule) {
  const pagesHit = [...results].filter(([, rules]) => rules.includes(rule)).length;
  console.log(`\n✗ ${rule} (${list[0]!.impact}): ${list[0]!.help} - on ${pagesHit} pages, e.g.`);
  for (const finding of list.slice(0, 5))
    console.log(`    ${finding.key}  ${finding.url}\n` + `      ${finding.targets.join('\n      ')}`);
}
for (const failure of failures.slice(0, 20))
  console.log(`\n✗ not reached: ${failure.key} ${failure.url}\n    ${failure.error}`);
if (failures.length > 20) console.log(`  ... and ${failures.length - 20} more not reached`);

if (process.env.A11Y_AXE_CHECKED)
  writeFileSync(process.env.A11Y_AXE_CHECKED, `${JSON.stringify([...checked].sort(), null, 1)}\n`);
if (process.env.A11Y_AXE_RESULTS) {
  const sorted = [...results].sort(([a], [b]) => a.localeCompare(b));
  writeFileSync(process.env.A11Y_AXE_RESULTS, `${JSON.stringify(Object.fromEntries(sorted), null, 1)}\n`);
}

const errorPages = [...results.values()].filter((rules) => rules.length > 0).length;
console.log(
  `\naxe: ${owed} pages (${Object.keys(BRANDS).length} brands, 2 widths), ${coverage.checkedFor.size} classes; checked ` +
    `${checked.size} pages in Chromium, covering ${results.size} of ${owed}; in ${seconds} s (the server's HTML ` +
    `${fetchSeconds} s; loading ${Math.round(timing.load / 1000)} s, producing states ` +
    `${Math.round(timing.setup / 1000)} s, axe ${Math.round(timing.axe / 1000)} s, HTML_CodeSniffer ` +
    `${Math.round(timing.htmlcs / 1000)} s, summed over ${workers} workers); ` +
    `${errorPages} pages with errors, ${failures.length} states not reached, ${reloads.length} visits loaded again; ` +
    `${notOffered.length} pages not offered (the gift's form where the offer is not given as a gift)`,
);
const covered = results.size + notOffered.length === owed && owed === exist;
if (!covered)
  console.error(
    `axe: every page is covered, by its own check or its class's: ${results.size} of ${exist} were` +
      (owed < exist ? ` (A11Y_AXE_ONLY chose ${owed})` : ''),
  );
process.exit(findings.length === 0 && failures.length === 0 && (covered || (!CI && owed < exist)) ? 0 : 1);
