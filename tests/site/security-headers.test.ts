import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../site/security-headers.mjs';

/*
 * Every answer's security headers (docs/adr/0009): the policy's directives and the headers beside it, in
 * production and outside it; e2e/specs/security.spec.ts checks the running site's.
 */

const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0] ?? '', directive.split(' ').slice(1)]));

describe('the Content-Security-Policy', () => {
  const policy = directives(
    contentSecurityPolicy({ frameAncestors: "'none'", production: true, imageHosts: ['images.example.nl'] }),
  );

  it('names only sources the CSP grammar allows (a browser ignores any other, with an error in the console)', () => {
    // A keyword, a scheme, or a host whose one wildcard leads it (CSP 3 host-source): 'https://api-*.x' is none of
    // them.
    const valid = /^('[a-z-]+'|[a-z]+:|https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+)$/;
    for (const [name, sources] of policy)
      for (const source of sources) expect(source, `${name} ${source}`).toMatch(valid);
  });

  it.each([
    ['default-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['font-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
  ])('%s is %j', (name, values) => {
    expect(policy.get(name)).toEqual(values);
  });

  it("loads scripts from the site and the tag manager only (the visual editor's bridge is the preview's own script); no eval", () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com']);
  });

  // docs/adr/0028-inline-scripts-in-the-content-security-policy.md: measured on a built copy, no page has an inline
  // event handler, and one injected as markup (`<img onerror>`) ran under the policy without this directive.
  it("refuses inline event handlers: script-src-attr is 'none', in every environment and in preview", () => {
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    const preview = contentSecurityPolicy({ frameAncestors: "'self' https://app.storyblok.com", production: false });
    expect(directives(preview).get('script-src-attr')).toEqual(["'none'"]);
  });

  it("puts no hash or nonce beside 'unsafe-inline': a browser would ignore it then and block Next's payload", () => {
    // Measured (ADR 0028): the brand home with hashes of its fixed scripts added ran none of the others; no hydration.
    const offSwitch = (source: string) => /^'(sha(256|384|512)|nonce)-/.test(source) || source === "'strict-dynamic'";
    for (const [name, sources] of policy) {
      if (name.startsWith('script-src') || name === 'default-src') expect(sources.filter(offSwitch), name).toEqual([]);
    }
  });

  it('neither calls nor frames Storyblok from the browser: drafts are rendered on the server', () => {
    expect((policy.get('connect-src') ?? []).filter((source) => source.includes('storyblok'))).toEqual([]);
    expect((policy.get('frame-src') ?? []).filter((source) => source.includes('storyblok'))).toEqual([]);
  });

  it('allows the image CDN’s hosts and Storyblok’s assets, over https only', () => {
    const images = policy.get('img-src') ?? [];
    expect(images).toContain('https://images.example.nl');
    expect(images).toContain('https://a.storyblok.com');
    expect(images.filter((source) => source.startsWith('http:') || source === '*' || source === 'https:')).toEqual([]);
  });

  it('upgrades insecure requests in production only', () => {
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(
      directives(contentSecurityPolicy({ frameAncestors: "'none'", production: false })).has(
        'upgrade-insecure-requests',
      ),
    ).toBe(false);
  });

  it('lets the visual editor frame a preview', () => {
    expect(
      directives(contentSecurityPolicy({ frameAncestors: "'self' https://app.storyblok.com", production: false })).get(
        'frame-ancestors',
      ),
    ).toEqual(["'self'", 'https://app.storyblok.com']);
  });
});

describe('the headers beside it', () => {
  it.each([
    [
      true,
      [
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Cross-Origin-Opener-Policy',
        'Strict-Transport-Security',
      ],
    ],
    [false, ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy']],
  ])('production %s: %j', (production, names) => {
    expect(securityHeaders({ production }).map((header) => header.key)).toEqual(names);
  });

  it('keeps HSTS a year, subdomains included', () => {
    expect(
      securityHeaders({ production: true }).find((header) => header.key === 'Strict-Transport-Security')?.value,
    ).toBe('max-age=31536000; includeSubDomains');
  });
});
