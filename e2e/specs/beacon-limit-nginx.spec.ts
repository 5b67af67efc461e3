import http from 'node:http';
import path from 'node:path';
import { expect, firstVisit as test } from '../support/test.ts';
import { BEACON_LIMIT, ERROR_TUNNEL_ROUTE, WEB_VITALS_ROUTE } from '../../site/scripts/cluster.mjs';
import { nginxAlone } from '../support/nginx-alone.ts';

/*
 * The cluster's nginx.conf on its own (no build): what one visitor's address may post to the page-speed beacons and
 * the error tunnel (docs/adr/0025), with a stand-in instance that counts what reaches it. nginx trusts one balancer in
 * front of it (127.0.0.3, as TRUSTED_PROXIES would name it); every other loopback address is a visitor of its own.
 */
const RUN_DIR = path.resolve(import.meta.dirname, '../../.data/e2e-beacon-limit-nginx');
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
    const headers = {
      host: 'ad.localhost',
      ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    };
    http
      .request(
        { host: '127.0.0.1', port, method, path: pathname, localAddress: from, headers, agent: false },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      )
      .on('error', reject)
      .end(body);
  });

/**
 * `count` requests at once from `from`, with `forwardedFor` (called per request) as their X-Forwarded-For; their
 * statuses, and how long they took (the limit gives back 5 a second meanwhile).
 */
async function atOnce(
  count: number,
  method: 'GET' | 'POST',
  pathname: string,
  from: string,
  forwardedFor?: () => string,
) {
  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, () => send(method, pathname, from, forwardedFor?.())),
  );
  return {
    statuses,
    seconds: (Date.now() - started) / 1000,
    refused: statuses.filter((status) => status === 429).length,
  };
}

/** A flood of beacons: at least the burst passes, the rest are refused by nginx itself and never reach the instance. */
async function flood(from: string, forwardedFor?: () => string) {
  const before = reached.filter((request) => request.path === WEB_VITALS_ROUTE).length;
  const { statuses, seconds, refused } = await atOnce(FLOOD, 'POST', WEB_VITALS_ROUTE, from, forwardedFor);
  const passed = statuses.filter((status) => status === 204).length;
  expect(passed + refused, `only 204 and 429: ${statuses.join(' ')}`).toBe(FLOOD);
  // The burst passes at once, and the rate adds its share of the time the flood took.
  expect(passed).toBeGreaterThanOrEqual(BEACON_LIMIT.burst);
  expect(passed).toBeLessThanOrEqual(BEACON_LIMIT.burst + 1 + Math.ceil(seconds * BEACON_LIMIT.perSecond));
  expect(reached.filter((request) => request.path === WEB_VITALS_ROUTE).length - before).toBe(passed);
  expect(refused).toBeGreaterThan(0);
}

/**
 * Right after a flood, what the same sender sends next is refused too: of 20 at once, all would pass only if 4 s had
 * gone by (the rate gives back 5 a second), so at least one is refused.
 */
const stillLimited = async (pathname: string, from: string, forwardedFor?: () => string) =>
  (await atOnce(20, 'POST', pathname, from, forwardedFor)).refused;

test('one address floods the beacons: past the burst nginx answers 429 itself; its error reports wait too, its pages do not', async () => {
  const visitor = '127.0.0.5';
  await flood(visitor);
  expect(await stillLimited(ERROR_TUNNEL_ROUTE, visitor), 'error reports from the same address').toBeGreaterThan(0);
  const pages = await atOnce(20, 'GET', '/digitaal', visitor);
  expect(pages.statuses, 'its pages').toEqual(Array.from({ length: 20 }, () => 200));
  // Another visitor is not held up by the first.
  expect(await send('POST', WEB_VITALS_ROUTE, '127.0.0.6')).toBe(204);
  expect(await send('POST', ERROR_TUNNEL_ROUTE, '127.0.0.6')).toBe(200);
});

test('the error tunnel is limited the same way', async () => {
  const { statuses, refused } = await atOnce(FLOOD, 'POST', ERROR_TUNNEL_ROUTE, '127.0.0.7');
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(BEACON_LIMIT.burst);
  expect(refused).toBeGreaterThan(0);
});

test('behind the trusted balancer each visitor has a limit of their own; what a visitor writes into X-Forwarded-For gets them nothing', async () => {
  // The balancer forwards for two visitors: the first one's flood does not hold up the second.
  await flood(BALANCER, () => '203.0.113.1');
  expect(await send('POST', WEB_VITALS_ROUTE, BALANCER, '203.0.113.2')).toBe(204);
  // The instance is told the visitor's address as the balancer saw it (the rightmost entry, docs/adr/0018).
  expect(reached.at(-1)?.forwardedFor.split(',').at(-1)?.trim()).toBe('203.0.113.2');
  // The first visitor writing another address in front of theirs is still the first visitor.
  expect(await stillLimited(WEB_VITALS_ROUTE, BALANCER, () => '198.51.100.9, 203.0.113.1')).toBeGreaterThan(0);
  // A visitor who is no trusted proxy, writing a new address each time, is their own address to nginx.
  let forged = 0;
  await flood('127.0.0.8', () => `198.51.100.${(forged += 1)}`);
});
