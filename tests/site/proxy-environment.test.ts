import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDCODE_HEADER } from '../../domain/brand-resolution.ts';

/*
 * What the proxy decides from the server's APP_ENV, read when it starts (docs/adr/0022-one-build-every-environment.md):
 * whether the generated brandcode rules apply (its header), and production's own headers (HSTS and
 * upgrade-insecure-requests, docs/adr/0009). The same module, loaded in each environment.
 */

async function proxyIn(appEnv: string) {
  vi.resetModules();
  vi.stubEnv('APP_ENV', appEnv);
  vi.stubEnv('ALLOW_LOCAL_STAND_INS', 'true');
  for (const name of ['OPTIMIZELY_SDK_KEY', 'FRONT_OFFICE_URL', 'DEFAULT_MID']) vi.stubEnv(name, undefined);
  vi.stubEnv('CI', 'true');
  const { proxy } = await import('../../site/proxy.ts');
  return async (path: string, headers: Record<string, string> = {}) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    return proxy(new NextRequest(`http://ad.localhost${path}`, { headers: { host: 'ad.localhost', 'user-agent': 'Mozilla/5.0 Chrome/130', ...headers } }));
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const handedOn = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe('the proxy in each environment, from one build', () => {
  it.each(['local', 'test', 'acceptance'])('%s: the brandcode rules apply, with no production headers', async (appEnv) => {
    const request = await proxyIn(appEnv);
    const response = await request('/digitaal?brandcode=vk');
    expect(handedOn(response, BRANDCODE_HEADER)).toBe('honoured');
    expect(handedOn(await request('/digitaal'), BRANDCODE_HEADER)).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('production: the brandcode rules never apply, a sender’s copy of the header included; HSTS and the policy with upgrade-insecure-requests', async () => {
    const request = await proxyIn('production');
    const response = await request('/digitaal?brandcode=vk', { [BRANDCODE_HEADER]: 'honoured' });
    expect(handedOn(response, BRANDCODE_HEADER)).toBeNull();
    expect((response.headers.get('x-middleware-override-headers') ?? '').split(',')).not.toContain(BRANDCODE_HEADER);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const policy = (response.headers.get('content-security-policy') ?? '').split('; ');
    expect(policy).toContain('upgrade-insecure-requests');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('outside production a sender’s copy of the header is removed when there is no brandcode query', async () => {
    const request = await proxyIn('acceptance');
    const response = await request('/digitaal', { [BRANDCODE_HEADER]: 'honoured' });
    expect(handedOn(response, BRANDCODE_HEADER)).toBeNull();
    expect((response.headers.get('x-middleware-override-headers') ?? '').split(',')).not.toContain(BRANDCODE_HEADER);
  });
});
