import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_FORM, orderProposition } from '../../domain/order-form/fixtures.ts';

/*
 * The order action's steps (site/order/place.ts) around the pure mapping: the catalog asked again, one order per key
 * at the front office, a payment started, and what the visitor gets back. The front office, the pending orders and
 * the payment provider are fakes; tests/domain/order-form/to-order.test.ts has the mapping's rules.
 */

const DIGITAL = orderProposition({ uuid: 'p-digitaal' });
const YEARLY = orderProposition({
  uuid: 'p-jaar',
  productCode: 'VK-JAAR',
  prices: [{ default: true, unit: 'year', price: { discount: 120 } }],
});
const FALLBACK_ONLY = orderProposition({ uuid: 'p-fallback' });

const frontOffice = {
  catalog: vi.fn(async (query: { group: string }) => ({
    propositions: query.group === 'fallback' ? [FALLBACK_ONLY] : [DIGITAL, YEARLY],
  })),
  placeOrder: vi.fn<
    (
      ...args: unknown[]
    ) => Promise<
      { kind: 'placed'; orderId: string } | { kind: 'rejected'; errors: { field: string; message: string }[] }
    >
  >(async () => ({ kind: 'placed', orderId: 'FO-1' })),
};
vi.mock('../../../site/front-office/index.ts', () => ({ frontOffice: () => frontOffice }));
const pending = { get: vi.fn<(key: string) => Promise<unknown>>(async () => undefined), set: vi.fn() };
vi.mock('../../../site/payments/store.ts', async (original) => ({
  ...(await original<object>()),
  pendingOrders: () => pending,
}));
const startPayment = vi.fn<(input: unknown) => Promise<unknown>>(async () => ({
  kind: 'checkout',
  url: 'https://pay.example/checkout/tr_1',
}));
vi.mock('../../../site/payments/flow.ts', () => ({ startPayment }));
const reportProblem = vi.fn();
vi.mock('../../../site/monitoring/report.ts', () => ({ reportProblem }));

const { attemptOrder } = await import('../../../site/order/place.ts');
const { BRANDS } = await import('../../../site/brands.ts');
const { PAYMENT_COOKIE } = await import('../../../site/payments/visitor-cookie.ts');
const { openPlacedOrder } = await import('../../../site/payments/placed-order-cookie.ts');
const { VISITOR_COOKIES } = await import('../../../domain/visitor-state.ts');
const { FrontOfficeError } = await import('../../../site/front-office/port.ts');
const { shopMetrics } = await import('../../../site/monitoring/metrics.ts');

const ORDER_KEY = '0f8e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6';
const VALUES = {
  ...ORDER_FORM.nl,
  brand: 'vk',
  orderKey: ORDER_KEY,
  propositionId: 'p-digitaal',
  mid: 'CAM-ZOMER1',
  paymentUnit: 'month',
  paymentAmount: '12.99',
};
/** The yearly proposition as its form shows it. */
const YEARLY_VALUES = { ...VALUES, propositionId: 'p-jaar', paymentUnit: 'year', paymentAmount: '120' };
const attempt = (values: Record<string, string> = VALUES) =>
  attemptOrder({
    brand: BRANDS.vk,
    orderKey: ORDER_KEY,
    values,
    clientPath: '/bestellen?x=1',
    origin: 'https://vk.example',
    host: 'vk.example',
    now: new Date('2026-05-15T10:00:00Z'),
  });

afterEach(() => vi.clearAllMocks());

describe('attemptOrder: the order action’s steps', () => {
  it('direct debit: the order placed once under the form’s key, on to the thank-you page with its cookie', async () => {
    const outcome = await attempt();
    expect(frontOffice.placeOrder).toHaveBeenCalledTimes(1);
    expect(frontOffice.placeOrder.mock.calls[0]?.slice(1)).toEqual([
      ORDER_KEY,
      { mid: 'CAM-ZOMER1', clientPath: '/bestellen?x=1' },
    ]);
    expect(pending.get).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({
      kind: 'leave',
      location: '/bedankt',
      withoutScript: '/bedankt',
      cookies: [{ name: VISITOR_COOKIES.placedOrder, options: { path: '/bedankt' } }],
    });
    // Sealed (docs/adr/0019): the thank-you page shows, and pushes to analytics, only what the shop wrote.
    const cookie = outcome.kind === 'leave' ? outcome.cookies[0]!.value : '';
    expect(cookie).not.toContain('FO-1');
    expect(await openPlacedOrder(cookie)).toMatchObject({ orderId: 'FO-1', brandCode: 'vk', ibanLastDigits: '4300' });
  });

  it('a proposition of a special or the fallback group is found after the default group', async () => {
    expect(await attempt({ ...VALUES, propositionId: 'p-fallback' })).toMatchObject({ kind: 'leave' });
    const groups = frontOffice.catalog.mock.calls.map(([query]) => query.group);
    expect([groups[0], groups.at(-1), groups.length]).toEqual(['default', 'fallback', 2 + BRANDS.vk.specials.length]);
  });

  it.each([
    ['a proposition the front office no longer has', { propositionId: 'gone' }, 'unavailable'],
    ['a form that does not pass the schema', { email: 'anna@' }, 'invalid'],
    // docs/rules/05-validation.md: the payment the form showed must match the proposition's price now.
    ['a price changed since the form was shown', { paymentAmount: '9.99' }, 'unavailable'],
    ['a unit changed since the form was shown', { paymentUnit: 'year' }, 'unavailable'],
    ['a form without the price it showed', { paymentUnit: '', paymentAmount: '' }, 'unavailable'],
    ['another proposition’s price', { propositionId: 'p-jaar' }, 'unavailable'],
  ])('%s: the form comes back with what was typed, and nothing is placed', async (_, change, status) => {
    const values = { ...VALUES, ...change };
    expect(await attempt(values)).toEqual({ kind: 'form', state: expect.objectContaining({ status, values }) });
    expect(frontOffice.placeOrder).not.toHaveBeenCalled();
  });

  it('counts each submission by how it ended, for /metrics (docs/adr/0024-metrics-and-readiness.md)', async () => {
    const count = async (outcome: string) =>
      (await shopMetrics().orders.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
    const before = await Promise.all(['placed', 'unavailable', 'failed', 'duplicate'].map(count));
    await attempt();
    await attempt({ ...VALUES, propositionId: 'gone' });
    frontOffice.placeOrder.mockRejectedValueOnce(new Error('HTTP 503'));
    await attempt();
    // The front office refuses a key already used for another order.
    frontOffice.placeOrder.mockRejectedValueOnce(new FrontOfficeError('/front-office/v2/subscriptions', 'status', 409));
    expect(await attempt()).toMatchObject({ kind: 'form', state: { status: 'failed' } });
    const after = await Promise.all(['placed', 'unavailable', 'failed', 'duplicate'].map(count));
    expect(after.map((value, index) => value - before[index]!)).toEqual([1, 1, 1, 1]);
  });

  it('a rejection: the front office’s words beside the form’s fields', async () => {
    frontOffice.placeOrder.mockResolvedValueOnce({
      kind: 'rejected',
      errors: [{ field: 'customer.email', message: 'Al klant' }],
    });
    expect(await attempt()).toEqual({
      kind: 'form',
      state: {
        status: 'rejected',
        errors: [{ field: 'email', code: 'form.invalid', text: 'Al klant' }],
        values: VALUES,
      },
    });
  });

  it('a failing front office: the form comes back to retry, the failure reported without the order', async () => {
    frontOffice.placeOrder.mockRejectedValueOnce(new Error('HTTP 503'));
    expect(await attempt()).toEqual({ kind: 'form', state: { status: 'failed', errors: [], values: VALUES } });
    expect(reportProblem).toHaveBeenCalledWith('order for vk failed', expect.any(Error));
  });

  it('iDEAL: placed, then the provider’s checkout, with the payment cookie; without JavaScript through the forwarding page', async () => {
    const values = { ...YEARLY_VALUES, paymentMethod: 'ideal', idealBank: 'INGBNL2A', brandcode: 'vk' };
    const outcome = await attempt(values);
    expect(startPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        orderKey: ORDER_KEY,
        origin: 'https://vk.example',
        issuer: 'ideal_INGBNL2A',
        order: expect.objectContaining({
          orderId: 'FO-1',
          brand: 'vk',
          brandcode: 'vk',
          method: 'ideal',
          returnPath: '/bestellen?propositionId=p-jaar&mid=CAM-ZOMER1',
          attempts: [],
        }),
      }),
    );
    expect(outcome).toMatchObject({
      kind: 'leave',
      location: 'https://pay.example/checkout/tr_1',
      cookies: [{ name: PAYMENT_COOKIE }],
    });
    expect(outcome.kind === 'leave' && outcome.withoutScript).toMatch(/\?order=0f8e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6/);
  });

  it('back after an unpaid attempt: the pending order is paid for again, not placed twice', async () => {
    const order = {
      orderId: 'FO-0',
      brand: 'vk',
      mid: 'CAM-ZOMER1',
      method: 'ideal',
      returnPath: '/bestellen',
      placed: { orderId: 'FO-0' },
      attempts: [],
    };
    pending.get.mockResolvedValueOnce(order);
    await attempt({ ...YEARLY_VALUES, paymentMethod: 'ideal', idealBank: 'INGBNL2A' });
    expect(frontOffice.placeOrder).not.toHaveBeenCalled();
    expect(startPayment).toHaveBeenCalledWith(expect.objectContaining({ order }));
  });
});
