import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxyIn } from '../fixtures/proxy-in.ts';

/*
 * What the proxy decides from the server's APP_ENV, read when it starts (docs/adr/0022-one-build-every-environment.md):
 * whether the brandcode query chooses the brand (the route the page is rewritten to). The same module, loaded in each
 * environment. Production's own headers (HSTS and upgrade-insecure-requests, docs/adr/0009) are every answer's, set
 * when the instance writes it: tests/site/preloads/request-guard.test.ts.
 */

async function requestIn(appEnv: string) {
  const proxy = await proxyIn(appEnv);
  return async (path: string, headers: Record<string, string> = {}) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    return proxy(
      new NextRequest(`http://ad.localhost${path}`, {
        headers: { host: 'ad.localhost', 'user-agent': 'Mozilla/5.0 Chrome/130', ...headers },
      }),
    );
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const routedTo = (response: Response) =>
  new URL(response.headers.get('x-middleware-rewrite') ?? 'http://none/').pathname;
// A sender's copy of the header the brandcode rules once applied with: it chooses nothing.
const FORGED = { 'x-shop-brandcode': 'honoured' };

describe('the proxy in each environment, from one build', () => {
  it.each(['local', 'test', 'acceptance'])('%s: the brandcode query chooses the brand', async (appEnv) => {
    const request = await requestIn(appEnv);
    const response = await request('/digitaal?brandcode=vk');
    expect(routedTo(response)).toBe('/pages/vk/consumer/digitaal');
    expect(routedTo(await request('/digitaal'))).toBe('/pages/ad/consumer/digitaal');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('production: the brandcode query never chooses, whatever a sender adds', async () => {
    const request = await requestIn('production');
    const response = await request('/digitaal?brandcode=vk', FORGED);
    expect(routedTo(response)).toBe('/pages/ad/consumer/digitaal');
  });

  it('outside production a sender’s header chooses no brand when there is no brandcode query', async () => {
    const request = await requestIn('acceptance');
    expect(routedTo(await request('/digitaal', FORGED))).toBe('/pages/ad/consumer/digitaal');
  });
});
