import { describe, expect, it } from 'vitest';
import {
  nextAttempt,
  nextStep,
  observe,
  outcomeOf,
  PROVIDER_STATUSES,
  reported,
  started,
  type OrderPayments,
  type ProviderStatus,
} from '../../../domain/payments/state.ts';

const NONE: OrderPayments = { attempts: [] };
const one = (status: ProviderStatus, extra: { reported?: boolean } = {}): OrderPayments => ({
  attempts: [{ id: 'tr_1', status, checkoutUrl: 'https://pay.example/tr_1', ...extra }],
});

describe('every outcome of a payment', () => {
  it.each([
    ['open', 'waiting', { kind: 'wait' }, { kind: 'resume', checkoutUrl: 'https://pay.example/tr_1' }],
    ['pending', 'waiting', { kind: 'wait' }, { kind: 'wait' }],
    ['authorized', 'waiting', { kind: 'wait' }, { kind: 'wait' }],
    ['paid', 'paid', { kind: 'thank-you' }, { kind: 'paid' }],
    ['canceled', 'cancelled', { kind: 'retry', reason: 'cancelled' }, { kind: 'new' }],
    ['failed', 'failed', { kind: 'retry', reason: 'failed' }, { kind: 'new' }],
    ['expired', 'expired', { kind: 'retry', reason: 'expired' }, { kind: 'new' }],
  ] as const)('%s: %s, the visitor goes %o, sending again gives %o', (status, outcome, step, attempt) => {
    expect(outcomeOf(status)).toBe(outcome);
    const { payments } = observe(one('open'), 'tr_1', status);
    expect(nextStep(payments)).toEqual(step);
    expect(nextAttempt(payments)).toEqual(attempt);
  });

  it('every provider status has an outcome', () => {
    for (const status of PROVIDER_STATUSES) expect(outcomeOf(status)).toBeTypeOf('string');
  });

  it('an order without any payment yet gets a new one', () => {
    expect(nextAttempt(NONE)).toEqual({ kind: 'new' });
  });
});

describe('reporting to the front office: once per payment, whatever comes first', () => {
  it('webhook before return: the webhook reports, the return sees it reported and only moves the visitor on', () => {
    const webhook = observe(one('open'), 'tr_1', 'paid');
    expect(webhook.report).toBe(true);
    const after = reported(webhook.payments, 'tr_1');
    const back = observe(after, 'tr_1', 'paid');
    expect(back.report).toBe(false);
    expect(nextStep(back.payments)).toEqual({ kind: 'thank-you' });
  });

  it('return before webhook: the return reports, the webhook that follows does not', () => {
    const back = observe(one('open'), 'tr_1', 'paid');
    expect(back.report).toBe(true);
    const webhook = observe(reported(back.payments, 'tr_1'), 'tr_1', 'paid');
    expect(webhook.report).toBe(false);
  });

  it('duplicate webhooks report once', () => {
    let payments = one('open');
    const reports: boolean[] = [];
    for (let i = 0; i < 3; i += 1) {
      const seen = observe(payments, 'tr_1', 'paid');
      reports.push(seen.report);
      payments = seen.report ? reported(seen.payments, 'tr_1') : seen.payments;
    }
    expect(reports).toEqual([true, false, false]);
  });

  it('a report that did not get through is sent again on the next observation', () => {
    const first = observe(one('open'), 'tr_1', 'canceled');
    expect(first.report).toBe(true);
    expect(observe(first.payments, 'tr_1', 'canceled').report).toBe(true);
  });

  it('repeated returns while the bank is still busy report nothing and keep waiting', () => {
    let payments = one('open');
    for (const status of ['open', 'pending', 'pending'] as const) {
      const seen = observe(payments, 'tr_1', status);
      expect(seen.report).toBe(false);
      payments = seen.payments;
    }
    expect(nextStep(payments)).toEqual({ kind: 'wait' });
  });

  it('a final status never goes back: a late "open" after "paid" changes nothing', () => {
    const paid = observe(one('open'), 'tr_1', 'paid').payments;
    expect(observe(paid, 'tr_1', 'open').payments).toEqual(paid);
  });

  it('a payment of another order changes nothing and reports nothing', () => {
    const seen = observe(one('open'), 'tr_other', 'paid');
    expect(seen).toEqual({ payments: one('open'), report: false });
  });
});

describe('a retry pays for the same order, never twice', () => {
  it('after a cancelled payment a new attempt is started; once it is paid, sending again starts nothing', () => {
    let payments = observe(one('open'), 'tr_1', 'canceled').payments;
    expect(nextAttempt(payments)).toEqual({ kind: 'new' });
    payments = started(payments, { id: 'tr_2', status: 'open', checkoutUrl: 'https://pay.example/tr_2' });
    expect(nextAttempt(payments)).toEqual({ kind: 'resume', checkoutUrl: 'https://pay.example/tr_2' });
    payments = observe(payments, 'tr_2', 'paid').payments;
    expect(nextAttempt(payments)).toEqual({ kind: 'paid' });
    expect(nextStep(payments)).toEqual({ kind: 'thank-you' });
  });

  it('the latest attempt decides the reason: failed, then expired', () => {
    let payments = observe(one('open'), 'tr_1', 'failed').payments;
    payments = started(payments, { id: 'tr_2', status: 'open' });
    payments = observe(payments, 'tr_2', 'expired').payments;
    expect(nextStep(payments)).toEqual({ kind: 'retry', reason: 'expired' });
  });

  it('an open payment without a checkout (bank still busy) is waited for, not paid again', () => {
    expect(nextAttempt({ attempts: [{ id: 'tr_1', status: 'open' }] })).toEqual({ kind: 'wait' });
  });
});
