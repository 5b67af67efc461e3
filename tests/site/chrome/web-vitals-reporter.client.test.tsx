// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricType } from 'web-vitals';
import { WEB_VITALS_EVENT, WEB_VITALS_ROUTE, type ReportedPage } from '../../../site/monitoring/web-vitals.ts';

/*
 * The browser side of real visitors' page speed (docs/adr/0025-real-visitor-page-speed.md), in jsdom: nothing before
 * the page's load, then each metric once to the dataLayer and, when the page is hidden, in one beacon to the site's
 * route handler, without cookies and without anything that tells visitors or visits apart. The web-vitals library
 * is replaced by one whose metrics the test hands over (jsdom has no performance entries to measure).
 */

type Callback = (metric: MetricType) => void;
const library = vi.hoisted(() => ({ callbacks: new Map<string, Callback>(), registrations: 0, loads: 0 }));
vi.mock('web-vitals', () => {
  library.loads += 1;
  const on = (name: string) => (callback: Callback) => {
    library.registrations += 1;
    library.callbacks.set(name, callback);
  };
  return { onCLS: on('CLS'), onFCP: on('FCP'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const webVitalsEvents = () =>
  (((window as DataLayerWindow).dataLayer ?? []) as Record<string, unknown>[]).filter(
    (entry) => entry.event === WEB_VITALS_EVENT,
  );

/** Every request the page made: its init as given, and the route handler's answer. */
let requests: { url: string; init: RequestInit | undefined; status: number }[] = [];

/**
 * A metric as the library gives it, with what must never leave the page: its id, the URL with a lead id, its entries.
 */
function metric(name: MetricType['name'], value: number, id = `v6-${name}-1764190000000-4829301`): MetricType {
  return {
    name,
    value,
    rating: 'good',
    delta: value,
    id,
    entries: [
      {
        name: 'https://ad.nl/?leadId=LEAD-1234',
        entryType: 'navigation',
        startTime: 0,
        duration: value,
      } as PerformanceEntry,
    ],
    navigationType: 'navigate',
    navigationId: 1,
    navigationURL: 'https://ad.localhost/?leadId=LEAD-1234&mid=CAM-ZOMER1',
  } as MetricType;
}

const report = (name: MetricType['name'], value: number, id?: string) =>
  library.callbacks.get(name)!(metric(name, value, id));

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

async function start(page: ReportedPage = { brand: 'ad', kind: 'personal' }) {
  vi.resetModules();
  const route = await import('../../../site/app/api/web-vitals/route.ts');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.href);
    const request = new Request(url, init);
    const response =
      url.pathname === WEB_VITALS_ROUTE ? await route.POST(request) : new Response(null, { status: 404 });
    requests.push({ url: url.href, init, status: response.status });
    return response;
  });
  const { WebVitalsReporter } = await import('../../../site/chrome/web-vitals-reporter.client.tsx');
  render(<WebVitalsReporter {...page} />);
}

beforeEach(() => {
  // The site's cookies, among them the consent choice's id: none may travel with a beacon.
  document.cookie = 'cc_cookie=%7B%22consentId%22%3A%22b1946ac9-2f4f-4e5c%22%7D';
  document.cookie = 'locale=nl';
});

afterEach(() => {
  cleanup();
  requests = [];
  library.callbacks.clear();
  library.loads = 0;
  library.registrations = 0;
  delete (window as DataLayerWindow).dataLayer;
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(document, 'readyState');
  vi.unstubAllGlobals();
});

describe('the page-speed reporter', () => {
  it('loads nothing while the page loads; after its load event, the library', async () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    await start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(library.loads).toBe(0);
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(library.callbacks.size).toBe(5));
    expect(library.loads).toBe(1);
  });

  it('loads nothing for a crawler or a lab run', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse',
    });
    await start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(library.loads).toBe(0);
  });

  it('pushes each metric once to the dataLayer and sends them in one beacon when hidden: no id, no URL, no cookies', async () => {
    await start({ brand: 'ad', kind: 'personal' });
    await vi.waitFor(() => expect(library.callbacks.size).toBe(5));
    report('TTFB', 180.4);
    report('FCP', 912.6);
    report('LCP', 1523.2);
    report('CLS', 0.123456);
    // The library reports CLS again when it grows: the page view's first value counts.
    report('CLS', 0.2);
    expect(requests).toEqual([]);

    const expected = [
      {
        metric_name: 'TTFB',
        metric_value: 180,
        metric_rating: 'good',
        navigation_type: 'navigate',
        page_kind: 'personal',
        brand: 'ad',
      },
      {
        metric_name: 'FCP',
        metric_value: 913,
        metric_rating: 'good',
        navigation_type: 'navigate',
        page_kind: 'personal',
        brand: 'ad',
      },
      {
        metric_name: 'LCP',
        metric_value: 1523,
        metric_rating: 'good',
        navigation_type: 'navigate',
        page_kind: 'personal',
        brand: 'ad',
      },
      {
        metric_name: 'CLS',
        metric_value: 0.1235,
        metric_rating: 'good',
        navigation_type: 'navigate',
        page_kind: 'personal',
        brand: 'ad',
      },
    ];
    // docs/rules/08-errors.md: event 'web_vitals'.
    expect(webVitalsEvents()).toEqual(expected.map((fields) => ({ event: 'web_vitals', ...fields })));

    hide();
    report('INP', 64);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const [beacon] = requests;
    expect(beacon?.url).toBe(`${window.location.origin}${WEB_VITALS_ROUTE}`);
    expect(beacon?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    expect(beacon?.status).toBe(204);
    expect(JSON.parse(String(beacon?.init?.body))).toEqual(expected);
    for (const secret of ['LEAD-1234', 'CAM-ZOMER1', 'v6-', 'consentId', 'b1946ac9', 'leadId']) {
      expect(String(beacon?.init?.body)).not.toContain(secret);
      expect(JSON.stringify(webVitalsEvents())).not.toContain(secret);
    }

    // What came after the page was hidden goes with the next time it is.
    hide();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(JSON.parse(String(requests[1]?.init?.body))).toEqual([
      {
        metric_name: 'INP',
        metric_value: 64,
        metric_rating: 'good',
        navigation_type: 'navigate',
        page_kind: 'personal',
        brand: 'ad',
      },
    ]);
    // Nothing new: no beacon.
    hide();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(2);
  });

  it('starts the library once, however often the reporter mounts', async () => {
    await start();
    await vi.waitFor(() => expect(library.callbacks.size).toBe(5));
    const { WebVitalsReporter } = await import('../../../site/chrome/web-vitals-reporter.client.tsx');
    render(<WebVitalsReporter brand="ad" kind="personal" />);
    render(<WebVitalsReporter brand="ad" kind="personal" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(library.registrations).toBe(5);
  });
});
