import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sharedRedis } from '../shared-state/redis.mjs';

/*
 * The instance's Prometheus metrics, served at /metrics (site/app/metrics/route.ts;
 * docs/adr/0024-metrics-and-readiness.md). Next bundles the route handlers, the pages and the proxy apart, so this
 * module can be loaded several times in one process: the one registry lives on globalThis, and each metric is
 * registered there once, whichever copy asks first. Two plain-JavaScript parts outside the bundles find their metrics
 * by name on that registry: site/preloads/peer-address.mjs (request durations) and site/shared-state/cache-handler.mjs
 * (cache lookups).
 */

/**
 * The registry's key on globalThis (peer-address.mjs and cache-handler.mjs spell it too;
 * tests/site/monitoring/metrics.test.ts compares).
 */
export const METRICS_REGISTRY = Symbol.for('shop.metrics');

type WithRegistry = typeof globalThis & { [METRICS_REGISTRY]?: Registry };

/** This process's one registry; other modules register their own metrics here (the browser's page-speed reports). */
export function metricsRegistry(): Registry {
  const holder = globalThis as WithRegistry;
  holder[METRICS_REGISTRY] ??= new Registry();
  return holder[METRICS_REGISTRY];
}

/** The metric of that name on the registry, registered by `make` the first time. */
function once<M extends Counter | Gauge | Histogram>(name: string, make: (registry: Registry) => M): M {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as M | undefined) ?? make(registry);
}

/** Seconds: a cached page takes milliseconds, a page waiting on its upstreams up to PAGE_DEADLINE_MS and a bit. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];
const UPSTREAM_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];

/** Names the plain-JavaScript recorders use (peer-address.mjs, cache-handler.mjs). */
export const REQUEST_DURATION = 'shop_http_request_duration_seconds';
export const NEXT_CACHE_LOOKUPS = 'shop_next_cache_lookups_total';

/** A page's kind as the proxy told it (site/routing/page-route.ts), `other` for everything else. */
export type PageKind = 'anonymous' | 'shared' | 'personal' | 'other';

/** How one call through an upstream's breaker ended (site/upstream/resilience.ts). */
export type UpstreamOutcome = 'success' | 'failure' | 'timeout' | 'circuit_open';

/** docs/rules/04-states-and-flows.md's order outcomes, as the order action ends (site/order/place.ts). */
export type OrderOutcome = 'placed' | 'failed' | 'duplicate' | 'rejected' | 'invalid' | 'unavailable';

/**
 * Every metric of the site's own, registered at start (instrumentation.ts) so each is there before the first request.
 */
export function shopMetrics() {
  return {
    requestDuration: once(
      REQUEST_DURATION,
      (registry) =>
        new Histogram({
          name: REQUEST_DURATION,
          help: 'Requests answered by this instance, by page kind and HTTP status',
          labelNames: ['kind', 'status'],
          buckets: REQUEST_BUCKETS,
          registers: [registry],
        }),
    ),
    upstreamCalls: once(
      'shop_upstream_call_duration_seconds',
      (registry) =>
        new Histogram({
          name: 'shop_upstream_call_duration_seconds',
          help: "Calls through an upstream's circuit breaker, by service and outcome",
          labelNames: ['service', 'outcome'],
          buckets: UPSTREAM_BUCKETS,
          registers: [registry],
        }),
    ),
    breakerStateChanges: once(
      'shop_breaker_state_changes_total',
      (registry) =>
        new Counter({
          name: 'shop_breaker_state_changes_total',
          help: 'Circuit breaker state changes, by service and the state entered',
          labelNames: ['service', 'state'],
          registers: [registry],
        }),
    ),
    nextCacheLookups: once(
      NEXT_CACHE_LOOKUPS,
      (registry) =>
        new Counter({
          name: NEXT_CACHE_LOOKUPS,
          help: "Lookups in Next's shared page and data cache (with REDIS_URL), hit or miss",
          labelNames: ['result'],
          registers: [registry],
        }),
    ),
    orders: once(
      'shop_orders_total',
      (registry) =>
        new Counter({
          name: 'shop_orders_total',
          help: 'Order form submissions, by how they ended',
          labelNames: ['outcome'],
          registers: [registry],
        }),
    ),
    payments: once(
      'shop_payments_total',
      (registry) =>
        new Counter({
          name: 'shop_payments_total',
          help: 'Online payments reported to the front office, by their final status',
          labelNames: ['outcome'],
          registers: [registry],
        }),
    ),
    redisUp: redisUpGauge(),
  };
}

export const REDIS_UP = 'shop_redis_up';

/**
 * With REDIS_URL, whether the cluster's Redis answers this instance, read at each scrape; readiness names a lost Redis
 * in its body only (docs/adr/0035-redis-lost-keeps-instances-ready.md), this is the figure to alert on. Absent without
 * REDIS_URL: a process on its own memory has no Redis to lose.
 */
function redisUpGauge(): Gauge | undefined {
  const redis = sharedRedis();
  if (!redis) return undefined;
  return once(
    REDIS_UP,
    (registry) =>
      new Gauge({
        name: REDIS_UP,
        help: "1 while the cluster's Redis answers this instance, 0 while it serves from its own memory",
        registers: [registry],
        collect() {
          this.set(redis.isReady ? 1 : 0);
        },
      }),
  );
}

/** The breaker's states as cockatiel numbers them (CircuitState), named for the metric. */
const BREAKER_STATES = ['closed', 'open', 'half_open', 'isolated'] as const;
export const breakerStateName = (state: number): string => BREAKER_STATES[state] ?? 'unknown';
