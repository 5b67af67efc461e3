// The accessibility stage's HTML_CodeSniffer half: pa11y-ci (WCAG2AA, the htmlcs runner alone) over the home page of
// EVERY brand in the registry, every page of the representative brands and their 404 states, the visitor's states
// on brands of every kind, and the open modals and dialogs. It adds the rules axe lacks (HTML_CodeSniffer's own G/H
// techniques); axe-core itself runs over every brand x route x state x width page in e2e/a11y-axe.ts, the stage's
// step before this one. At a desktop's width only: HTML_CodeSniffer reads the markup, the same at both widths, and
// axe checks both. The URL list comes from the generated tables, never by hand; the defaults come from
// pa11y.config.json. Starts the built site itself unless A11Y_BASE_PORT points at a running one.
// Usage: npx tsx e2e/a11y.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { narrowing } from '../site/scripts/narrowing.mjs';
import { startServer } from '../site/scripts/server.mjs';
import { ACCOUNT_MENU_IDS } from '../site/chrome/account-menu/account-menu-ids.ts';
import { MODAL_IDS } from '../site/chrome/header-footer/modal-ids.ts';
import { sealPlacedOrder } from '../site/payments/placed-order-cookie.ts';
import { placedOrderOf, type A11yOrder } from './a11y-pages.ts';
import { BRANDS, missingFixedRoutes, REPRESENTATIVE_BRANDS, ROUTES, type BrandCode } from './fleet.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
// A11Y_BASE_PORT and A11Y_ONLY are a developer's shortcuts, refused under CI (site/scripts/narrowing.mjs).
const basePort = narrowing('A11Y_BASE_PORT');
const port = Number(basePort ?? 3220);
const url = (code: string, pathname: string) => `http://${code}.localhost:${port}${pathname}`;

/**
 * A page checked after pa11y's actions (https://github.com/pa11y/pa11y#actions), e.g. with a modal opened, or
 * requested with headers of its own.
 */
interface A11yPage {
  readonly url: string;
  readonly actions?: readonly string[];
  readonly headers?: Readonly<Record<string, string>>;
  /** Only this part of the page is checked. */
  readonly rootElement?: string;
  /** Rules (pa11y codes) this entry does not count, each with its reason where the entry is made. */
  readonly ignore?: readonly string[];
}

/**
 * States of a visitor's own pages (docs/adr/0005), on brands of every kind: a campaign mid with a lead, the /actie
 * form with its errors, the region notice (a Belgian visitor's address, stand-ins/front-office), and a front office
 * that fails.
 */
const VISITOR_STATES: readonly A11yPage[] = [
  { url: url('ad', '/?mid=CAM-ZOMER1&leadId=LEAD-NL-0001') },
  { url: url('vk', '/digitaal?mid=CAM-ZOMER1') },
  { url: url('hl', '/?leadId=LEAD-BE-0001') },
  { url: url('lib', '/actie?actiefout=missing-actiecode,missing-postcode&destinationName=%2F') },
  { url: url('vk', '/actie?actiefout=not-found&destinationName=%2F') },
  { url: url('don', '/?region=be'), headers: { 'X-Forwarded-For': '192.0.2.10' } },
  { url: url('ad', '/?mid=CAM-FAIL01') },
];

const force = (variations: Readonly<Record<string, string>>) =>
  Object.entries(variations)
    .map(([experiment, variation]) => `optimizely_force_variation[${experiment}]=${variation}`)
    .join('&');

/**
 * The experiments' variants (site/experiments/, forced as a tester would), and the branded error page (the test
 * environment's render fault, site/monitoring/fault.ts) in nl and be-formal wording. The server runs outside CI, so
 * the variants are decided.
 */
const EXPERIMENT_AND_ERROR_STATES: readonly A11yPage[] = [
  {
    url: url(
      'ad',
      `/?mid=CAM-ZOMER1&${force({ top_bar_layout: 'variation_2', usp_in_bar_changes: 'variation_2', header_points_intro_discount: 'variation_1', phone_number_ad: 'variation_1' })}`,
    ),
  },
  {
    url: url(
      'mar',
      `/?mid=CAM-ZOMER1&${force({ top_bar_layout: 'variation_1', usp_in_bar_changes: 'variation_1', phone_number_mar: 'variation_2' })}`,
    ),
  },
  { url: url('ad', '/?mid=CAM-ZOMER1&shop_fault=render') },
  { url: url('hl', '/?mid=CAM-ZOMER1&shop_fault=render') },
];

/**
 * The thank-you page's cookie, sealed as the shop seals it (site/payments/placed-order-cookie.ts) with this process's
 * SESSION_SECRET, the server's too: good for half an hour from the start of the run.
 */
const orderCookie = async (code: BrandCode, order: A11yOrder | 'paid-online') => ({
  Cookie: `shop_order=${await sealPlacedOrder(placedOrderOf(order, BRANDS[code].country))}`,
});

/**
 * The order form with its errors shown (submitted empty) and the thank-you page with an order, on brands of every kind.
 */
const ORDER_BRANDS = ['ad', 'vk', 'hl', 'lib', 'da', 'tvf'] as const satisfies readonly BrandCode[];
const orderStates = async (code: BrandCode): Promise<A11yPage[]> => [
  {
    // The hash keeps this entry apart from the same page checked without errors.
    url: url(code, '/bestellen#fouten'),
    actions: [
      'click element main form button[type="submit"]',
      'wait for element #order-error-summary li to be visible',
    ],
  },
  { url: url(code, '/bedankt#bestelling'), headers: await orderCookie(code, 'placed') },
  // Paying online: back on the form after a cancelled payment, the waiting page, paid.
  { url: url(code, '/bestellen?betaling=geannuleerd') },
  { url: url(code, '/bedankt#wachten'), headers: await orderCookie(code, 'awaiting-payment') },
  { url: url(code, '/bedankt#betaald'), headers: await orderCookie(code, 'paid-online') },
  // Gifts: the shop window's gifts, and the gift form with its errors shown.
  { url: url(code, '/?gift=true') },
  {
    url: url(code, '/bestellen?gift=true#fouten'),
    actions: [
      'click element main form button[type="submit"]',
      'wait for element #order-error-summary li to be visible',
    ],
  },
];
const ORDER_STATES: readonly A11yPage[] = (await Promise.all(ORDER_BRANDS.map(orderStates))).flat();

/** Brands of every kind with the footer's accessibility policy open: paper and magazine, nl and be, formal and not. */
const OPEN_MODAL_BRANDS = ['vk', 'ad', 'lib', 'hl', 'da', 'tvf'] as const satisfies readonly BrandCode[];

function withOpenPolicy(code: BrandCode): A11yPage {
  const id = MODAL_IDS.accessibilityPolicy;
  return {
    // The hash only keeps this report entry apart from the same home page checked closed.
    url: url(code, `/#${id}`),
    actions: [`click element button[commandfor="${id}"]`, `wait for element #${id} to be visible`],
  };
}

/**
 * The top bar's account dropdown open (docs/rules/02-routes-and-layout.md), on the representative brands: every kind of
 * brand's items.
 */
function withOpenAccountMenu(code: BrandCode): A11yPage {
  return {
    // The hash only keeps this report entry apart from the same home page checked closed.
    url: url(code, '/#account-menu'),
    // The hydrated menu's button: the <summary> before it is replaced as the page hydrates, and a click at that
    // moment finds no element.
    actions: [
      `wait for element button#${ACCOUNT_MENU_IDS.button} to be visible`,
      `click element button#${ACCOUNT_MENU_IDS.button}`,
      `wait for element #${ACCOUNT_MENU_IDS.panel} to be visible`,
    ],
    // The page itself is checked with the menu closed (the home pages above), so this entry checks the top bar with
    // its menu open.
    rootElement: 'header',
  };
}

/**
 * The consent dialogs on the representative brands (site/chrome/consent/consent-banner.tsx): the first-visit banner
 * (every page above shows it too), and the consent manager's settings dialog.
 */
function withConsentBanner(code: BrandCode): A11yPage {
  // The hash only keeps this report entry apart from the same home page checked above.
  return { url: url(code, '/#cookie-banner'), actions: ['wait for element #consent-banner[data-ready] to be visible'] };
}

function withConsentSettings(code: BrandCode): A11yPage {
  return {
    // Through the banner's settings button: the footer's button (the same dialog, e2e/consent.spec.ts) may be
    // pressed before the page has hydrated, and lies behind the banner.
    url: url(code, '/#privacy-instellingen'),
    actions: [
      'wait for element #consent-banner[data-ready] to be visible',
      'click element #consent-banner [data-consent="settings"]',
      'wait for element #cc-main .pm to be visible',
    ],
  };
}

/**
 * Every other entry is a returning visitor's who refused (the banner's 'Alles weigeren'), so each page is checked
 * as itself rather than under a first visit's banner, which has entries of its own above.
 */
const REFUSE_CONSENT = [
  'wait for element #consent-banner[data-ready] [data-consent="necessary"] to be visible',
  'click element #consent-banner [data-consent="necessary"]',
  'wait for element #consent-banner to be hidden',
];

function asReturningVisitor(page: string | A11yPage): A11yPage {
  const entry = typeof page === 'string' ? { url: page } : page;
  // Loaded again with the choice stored, as the visitor's next page would be (the hash only names the entry).
  return {
    ...entry,
    actions: [...REFUSE_CONSENT, `navigate to ${entry.url.replace(/#.*$/, '')}`, ...(entry.actions ?? [])],
  };
}

export function a11yUrls(): (string | A11yPage)[] {
  const homes = (Object.keys(BRANDS) as BrandCode[]).map((code) => url(code, '/'));
  const pages = REPRESENTATIVE_BRANDS.flatMap((code) => [
    ...ROUTES[code].filter((route) => route.path !== '/').map((route) => url(code, route.path)),
    ...missingFixedRoutes(code)
      .slice(0, 1)
      .map((missing) => url(code, missing)),
    url(code, '/Niet_Bestaand?mid=x'),
  ]);
  const ownPages = [
    ...homes,
    ...pages,
    ...OPEN_MODAL_BRANDS.map(withOpenPolicy),
    ...REPRESENTATIVE_BRANDS.map(withOpenAccountMenu),
    ...VISITOR_STATES,
    ...EXPERIMENT_AND_ERROR_STATES,
    ...ORDER_STATES,
  ];
  return [
    ...ownPages.map(asReturningVisitor),
    ...REPRESENTATIVE_BRANDS.flatMap((code) => [withConsentBanner(code), withConsentSettings(code)]),
  ];
}

// pa11y.config.json's userAgent is a person's browser: headless Chromium's own counts as a crawler, which gets a
// plain 404 and no page to check (docs/rules/06-roles.md).
const defaults = JSON.parse(readFileSync(path.join(ROOT, 'pa11y.config.json'), 'utf8')).defaults;
// A11Y_ONLY=<pattern> checks only the pages whose address matches (while working on one state); CI checks all.
const onlyPattern = narrowing('A11Y_ONLY');
const only = onlyPattern ? new RegExp(onlyPattern) : undefined;
const urls = a11yUrls().filter((page) => !only || only.test(typeof page === 'string' ? page : page.url));
const config = path.join(mkdtempSync(path.join(os.tmpdir(), 'pa11y-')), 'pa11y-ci.json');
writeFileSync(config, JSON.stringify({ defaults, urls }, null, 2));
console.log(
  `pa11y-ci (htmlcs): ${urls.length} pages (${Object.keys(BRANDS).length} brand home pages + representative brands' pages and 404s + ${OPEN_MODAL_BRANDS.length} open modals + ${REPRESENTATIVE_BRANDS.length} open account menus + ${REPRESENTATIVE_BRANDS.length} consent banners and settings)`,
);

// Outside CI whatever runs pa11y: the experiment variants above need an experiment client
// (docs/rules/04-states-and-flows.md).
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
