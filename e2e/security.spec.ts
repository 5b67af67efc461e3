import { expect, test } from '@playwright/test';
import { PORT } from './fleet.ts';
import { postPageForm } from './form-post.ts';
import { getWithHost } from './http.ts';

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
