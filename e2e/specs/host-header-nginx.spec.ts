import http from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, firstVisit as test } from '../support/test.ts';
import { parseHostHeader } from '../../domain/request-host.mjs';
import { WEB_VITALS_ROUTE } from '../../site/scripts/cluster.mjs';
import { requestWithHost } from '../support/http.ts';
import { nginxAlone } from '../support/nginx-alone.ts';
import { socketDirFor } from '../../site/scripts/socket-dir.mjs';

/*
 * The cluster's nginx.conf on its own (no build): one host per request (docs/adr/0027-one-host-from-the-registry.md).
 * A stand-in instance answers a page nginx may keep whose title names the Host it received, and records every
 * request; a stand-in decision service records what it is asked. What a malformed Host or a request line naming
 * another host gets (400 from nginx, never the cache or an instance), and which host everything else is forwarded,
 * keyed and named under. The same rule in the instances: tests/site/request/host-rule.test.ts.
 */
const RUN_DIR = path.resolve(import.meta.dirname, '../../.data/e2e-host-header-nginx');
const SOCKET = path.join(socketDirFor(RUN_DIR), 'decision-1.sock');

interface Reached {
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
}

let port: number;
let stop: (() => Promise<void>) | undefined;
let service: http.Server | undefined;
/** What reached the instance, and the decision service. */
const reached: Reached[] = [];
const asked: Reached[] = [];

test.beforeAll(async () => {
  ({ port, stop } = await nginxAlone(
    RUN_DIR,
    (request, response) => {
      request.resume();
      request.on('end', () => {
        reached.push({ url: request.url ?? '', headers: request.headers });
        // Next's answer to '///path?query': a redirect naming the whole address twice (Location and Refresh).
        if (request.url?.startsWith('///')) {
          const location = request.url.slice(2);
          response.writeHead(308, { location, refresh: `0;url=${location}` }).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=60' });
        response.end(`<title>host=${request.headers.host}</title>`);
      });
    },
    { decisionServers: [`unix:${SOCKET}`] },
  ));
  // Decides nothing (204 without a key): nginx asks it for a new campaign visitor's page, then goes on.
  rmSync(SOCKET, { force: true });
  service = http.createServer((request, response) => {
    asked.push({ url: String(request.headers['x-original-uri'] ?? ''), headers: request.headers });
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => service!.listen(SOCKET, resolve));
});

test.afterAll(async () => {
  await stop?.();
  service?.close();
});

/** A path no other request used, so that what reached the instance for it is this request's only. */
let made = 0;
const fresh = (pathname = '/') => `${pathname}?case=${Date.now()}-${(made += 1)}`;
const get = (host: string, target: string, headers: Record<string, string> = {}) =>
  requestWithHost('GET', host, target, port, headers);
/** A page-speed beacon: its own location in nginx, passed through uncached. */
const beacon = (host: string, headers: Record<string, string> = {}) =>
  requestWithHost('POST', host, WEB_VITALS_ROUTE, port, { ...headers, 'content-type': 'application/json' }, '[]');
const reachedFor = (pathname: string) => reached.filter(({ url }) => url.endsWith(pathname));
const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];

test("an absolute request line naming AD with the Volkskrant's Host is refused; AD's home stays AD's", async () => {
  const target = fresh();
  const poisoning = await get('abonnement.volkskrant.nl', `http://abonnement.ad.nl${target}`);
  expect(poisoning.status).toBe(400);
  expect(reachedFor(target)).toEqual([]);
  const visitors = [await get('abonnement.ad.nl', target), await get('abonnement.ad.nl', target)];
  expect(visitors.map(({ headers }) => headers['x-cache'])).toEqual(['MISS', 'HIT']);
  for (const { status, body } of visitors) expect(`${status} ${titleOf(body)}`).toBe('200 host=abonnement.ad.nl');
  // An ordinary request for the Volkskrant on the same path is kept under its own host, not AD's.
  const volkskrant = await get('abonnement.volkskrant.nl', target);
  expect(`${volkskrant.headers['x-cache']} ${titleOf(volkskrant.body)}`).toBe('MISS host=abonnement.volkskrant.nl');
});

test('a Host with a port that is no number is refused; the next ordinary visitor gets the page', async () => {
  const target = fresh('/digitaal');
  expect((await get('abonnement.ad.nl:@x', target)).status).toBe(400);
  expect(reachedFor(target)).toEqual([]);
  const ordinary = await get('abonnement.ad.nl', target);
  const seen = `${ordinary.status} ${ordinary.headers['x-cache']} ${titleOf(ordinary.body)}`;
  expect(seen).toBe('200 MISS host=abonnement.ad.nl');
});

/** Malformed Host headers: nginx answers 400 itself, the rule refuses them too. */
const MALFORMED = [
  'a?.libelle.nl',
  'evil#.ad.nl',
  'ad.nl:@x',
  'user@ad.nl',
  'ad..nl',
  '',
  `${`${'a'.repeat(60)}.`.repeat(5)}nl`,
  'ad.nl:99999',
  'ad.nl:3000:3000',
  '[::1',
  '.ad.nl',
  '-x.ad.nl',
  'evil.example/.ad.nl',
];
/** Well-formed ones, and the Host the instance receives for each. */
const WELL_FORMED: [string, string][] = [
  ['AD.NL', 'ad.nl'],
  ['ad.nl.', 'ad.nl'],
  ['Abonnement.AD.nl.:8080', 'abonnement.ad.nl:8080'],
  ['vk.localhost:3000', 'vk.localhost:3000'],
  ['[::1]:3000', '[::1]:3000'],
  ['127.0.0.1', '127.0.0.1'],
  ['ad.nl:', 'ad.nl'],
  [`${`${'a'.repeat(60)}.`.repeat(4)}nl`, `${`${'a'.repeat(60)}.`.repeat(4)}nl`],
];

test('malformed Hosts get 400 from nginx, before any location, and never reach an instance', async () => {
  for (const host of MALFORMED) {
    expect(parseHostHeader(host), `the rule takes ${JSON.stringify(host)}`).toBeUndefined();
    for (const pathname of ['/', '/_next/static/chunks/x.js', '/metrics']) {
      const target = fresh(pathname);
      expect((await get(host, target)).status, `${JSON.stringify(host)} ${pathname}`).toBe(400);
      expect(reachedFor(target)).toEqual([]);
    }
    expect((await beacon(host)).status, `${JSON.stringify(host)} beacon`).toBe(400);
  }
  expect(reached.filter(({ url }) => url === WEB_VITALS_ROUTE)).toEqual([]);
});

test('well-formed Hosts pass, forwarded as one normalised host: the one the rule reads and the key holds', async () => {
  for (const [host, forwarded] of WELL_FORMED) {
    const rule = parseHostHeader(host);
    expect(rule && `${rule.name}${rule.port ? `:${rule.port}` : ''}`).toBe(forwarded);
    const target = fresh();
    const answer = await get(host, target);
    expect(`${answer.status} ${titleOf(answer.body)}`, JSON.stringify(host)).toBe(`200 host=${forwarded}`);
    const named = reachedFor(target).map(({ headers }) => [headers.host, headers['x-forwarded-host']]);
    expect(named).toEqual([[forwarded, forwarded]]);
    // Kept under that host: another way of writing it finds the same copy.
    if (host !== forwarded) expect((await get(forwarded, target)).headers['x-cache'], JSON.stringify(host)).toBe('HIT');
  }
  // The port is part of that host: a page rendered for one port is not another's.
  const target = fresh();
  const hosts = ['vk.localhost:3000', 'vk.localhost:3001', 'vk.localhost'];
  const answers = [];
  for (const host of hosts) answers.push(await get(host, target));
  const seen = answers.map(({ headers, body }) => `${headers['x-cache']} ${titleOf(body)}`);
  expect(seen).toEqual(hosts.map((host) => `MISS host=${host}`));
});

test("an absolute request line that names the Host header's host passes, as an ordinary request for it", async () => {
  const agreeing: [string, string][] = [
    ['abonnement.ad.nl', 'http://abonnement.ad.nl'],
    ['ABONNEMENT.AD.NL.', 'http://abonnement.ad.nl'],
    ['abonnement.ad.nl:8080', 'http://abonnement.ad.nl:8080'],
  ];
  for (const [host, line] of agreeing) {
    const target = fresh();
    const answer = await get(host, `${line}${target}`);
    const name = host.toLowerCase().replace(/\.(?=:|$)/, '');
    expect(`${answer.status} ${titleOf(answer.body)}`, `${line} with ${host}`).toBe(`200 host=${name}`);
    expect(reachedFor(target).map(({ url }) => url)).toEqual([target]);
  }
  // Another host in the request line, whatever the Host header's case or port.
  const disagreeing: [string, string][] = [
    ['abonnement.volkskrant.nl:8080', 'http://abonnement.ad.nl:8080'],
    ['ad.nl', 'http://abonnement.ad.nl'],
    ['abonnement.ad.nl', 'http://ad.nl'],
    ['abonnement.ad.nl', 'http://abonnement.ad.nl.evil.example'],
  ];
  for (const [host, line] of disagreeing) {
    const target = fresh();
    expect((await get(host, `${line}${target}`)).status, `${line} with ${host}`).toBe(400);
    expect(reachedFor(target)).toEqual([]);
  }
});

test("a visitor's X-Forwarded-Host, -Port and Forwarded reach no instance, no decision service", async () => {
  const forged = {
    'x-forwarded-host': 'evil.example',
    'x-forwarded-port': '444',
    forwarded: 'host=evil.example;proto=https',
  };
  const page = fresh('/digitaal');
  const kept = [await get('AD.NL', page, forged), await get('ad.nl', page)];
  expect(kept.map(({ headers }) => headers['x-cache'])).toEqual(['MISS', 'HIT']);
  expect((await beacon('ad.nl.:3000', forged)).status).toBe(200);
  // A new campaign visitor's page: nginx asks the decision service first.
  const campaign = fresh('/actie').replace('?', '?mid=CAM-ZOMER1&');
  expect((await get('ad.nl', campaign, forged)).status).toBe(200);
  const seen = [
    ...reachedFor(page),
    reached.findLast(({ url }) => url === WEB_VITALS_ROUTE)!,
    ...reachedFor(campaign),
    ...asked.filter(({ url }) => url === campaign),
  ];
  expect(seen).toHaveLength(4);
  for (const { headers } of seen) {
    const named = [headers.host, headers['x-forwarded-host'], headers['x-forwarded-port'], headers.forwarded];
    expect(named).toEqual([headers.host, headers.host, undefined, undefined]);
    expect(headers.host).toMatch(/^ad\.nl(:3000)?$/);
  }
});

test("an instance's redirect that names the longest address nginx takes twice is passed on, not a 502", async () => {
  // nginx reads a request line of up to 8 KB; the instance's headers may then hold it twice (16 KB and more).
  const target = `///studenten?callback_url=${'x'.repeat(7_500)}`;
  const answer = await get('tr.localhost', target);
  expect(answer.status).toBe(308);
  expect(answer.headers.location).toBe(target.slice(2));
});
