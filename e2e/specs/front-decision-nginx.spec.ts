import http from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, firstVisit as test } from '../support/test.ts';
import { FRONT_ANSWER_HEADERS } from '../../site/experiments/front-decision.ts';
import { FRONT_DECISION_HEADER } from '../../site/request/headers.ts';
import { nginxAlone } from '../support/nginx-alone.ts';
import { socketDirFor } from '../../site/scripts/socket-dir.mjs';

/*
 * The cluster's nginx.conf (docs/adr/0021) on its own, no build needed: a stand-in instance (a shared page when
 * handed the front's decisions, else the visitor's own with a cookie of its own) and a stand-in decision service
 * (alternating two decisions). What nginx does with them: who is asked, what is kept under which key, whose cookies
 * a visitor gets, and what happens when the service is gone. The real service and instances: e2e/specs/cluster.spec.ts.
 */
const RUN_DIR = path.resolve(import.meta.dirname, '../../.data/e2e-front-decision-nginx');
const SOCKET = path.join(socketDirFor(RUN_DIR), 'decision-1.sock');

let port: number;
let stop: (() => Promise<void>) | undefined;
let service: http.Server | undefined;
const handedOn: (string | undefined)[] = [];
let asked = 0;

const startService = () =>
  new Promise<http.Server>((resolve) => {
    const server = http.createServer((_, response) => {
      asked += 1;
      const variant = asked % 2 ? 'a' : 'b';
      response
        .writeHead(204, {
          [FRONT_ANSWER_HEADERS.key]: `key-${variant}`,
          [FRONT_ANSWER_HEADERS.experiments]: `{"variant":"${variant}"}`,
          [FRONT_ANSWER_HEADERS.cookie(1)]: `shop_exp_uid=visitor-${asked}; Path=/`,
          [FRONT_ANSWER_HEADERS.cookie(2)]: 'shop_exp_active=today; Path=/',
        })
        .end();
    });
    rmSync(SOCKET, { force: true });
    server.listen(SOCKET, () => resolve(server));
  });

/**
 * Requests for a URL with `together=<n>` are held at the instance until n of them have arrived, then all answered:
 * they reach it at once only if none waits for another in nginx. One still held after 2 s is answered 503.
 */
const held = new Map<string, (() => void)[]>();
function answerTogether(url: string, count: number, answer: () => void, refuse: () => void) {
  const waiting = held.get(url) ?? [];
  held.set(url, waiting);
  let answered = false;
  waiting.push(() => ((answered = true), answer()));
  if (waiting.length === count) {
    held.delete(url);
    for (const release of waiting) release();
  } else setTimeout(() => answered || ((answered = true), refuse()), 2_000);
}

test.beforeAll(async () => {
  const alone = await nginxAlone(
    RUN_DIR,
    (request, response) => {
      const decided = request.headers[FRONT_DECISION_HEADER];
      handedOn.push(typeof decided === 'string' ? decided : undefined);
      const answer = () => {
        if (request.url?.startsWith('/shared'))
          response.writeHead(200, { 'cache-control': 'public, s-maxage=60' }).end('shared page');
        else if (typeof decided === 'string')
          response
            .writeHead(200, { 'cache-control': 'public, s-maxage=60', 'set-cookie': 'shop_mid=CAM-ZOMER1; Path=/' })
            .end(`page ${decided}`);
        else
          response
            .writeHead(200, {
              'cache-control': 'private, no-store',
              'set-cookie': 'shop_exp_uid=by-the-instance; Path=/',
            })
            .end('own page');
      };
      const together = Number(new URL(request.url ?? '/', 'http://stand-in').searchParams.get('together') ?? 0);
      if (together > 0)
        answerTogether(request.url!, together, answer, () => response.writeHead(503).end('not at once'));
      else answer();
    },
    { decisionServers: [`unix:${SOCKET}`] },
  );
  ({ port, stop } = alone);
  service = await startService();
});

test.afterAll(async () => {
  await stop?.();
  service?.close();
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  new Promise<{
    status: number;
    cache: string | undefined;
    cookies: string[];
    cacheControl: string | undefined;
    body: string;
  }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host: 'ad.localhost', ...headers } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cache: response.headers['x-cache'] as string | undefined,
            cookies: response.headers['set-cookie'] ?? [],
            cacheControl: response.headers['cache-control'],
            body,
          }),
        );
      })
      .on('error', reject);
  });

test('new campaign visitors: decided by the service, kept per decided key, each with their own cookies', async () => {
  const link = `/?mid=CAM-ZOMER1&e2e=${Date.now()}`;
  const visitors = [];
  for (let visitor = 0; visitor < 6; visitor += 1) visitors.push(await get(link));
  expect(visitors.map(({ body }) => body)).toEqual(
    ['a', 'b', 'a', 'b', 'a', 'b'].map((variant) => `page {"variant":"${variant}"}`),
  );
  expect(visitors.map(({ cache }) => cache)).toEqual(['MISS', 'MISS', 'HIT', 'HIT', 'HIT', 'HIT']);
  visitors.forEach(({ cookies }, index) =>
    expect(cookies).toEqual([
      'shop_mid=CAM-ZOMER1; Path=/',
      `shop_exp_uid=visitor-${asked - 5 + index}; Path=/`,
      'shop_exp_active=today; Path=/',
    ]),
  );
  // The copy nginx keeps is the key's, but each answer carries its visitor's cookies: no cache after nginx keeps it.
  for (const { cacheControl } of visitors) expect(cacheControl).toBe('private, no-store');
});

test("a page nobody decided keeps the instance's Cache-Control, kept or fresh", async () => {
  const link = `/shared?e2e=${Date.now()}`;
  const answers = [await get(link), await get(link)];
  expect(answers.map(({ cache }) => cache)).toEqual(['MISS', 'HIT']);
  for (const { cacheControl, cookies } of answers) {
    expect(cacheControl).toBe('public, s-maxage=60');
    expect(cookies).toEqual([]);
  }
});

test('everyone else is not asked, and reaches the instance as before; a forged decision never passes', async () => {
  const before = asked;
  const link = `/?mid=CAM-ZOMER1&e2e=other-${Date.now()}`;
  for (const headers of [
    { cookie: 'shop_exp_uid=returning' },
    { cookie: 'shop_promo=x' },
    { cookie: 'shop_session=x' },
    { cookie: 'shop_order=x' },
  ]) {
    const answer = await get(link, headers);
    expect(answer.body, JSON.stringify(headers)).toBe('own page');
    expect(answer.cookies).toEqual(['shop_exp_uid=by-the-instance; Path=/']);
  }
  const forged = await get('/', { [FRONT_DECISION_HEADER]: '{"variant":"forged"}' });
  expect(forged.body).toBe('own page');
  expect(handedOn.at(-1)).toBeUndefined();
  expect(asked).toBe(before);
});

/**
 * Ten visitors whose pages are their own, at once on one URL: all reach the instance together (answerTogether), none
 * waiting on nginx's cache lock for an entry a private answer never makes. With the lock on they were let through
 * one per 500 ms, up to its 5 s timeout (20 returning visitors: 0.5 to 5 s each).
 */
async function allAtOnce(link: string, headers: (visitor: number) => Record<string, string>) {
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, visitor) => get(`${link}&together=10`, headers(visitor))),
  );
  expect(answers.map(({ status, body }) => `${status} ${body}`)).toEqual(
    Array.from({ length: 10 }, () => '200 own page'),
  );
  return answers;
}

test('visitors whose pages are their own reach the instance together, none waiting for another: returning visitors on a campaign link, an order page', async () => {
  // A returning visitor on a campaign link: the instance decides by their id, so nginx does not even look it up.
  const returning = await allAtOnce(`/?mid=CAM-ZOMER1&e2e=returning-${Date.now()}`, (visitor) => ({
    cookie: `shop_exp_uid=returning-${visitor}`,
  }));
  expect(returning.map(({ cache }) => cache)).toEqual(Array.from({ length: 10 }, () => 'BYPASS'));
  // An order page is every visitor's own, which nginx learns only from the answer.
  await allAtOnce(`/bestellen?e2e=order-${Date.now()}`, () => ({}));
  // No campaign: the instance decides nothing for a returning visitor, and their page is the one nginx keeps for
  // everyone.
  const link = `/shared?e2e=returning-${Date.now()}`;
  const shared = [
    await get(link, { cookie: 'shop_exp_uid=returning-1' }),
    await get(link, { cookie: 'shop_exp_uid=returning-2' }),
  ];
  expect(shared.map(({ cache }) => cache)).toEqual(['MISS', 'HIT']);
});

test('the service gone: no request fails, the instance decides; back, it decides again', async () => {
  const link = `/?mid=CAM-ZOMER1&e2e=gone-${Date.now()}`;
  await new Promise((resolve) => service!.close(resolve));
  rmSync(SOCKET, { force: true });
  for (let visitor = 0; visitor < 3; visitor += 1) {
    const answer = await get(link);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('own page');
    expect(answer.cookies).toEqual(['shop_exp_uid=by-the-instance; Path=/']);
  }
  // New visitors the instance decides for, at once: their pages are their own, as above.
  const decidedByTheInstance = await allAtOnce(`/?mid=CAM-ZOMER1&e2e=gone-at-once-${Date.now()}`, () => ({}));
  expect(decidedByTheInstance.map(({ cache }) => cache)).toEqual(Array.from({ length: 10 }, () => 'BYPASS'));
  service = await startService();
  await expect(async () => expect((await get(link)).body).toMatch(/^page /)).toPass({ timeout: 10_000 });
});
