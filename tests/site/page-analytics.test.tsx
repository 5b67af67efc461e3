// @vitest-environment jsdom
import vm from 'node:vm';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CampaignDecidedEvent } from '../../domain/experiments/campaign-decided.ts';
import { PageAnalytics, type PageAnalyticsProps } from '../../site/page/page-analytics.tsx';
import { NO_EXPERIMENTS } from '../../site/experiments/header.ts';

/*
 * The page's analytics in the first HTML (spec sections 3, 4 and 9): the server renders one inline script; the
 * browser parses the HTML and runs it. Here the HTML is parsed as a browser would (jsdom's parser) and the script
 * runs in a fresh context whose window has no dataLayer yet.
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
  experiments: { decisions: [], events: EVENTS },
  tagManager: undefined,
  ...overrides,
});

/** The scripts of the server-rendered HTML, as the browser's parser splits them. */
function scriptsOf(element: ReactElement): string[] {
  const html = renderToStaticMarkup(element);
  const parsed = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  expect(parsed.body.childNodes).toHaveLength(1);
  return [...parsed.querySelectorAll('script')].map((script) => script.text);
}

/** The dataLayer after running the script in a fresh context with an empty window. */
function dataLayerAfter(script: string): unknown {
  const context = vm.createContext({ window: {} as { dataLayer?: unknown[] } });
  vm.runInContext(script, context);
  // Plain objects of this realm, to compare.
  return JSON.parse(JSON.stringify(context.window.dataLayer)) as unknown;
}

describe('PageAnalytics', () => {
  it('pushes the page event, then each campaign-decided event once, in order', () => {
    const [script = ''] = scriptsOf(<PageAnalytics {...props()} />);
    expect(dataLayerAfter(script)).toEqual([{ event: 'page', brand: 'ad', locale: 'nl', route: '/digitaal', mid: 'CAM-ZOMER1' }, ...EVENTS]);
  });

  it('pushes the page event alone without experiments', () => {
    const [script = ''] = scriptsOf(<PageAnalytics {...props({ experiments: NO_EXPERIMENTS, brand: { code: 'hln', locale: 'nl-BE' } })} />);
    expect(dataLayerAfter(script)).toEqual([{ event: 'page', brand: 'hln', locale: 'nl-BE', route: '/digitaal', mid: 'CAM-ZOMER1' }]);
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
    const scripts = scriptsOf(<PageAnalytics {...props({ mid: hostile, route: { path: `/${hostile}`, name: 'digitaal' }, experiments: { decisions: [], events: [event] } })} />);
    expect(scripts).toHaveLength(1);
    expect(dataLayerAfter(scripts[0] ?? '')).toEqual([{ event: 'page', brand: 'ad', locale: 'nl', route: `/${hostile}`, mid: hostile }, event]);
  });
});
