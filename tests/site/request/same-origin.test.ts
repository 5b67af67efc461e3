import { describe, expect, it } from 'vitest';
import { fromAnotherSite, fromAnotherSiteRefusal } from '../../../site/request/same-origin.ts';

/*
 * site/request/same-origin.ts: Next's own rule for an action, used by every state-changing POST of ours (the action
 * guard, /api/actie, leaving the preview): the Origin's host is the first X-Forwarded-Host, or else the Host.
 */
const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

describe('fromAnotherSite', () => {
  it.each<[rule: string, headers: Record<string, string>, another: boolean]>([
    ['its own page', { host: 'ad.nl', origin: 'https://ad.nl' }, false],
    ['its own page, on a port', { host: 'ad.localhost:3000', origin: 'http://ad.localhost:3000' }, false],
    ['no Origin (no browser)', { host: 'ad.nl' }, false],
    ['another site', { host: 'ad.nl', origin: 'https://evil.example' }, true],
    ["a sister brand's shop", { host: 'ad.nl', origin: 'https://www.volkskrant.nl' }, true],
    ['another port of the host', { host: 'ad.localhost:3000', origin: 'http://ad.localhost:3001' }, true],
    ['a subdomain of the host', { host: 'ad.nl', origin: 'https://evil.ad.nl' }, true],
    ['an opaque origin', { host: 'ad.nl', origin: 'null' }, true],
    ['an Origin that is no address', { host: 'ad.nl', origin: 'x:/\\' }, true],
    ['an empty Origin', { host: 'ad.nl', origin: '' }, true],
    ['no Host to compare with', { origin: 'https://ad.nl' }, true],
    [
      'through a proxy that names the host first',
      { host: '10.0.0.5:3000', 'x-forwarded-host': 'ad.nl, proxy.internal', origin: 'https://ad.nl' },
      false,
    ],
    [
      'a forwarded host that is another',
      { host: 'ad.nl', 'x-forwarded-host': 'evil.example', origin: 'https://ad.nl' },
      true,
    ],
  ])('%s -> %s', (_rule, headers, another) => {
    expect(fromAnotherSite(request(headers))).toBe(another);
  });
});

describe('fromAnotherSiteRefusal', () => {
  it('is a plain 403 that says why, never kept', async () => {
    const response = fromAnotherSiteRefusal();
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Forbidden: a form of this shop is sent from its own pages only');
  });
});
