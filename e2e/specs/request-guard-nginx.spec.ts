import type http from 'node:http';
import path from 'node:path';
import { expect, firstVisit as test } from '../support/test.ts';
import { WEB_VITALS_ROUTE } from '../../site/scripts/cluster.mjs';
import { NEXT_INSTRUCTION_HEADERS } from '../../site/request/next-instructions.mjs';
import { completeHeaders, refusal, refuse } from '../../site/request/request-rules.mjs';
import { answerSecurityHeaders } from '../../site/security-headers.mjs';
import { requestWithHost } from '../support/http.ts';
import { nginxAlone } from '../support/nginx-alone.ts';

/*
 * The cluster's nginx.conf on its own (no build), in front of a stand-in instance that applies the instances' request
 * rules (site/request/request-rules.mjs) and records what reached it before them (docs/adr/0037): nginx clears every
 * header Next reads as its own, and its own refusals carry the site's security headers. The instance side against
 * the real site: e2e/specs/security.spec.ts.
 */
const RUN_DIR = path.resolve(import.meta.dirname, '../../.data/e2e-request-guard-nginx');
const HOST = 'ad.localhost';
const SECURITY = answerSecurityHeaders({ production: false }).map(
  ({ key, value }) => [key.toLowerCase(), value] as const,
);

let port: number;
let stop: (() => Promise<void>) | undefined;
/** The headers each request brought the instance, by its path. */
const reached = new Map<string, http.IncomingHttpHeaders>();

test.beforeAll(async () => {
  ({ port, stop } = await nginxAlone(RUN_DIR, (request, response) => {
    reached.set(request.url ?? '', { ...request.headers });
    completeHeaders(response);
    const refused = refusal(request);
    request.resume();
    if (refused) return refuse(request, response, refused);
    request.on('end', () => response.writeHead(200, { 'content-type': 'text/plain' }).end('page'));
  }));
});

test.afterAll(async () => {
  await stop?.();
});

function expectSecurityHeaders(headers: http.IncomingHttpHeaders, what: string) {
  for (const [name, value] of SECURITY) expect(headers[name], `${what}: ${name}`).toBe(value);
}

let made = 0;
const fresh = (pathname: string) => `${pathname}?case=${Date.now()}-${(made += 1)}`;

test('no header Next reads as its own reaches an instance, on a page, a cached page or a beacon', async () => {
  const sent = Object.fromEntries(NEXT_INSTRUCTION_HEADERS.map((name) => [name, '1']));
  for (const [method, pathname] of [
    ['GET', '/digitaal'],
    ['GET', '/pages/ad/consumer/digitaal'],
    ['POST', WEB_VITALS_ROUTE],
  ] as const) {
    const target = fresh(pathname);
    const body = method === 'POST' ? '[]' : undefined;
    const headers = { ...sent, ...(body ? { 'content-type': 'application/json' } : {}) };
    const answer = await requestWithHost(method, HOST, target, port, headers, body);
    expect(answer.status, target).toBe(200);
    const arrived = reached.get(target);
    expect(arrived, target).toBeDefined();
    expect(Object.keys(arrived!).filter((name) => NEXT_INSTRUCTION_HEADERS.includes(name))).toEqual([]);
  }
});

test('nginx’s own refusals and the instance’s carry the security headers, with their 4xx', async () => {
  const twoMegabytes = `--b\r\nContent-Disposition: form-data; name="f"\r\n\r\n${'x'.repeat(2 * 1024 * 1024)}\r\n--b--\r\n`;
  const cases: [string, string, string, number, Record<string, string>?, string?][] = [
    ['TRACE', HOST, '/', 405],
    ['OPTIONS', HOST, '*', 400],
    ['GET', 'ad.nl:@x', '/', 400],
    ['GET', HOST, '/metrics', 404],
    ['GET', HOST, '/api/editor/vk/%E0', 400],
    ['GET', HOST, '/api/fonts/%', 400],
    ['POST', HOST, '/', 413, { 'content-type': 'multipart/form-data; boundary=b' }, twoMegabytes],
    // Refused by the instance while nginx still sends the body: the instance reads it to the end, no reset, no 502.
    ['PATCH', HOST, '/actie', 405, { 'content-type': 'application/x-www-form-urlencoded' }, `a=${'x'.repeat(500_000)}`],
    ['PUT', HOST, '/api/actie', 405, { 'content-type': 'application/json' }, `"${'x'.repeat(500_000)}"`],
  ];
  for (const [method, host, target, status, headers = {}, body] of cases) {
    const answer = await requestWithHost(method, host, target, port, headers, body);
    expect(answer.status, `${method} ${host} ${target}`).toBe(status);
    expectSecurityHeaders(answer.headers, `${method} ${host} ${target}`);
  }
});
