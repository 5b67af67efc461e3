import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMolliePayments } from '../../../site/payments/mollie.ts';
import type { PaymentRequest } from '../../../site/payments/provider.ts';
import {
  STAND_IN_CERTIFICATE_FILE,
  startPaymentsServer,
  type PaymentsServer,
} from '../../../stand-ins/payments/server.ts';

/*
 * Contract: the payments adapter (Mollie's own client) against the stand-in on 127.0.0.1: create, status, webhook.
 * The stand-in records every request it does not know; any such request fails the test.
 */

let provider: PaymentsServer;
let webhook: Server;
let webhookUrl: string;
const webhookBodies: string[] = [];

beforeAll(async () => {
  provider = await startPaymentsServer();
  webhook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      webhookBodies.push(`${request.method} ${request.headers['content-type']} ${body}`);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://shop.localhost:${(webhook.address() as AddressInfo).port}/api/payments/webhook`;
});

afterAll(async () => {
  await provider.close();
  await new Promise((resolve) => webhook.close(resolve));
});

afterEach(() => expect(provider.standIn.unexpected).toEqual([]));

const payments = () =>
  createMolliePayments({
    apiKey: 'test_standinbrandshopfleet0000000',
    apiEndpoint: provider.apiEndpoint,
    loopbackCertificate: readFileSync(STAND_IN_CERTIFICATE_FILE, 'utf8'),
  });

const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  amount: 129.5,
  description: 'AD: Digitaal 12 maanden',
  method: 'ideal',
  sequenceType: 'oneoff',
  locale: 'nl_NL',
  redirectUrl: 'http://ad.localhost:3000/api/payments/return?order=k1',
  webhookUrl,
  orderKey: 'k1',
  orderId: 'o1',
  idempotencyKey: `k1:${Math.random()}`,
  ...overrides,
});

async function pay(checkoutUrl: string, status: string) {
  const answer = await fetch(checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams({ status }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return answer.headers.get('location');
}

describe('the Mollie adapter against the stand-in', () => {
  it('creates an open payment with a checkout, and reads it back with our references', async () => {
    const created = await payments().create(request());
    expect(created).toMatchObject({
      status: 'open',
      amount: '129.50',
      method: 'ideal',
      orderKey: 'k1',
      orderId: 'o1',
      mandateId: undefined,
    });
    expect(created.id).toMatch(/^tr_/);
    expect(created.checkoutUrl).toBe(`${provider.checkoutOrigin}/checkout/${created.id}`);
    expect(await payments().get(created.id)).toEqual(created);
  });

  it('the same idempotency key is the same payment', async () => {
    const once = request({ idempotencyKey: 'same-key' });
    const [first, second] = [await payments().create(once), await payments().create(once)];
    expect(second.id).toBe(first.id);
  });

  it('a first payment creates a customer and, once paid, a SEPA mandate; the webhook gets only the id', async () => {
    const created = await payments().create(
      request({
        method: 'bancontact',
        locale: 'nl_BE',
        sequenceType: 'first',
        customer: { name: 'An Peeters', email: 'an@example.be' },
      }),
    );
    expect(provider.standIn.payments.get(created.id)).toMatchObject({
      sequenceType: 'first',
      customerId: expect.stringMatching(/^cst_/),
    });
    expect(await pay(created.checkoutUrl!, 'paid')).toBe('http://ad.localhost:3000/api/payments/return?order=k1');
    await expect
      .poll(() =>
        webhookBodies.some((body) => body === `POST application/x-www-form-urlencoded;charset=UTF-8 id=${created.id}`),
      )
      .toBe(true);
    const paid = await payments().get(created.id);
    expect(paid).toMatchObject({
      status: 'paid',
      method: 'bancontact',
      checkoutUrl: undefined,
      mandateId: expect.stringMatching(/^mdt_/),
    });
  });

  it.each(['canceled', 'failed', 'expired'] as const)(
    '%s is final: the checkout cannot pay it afterwards',
    async (status) => {
      const created = await payments().create(request());
      await pay(created.checkoutUrl!, status);
      expect((await payments().get(created.id))?.status).toBe(status);
      await provider.standIn.settle(created.id, 'paid');
      expect((await payments().get(created.id))?.status).toBe(status);
    },
  );

  it('"still open" leaves it open until the bank confirms later', async () => {
    const created = await payments().create(request());
    await pay(created.checkoutUrl!, 'open');
    expect((await payments().get(created.id))?.status).toBe('open');
    await provider.standIn.settle(created.id, 'paid');
    expect((await payments().get(created.id))?.status).toBe('paid');
  });

  it("an unknown payment is undefined; a refused request is an error with the provider's words", async () => {
    expect(await payments().get('tr_unknown1234')).toBeUndefined();
    await expect(payments().create(request({ amount: 0 }))).rejects.toThrow(/minimum/);
  });

  it('a wrong API key is refused', async () => {
    const wrong = createMolliePayments({
      apiKey: 'nope',
      apiEndpoint: provider.apiEndpoint,
      loopbackCertificate: readFileSync(STAND_IN_CERTIFICATE_FILE, 'utf8'),
    });
    await expect(wrong.get('tr_abcd1234')).rejects.toThrow(/authenticat/i);
  });
});
