import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hostName, resolveBrand } from '../../../domain/brand-resolution.ts';
import { publicOrigin } from '../../../domain/public-origin.ts';
import { hostsAgree, parseHostHeader } from '../../../domain/request-host.mjs';
import { BRAND_DIRECTORY, BRANDS } from '../../../site/brands.ts';
import { PEER_ADDRESS_HEADER } from '../../../site/request/headers.ts';
import { STAMPED_ENV } from '../../../site/preloads/peer-address.mjs';

/*
 * The fleet's host rule (docs/adr/0027-one-host-from-the-registry.md): what a Host header may be, that a request line's
 * absolute URL must agree with it, that brand resolution reads nothing else, and that no absolute address the shop
 * hands out (redirects, payment return and webhook, the login's redirect_uri) takes its host from a request the
 * registry does not vouch for.
 */

/** Hostile Host values, each with what the rule makes of it: refused (undefined), or the host it names. */
const HOSTS: readonly [string, { name: string; port?: string } | undefined][] = [
  ['abonnement.ad.nl', { name: 'abonnement.ad.nl' }],
  ['Abonnement.AD.nl', { name: 'abonnement.ad.nl' }],
  ['abonnement.ad.nl.', { name: 'abonnement.ad.nl' }],
  ['vk.localhost:3000', { name: 'vk.localhost', port: '3000' }],
  ['127.0.0.1:3210', { name: '127.0.0.1', port: '3210' }],
  ['[::1]:3000', { name: '[::1]', port: '3000' }],
  ['[2001:db8::1]', { name: '[2001:db8::1]' }],
  ['a?.libelle.nl', undefined],
  ['127.0.0.9?.libelle.nl', undefined],
  ['evil#.ad.nl', undefined],
  ['evil.example#.ad.nl', undefined],
  ['ad.nl:@x', undefined],
  ['abonnement.ad.nl:@x', undefined],
  ['user@ad.nl', undefined],
  ['user:pass@abonnement.ad.nl', undefined],
  ['evil.example/.ad.nl', undefined],
  ['evil.example\\.ad.nl', undefined],
  ['ad.nl%2f', undefined],
  ['ad..nl', undefined],
  ['ad.nl..', undefined],
  ['.ad.nl', undefined],
  ['-x.ad.nl', undefined],
  ['ad.nl:', { name: 'ad.nl' }],
  ['ad.nl:99999', undefined],
  ['ad.nl:3000:3000', undefined],
  ['::1', undefined],
  ['[::1', undefined],
  ['', undefined],
  [' ', undefined],
  [`${'a'.repeat(64)}.ad.nl`, undefined],
  [`${'a.'.repeat(130)}ad.nl`, undefined],
  ['ad.nl\r\nX-Evil: 1', undefined],
];

describe('the Host header rule (domain/request-host.mjs)', () => {
  it.each(HOSTS)('%j -> %j', (header, expected) => {
    expect(parseHostHeader(header)).toEqual(expected === undefined ? undefined : { port: undefined, ...expected });
  });

  it.each<[string, string | undefined, boolean]>([
    ['/', 'abonnement.ad.nl', true],
    ['/digitaal?mid=CAM-ABC123', 'ad.localhost:3000', true],
    ['*', 'ad.nl', true],
    ['http://abonnement.ad.nl/?p=6', 'abonnement.ad.nl', true],
    ['http://abonnement.ad.nl:80/', 'Abonnement.AD.nl', true],
    ['https://abonnement.ad.nl/', 'abonnement.ad.nl:443', true],
    // The request line names one brand, the Host another: nginx keys by the first, so neither may serve it.
    ['http://abonnement.ad.nl/?p=6', 'abonnement.volkskrant.nl', false],
    ['http://evil.example/', 'abonnement.ad.nl', false],
    // Another port on the request line: the site would build its redirects to that port.
    ['http://ad.localhost:4444/', 'ad.localhost:3000', false],
    ['http://abonnement.ad.nl:8080/', 'abonnement.ad.nl', false],
    ['http://ad.localhost:3000/digitaal', 'ad.localhost:3000', true],
    ['http://user@abonnement.ad.nl/', 'abonnement.ad.nl', false],
    ['ftp://abonnement.ad.nl/', 'abonnement.ad.nl', false],
    ['abonnement.ad.nl/', 'abonnement.ad.nl', false],
    ['/', 'ad.nl:@x', false],
    ['/', undefined, false],
  ])('request line %j with Host %j agree: %s', (target, host, agree) => {
    expect(hostsAgree(target, host)).toBe(agree);
  });
});

describe('brand resolution reads only a well-formed host', () => {
  const brandOf = (host: string) => resolveBrand({ host, brandcode: undefined, appEnv: 'production' }, BRAND_DIRECTORY);

  it.each(HOSTS)('%j', (header, expected) => {
    const resolution = brandOf(header);
    expect(hostName(header)).toBe(expected?.name ?? '');
    // A refused host names no brand: the group shop, never the brand whose domain it ends in.
    if (expected === undefined) expect(resolution).toEqual({ kind: 'brand', code: 'dpg', source: 'default' });
  });

  it.each([
    ['abonnement.ad.nl', 'ad'],
    ['ABONNEMENT.VOLKSKRANT.NL.', 'vk'],
    ['www.libelle.nl:8443', 'lib'],
  ])('%j is %s', (host, code) => {
    expect(brandOf(host)).toMatchObject({ kind: 'brand', code });
  });
});

describe('the public origin (domain/public-origin.ts): every absolute address the shop hands out', () => {
  const ad = BRANDS.ad;
  const dpg = BRANDS.dpg;
  const registered = BRAND_DIRECTORY.hosts.map(([domain]) => domain);
  const FALLBACK = 'https://shop.group.example';
  const production = { production: true, localHosts: false, forwardedProto: undefined } as const;
  const local = { production: false, localHosts: true, forwardedProto: undefined } as const;

  it.each(HOSTS.filter(([, expected]) => expected === undefined).map(([host]) => host))(
    'hostile %j: the brand’s registered domain, or the group shop, in production and locally',
    (host) => {
      for (const settings of [production, local]) {
        expect(publicOrigin(ad, { host, ...settings }, registered, FALLBACK)).toBe('https://ad.nl');
        expect(publicOrigin(dpg, { host, ...settings }, registered, FALLBACK)).toBe(FALLBACK);
      }
    },
  );

  it.each<[string, typeof production | typeof local, string, string]>([
    ['abonnement.ad.nl', production, 'ad', 'https://abonnement.ad.nl'],
    ['Abonnement.AD.nl.', production, 'ad', 'https://abonnement.ad.nl'],
    ['abonnement.ad.nl:8080', production, 'ad', 'https://abonnement.ad.nl'],
    // A well-formed host nobody registered: the attacker's own, never an origin.
    ['evil.example', production, 'ad', 'https://ad.nl'],
    ['evil.example', production, 'dpg', FALLBACK],
    ['ad.nl.evil.example', production, 'ad', 'https://ad.nl'],
    ['evilad.nl', production, 'ad', 'https://ad.nl'],
    // Loopback names only where the server runs on this machine's stand-ins.
    ['vk.localhost:3000', production, 'ad', 'https://ad.nl'],
    ['127.0.0.1:3000', production, 'dpg', FALLBACK],
    ['vk.localhost:3000', local, 'ad', 'http://vk.localhost:3000'],
    ['localhost:3000', local, 'dpg', 'http://localhost:3000'],
    ['127.0.0.1:3210', local, 'lib', 'http://127.0.0.1:3210'],
    ['[::1]:3000', local, 'lib', 'http://[::1]:3000'],
    ['abonnement.ad.nl:3000', local, 'ad', 'https://abonnement.ad.nl:3000'],
    // A seller's page on its parent brand's host: the host is the fleet's own.
    ['abonnement.donaldduck.nl', production, 'katri', 'https://abonnement.donaldduck.nl'],
    ['evil.example', local, 'ad', 'https://ad.nl'],
  ])('%j (%j) for %s -> %s', (host, settings, code, origin) => {
    expect(publicOrigin(BRANDS[code as keyof typeof BRANDS], { host, ...settings }, registered, FALLBACK)).toBe(origin);
  });

  it('the scheme is a trusted proxy’s word, and https in production whatever it says', () => {
    expect(publicOrigin(ad, { host: 'abonnement.ad.nl', ...local, forwardedProto: 'http' }, registered, FALLBACK)).toBe(
      'http://abonnement.ad.nl',
    );
    expect(
      publicOrigin(ad, { host: 'abonnement.ad.nl', ...production, forwardedProto: 'http' }, registered, FALLBACK),
    ).toBe('https://abonnement.ad.nl');
  });
});

describe('the site’s builders: redirects and the Visit’s origin (payments, login)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function siteIn(appEnv: string) {
    vi.resetModules();
    vi.stubEnv('APP_ENV', appEnv);
    vi.stubEnv('ALLOW_LOCAL_STAND_INS', appEnv === 'production' ? 'false' : undefined);
    vi.stubEnv('GROUP_SHOP_ORIGIN', 'https://shop.group.example/ignored-path');
    vi.stubEnv(STAMPED_ENV, 'true');
    const { onVisitorHost } = await import('../../../site/request/host.ts');
    const { buildVisit } = await import('../../../site/visitor/visit.ts');
    const { BRANDS: brands } = await import('../../../site/brands.ts');
    return { onVisitorHost, buildVisit, brands };
  }

  const redirectOf = async (appEnv: string, headers: Record<string, string>, query = '') => {
    const { onVisitorHost } = await siteIn(appEnv);
    return onVisitorHost(new NextRequest(`http://127.0.0.1:3210/api/x${query}`, { headers }), '/bedankt');
  };

  it.each<[string, Record<string, string>, string, string]>([
    ['production', { host: 'abonnement.ad.nl' }, '', 'https://abonnement.ad.nl/bedankt'],
    ['production', { host: '127.0.0.9?.libelle.nl' }, '', 'https://shop.group.example/bedankt'],
    ['production', { host: 'evil.example#.ad.nl' }, '', 'https://shop.group.example/bedankt'],
    ['production', { host: 'evil.example' }, '', 'https://shop.group.example/bedankt'],
    [
      'production',
      { host: 'abonnement.ad.nl', 'x-forwarded-host': 'evil.example' },
      '',
      'https://abonnement.ad.nl/bedankt',
    ],
    // An untrusted X-Forwarded-Proto (no trusted peer stamped) is not copied in.
    [
      'test',
      { host: 'ad.localhost:3210', 'x-forwarded-proto': 'https://evil.example/?' },
      '',
      'http://ad.localhost:3210/bedankt',
    ],
    ['test', { host: 'ad.localhost:3210', 'x-forwarded-proto': 'https' }, '', 'http://ad.localhost:3210/bedankt'],
    [
      'test',
      { host: 'ad.localhost:3210', 'x-forwarded-proto': 'https', [PEER_ADDRESS_HEADER]: '127.0.0.1' },
      '',
      'https://ad.localhost:3210/bedankt',
    ],
    ['test', { host: 'localhost:3210' }, '?brandcode=lib', 'http://localhost:3210/bedankt'],
    ['test', { host: 'evil.example' }, '?brandcode=lib', 'https://libelle.nl/bedankt'],
  ])('a redirect in %s with %j%s -> %s', async (appEnv, headers, query, location) => {
    expect(await redirectOf(appEnv, headers, query)).toBe(location);
  });

  it.each(HOSTS.filter(([, expected]) => expected === undefined).map(([host]) => host))(
    'the Visit’s origin for hostile %j',
    async (host) => {
      const { buildVisit, brands } = await siteIn('production');
      const visit = await buildVisit({
        brand: brands.lib,
        path: '/bestellen',
        search: '',
        cookie: () => undefined,
        header: (name) => (name === 'host' ? host : null),
        experiments: { decisions: [] },
      });
      expect(visit.origin).toBe('https://libelle.nl');
    },
  );
});

describe('the instance refuses what the rule refuses, before Next (site/preloads/request-guard.mjs)', () => {
  const ROOT = path.resolve(import.meta.dirname, '../../..');
  let server: ReturnType<typeof spawn>;
  let port = 0;

  beforeAll(async () => {
    // A plain Node server in a process that loaded the preload as every instance does: it answers what it was asked.
    const script = `import http from 'node:http';
      const server = http.createServer((req, res) => res.end(JSON.stringify({ host: req.headers.host, url: req.url })));
      server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
    server = spawn(
      process.execPath,
      ['--import', './site/preloads/request-guard.mjs', '--input-type=module', '-e', script],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    port = await new Promise<number>((resolve) =>
      server.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
  });
  afterAll(() => server.kill());

  /** One raw request: the status line's code and the body. */
  const raw = (head: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () =>
        resolve({ status: Number(text.split(' ')[1]), body: text.split('\r\n\r\n').slice(1).join('') }),
      );
      socket.on('error', reject);
    });

  it.each(HOSTS.filter(([header, expected]) => expected === undefined && !header.includes('\r')).map(([host]) => host))(
    'Host %j: 400',
    async (host) => {
      expect((await raw(`GET / HTTP/1.1\r\nHost: ${host}`)).status).toBe(400);
    },
  );

  it.each([
    ['GET http://abonnement.ad.nl/?p=6 HTTP/1.1\r\nHost: abonnement.volkskrant.nl', 400],
    ['GET http://abonnement.ad.nl/?p=6 HTTP/1.1\r\nHost: abonnement.ad.nl', 200],
    ['GET / HTTP/1.1\r\nHost: Abonnement.AD.nl.', 200],
    ['GET /digitaal HTTP/1.1\r\nHost: vk.localhost:3000', 200],
    ['GET / HTTP/1.0', 400],
  ])('%j: %i', async (head, status) => {
    const answer = await raw(head);
    expect(answer.status).toBe(status);
    if (status === 200) expect(JSON.parse(answer.body).host).toBe(head.split('Host: ')[1]);
  });
});
