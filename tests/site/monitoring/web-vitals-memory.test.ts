import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import {
  METRIC_NAMES,
  NAVIGATION_TYPES,
  OTHER_LABEL,
  PAGE_KINDS,
  RATINGS,
} from '../../../site/monitoring/web-vitals.ts';
import { BRAND_CODES } from '../../../site/brands.ts';
import { receiveWebVitals } from '../../../site/monitoring/web-vitals-endpoint.ts';
import { maxWebVitalsSeries } from '../../../site/monitoring/web-vitals-metrics.ts';

/*
 * Anyone can post beacons (docs/adr/0025-real-visitor-page-speed.md): 10,000 of them, a third with made-up brands,
 * page kinds and metric names, must leave the process's metrics within the bound of the closed label lists, and a
 * second 10,000 must not grow the heap.
 */

// The garbage collector, without starting the test process with --expose-gc.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** A small seeded generator (mulberry32): the same beacons on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function beacons(seed: number, count: number): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const junk = () => Math.floor(next() * 36 ** 6).toString(36);
  return Array.from({ length: count }, () => {
    const hostile = next() < 1 / 3;
    const reports = Array.from({ length: 1 + Math.floor(next() * 5) }, () => ({
      // A made-up metric makes the beacon malformed (400); a made-up brand or page kind is counted as 'other'.
      metric_name: hostile && next() < 0.2 ? `M${junk()}` : pick(METRIC_NAMES),
      metric_value: Math.round(next() * 10_000),
      metric_rating: pick(RATINGS),
      navigation_type: pick(NAVIGATION_TYPES),
      page_kind: hostile ? junk() : pick(PAGE_KINDS),
      brand: hostile ? junk() : pick(BRAND_CODES),
    }));
    return JSON.stringify(reports);
  });
}

async function postAll(registry: Registry, bodies: readonly string[]): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  for (const body of bodies) {
    const response = await receiveWebVitals(
      new Request('http://ad.localhost/api/web-vitals', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      }),
      registry,
    );
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
  return statuses;
}

async function seriesOf(registry: Registry) {
  return (await registry.getMetricsAsJSON()).flatMap(
    (metric) => metric.values as { labels: Record<string, string | number> }[],
  );
}

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('10,000 beacons', () => {
  it(
    'keep the series within the closed label lists’ bound, and a second 10,000 do not grow the heap',
    { timeout: 120_000 },
    async () => {
      const registry = new Registry();
      const first = beacons(1, 10_000);
      const second = beacons(2, 10_000);

      const statuses = await postAll(registry, first);
      expect(statuses[204]! + statuses[400]!).toBe(10_000);
      expect(statuses[400]).toBeGreaterThan(0);

      const series = await seriesOf(registry);
      expect(series.length).toBeLessThanOrEqual(maxWebVitalsSeries());
      const brands = new Set([...BRAND_CODES, OTHER_LABEL]);
      const kinds = new Set([...PAGE_KINDS, OTHER_LABEL]);
      for (const { labels } of series) {
        expect(brands.has(String(labels.brand))).toBe(true);
        expect(kinds.has(String(labels.page_kind))).toBe(true);
      }
      // The made-up brands all went to 'other': it has series, and no made-up value has any.
      expect(series.some(({ labels }) => labels.brand === OTHER_LABEL)).toBe(true);

      const before = heapUsed();
      await postAll(registry, second);
      const grown = heapUsed() - before;
      expect((await seriesOf(registry)).length).toBeLessThanOrEqual(maxWebVitalsSeries());
      // What 10,000 more beacons leave behind: nothing but the few label sets the first run had not met yet.
      expect(grown).toBeLessThan(2 * 1024 * 1024);
    },
  );
});
