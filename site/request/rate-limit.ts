import { LRUCache } from 'lru-cache';

/*
 * A bound on how often one client may do something (the /actie form's lookups): at most `limit` times in any
 * `windowMs`, counted per key (a client's address) in this process's memory. Each instance counts its own, so behind
 * several instances a client gets at most that many times each; enough to stop one client trying codes by the
 * thousand. The count is state, not a cache: it takes no lifetime from site/cache-policy.ts.
 */

export interface RateLimitOptions {
  /** Most times allowed in any window. */
  readonly limit: number;
  readonly windowMs: number;
  /** Most clients remembered; the least recently seen are forgotten first (and so start afresh). */
  readonly clients: number;
  /** The clock in ms (tests); default a monotonic one, which a change of the wall clock cannot move. */
  readonly now?: () => number;
}

export type RateLimitAnswer = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

export interface RateLimit {
  /** Counts one time for `key` and allows it, or refuses it (not counted) with how long until one is allowed. */
  take(key: string): RateLimitAnswer;
}

export function rateLimit({ limit, windowMs, clients, now = () => performance.now() }: RateLimitOptions): RateLimit {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`rateLimit: limit must be a whole number of 1 or more`);
  // Per key, the times of its allowed takes within the last window, oldest first: at most `limit` numbers.
  const takes = new LRUCache<string, number[]>({ max: clients });
  return {
    take(key) {
      const at = now();
      const recent = (takes.get(key) ?? []).filter((time) => at - time < windowMs);
      if (recent.length >= limit) {
        takes.set(key, recent);
        return { allowed: false, retryAfterMs: recent[0]! + windowMs - at };
      }
      takes.set(key, [...recent, at]);
      return { allowed: true };
    },
  };
}
