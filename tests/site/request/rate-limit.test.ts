import { describe, expect, it } from 'vitest';
import { rateLimit, type RateLimitAnswer } from '../../../site/request/rate-limit.ts';

/* site/request/rate-limit.ts: at most `limit` takes per key in any window, on an injected clock (ms). */

type Take = readonly [at: number, key: string, answer: 'allowed' | number];

const run = (takes: readonly Take[], options = { limit: 3, windowMs: 60_000, clients: 100 }) => {
  let time = 0;
  const limit = rateLimit({ ...options, now: () => time });
  return takes.map(([at, key]) => {
    time = at;
    const answer: RateLimitAnswer = limit.take(key);
    return [at, key, answer.allowed ? 'allowed' : answer.retryAfterMs] as const;
  });
};

describe('rateLimit', () => {
  it.each<[rule: string, takes: readonly Take[], options?: Parameters<typeof rateLimit>[0]]>([
    [
      'up to the limit in a window, then refused until the oldest take is a window old',
      [
        [0, 'a', 'allowed'],
        [1_000, 'a', 'allowed'],
        [2_000, 'a', 'allowed'],
        [3_000, 'a', 57_000],
        [59_999, 'a', 1],
        [60_000, 'a', 'allowed'],
        [60_001, 'a', 999],
      ],
    ],
    [
      'any window, not a minute of the clock: three late in one and three early in the next are six in a minute',
      [
        [50_000, 'a', 'allowed'],
        [55_000, 'a', 'allowed'],
        [59_000, 'a', 'allowed'],
        [61_000, 'a', 49_000],
        [110_000, 'a', 'allowed'],
      ],
    ],
    [
      'a refused take is not counted: the wait ends as it would have',
      [
        [0, 'a', 'allowed'],
        [0, 'a', 'allowed'],
        [0, 'a', 'allowed'],
        [10_000, 'a', 50_000],
        [20_000, 'a', 40_000],
        [60_000, 'a', 'allowed'],
      ],
    ],
    [
      'each key counts apart',
      [
        [0, 'a', 'allowed'],
        [0, 'a', 'allowed'],
        [0, 'a', 'allowed'],
        [0, 'b', 'allowed'],
        [0, 'a', 60_000],
        [0, 'b', 'allowed'],
      ],
    ],
    [
      'beyond the clients it remembers, the least recently seen starts afresh',
      [
        [0, 'a', 'allowed'],
        [0, 'a', 'allowed'],
        [0, 'b', 'allowed'],
        [0, 'c', 'allowed'],
        [0, 'a', 'allowed'],
        [0, 'a', 'allowed'],
        [0, 'a', 60_000],
      ],
      { limit: 2, windowMs: 60_000, clients: 2 },
    ],
    [
      'a limit of one',
      [
        [0, 'a', 'allowed'],
        [1, 'a', 999],
        [1_000, 'a', 'allowed'],
      ],
      { limit: 1, windowMs: 1_000, clients: 1 },
    ],
  ])('%s', (_rule, takes, options) => {
    expect(run(takes, options)).toEqual(takes);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a limit of %s, which would allow nothing or be no count', (limit) => {
    expect(() => rateLimit({ limit, windowMs: 1_000, clients: 1 })).toThrow(/limit must be a whole number/);
  });
});
