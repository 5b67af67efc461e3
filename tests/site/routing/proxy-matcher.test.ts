import { describe, expect, it, vi } from 'vitest';
import { proxyMatcher } from '../../../site/routing/matcher.ts';

// The proxy module's runtime imports are not what this test is about; only its literal config.
vi.mock('../../../site/env.ts', () => ({
  env: { APP_ENV: 'test', DEFAULT_MID: 'CAM-SHOP01', TRUSTED_PROXIES: ['loopback'] },
}));
const { config } = await import('../../../site/proxy.ts');

describe('the proxy’s matcher', () => {
  it('is the one derived from the route table and the visitor-state lists (Next reads only the literal)', () => {
    const expected = proxyMatcher();
    expect(config.matcher, `paste into site/proxy.ts:\n${JSON.stringify(expected, null, 2)}`).toEqual(expected);
  });

  it('runs for every page path, the home page and the fixed routes included (the path check may move any, docs/adr/0020)', () => {
    const unconditional = config.matcher
      .filter((entry): entry is string => typeof entry === 'string')
      .map((source) => new RegExp(`^${source}$`));
    const matched = (path: string) => unconditional.some((pattern) => pattern.test(path));
    for (const path of [
      '/',
      '/digitaal',
      '/studenten',
      '/studenten/bestellen',
      '/zakelijk',
      '/bestellen',
      '/volkskrant-puzzel',
      '/bestaat-niet',
      '/assets',
      '/assetsx/y',
    ])
      expect(matched(path), path).toBe(true);
    // The page-speed beacons (docs/adr/0025) come with every page view: no proxy run, no path-check lookup.
    for (const path of [
      '/_next/static/chunks/x.js',
      '/api/account/login',
      '/api/web-vitals',
      '/healthz',
      '/healthz/ready',
      // The repository's images (docs/adr/0036): a route handler, as /api/.
      '/assets/voorbeeld.png',
    ])
      expect(matched(path), path).toBe(false);
  });

  it('runs for every internal request header, so a sender’s copy is always removed', () => {
    const headers = config.matcher.flatMap((entry) =>
      typeof entry === 'string' ? [] : entry.has.filter((c) => c.type === 'header').map((c) => c.key),
    );
    expect(headers).toEqual(
      expect.arrayContaining(['x-shop-visitor-path', 'x-shop-experiments', 'x-shop-front-decision']),
    );
  });

  it('runs for a server action’s POST, with JavaScript or without, so a malformed one gets a 400 (site/routing/action-guard.ts)', () => {
    const conditions = config.matcher.flatMap((entry) => (typeof entry === 'string' ? [] : entry.has));
    expect(conditions).toContainEqual({ type: 'header', key: 'next-action' });
    const multipart = conditions.find((condition) => condition.type === 'header' && condition.key === 'content-type');
    expect(
      new RegExp(`^${multipart && 'value' in multipart ? multipart.value : '$never'}$`).test(
        'multipart/form-data; boundary=x',
      ),
    ).toBe(true);
  });
});
