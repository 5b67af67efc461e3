import { Registry } from 'prom-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BEACON_BYTES, type WebVitalsReport } from '../../../site/monitoring/web-vitals.ts';
import { receiveWebVitals } from '../../../site/monitoring/web-vitals-endpoint.ts';
import { CLS_METRIC, SECONDS_METRIC } from '../../../site/monitoring/web-vitals-metrics.ts';
import { metricsRegistry } from '../../../site/monitoring/metrics.ts';

/* POST /api/web-vitals (docs/adr/0025-real-visitor-page-speed.md): what it takes, what it refuses, what it counts. */

const URL_ = 'http://ad.localhost/api/web-vitals';
const LCP: WebVitalsReport = {
  metric_name: 'LCP',
  metric_value: 1234,
  metric_rating: 'good',
  navigation_type: 'navigate',
  page_kind: 'anonymous',
  brand: 'ad',
};
const CLS: WebVitalsReport = {
  metric_name: 'CLS',
  metric_value: 0.12,
  metric_rating: 'needs-improvement',
  navigation_type: 'reload',
  page_kind: 'shared',
  brand: 'vk',
};

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(URL_, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    duplex: 'half',
  } as RequestInit);

/** The registry's series of one metric: its label sets and values, as /metrics would show them. */
async function series(registry: Registry, name: string) {
  const metric = (await registry.getMetricsAsJSON()).find((entry) => entry.name === name);
  return (metric?.values ?? []) as { labels: Record<string, string | number>; value: number; metricName?: string }[];
}

const counts = async (registry: Registry, name: string) =>
  (await series(registry, name))
    .filter((entry) => entry.metricName === `${name}_count`)
    .map(({ labels, value }) => ({ labels, value }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the web-vitals endpoint', () => {
  it('counts a beacon’s metrics by brand and page kind: timings in seconds, CLS as its score; 204, not kept, no cookie', async () => {
    const registry = new Registry();
    const response = await receiveWebVitals(post(JSON.stringify([LCP, CLS])), registry);
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe('');

    expect(await counts(registry, SECONDS_METRIC)).toEqual([
      { labels: { metric: 'LCP', brand: 'ad', page_kind: 'anonymous' }, value: 1 },
    ]);
    expect(await counts(registry, CLS_METRIC)).toEqual([{ labels: { brand: 'vk', page_kind: 'shared' }, value: 1 }]);
    const sums = (await series(registry, SECONDS_METRIC)).filter(
      (entry) => entry.metricName === `${SECONDS_METRIC}_sum`,
    );
    expect(sums.map((entry) => entry.value)).toEqual([1.234]);
    // 1.234 s is within the LCP bucket of 2.5 s (its 'good' threshold) and not within 1 s.
    const buckets = (await series(registry, SECONDS_METRIC)).filter(
      (entry) => entry.metricName === `${SECONDS_METRIC}_bucket`,
    );
    expect(buckets.find((entry) => entry.labels.le === 2.5)?.value).toBe(1);
    expect(buckets.find((entry) => entry.labels.le === 1)?.value).toBe(0);
  });

  it('counts a brand or page kind it does not know as ‘other’, never as a series of its own', async () => {
    const registry = new Registry();
    const reports = [
      { ...LCP, brand: 'not-a-brand' },
      { ...LCP, page_kind: 'checkout' },
      { ...CLS, brand: '', page_kind: '' },
      { ...LCP, brand: '__proto__', page_kind: 'constructor' },
    ];
    expect((await receiveWebVitals(post(JSON.stringify(reports)), registry)).status).toBe(204);
    expect(await counts(registry, SECONDS_METRIC)).toEqual([
      { labels: { metric: 'LCP', brand: 'other', page_kind: 'anonymous' }, value: 1 },
      { labels: { metric: 'LCP', brand: 'ad', page_kind: 'other' }, value: 1 },
      { labels: { metric: 'LCP', brand: 'other', page_kind: 'other' }, value: 1 },
    ]);
    expect(await counts(registry, CLS_METRIC)).toEqual([{ labels: { brand: 'other', page_kind: 'other' }, value: 1 }]);
  });

  it.each([
    ['not JSON', 'LCP=1234'],
    ['not UTF-8', new Uint8Array([0x5b, 0xff, 0xfe, 0x5d])],
    ['an object, not a list', JSON.stringify(LCP)],
    ['an empty list', '[]'],
    ['more reports than a page view has', JSON.stringify(Array.from({ length: 11 }, () => LCP))],
    ['a metric the library does not have', JSON.stringify([{ ...LCP, metric_name: 'FID' }])],
    ['a rating the library does not have', JSON.stringify([{ ...LCP, metric_rating: 'great' }])],
    ['a navigation type the library does not have', JSON.stringify([{ ...LCP, navigation_type: 'teleport' }])],
    ['a value as text', JSON.stringify([{ ...LCP, metric_value: '1234' }])],
    ['a negative value', JSON.stringify([{ ...LCP, metric_value: -1 }])],
    ['a value past ten minutes', JSON.stringify([{ ...LCP, metric_value: 600_001 }])],
    [
      'a missing field',
      JSON.stringify([
        { metric_name: 'LCP', metric_value: 1, metric_rating: 'good', navigation_type: 'navigate', brand: 'ad' },
      ]),
    ],
    ['a brand past any label’s length', JSON.stringify([{ ...LCP, brand: 'x'.repeat(41) }])],
    ['a metric id', JSON.stringify([{ ...LCP, id: 'v5-1700000000000-1234567890' }])],
    ['the page’s URL', JSON.stringify([{ ...LCP, url: 'https://ad.nl/?leadId=LEAD-1' }])],
    ['one bad report among good ones', JSON.stringify([LCP, { ...CLS, metric_value: null }])],
  ])('refuses %s with 400, counting nothing', async (_name, body) => {
    const registry = new Registry();
    const response = await receiveWebVitals(post(body), registry);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await registry.getMetricsAsJSON()).toEqual([]);
  });

  it('refuses a body past the limit with 413, counting nothing; one at the limit is read', async () => {
    const registry = new Registry();
    const padded = (size: number) => {
      const json = JSON.stringify([LCP]);
      return json.slice(0, -1) + ' '.repeat(size - json.length) + ']';
    };
    expect(padded(MAX_BEACON_BYTES).length).toBe(MAX_BEACON_BYTES);
    expect((await receiveWebVitals(post(padded(MAX_BEACON_BYTES)), registry)).status).toBe(204);
    expect((await receiveWebVitals(post(padded(MAX_BEACON_BYTES + 1)), registry)).status).toBe(413);
    expect(await counts(registry, SECONDS_METRIC)).toEqual([
      { labels: { metric: 'LCP', brand: 'ad', page_kind: 'anonymous' }, value: 1 },
    ]);
  });

  it('refuses a declared length past the limit without reading the body, and stops reading a stream past it', async () => {
    const streamed = (chunks: number) => {
      let pulled = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          if (pulled > chunks) controller.close();
          else controller.enqueue(new Uint8Array(1_000).fill(0x20));
        },
      });
      return { stream, pulled: () => pulled };
    };
    const declared = streamed(1_000);
    expect(
      (await receiveWebVitals(post(declared.stream, { 'content-length': '1000000' }), new Registry())).status,
    ).toBe(413);
    expect(declared.pulled()).toBeLessThanOrEqual(1);

    // A chunked body with no length: read up to the limit (2 KB, three chunks of 1 KB), not the megabyte sent.
    const chunked = streamed(1_000);
    expect((await receiveWebVitals(post(chunked.stream), new Registry())).status).toBe(413);
    expect(chunked.pulled()).toBeLessThanOrEqual(4);
  });

  it('reads no cookie: a beacon with the site’s cookies counts the same, and the handler asks for no header but the length', async () => {
    const registry = new Registry();
    const request = post(JSON.stringify([LCP]), {
      cookie: 'cc_cookie=%7B%22consentId%22%3A%22abc%22%7D; shop_session=secret',
    });
    const asked = vi.spyOn(request.headers, 'get');
    const has = vi.spyOn(request.headers, 'has');
    expect((await receiveWebVitals(request, registry)).status).toBe(204);
    expect(asked.mock.calls.map(([name]) => name.toLowerCase())).toEqual(['content-length']);
    expect(has).not.toHaveBeenCalled();
  });

  it('is POST only, reachable as the route handler, and counts into the process’s one registry', async () => {
    const route = await import('../../../site/app/api/web-vitals/route.ts');
    expect(Object.keys(route).filter((key) => /^[A-Z]+$/.test(key))).toEqual(['POST']);
    const before =
      (await counts(metricsRegistry(), SECONDS_METRIC)).find((entry) => entry.labels.brand === 'hl')?.value ?? 0;
    expect((await route.POST(post(JSON.stringify([{ ...LCP, brand: 'hl' }])))).status).toBe(204);
    expect((await counts(metricsRegistry(), SECONDS_METRIC)).find((entry) => entry.labels.brand === 'hl')?.value).toBe(
      before + 1,
    );
  });

  it('registers its histograms once per registry, however many bundles load the module', async () => {
    const registry = new Registry();
    const first = await import('../../../site/monitoring/web-vitals-metrics.ts');
    vi.resetModules();
    const second = await import('../../../site/monitoring/web-vitals-metrics.ts');
    expect(first).not.toBe(second);
    first.observeWebVital({ metric: 'INP', value: 80, brand: 'ad', pageKind: 'personal' }, registry);
    second.observeWebVital({ metric: 'INP', value: 120, brand: 'ad', pageKind: 'personal' }, registry);
    expect(await counts(registry, SECONDS_METRIC)).toEqual([
      { labels: { metric: 'INP', brand: 'ad', page_kind: 'personal' }, value: 2 },
    ]);
  });
});
