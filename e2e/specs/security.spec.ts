import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, firstVisit as test } from '../support/test.ts';
import { NEXT_INSTRUCTION_HEADERS } from '../../site/request/next-instructions.mjs';
import { STANDALONE_DIR, STATIC_DIR } from '../../site/scripts/server.mjs';
import { PORT } from '../support/fleet.ts';
import { postPageForm } from '../support/form-post.ts';
import { getWithHost, requestWithHost } from '../support/http.ts';

/*
 * Every answer's security headers (docs/adr/0009), on every kind of route and brand. The test server is
 * built for APP_ENV=test: HSTS and upgrade-insecure-requests are production's only (plain http on loopback;
 * tests/site/security-headers.test.ts checks production's). No HTTP Observatory grade: docs/adr/0009 says why.
 */

const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};

const ROUTE_KINDS: readonly [kind: string, path: string][] = [
  ['the prerendered home', '/'],
  ['a fixed route', '/digitaal'],
  ['a campaign page', '/?mid=CAM-ZOMER1'],
  ['a visitor’s own page (a lead)', '/?leadId=LEAD-NL-0001'],
  ['an order page', '/bestellen'],
  ['the 404 page', '/bestaat-niet'],
  ['a page with a hostile query', '/?mid=%3Cscript%3E&group=%00'],
];
const BRAND_HOSTS = ['ad.localhost', 'hl.localhost', 'don.localhost', 'vero.localhost', 'bdan.localhost'];

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  const policy = String(headers['content-security-policy'] ?? '');
  // script-src-attr: no inline event handlers (docs/adr/0028-inline-scripts-in-the-content-security-policy.md).
  const fixed = ["default-src 'self'", "script-src-attr 'none'", "object-src 'none'", "base-uri 'self'"];
  for (const directive of [...fixed, "form-action 'self'", "frame-ancestors 'none'"]) {
    expect(policy.split('; ')).toContain(directive);
  }
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // Production only: the test server answers plain http.
  expect(headers['strict-transport-security']).toBeUndefined();
}

for (const host of BRAND_HOSTS) {
  test(`every kind of route on ${host} carries the security headers`, async () => {
    for (const [kind, path] of ROUTE_KINDS) {
      const response = await getWithHost(host, path, undefined, BROWSER);
      expect(response.status, `${kind} ${path}`).toBeLessThan(500);
      expectSecurityHeaders(response.headers);
    }
  });
}

test('an API route and /healthz carry them too', async () => {
  for (const path of ['/api/monitoring', '/healthz'])
    expectSecurityHeaders((await getWithHost('ad.localhost', path, undefined, BROWSER)).headers);
});

test('a brand page loads no script from another origin without integrity, and its policy lets no other origin’s script nor eval run', async () => {
  const response = await getWithHost('ad.localhost', '/', undefined, BROWSER);
  const scripts = [...response.body.matchAll(/<script\b[^>]*>/gi)].map((tag) => tag[0]);
  expect(scripts.length, 'the page has scripts to check').toBeGreaterThan(0);
  const foreign = scripts.filter((tag) => /\bsrc="(https?:)?\/\//i.test(tag) && !/\bintegrity=/i.test(tag));
  expect(foreign).toEqual([]);
  const scriptSources = String(response.headers['content-security-policy'])
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))
    ?.split(' ')
    .slice(1);
  // 'unsafe-inline' is the one allowance (docs/adr/0009): nothing that lets any origin's script or eval run.
  expect(
    scriptSources?.filter((source) => ['*', 'http:', 'https:', 'data:', "'unsafe-eval'"].includes(source)),
  ).toEqual([]);
});

test('the order form sent from another site is refused with a 403, and from its own page it is answered', async () => {
  const fromElsewhere = await postPageForm('ad.localhost', '/bestellen', PORT, {}, 'https://evil.example');
  expect(fromElsewhere.status).toBe(403);
  expect(fromElsewhere.body).toMatch(/sent from its own pages only/);
  // Sent empty from its own page: the form again, with its errors.
  const own = await postPageForm('ad.localhost', '/bestellen', PORT, {});
  expect(own.status).toBe(200);
  expect(own.body).toContain('order-error-summary');
});

/*
 * What the instance itself refuses or removes before Next (site/preloads/request-guard.mjs, docs/adr/0037), against the
 * test server directly; the same through nginx: e2e/specs/request-guard-nginx.spec.ts.
 */

/** The build's own previewModeId: what a holder of the image can read, and what Next compares the header with. */
const NEXT_DIR = path.join(STANDALONE_DIR, 'site/.next');
const previewModeId = () =>
  (
    JSON.parse(readFileSync(path.join(NEXT_DIR, 'prerender-manifest.json'), 'utf8')) as {
      preview: { previewModeId: string };
    }
  ).preview.previewModeId;

/** Every file of the build's page cache whose path holds `part` (Next writes rendered routes under server/app). */
function cachedFilesWith(part: string, dir = path.join(NEXT_DIR, 'server/app')): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cachedFilesWith(part, full);
    return full.includes(part) ? [full] : [];
  });
}

test('the revalidate header with the build’s real previewModeId renders no internal route and caches nothing', async () => {
  const id = previewModeId();
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  const revalidate = { ...BROWSER, 'x-prerender-revalidate': id, 'x-prerender-revalidate-if-generated': '1' };
  const onAnotherHost = await getWithHost('vk.localhost', '/pages/ad/consumer/digitaal', PORT, revalidate);
  expect(onAnotherHost.status).toBe(404);
  expect(onAnotherHost.body).not.toContain('data-brand="ad"');
  const invented = `CAM-INVENT${Date.now() % 100_000}`;
  const key = await getWithHost('vk.localhost', `/pages/vk/consumer.${invented}/digitaal`, PORT, revalidate);
  expect(key.status).toBe(404);
  expect(cachedFilesWith(invented)).toEqual([]);
  // The visitor's own page is still the page, revalidated by nobody.
  const page = await getWithHost('vk.localhost', '/digitaal', PORT, revalidate);
  expect(page.status).toBe(200);
  expect(page.body).toContain('data-brand="vk"');
});

test('an internal route is a 404 with every header Next reads as its own, and no answer names it', async () => {
  const id = previewModeId();
  for (const name of NEXT_INSTRUCTION_HEADERS) {
    const value = /revalidate|token/.test(name) ? id : name.includes('route-matches') ? 'brand=ad' : '1';
    const answer = await getWithHost('ad.localhost', '/pages/ad/consumer/digitaal', PORT, {
      ...BROWSER,
      [name]: value,
    });
    expect(answer.status, name).toBe(404);
    expectSecurityHeaders(answer.headers);
  }
  for (const visited of ['/', '/digitaal', '/?mid=CAM-ZOMER1']) {
    const answer = await getWithHost('ad.localhost', visited, PORT, BROWSER);
    const named = Object.entries(answer.headers).filter(([, value]) => String(value).includes('/pages/'));
    expect(named, visited).toEqual([]);
  }
});

/** One of the build's own files, as the pages load them. */
const aStaticFile = () => {
  const chunks = path.join(STATIC_DIR, 'chunks');
  const file = readdirSync(chunks).find((name) => name.endsWith('.js'));
  expect(file).toBeDefined();
  return `/_next/static/chunks/${file}`;
};

test('a forged draft cookie or a _storyblok query leaves the policy and X-Frame-Options on every kind of answer', async () => {
  const paths = ['/', '/digitaal', '/bestellen', '/bestaat-niet', '/api/monitoring', '/assets/voorbeeld-krant.png'];
  const operations = ['/healthz', '/metrics', aStaticFile()];
  const forged = { ...BROWSER, cookie: '__prerender_bypass=forged; __next_preview_data=forged' };
  for (const target of [...paths, ...operations]) {
    const plain = await getWithHost('ad.localhost', target, PORT, BROWSER);
    for (const [marker, headers, query] of [
      ['a forged __prerender_bypass', forged, ''],
      ['a _storyblok query', BROWSER, `${target.includes('?') ? '&' : '?'}_storyblok=1`],
    ] as const) {
      const answer = await getWithHost('ad.localhost', `${target}${query}`, PORT, headers);
      expect(answer.status, `${marker} on ${target}`).toBeLessThan(500);
      expectSecurityHeaders(answer.headers);
      // A forged cookie changes nothing a cache keeps: the same lifetime, the same policy (Vary names no cookie).
      if (marker === 'a forged __prerender_bypass') {
        expect(answer.headers['cache-control'], target).toBe(plain.headers['cache-control']);
        expect(answer.headers['content-security-policy'], target).toBe(plain.headers['content-security-policy']);
      }
    }
  }
});

test('TRACE, OPTIONS *, malformed paths and a 2 MB multipart POST get their 4xx, with the security headers', async () => {
  const multipart = `--b\r\nContent-Disposition: form-data; name="f"\r\n\r\n${'x'.repeat(2 * 1024 * 1024)}\r\n--b--\r\n`;
  const cases: [string, string, number, Record<string, string>?, string?][] = [
    ['TRACE', '/', 405],
    ['TRACE', '/api/actie', 405],
    ['OPTIONS', '*', 405],
    ['GET', '/assets/%', 400],
    ['GET', '/api/fonts/%', 400],
    ['GET', '/api/editor/vk/%E0', 400],
    ['GET', '/digitaal%', 400],
    ['POST', '/', 413, { 'content-type': 'multipart/form-data; boundary=b' }, multipart],
    ['POST', '/digitaal', 413, { 'content-type': 'multipart/form-data; boundary=b' }, multipart],
  ];
  for (const [method, target, status, headers = {}, body] of cases) {
    const answer = await requestWithHost(method, 'ad.localhost', target, PORT, { ...BROWSER, ...headers }, body);
    expect(answer.status, `${method} ${target}`).toBe(status);
    expectSecurityHeaders(answer.headers);
  }
});
