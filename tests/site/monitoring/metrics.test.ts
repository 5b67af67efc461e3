import { afterEach, describe, expect, it, vi } from 'vitest';
import * as metrics from '../../../site/monitoring/metrics.ts';
import { compileAddresses, mayScrape, readinessOf, type ReadinessInputs } from '../../../site/request/operations.ts';
import { PAGE_KIND_HEADER } from '../../../site/request/headers.ts';
import * as preload from '../../../site/preloads/peer-address.mjs';
import { upstreamBreaker } from '../../../site/upstream/resilience.ts';

/* docs/adr/0024-metrics-and-readiness.md: the one registry, the breaker's counts, who may scrape, and readiness. */

afterEach(() => vi.restoreAllMocks());

/** The value of `name` with exactly these labels in the registry's text, or 0. */
async function sample(name: string, labels: Record<string, string>): Promise<number> {
  const text = await metrics.metricsRegistry().metrics();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{([^}]*)\} (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const got = match[2]!.split(',');
    if (got.length === wanted.length && wanted.every((pair) => got.includes(pair))) return Number(match[3]);
  }
  return 0;
}

describe('one registry per process', () => {
  it('is shared by every copy of the module, each metric registered once', async () => {
    metrics.shopMetrics().orders.inc({ outcome: 'placed' });
    vi.resetModules();
    const copy = (await import('../../../site/monitoring/metrics.ts?copy' as string)) as typeof metrics;
    expect(copy.metricsRegistry()).toBe(metrics.metricsRegistry());
    expect(() => copy.shopMetrics()).not.toThrow();
    expect(copy.shopMetrics().orders).toBe(metrics.shopMetrics().orders);
  });

  it('the plain-JavaScript recorders use the same key, names and header', async () => {
    const cacheHandler = await import('../../../site/shared-state/cache-handler.mjs');
    expect(preload.METRICS_REGISTRY).toBe(metrics.METRICS_REGISTRY);
    expect(cacheHandler.METRICS_REGISTRY).toBe(metrics.METRICS_REGISTRY);
    expect(preload.REQUEST_DURATION).toBe(metrics.REQUEST_DURATION);
    expect(cacheHandler.NEXT_CACHE_LOOKUPS).toBe(metrics.NEXT_CACHE_LOOKUPS);
    expect(preload.PAGE_KIND_HEADER).toBe(PAGE_KIND_HEADER);
  });

  it('labels a request by the kind the proxy wrote, anything else as other', () => {
    for (const kind of ['anonymous', 'shared', 'personal']) expect(preload.pageKindLabel(kind)).toBe(kind);
    for (const header of [undefined, '', 'private', ['shared'], 7]) expect(preload.pageKindLabel(header)).toBe('other');
  });
});

describe('an upstream breaker counts its calls and state changes', () => {
  it('success, failure, timeout, a refused call while open, and the opening', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const service = `test service ${Date.now()}`;
    const breaker = upstreamBreaker(service, { failuresToOpen: 2, halfOpenAfterMs: 60_000 });
    const count = (outcome: string) => sample('shop_upstream_call_duration_seconds_count', { service, outcome });
    await breaker.execute(async () => 'ok');
    await expect(
      breaker.execute(async () => Promise.reject(Object.assign(new Error('slow'), { name: 'TimeoutError' }))),
    ).rejects.toThrow('slow');
    await expect(breaker.execute(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(breaker.execute(async () => 'never')).rejects.toThrow();
    expect([
      await count('success'),
      await count('timeout'),
      await count('failure'),
      await count('circuit_open'),
    ]).toEqual([1, 1, 1, 1]);
    expect(await sample('shop_breaker_state_changes_total', { service, state: 'open' })).toBe(1);
  });
});

describe("Redis's gauge", () => {
  /** site/shared-state/redis.mjs's key for the process's one client. */
  const CLIENT = Symbol.for('brand-shop-fleet.redis');
  const holder = globalThis as Record<symbol, unknown>;
  afterEach(() => {
    metrics.metricsRegistry().removeSingleMetric(metrics.REDIS_UP);
    delete holder[CLIENT];
    vi.unstubAllEnvs();
  });

  it('is absent without REDIS_URL', async () => {
    vi.stubEnv('REDIS_URL', '');
    expect(metrics.shopMetrics().redisUp).toBeUndefined();
    expect(await metrics.metricsRegistry().metrics()).not.toContain(metrics.REDIS_UP);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('with REDIS_URL, a client ready %s reads %i at each scrape', async (isReady, value) => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1');
    const client = { isReady: !isReady };
    holder[CLIENT] = client;
    const gauge = metrics.shopMetrics().redisUp;
    expect((await gauge?.get())?.values[0]?.value).toBe(isReady ? 0 : 1);
    client.isReady = isReady;
    expect((await gauge?.get())?.values[0]?.value).toBe(value);
    expect(await metrics.metricsRegistry().metrics()).toContain(`${metrics.REDIS_UP} ${value}\n`);
  });
});

describe('who may read /metrics', () => {
  const scrapers = compileAddresses(['loopback', '10.1.2.0/24']);
  it.each<[string | undefined, string | null, boolean]>([
    ['127.0.0.1', null, true],
    // What Next writes itself when a request comes without one.
    ['127.0.0.1', '127.0.0.1', true],
    ['::1', null, true],
    ['10.1.2.9', null, true],
    // nginx (or any proxy) writes X-Forwarded-For on every visitor's request it passes on.
    ['127.0.0.2', '127.0.0.1', false],
    ['127.0.0.1', '', false],
    ['127.0.0.1', '192.0.2.10, 127.0.0.1', false],
    ['192.0.2.10', null, false],
    // No stamping preload: the peer is unknown.
    [undefined, null, false],
  ])('peer %s, X-Forwarded-For %j: %s', (peer, forwardedFor, allowed) => {
    expect(mayScrape(peer, forwardedFor, scrapers)).toBe(allowed);
  });
});

describe('readiness', () => {
  const ready: ReadinessInputs = {
    draining: false,
    readyBefore: false,
    redisConfigured: true,
    redisReady: true,
    experimentsWanted: true,
    datafileLoaded: true,
    warming: false,
  };
  it.each<[string, Partial<ReadinessInputs>, RegExp[], RegExp[]]>([
    ['everything there', {}, [], []],
    ['draining', { draining: true }, [/^draining/], []],
    ['Redis down with REDIS_URL set', { redisReady: false }, [/^redis/], []],
    ['no Redis configured (one process)', { redisConfigured: false, redisReady: false }, [], []],
    ['before the first datafile', { datafileLoaded: false }, [/^experiments/], []],
    ['no experiment client here (CI, switched off)', { experimentsWanted: false, datafileLoaded: false }, [], []],
    ['while the warm-up runs', { warming: true }, [/^warming: /], []],
    [
      'warming, before the first datafile',
      { warming: true, datafileLoaded: false },
      [/^experiments/, /^warming: /],
      [],
    ],
    [
      'all of it',
      { draining: true, redisReady: false, datafileLoaded: false, warming: true },
      [/^draining/, /^redis/, /^experiments/, /^warming: /],
      [],
    ],
    ['ready before, everything there', { readyBefore: true }, [], []],
    [
      'Redis lost after the instance was ready: still ready, serving from its memory',
      { readyBefore: true, redisReady: false },
      [],
      [/^redis: unreachable .*: serving from this instance's memory$/],
    ],
    [
      'Redis lost after the instance was ready, then draining',
      { readyBefore: true, redisReady: false, draining: true },
      [/^draining/],
      [/^redis/],
    ],
    ['ready before, no Redis configured', { readyBefore: true, redisConfigured: false, redisReady: false }, [], []],
  ])('%s', (_, change, problems, degraded) => {
    const got = readinessOf({ ...ready, ...change });
    expect(got.problems).toHaveLength(problems.length);
    problems.forEach((problem, index) => expect(got.problems[index]).toMatch(problem));
    expect(got.degraded).toHaveLength(degraded.length);
    degraded.forEach((line, index) => expect(got.degraded[index]).toMatch(line));
  });
});
