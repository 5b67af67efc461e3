import { trustedProxies, type TrustedProxies } from './client-address.ts';

/*
 * The instance's own operational answers, /metrics and /healthz/ready (docs/adr/0024-metrics-and-readiness.md): who
 * may read the metrics, and when the instance is ready for visitors. Pure: the routes pass in what they read.
 */

/** METRICS_SCRAPERS unset: only this machine may read /metrics. */
export const DEFAULT_METRICS_SCRAPERS = ['loopback'];

/**
 * Whether a request may read /metrics: the peer that connected is a scraper (METRICS_SCRAPERS, in TRUSTED_PROXIES'
 * notation) and the request was not forwarded (no X-Forwarded-For but the peer's own: nginx, and any proxy in front of
 * the instances, writes one for every visitor's request, so a proxy on a scraper's address passes on no visitor's
 * request here). A peer unknown (no stamping preload) never may.
 */
export function mayScrape(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  scrapers: TrustedProxies,
): boolean {
  // Next writes the peer's own address into X-Forwarded-For when a request has none: that one is no proxy's.
  if (!peer || (forwardedFor != null && forwardedFor !== peer)) return false;
  return scrapers(peer, 0);
}

export const compileAddresses = (entries: readonly string[]): TrustedProxies => trustedProxies(entries);

/** The readiness line while the warm-up runs; the warm-up itself waits until it is the only one left. */
export const WARMING_PROBLEM = 'warming: a few requests of each kind first';

export interface ReadinessInputs {
  /** SIGTERM came: the instance finishes what it has and takes nothing new. */
  readonly draining: boolean;
  /**
   * This process has been ready once since it started. A shared part failing after that (Redis) is every instance's
   * at once: the instance stays ready and serves from its own memory, rather than every instance leave the rotation.
   */
  readonly readyBefore: boolean;
  /** REDIS_URL is set: the cluster's shared cache and datafile live there. */
  readonly redisConfigured: boolean;
  readonly redisReady: boolean;
  /** The instance may have an experiment client (not in CI, not switched off): its pages wait for the datafile. */
  readonly experimentsWanted: boolean;
  readonly datafileLoaded: boolean;
  /**
   * The process's warm-up still runs (site/request/warm-up.ts): a few requests of each kind first, so the first
   * visitors meet the warm speed.
   */
  readonly warming: boolean;
}

/** What keeps the instance out of rotation (nothing: ready), and what it serves through (said all the same). */
export interface Readiness {
  readonly problems: readonly string[];
  readonly degraded: readonly string[];
}

const REDIS_UNREACHABLE = 'redis: unreachable (REDIS_URL is set)';

/**
 * Not ready for each problem: draining, the warm-up, the first datafile, and Redis before the instance was first ready
 * (it joins with the cluster's shared cache). Redis lost after that is a degradation: each instance serves from its own
 * memory (docs/adr/0035-redis-lost-keeps-instances-ready.md). Each reason is one line of the answer's body.
 */
export function readinessOf({
  draining,
  readyBefore,
  redisConfigured,
  redisReady,
  experimentsWanted,
  datafileLoaded,
  warming,
}: ReadinessInputs): Readiness {
  const problems: string[] = [];
  const degraded: string[] = [];
  if (draining) problems.push('draining: stopping after the requests in flight');
  const redisLost = redisConfigured && !redisReady;
  if (redisLost && !readyBefore) problems.push(REDIS_UNREACHABLE);
  if (redisLost && readyBefore) degraded.push(`${REDIS_UNREACHABLE}: serving from this instance's memory`);
  if (experimentsWanted && !datafileLoaded) problems.push('experiments: no datafile yet');
  if (warming) problems.push(WARMING_PROBLEM);
  return { problems, degraded };
}
