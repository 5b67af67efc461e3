import { readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPaymentsStandIn, readBody, send, type PaymentsStandIn, type StandInStatus } from './stand-in.ts';
import { logRequests } from '../../monitoring/log.ts';
import { standInLog } from '../shared/log.ts';
import { STAND_IN_PORTS } from '../shared/ports.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The API's certificate: self-signed for 127.0.0.1 and localhost only (README.md); the shop trusts it explicitly. */
export const STAND_IN_CERTIFICATE_FILE = path.join(HERE, 'tls-cert.pem');
const KEY_FILE = path.join(HERE, 'tls-key.pem');

export interface PaymentsServer {
  readonly standIn: PaymentsStandIn;
  /** The API's base, as Mollie's client takes it: https://127.0.0.1:<port>/v2/ */
  readonly apiEndpoint: string;
  /** Where the hosted checkout and the tester's controls are: http://127.0.0.1:<port> */
  readonly checkoutOrigin: string;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  send(response, status, { 'content-type': 'application/hal+json; charset=utf-8' }, JSON.stringify(body));

/**
 * The stand-in on two loopback listeners, as Mollie has two hosts: the API over HTTPS (Mollie's client speaks
 * nothing else) and the hosted checkout over plain HTTP (a browser opens it without a certificate warning). Port 0
 * picks free ports.
 */
export async function startPaymentsServer({
  apiPort = 0,
  checkoutPort = 0,
}: { apiPort?: number; checkoutPort?: number } = {}): Promise<PaymentsServer> {
  const checkoutServer = createHttpServer((request, response) => {
    void onCheckout(request, response);
  });
  logRequests(checkoutServer, standInLog('payments'));
  await listen(checkoutServer, checkoutPort);
  const checkoutOrigin = `http://127.0.0.1:${(checkoutServer.address() as AddressInfo).port}`;
  const standIn = createPaymentsStandIn({ checkoutOrigin });

  const apiServer = createHttpsServer(
    { cert: readFileSync(STAND_IN_CERTIFICATE_FILE), key: readFileSync(KEY_FILE) },
    (request, response) => {
      void onApi(request, response);
    },
  );
  logRequests(apiServer, standInLog('payments'));
  await listen(apiServer, apiPort);
  const apiEndpoint = `https://127.0.0.1:${(apiServer.address() as AddressInfo).port}/v2/`;

  async function onApi(request: IncomingMessage, response: ServerResponse) {
    try {
      const text = await readBody(request);
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        return json(response, 400, { status: 400, title: 'Bad Request', detail: 'The request body is not JSON' });
      }
      const url = new URL(request.url ?? '/', 'https://127.0.0.1');
      const answer = standIn.api(
        request.method ?? 'GET',
        url.pathname,
        request.headers as Record<string, string | undefined>,
        body,
      );
      json(response, answer.status, answer.body);
    } catch {
      json(response, 500, { status: 500, title: 'Internal Server Error', detail: 'The stand-in failed' });
    }
  }

  async function onCheckout(request: IncomingMessage, response: ServerResponse) {
    try {
      const url = new URL(request.url ?? '/', checkoutOrigin);
      const method = request.method ?? 'GET';
      // The tester's controls (e2e): every payment, and a bank that confirms an open payment later.
      if (method === 'GET' && url.pathname === '/_stand-in/payments') {
        return json(response, 200, [...standIn.payments.values()]);
      }
      const settle = /^\/_stand-in\/payments\/([A-Za-z0-9_]+)\/(paid|canceled|expired|failed)$/.exec(url.pathname);
      if (method === 'POST' && settle) {
        const payment = await standIn.settle(settle[1]!, settle[2] as StandInStatus);
        return payment ? json(response, 200, payment) : json(response, 404, { status: 404 });
      }
      const form = new URLSearchParams(method === 'POST' ? await readBody(request) : '');
      const answer = await standIn.checkout(method, url.pathname, form);
      send(response, answer.status, answer.headers, answer.body);
    } catch {
      send(response, 500, { 'content-type': 'text/plain' }, 'stand-in failed');
    }
  }

  return {
    standIn,
    apiEndpoint,
    checkoutOrigin,
    close: () => Promise.all([close(apiServer), close(checkoutServer)]).then(() => undefined),
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    (server as HttpServer).closeAllConnections?.();
  });
}

// Run on its own (`npm start`, the browser tests): PAYMENTS_API_PORT and PAYMENTS_CHECKOUT_PORT move it.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const server = await startPaymentsServer({
    apiPort: Number(process.env.PAYMENTS_API_PORT || STAND_IN_PORTS.paymentsApi),
    checkoutPort: Number(process.env.PAYMENTS_CHECKOUT_PORT || STAND_IN_PORTS.paymentsCheckout),
  });
  console.log(`Payments stand-in: API ${server.apiEndpoint}, checkout ${server.checkoutOrigin}. Stop with Ctrl+C.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void server.close().then(() => process.exit(0)));
}
