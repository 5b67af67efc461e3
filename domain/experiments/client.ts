import { parseMid, type Mid } from '../mid.ts';
import { single, type Query } from '../query.ts';

/*
 * The experiment client (docs/rules/04-states-and-flows.md and docs/rules/09-constants-and-limits.md): whether one is
 * created for a request, the SDK's settings, and the cookies that keep a visitor in their variations.
 */

/** The cookies of experiments: the visitor's stable user id (bucketing) and the activation marker. */
export const EXPERIMENT_COOKIES = {
  userId: 'shop_exp_uid',
  activation: 'shop_exp_active',
} as const;

/** docs/rules/09-constants-and-limits.md: 'Experiment user id cookie 2 years; activation cookie 60 days.' */
export const EXPERIMENT_USER_ID_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const EXPERIMENT_ACTIVATION_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

/**
 * docs/rules/09-constants-and-limits.md: 'Experiment client: ready timeout 30000 ms, batch size 10, flush 1000 ms,
 * queue 10000.' SDK v6 has no queue-size option: its batch processor flushes as soon as `batchSize` events wait, so the
 * in-memory queue never holds more than 10 and the spec's 10000 is an upper bound it keeps by construction.
 */
export const EXPERIMENT_CLIENT = {
  readyTimeoutMs: 30_000,
  batchSize: 10,
  flushIntervalMs: 1000,
  maxQueueSize: 10_000,
} as const;

/** docs/rules/04-states-and-flows.md: the warning logged when there is no client. */
export const CLIENT_NOT_INITIALIZED_WARNING = 'Optimizely is not initialized';

type ClientRefusal = 'shop-mid' | 'query' | 'environment' | 'ci';

export interface ClientInputs {
  /** The visitor's active mid (after replacements other than the experiment's own). */
  readonly mid: string | undefined;
  /**
   * docs/rules/04-states-and-flows.md: 'a fixed list of two shop identifiers' for which no experiment client is
   * created. The spec gives no values: the settings give them (site/env.ts SHOP_MIDS, the default mid among them).
   */
  readonly shopMids: readonly Mid[];
  readonly query: Query;
  /** The DISABLE_OPTIMIZELY variable as set. */
  readonly disableOptimizely: string | undefined;
  /** The CI variable of the environment the site runs in. */
  readonly ci: string | undefined;
}

export type ClientChoice =
  { readonly create: true } | { readonly create: false; readonly reason: ClientRefusal; readonly warning: string };

/** How CI systems set CI: 'true', '1', or their own name; unset, empty, 'false' and '0' mean not in CI. */
export function isTrueish(value: string | undefined): boolean {
  const normalised = value?.trim().toLowerCase() ?? '';
  return normalised !== '' && !['0', 'false', 'no', 'off'].includes(normalised);
}

/** docs/rules/04-states-and-flows.md: whether an experiment client is created for a request, and if not, why. */
export function experimentClientChoice({ mid, shopMids, query, disableOptimizely, ci }: ClientInputs): ClientChoice {
  const refuse = (reason: ClientRefusal): ClientChoice => ({
    create: false,
    reason,
    warning: CLIENT_NOT_INITIALIZED_WARNING,
  });
  const parsed = parseMid(mid);
  if (parsed && shopMids.includes(parsed)) return refuse('shop-mid');
  if (single(query.disable_optimizely) === 'true') return refuse('query');
  if (disableOptimizely === 'true') return refuse('environment');
  if (isTrueish(ci)) return refuse('ci');
  return { create: true };
}
