import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * A local stand-in of Mollie's payments API (the part the shop uses: customers, payments, the webhook) and of its
 * hosted checkout, on which a tester picks the outcome. It answers in Mollie's own JSON (HAL), so the shop runs
 * Mollie's own client against it; see README.md.
 */

export type StandInStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';

/** The outcomes the hosted checkout offers, with their words. */
const CHECKOUT_OUTCOMES: readonly (readonly [StandInStatus, string])[] = [
  ['paid', 'Betaald'],
  ['canceled', 'Geannuleerd'],
  ['failed', 'Mislukt'],
  ['expired', 'Verlopen'],
  ['open', 'Nog open (de bank bevestigt later)'],
];

export interface StandInPayment {
  readonly id: string;
  readonly createdAt: string;
  readonly amount: { readonly currency: string; readonly value: string };
  readonly description: string;
  readonly method: 'ideal' | 'bancontact';
  readonly metadata: unknown;
  readonly sequenceType: 'first' | 'oneoff';
  readonly customerId: string | undefined;
  readonly redirectUrl: string;
  readonly webhookUrl: string | undefined;
  readonly locale: string | undefined;
  status: StandInStatus;
  mandateId: string | undefined;
  statusChangedAt: string | undefined;
}

export interface StandInOptions {
  /** Where the hosted checkout pages are served (the plain-HTTP listener). */
  readonly checkoutOrigin: string;
  readonly now?: () => Date;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Mollie's error shape: { status, title, detail, field? }. */
function error(status: number, title: string, detail: string, field?: string) {
  return {
    status,
    body: {
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
    },
  };
}

const AMOUNT = /^\d{1,7}\.\d{2}$/;

/** Only loopback is ever called: a webhook on a *.localhost brand host goes to 127.0.0.1 on the same port. */
function loopbackWebhook(url: string): URL | undefined {
  try {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
    if (target.hostname === 'localhost' || target.hostname.endsWith('.localhost')) target.hostname = '127.0.0.1';
    return target.hostname === '127.0.0.1' ? target : undefined;
  } catch {
    return undefined;
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function createPaymentsStandIn(options: StandInOptions) {
  const now = options.now ?? (() => new Date());
  const payments = new Map<string, StandInPayment>();
  const customers = new Map<string, { id: string; name: string; email: string }>();
  /** Idempotency keys and the answer they gave: the same create again gives the same payment or customer. */
  const replies = new Map<string, { status: number; body: unknown }>();
  /** Requests the API does not know: a contract test fails on any. */
  const unexpected: string[] = [];
  /** Webhook calls made, and their answers' statuses (tests). */
  const webhookCalls: { paymentId: string; status: number }[] = [];

  function paymentJson(payment: StandInPayment) {
    const open = payment.status === 'open';
    return {
      resource: 'payment',
      id: payment.id,
      mode: 'test',
      createdAt: payment.createdAt,
      amount: payment.amount,
      description: payment.description,
      method: payment.method,
      metadata: payment.metadata,
      status: payment.status,
      isCancelable: false,
      expiresAt: new Date(Date.parse(payment.createdAt) + 15 * 60_000).toISOString(),
      profileId: 'pfl_standin',
      sequenceType: payment.sequenceType,
      redirectUrl: payment.redirectUrl,
      ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
      ...(payment.locale ? { locale: payment.locale } : {}),
      ...(payment.customerId ? { customerId: payment.customerId } : {}),
      ...(payment.mandateId ? { mandateId: payment.mandateId } : {}),
      ...(payment.status === 'paid' ? { paidAt: payment.statusChangedAt } : {}),
      ...(payment.status === 'canceled' ? { canceledAt: payment.statusChangedAt } : {}),
      ...(payment.status === 'expired' ? { expiredAt: payment.statusChangedAt } : {}),
      ...(payment.status === 'failed' ? { failedAt: payment.statusChangedAt } : {}),
      _links: {
        self: { href: `https://api.mollie.com/v2/payments/${payment.id}`, type: 'application/hal+json' },
        ...(open ? { checkout: { href: `${options.checkoutOrigin}/checkout/${payment.id}`, type: 'text/html' } } : {}),
        documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
      },
    };
  }

  function createCustomer(body: Record<string, unknown>) {
    const name = typeof body.name === 'string' ? body.name : '';
    const email = typeof body.email === 'string' ? body.email : '';
    if (!email.includes('@')) return error(422, 'Unprocessable Entity', 'The email address is invalid', 'email');
    const customer = { id: id('cst'), name, email };
    customers.set(customer.id, customer);
    return {
      status: 201,
      body: {
        resource: 'customer',
        id: customer.id,
        mode: 'test',
        name,
        email,
        createdAt: now().toISOString(),
        _links: {},
      },
    };
  }

  function createPayment(body: Record<string, unknown>) {
    const amount = body.amount as { currency?: unknown; value?: unknown } | undefined;
    if (!amount || amount.currency !== 'EUR' || typeof amount.value !== 'string' || !AMOUNT.test(amount.value)) {
      return error(422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
    }
    if (Number(amount.value) < 0.01)
      return error(422, 'Unprocessable Entity', 'The amount is lower than the minimum', 'amount');
    if (typeof body.description !== 'string' || body.description.trim() === '')
      return error(422, 'Unprocessable Entity', 'The description is invalid', 'description');
    if (typeof body.redirectUrl !== 'string' || !/^https?:\/\//.test(body.redirectUrl))
      return error(422, 'Unprocessable Entity', 'The redirect URL is invalid', 'redirectUrl');
    if (body.method !== 'ideal' && body.method !== 'bancontact')
      return error(422, 'Unprocessable Entity', 'The payment method is invalid', 'method');
    const sequenceType =
      body.sequenceType === 'first'
        ? 'first'
        : body.sequenceType === undefined || body.sequenceType === 'oneoff'
          ? 'oneoff'
          : undefined;
    if (!sequenceType) return error(422, 'Unprocessable Entity', 'The sequence type is invalid', 'sequenceType');
    const customerId = typeof body.customerId === 'string' ? body.customerId : undefined;
    if (customerId && !customers.has(customerId))
      return error(404, 'Not Found', 'No customer exists with token ' + customerId);
    if (sequenceType === 'first' && !customerId)
      return error(422, 'Unprocessable Entity', 'A first payment needs a customer', 'customerId');
    const payment: StandInPayment = {
      id: id('tr'),
      createdAt: now().toISOString(),
      amount: { currency: 'EUR', value: amount.value },
      description: body.description,
      method: body.method,
      metadata: body.metadata ?? null,
      sequenceType,
      customerId,
      redirectUrl: body.redirectUrl,
      webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : undefined,
      locale: typeof body.locale === 'string' ? body.locale : undefined,
      status: 'open',
      mandateId: undefined,
      statusChangedAt: undefined,
    };
    payments.set(payment.id, payment);
    return { status: 201, body: paymentJson(payment) };
  }

  /** One API request (already read): method, path, headers, JSON body. */
  function api(
    method: string,
    path: string,
    headers: Record<string, string | undefined>,
    body: unknown,
  ): { status: number; body: unknown } {
    const authorization = headers.authorization ?? '';
    if (!/^Bearer (test|live)_\w{20,}$/.test(authorization))
      return error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    const key = headers['idempotency-key'];
    const remembered = key && method === 'POST' ? replies.get(`${path} ${key}`) : undefined;
    if (remembered) return remembered;
    const object = (body ?? {}) as Record<string, unknown>;
    let answer: { status: number; body: unknown };
    const get = /^\/v2\/payments\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'POST' && path === '/v2/customers') answer = createCustomer(object);
    else if (method === 'POST' && path === '/v2/payments') answer = createPayment(object);
    else if (method === 'GET' && get) {
      const payment = payments.get(get[1]!);
      answer = payment
        ? { status: 200, body: paymentJson(payment) }
        : error(404, 'Not Found', `No payment exists with token ${get[1]}.`);
    } else {
      unexpected.push(`${method} ${path}`);
      answer = error(404, 'Not Found', 'The resource does not exist');
    }
    if (key && method === 'POST' && answer.status < 500) replies.set(`${path} ${key}`, answer);
    return answer;
  }

  /**
   * The provider calls the shop's webhook with only the payment's id, as Mollie does: the shop must ask for the rest.
   */
  async function callWebhook(payment: StandInPayment): Promise<void> {
    const target = payment.webhookUrl && loopbackWebhook(payment.webhookUrl);
    if (!target) return;
    try {
      const answer = await fetch(target, {
        method: 'POST',
        body: new URLSearchParams({ id: payment.id }),
        signal: AbortSignal.timeout(10_000),
      });
      webhookCalls.push({ paymentId: payment.id, status: answer.status });
    } catch {
      webhookCalls.push({ paymentId: payment.id, status: 0 });
    }
  }

  /**
   * Sets a payment's status as its bank would (the checkout page's choice, or a later confirmation) and calls the
   * webhook.
   */
  async function settle(paymentId: string, status: StandInStatus): Promise<StandInPayment | undefined> {
    const payment = payments.get(paymentId);
    if (!payment) return undefined;
    if (payment.status !== 'open' || status === 'open') return payment;
    payment.status = status;
    payment.statusChangedAt = now().toISOString();
    if (status === 'paid' && payment.sequenceType === 'first') payment.mandateId = id('mdt');
    await callWebhook(payment);
    return payment;
  }

  function checkoutPage(payment: StandInPayment): string {
    const euros = payment.amount.value.replace('.', ',');
    const scheme = payment.method === 'ideal' ? 'iDEAL' : 'Bancontact';
    const choices = CHECKOUT_OUTCOMES.map(
      ([value, label], index) =>
        `<div class="choice"><input type="radio" id="outcome-${value}" name="status" value="${value}"${index === 0 ? ' checked' : ''}><label for="outcome-${value}">${escapeHtml(label)}</label></div>`,
    ).join('\n');
    const body =
      payment.status === 'open'
        ? `<form method="post" action="/checkout/${payment.id}">
<fieldset><legend>Kies de uitkomst van deze testbetaling</legend>
${choices}
</fieldset>
<button type="submit">Verder</button>
</form>`
        : `<p role="status">Deze betaling is al afgerond (${escapeHtml(payment.status)}).</p><p><a href="${escapeHtml(payment.redirectUrl)}">Terug naar de winkel</a></p>`;
    return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Testbetaling ${scheme}: ${escapeHtml(payment.description)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
fieldset{border:1px solid #767676;border-radius:.5rem;padding:1rem}.choice{margin:.5rem 0}
input{width:1.25rem;height:1.25rem;vertical-align:middle}label{margin-left:.5rem}
button{margin-top:1rem;font:inherit;padding:.75rem 1.5rem;border:0;border-radius:.5rem;background:#0b57d0;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}</style></head>
<body><main>
<h1>Testbetaling met ${scheme}</h1>
<p>Dit is de betaalpagina van de lokale stand-in van de betaalprovider. Er wordt geen geld afgeschreven.</p>
<dl><dt>Omschrijving</dt><dd>${escapeHtml(payment.description)}</dd><dt>Bedrag</dt><dd>€ ${escapeHtml(euros)}</dd>${payment.sequenceType === 'first' ? '<dt>Machtiging</dt><dd>Deze eerste betaling geeft ook een SEPA-machtiging voor de volgende termijnen</dd>' : ''}</dl>
${body}
</main></body></html>`;
  }

  /** The hosted checkout: GET shows the payment, POST applies the tester's choice and sends the visitor back. */
  async function checkout(
    method: string,
    path: string,
    form: URLSearchParams,
  ): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const match = /^\/checkout\/([A-Za-z0-9_]+)$/.exec(path);
    const payment = match ? payments.get(match[1]!) : undefined;
    const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
    if (!payment)
      return {
        status: 404,
        headers: html,
        body: '<!doctype html><html lang="nl"><title>Onbekende betaling</title><main><h1>Onbekende betaling</h1></main></html>',
      };
    if (method === 'GET') return { status: 200, headers: html, body: checkoutPage(payment) };
    const status = form.get('status') as StandInStatus | null;
    if (!status || !CHECKOUT_OUTCOMES.some(([value]) => value === status))
      return { status: 400, headers: html, body: checkoutPage(payment) };
    // The visitor comes back while the webhook may still be on its way, as with the real provider.
    void settle(payment.id, status);
    return { status: 303, headers: { location: payment.redirectUrl, 'cache-control': 'no-store' }, body: '' };
  }

  return { api, checkout, settle, payments, unexpected, webhookCalls };
}

export type PaymentsStandIn = ReturnType<typeof createPaymentsStandIn>;

/** Reads a request's body as text, at most 64 KB. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 65_536) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  response.writeHead(status, headers);
  response.end(body);
}
