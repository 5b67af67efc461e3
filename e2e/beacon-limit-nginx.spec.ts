import http from 'node:http';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { BEACON_LIMIT, ERROR_TUNNEL_ROUTE, WEB_VITALS_ROUTE } from '../site/scripts/cluster.mjs';
import { nginxAlone } from './nginx-alone.ts';

/*
 * The cluster's nginx.conf on its own (no build): what one visitor's address may post to the page-speed beacons and
 * the error tunnel (docs/adr/0025), with a stand-in instance that counts what reaches it. nginx trusts one balancer in
 * front of it (127.0.0.3, as TRUSTED_PROXIES would name it); every other loopback address is a visitor of its own.
 */
const RUN_DIR = path.resolve(import.meta.dirname, '../.data/e2e-beacon-limit-nginx');
const BALANCER = '127.0.0.3';
/** More than the burst and what the rate adds while they are sent. */
const FLOOD = BEACON_LIMIT.burst + 30;

let port: number;
let stop: (() => Promise<void>) | undefined;
/** What reached the instance: path and the X-Forwarded-For nginx sent. */
const reached: { path: string; forwardedFor: string }[] = [];

test.beforeAll(async () => {
  ({ port, stop } = await nginxAlone(
    RUN_DIR,
    (request, response) => {
      request.resume();
      request.on('end', () => {
        reached.push({ path: request.url ?? '', forwardedFor: String(request.headers['x-forwarded-for'] ?? '') });
        if (request.url === WEB_VITALS_ROUTE) response.writeHead(204).end();
        else response.writeHead(200, { 'cache-control': 'private, no-store' }).end('ok');
      });
    },
    { inFront: BALANCER },
  ));
});

test.afterAll(async () => {
  await stop?.();
});

/** One request to nginx from a loopback address of the caller's choice (Linux answers on all of 127.0.0.0/8). */
const send = (method: 'GET' | 'POST', pathname: string, from: string, forwardedFor?: string) =>
  new Promise<number>((resolve, reject) => {
    const body = method === 'POST' ? '[]' : undefined;
    const headers = { host: 'ad.localhost', ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) };
    http
      .request({ host: '127.0.0.1', port, method, path: pathname, localAddress: from, headers, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject)
      .end(body);
  });

/** A flood of beacons at once; how many passed, how many nginx refused, and whether any answer was something else. */
async function flood(from: string, forwardedFor?: () => string) {
  const before = reached.filter((request) => request.path === WEB_VITALS_ROUTE).length;
  const started = Date.now();
  const statuses = await Promise.all(Array.from({ length: FLOOD }, () => send('POST', WEB_VITALS_ROUTE, from, forwardedFor?.())));
  const seconds = (Date.now() - started) / 1000;
  const passed = statuses.filter((status) => status === 204).length;
  const refused = statuses.filter((status) => status === 429).length;
  expect(passed + refused, `only 204 and 429: ${statuses.join(' ')}`).toBe(FLOOD);
  // The burst passes at once, and the rate adds its share of the time the flood took; nothing refused reached the instance.
  expect(passed).toBeGreaterThanOrEqual(BEACON_LIMIT.burst);
  expect(passed).toBeLessThanOrEqual(BEACON_LIMIT.burst + 1 + Math.ceil(seconds * BEACON_LIMIT.perSecond));
  expect(reached.filter((request) => request.path === WEB_VITALS_ROUTE).length - before).toBe(passed);
  return { passed, refused };
}

test('one address floods the beacons: past the burst nginx answers 429 itself; its error reports wait too, its pages do not', async () => {
  const visitor = '127.0.0.5';
  expect((await flood(visitor)).refused).toBeGreaterThan(0);
  expect(await send('POST', ERROR_TUNNEL_ROUTE, visitor), 'an error report from the same address').toBe(429);
  expect(await send('GET', '/', visitor), 'a page').toBe(200);
  expect(await send('GET', '/digitaal', visitor), 'another page').toBe(200);
  // Another visitor is not held up by the first.
  expect(await send('POST', WEB_VITALS_ROUTE, '127.0.0.6')).toBe(204);
  expect(await send('POST', ERROR_TUNNEL_ROUTE, '127.0.0.6')).toBe(200);
});

test('the error tunnel is limited the same way', async () => {
  const visitor = '127.0.0.7';
  const statuses = await Promise.all(Array.from({ length: FLOOD }, () => send('POST', ERROR_TUNNEL_ROUTE, visitor)));
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(BEACON_LIMIT.burst);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
});

test('behind the trusted balancer each visitor has a limit of their own; what a visitor writes into X-Forwarded-For gets them nothing', async () => {
  // The balancer forwards for two visitors: the first one's flood does not hold up the second.
  expect((await flood(BALANCER, () => '203.0.113.1')).refused).toBeGreaterThan(0);
  expect(await send('POST', WEB_VITALS_ROUTE, BALANCER, '203.0.113.2')).toBe(204);
  // The instance is told the visitor's address as the balancer saw it (the rightmost entry, docs/adr/0018).
  expect(reached.at(-1)?.forwardedFor.split(',').at(-1)?.trim()).toBe('203.0.113.2');
  // The first visitor writing another address in front of theirs is still the first visitor.
  expect(await send('POST', WEB_VITALS_ROUTE, BALANCER, '198.51.100.9, 203.0.113.1')).toBe(429);
  // A visitor who is no trusted proxy, writing a new address each time, is their own address to nginx.
  let forged = 0;
  expect((await flood('127.0.0.8', () => `198.51.100.${(forged += 1)}`)).refused).toBeGreaterThan(0);
});
