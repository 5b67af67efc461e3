import { expect, test } from '@playwright/test';
import { securityHeaders } from '../site/security-headers.mjs';
import { getWithHost } from './http.ts';
import { observatoryScore } from './observatory.ts';

/*
 * Every answer's security headers (issue 13, docs/adr/0009), on every kind of route and brand, and the HTTP
 * Observatory's score of a brand page. The test server is built for APP_ENV=test: HSTS and upgrade-insecure-requests
 * are production's only (plain http on loopback), so the score is printed as served and with those added.
 */

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36' };

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
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
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
  for (const path of ['/api/monitoring', '/healthz']) expectSecurityHeaders((await getWithHost('ad.localhost', path, undefined, BROWSER)).headers);
});

test('the HTTP Observatory scores a brand page B+ in production: its one deduction is unsafe-inline scripts (ADR 0009)', async () => {
  const response = await getWithHost('ad.localhost', '/', undefined, BROWSER);
  const served = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join('\n') : String(value)]));
  const production = { ...served, ...Object.fromEntries(securityHeaders({ production: true }).map((header) => [header.key.toLowerCase(), header.value])) };
  const asServed = observatoryScore(served, { html: response.body });
  const inProduction = observatoryScore(production, { html: response.body });
  console.log(`HTTP Observatory, ad's home: ${inProduction.grade} (${inProduction.score}) with production's HSTS; as served over loopback http ${asServed.grade} (${asServed.score})`);
  for (const deduction of inProduction.deductions) console.log(`  ${deduction.points} ${deduction.test}: ${deduction.reason}`);
  expect(inProduction.deductions.map((deduction) => deduction.test)).toEqual(['content-security-policy']);
  expect(inProduction.grade).toBe('B+');
});
