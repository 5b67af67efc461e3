import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingOrder } from '../../../site/payments/store.ts';

/*
 * docs/adr/0024-metrics-and-readiness.md: each online payment counted once by its final status, when the front office
 * has it. The provider, the pending orders and the front office are fakes.
 */

const reportPayment = vi.fn<(...args: unknown[]) => Promise<boolean>>(async () => true);
vi.mock('../../../site/front-office/index.ts', () => ({ frontOffice: () => ({ reportPayment }) }));
const stored = new Map<string, PendingOrder>();
vi.mock('../../../site/payments/store.ts', async (original) => ({
  ...(await original<object>()),
  pendingOrders: () => ({
    get: async (key: string) => stored.get(key),
    set: async (key: string, order: PendingOrder) => void stored.set(key, order),
  }),
}));
const providerStatus = { value: 'paid' };
vi.mock('../../../site/payments/index.ts', () => ({
  payments: () => ({
    get: async (id: string) => ({
      id,
      status: providerStatus.value,
      amount: '12.99',
      method: 'ideal',
      orderKey: 'key-1',
      orderId: 'FO-1',
    }),
  }),
}));
vi.mock('../../../site/monitoring/report.ts', () => ({ reportProblem: vi.fn() }));

const { onWebhook } = await import('../../../site/payments/flow.ts');
const { shopMetrics } = await import('../../../site/monitoring/metrics.ts');

const count = async (outcome: string) =>
  (await shopMetrics().payments.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;

afterEach(() => {
  stored.clear();
  vi.clearAllMocks();
});

describe('payment outcomes on /metrics', () => {
  it.each(['paid', 'failed'])('a payment %s is counted once, however often the provider calls', async (status) => {
    providerStatus.value = status;
    stored.set('key-1', {
      orderId: 'FO-1',
      brand: 'vk',
      mid: 'CAM-ZOMER1',
      method: 'ideal',
      returnPath: '/bestellen',
      placed: { amount: 12.99 },
      attempts: [{ id: `tr_${status}`, status: 'open' }],
    } as unknown as PendingOrder);
    const before = await count(status);
    for (let call = 0; call < 3; call += 1) expect(await onWebhook(`tr_${status}`)).toBe(true);
    expect(reportPayment).toHaveBeenCalledTimes(1);
    expect((await count(status)) - before).toBe(1);
  });

  it('a report the front office did not take is not counted (sent again later)', async () => {
    providerStatus.value = 'paid';
    reportPayment.mockRejectedValueOnce(new Error('HTTP 503'));
    stored.set('key-1', {
      orderId: 'FO-1',
      brand: 'vk',
      mid: 'CAM-ZOMER1',
      method: 'ideal',
      returnPath: '/bestellen',
      placed: { amount: 12.99 },
      attempts: [{ id: 'tr_retry', status: 'open' }],
    } as unknown as PendingOrder);
    const before = await count('paid');
    await onWebhook('tr_retry');
    expect((await count('paid')) - before).toBe(0);
    await onWebhook('tr_retry');
    expect((await count('paid')) - before).toBe(1);
  });
});
