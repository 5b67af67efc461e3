import { describe, expect, it } from 'vitest';
import { deadlineShares } from '../../../site/upstream/resilience.ts';

/* PAGE_DEADLINE_MS bounds the whole request: the proxy's share and the render's add up to it, never more. */
describe('the request deadline, shared between the proxy and the render', () => {
  it.each([
    [1500, 500, 1000],
    [100, 33, 67],
    [30_000, 10_000, 20_000],
    [1000, 333, 667],
  ])('%i ms: the proxy %i ms, the render %i ms', (deadline, proxyMs, renderMs) => {
    const shares = deadlineShares(deadline);
    expect(shares).toEqual({ proxyMs, renderMs });
    expect(shares.proxyMs + shares.renderMs).toBe(deadline);
  });
});
