// @vitest-environment jsdom
import vm from 'node:vm';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CampaignDecidedEvent } from '../../../domain/experiments/campaign-decided.ts';
import { EXPERIMENTS_SEEN_COOKIE, seenCookieValue } from '../../../domain/experiments/seen-cookie.ts';
import { PAGE_MID_COOKIE } from '../../../domain/page-key.ts';
import { PageAnalytics, type PageAnalyticsProps } from '../../../site/page/page-analytics.tsx';
import { INSPECTOR_EXPERIMENTS_ID } from '../../../site/page/inspector-script.ts';

/*
 * The page's analytics in the first HTML (docs/rules/03-entities.md, docs/rules/04-states-and-flows.md and
 * docs/rules/09-constants-and-limits.md): the server renders one inline script; the browser parses the HTML and runs
 * it. Here the HTML is parsed as a browser would (jsdom's parser) and the script runs in a fresh context whose window
 * has no dataLayer yet, and whose document has the cookies the proxy set: the visitor's experiment events come in the
 * seen cookie beside the page (docs/adr/0007).
 */

const decided = (experiment: string, id: number, variation: string, number: number): CampaignDecidedEvent => ({
  event: 'campaign-decided',
  'optimizely-dimension-value': `${experiment} (${id}):${variation} (${id + 2})`,
  'optimizely-dimension-number': number,
});

const EVENTS = [
  decided('remove_owf', 30000001024, 'variation_1', 22),
  decided('usp_in_bar_changes', 30000001033, 'control', 23),
  decided('header_points_intro_discount', 30000001043, 'variation_1', 24),
];

const props = (overrides: Partial<PageAnalyticsProps> = {}): PageAnalyticsProps => ({
  brand: { code: 'ad', locale: 'nl' },
  route: { path: '/digitaal', name: 'digitaal' },
  mid: 'CAM-ZOMER1',
  tagManager: undefined,
  ...overrides,
});

/** The scripts of the server-rendered HTML, as the browser's parser splits them. */
function scriptsOf(element: ReactElement): string[] {
  const html = renderToStaticMarkup(element);
  const parsed = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  expect(parsed.body.querySelectorAll(':scope > script:not([src])')).toHaveLength(1);
  return [...parsed.querySelectorAll<HTMLScriptElement>('script:not([src])')].map((script) => script.text);
}

/** The scripts the markup loads from a URL. */
function scriptSources(element: ReactElement): string[] {
  const parsed = new DOMParser().parseFromString(
    `<!doctype html><html><body>${renderToStaticMarkup(element)}</body></html>`,
    'text/html',
  );
  return [...parsed.querySelectorAll('script[src]')].map(
    (script) => `${script.getAttribute('src')} async=${script.hasAttribute('async')}`,
  );
}

/** The seen cookie as the browser holds it: the value percent-encoded, as Next's cookie writer sends it. */
const seenCookie = (events: readonly CampaignDecidedEvent[], decisions = DECISIONS) =>
  `${EXPERIMENTS_SEEN_COOKIE.name}=${encodeURIComponent(seenCookieValue({ decisions, events }) ?? '')}`;

const DECISIONS = [
  { experimentKey: 'remove_owf', variationKey: 'variation_1' },
  { experimentKey: 'usp_in_bar_changes', variationKey: 'control' },
  { experimentKey: 'header_points_intro_discount', variationKey: 'variation_1' },
];

interface Browser {
  readonly dataLayer: unknown;
  readonly cookiesWritten: readonly string[];
  readonly inspectorLine: string;
}

/** Runs the script in a fresh context: an empty window, a document with `cookie` and the inspector's line. */
function runInBrowser(script: string, cookie = ''): Browser {
  const cookiesWritten: string[] = [];
  const line = { textContent: '—' };
  const document = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookiesWritten.push(value);
    },
    getElementById: (id: string) => (id === INSPECTOR_EXPERIMENTS_ID ? line : null),
  };
  const context = vm.createContext({ window: {} as { dataLayer?: unknown[] }, document });
  vm.runInContext(script, context);
  // Plain objects of this realm, to compare.
  return {
    dataLayer: JSON.parse(JSON.stringify(context.window.dataLayer)) as unknown,
    cookiesWritten,
    inspectorLine: line.textContent,
  };
}

const dataLayerAfter = (script: string, cookie = '') => runInBrowser(script, cookie).dataLayer;

describe('PageAnalytics', () => {
  it('pushes the page event, then each campaign-decided event of the seen cookie once, in order', () => {
    const [script = ''] = scriptsOf(<PageAnalytics {...props()} />);
    expect(dataLayerAfter(script, `other=1; ${seenCookie(EVENTS)}; last=2`)).toEqual([
      { event: 'page', brand: 'ad', locale: 'nl', route: '/digitaal', mid: 'CAM-ZOMER1' },
      ...EVENTS,
    ]);
  });

  it('clears the seen cookie and shows every decision in the inspector', () => {
    const [script = ''] = scriptsOf(<PageAnalytics {...props()} />);
    const browser = runInBrowser(script, seenCookie(EVENTS));
    expect(browser.cookiesWritten).toEqual([`${EXPERIMENTS_SEEN_COOKIE.name}=; Max-Age=0; Path=/`]);
    expect(browser.inspectorLine).toBe(
      'remove_owf: variation_1, usp_in_bar_changes: control, header_points_intro_discount: variation_1',
    );
  });

  it('pushes the page event alone without experiments, and writes no cookie', () => {
    const [script = ''] = scriptsOf(<PageAnalytics {...props({ brand: { code: 'hln', locale: 'nl-BE' } })} />);
    const browser = runInBrowser(script, 'shop_exp_uid=abc; shop_exp_seen_other=1');
    expect(browser.dataLayer).toEqual([
      { event: 'page', brand: 'hln', locale: 'nl-BE', route: '/digitaal', mid: 'CAM-ZOMER1' },
    ]);
    expect(browser.cookiesWritten).toEqual([]);
    expect(browser.inspectorLine).toBe('—');
  });

  it('a campaign the front office does not know: the page event names the visitor’s mid the proxy told, once', () => {
    const [script = ''] = scriptsOf(<PageAnalytics {...props({ mid: 'CAM-SHOP01' })} />);
    const browser = runInBrowser(script, `other=1; ${PAGE_MID_COOKIE.name}=CAM-NOPE42; ${seenCookie(EVENTS)}`);
    expect(browser.dataLayer).toEqual([
      { event: 'page', brand: 'ad', locale: 'nl', route: '/digitaal', mid: 'CAM-NOPE42' },
      ...EVENTS,
    ]);
    expect(browser.cookiesWritten).toEqual([
      `${PAGE_MID_COOKIE.name}=; Max-Age=0; Path=/`,
      `${EXPERIMENTS_SEEN_COOKIE.name}=; Max-Age=0; Path=/`,
    ]);
  });

  it('a six-segment mid, as the cookie writer encodes it', () => {
    const six = 'CAM-NOPE42|TCH-SMS001|TCO-SMSZMR|CTY-CAMPGN|CCO-ZOMER1|PRG-DEFLT1';
    const [script = ''] = scriptsOf(<PageAnalytics {...props({ mid: 'CAM-SHOP01' })} />);
    expect(dataLayerAfter(script, `${PAGE_MID_COOKIE.name}=${encodeURIComponent(six)}`)).toEqual([
      { event: 'page', brand: 'ad', locale: 'nl', route: '/digitaal', mid: six },
    ]);
  });

  it.each([
    ['no mid', 'hello'],
    ['a script', encodeURIComponent('<script>alert(1)</script>')],
    ['not percent-encoded', '%E0%A4%A'],
    ['a mid with more around it', encodeURIComponent('CAM-NOPE42 ')],
    ['empty', ''],
  ])('a page-mid cookie that is %s leaves the page’s own mid, and is cleared', (_, value) => {
    const [script = ''] = scriptsOf(<PageAnalytics {...props({ mid: 'CAM-SHOP01' })} />);
    const browser = runInBrowser(script, `${PAGE_MID_COOKIE.name}=${value}`);
    expect(browser.dataLayer).toEqual([
      { event: 'page', brand: 'ad', locale: 'nl', route: '/digitaal', mid: 'CAM-SHOP01' },
    ]);
    expect(browser.cookiesWritten).toEqual([`${PAGE_MID_COOKIE.name}=; Max-Age=0; Path=/`]);
  });

  it.each([
    ['not JSON', 'shop_exp_seen=%7Bnope'],
    ['not percent-encoded', 'shop_exp_seen=%E0%A4%A'],
    ['JSON null', 'shop_exp_seen=null'],
    ['events not a list', `shop_exp_seen=${encodeURIComponent('{"d":[],"e":{"0":["x",1]}}')}`],
    [
      'entries of the wrong shape',
      `shop_exp_seen=${encodeURIComponent('{"d":[["a"]],"e":[["x","1"],["y",0],["z",1.5],["w",-2],[1,2],"v"]}')}`,
    ],
  ])('a malformed seen cookie (%s) adds no event and throws nothing', (_, cookie) => {
    const [script = ''] = scriptsOf(<PageAnalytics {...props()} />);
    expect(dataLayerAfter(script, cookie)).toEqual([
      { event: 'page', brand: 'ad', locale: 'nl', route: '/digitaal', mid: 'CAM-ZOMER1' },
    ]);
  });

  it('runs through to the tag manager’s loader after reading the seen cookie', () => {
    const [script = ''] = scriptsOf(<PageAnalytics {...props({ tagManager: 'GTM-ABC1234' })} />);
    const appended: string[] = [];
    const document = {
      cookie: seenCookie(EVENTS),
      getElementById: () => null,
      createElement: () => ({}) as { src?: string },
      head: { appendChild: (element: { src?: string }) => appended.push(element.src ?? '') },
    };
    const context = vm.createContext({
      window: {} as { dataLayer?: unknown[] },
      document,
      navigator: { userAgent: 'Mozilla/5.0 Chrome/130' },
    });
    vm.runInContext(script, context);
    expect(appended).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234']);
    expect(
      (context.window.dataLayer ?? []).filter(
        (entry: unknown) => (entry as { event?: string }).event === 'campaign-decided',
      ),
    ).toHaveLength(EVENTS.length);
  });

  it('a shared page loads the server’s answer (the environment decides when it is shown), a visitor’s page does not', () => {
    expect(scriptSources(<PageAnalytics {...props({ tagManagerByEnvironment: true })} />)).toEqual([
      '/api/tag-manager async=true',
    ]);
    expect(scriptSources(<PageAnalytics {...props({ tagManager: 'GTM-ABC1234' })} />)).toEqual([]);
    expect(scriptSources(<PageAnalytics {...props()} />)).toEqual([]);
  });

  it.each([
    [undefined, false],
    ['GTM-ABC1234', true],
  ])('tag manager %s: the GTM script URL in the page is %s', (tagManager, present) => {
    const scripts = scriptsOf(<PageAnalytics {...props({ tagManager })} />);
    expect(scripts).toHaveLength(1);
    expect(scripts.join('').includes('googletagmanager.com')).toBe(present);
    expect(scripts.join('').includes('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234')).toBe(present);
  });

  it.each([
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['a closing script tag in capitals', '</SCRIPT ><img src=x onerror=alert(1)>'],
    ['a comment opening a nested script', '<!--<script>'],
  ])('a value with %s stays inside the script and arrives intact', (_, hostile) => {
    const event = { ...decided('remove_owf', 30000001024, 'control', 22), 'optimizely-dimension-value': hostile };
    const scripts = scriptsOf(
      <PageAnalytics {...props({ mid: hostile, route: { path: `/${hostile}`, name: 'digitaal' } })} />,
    );
    expect(scripts).toHaveLength(1);
    expect(dataLayerAfter(scripts[0] ?? '', seenCookie([event]))).toEqual([
      { event: 'page', brand: 'ad', locale: 'nl', route: `/${hostile}`, mid: hostile },
      event,
    ]);
  });
});
