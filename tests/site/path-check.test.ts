import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../../site/brands.ts';
import { env } from '../../site/env.ts';
import { FrontOfficeError } from '../../site/front-office/port.ts';

// The front office as the proxy's path check sees it: one fake per test, counting its calls.
const pathCheck = vi.fn<(path: string) => Promise<{ location: string } | undefined>>();
vi.mock('../../site/front-office/index.ts', () => ({ frontOffice: () => ({ pathCheck }) }));

const { pathCheckResponse } = await import('../../site/routing/path-check.ts');
const { requestVisit } = await import('../../site/visitor/visit.ts');
const { NO_EXPERIMENTS } = await import('../../site/request/experiments-header.ts');
/** The proxy's step as the proxy calls it: with the request and its Visit. */
const checkPath = async (onHost: NextRequest, brand: (typeof BRANDS)[keyof typeof BRANDS]) => pathCheckResponse(onHost, await requestVisit(onHost, brand, NO_EXPERIMENTS));

let unique = 0;
/** A request on the brand's host; each test uses paths of its own, so the in-process cache never carries over. */
function request(path: string) {
  return new NextRequest(`http://vk.localhost:3000${path}`, { headers: { host: 'vk.localhost:3000' } });
}
const fresh = (name: string) => `/${name}-${(unique += 1)}`;

afterEach(() => {
  pathCheck.mockReset();
  vi.restoreAllMocks();
});

describe('pathCheckResponse: the proxy’s path-check step (docs/rules/02-routes-and-layout.md)', () => {
  it('an internal location: 307 to that path on the visitor’s host, with their query', async () => {
    const path = fresh('abonneren');
    pathCheck.mockResolvedValue({ location: '/digitaal' });
    const response = await checkPath(request(`${path}?mid=CAM-AB12CD`), BRANDS.vk);
    expect(response?.status).toBe(307);
    expect(response?.headers.get('location')).toBe('http://vk.localhost:3000/digitaal?mid=CAM-AB12CD');
    // Kept per brand and path for every visitor: the path as X-Client-Path, the configured default mid as X-Mid-Token.
    expect(pathCheck).toHaveBeenCalledWith(path, { mid: env.DEFAULT_MID, clientPath: path });
  });

  it('an absolute location: 307 off the site', async () => {
    pathCheck.mockResolvedValue({ location: 'https://www.dpgmedia.nl/' });
    const response = await checkPath(request(fresh('oud-aanbod')), BRANDS.vk);
    expect(response?.status).toBe(307);
    expect(response?.headers.get('location')).toBe('https://www.dpgmedia.nl/');
  });

  it('a location with a dangerous scheme: no redirect', async () => {
    pathCheck.mockResolvedValue({ location: 'javascript:alert(1)' });
    expect(await checkPath(request(fresh('oud')), BRANDS.vk)).toBeUndefined();
  });

  it('a page of the brand never asks the lookup', async () => {
    for (const path of ['/', '/digitaal', '/studenten/bestellen']) expect(await checkPath(request(path), BRANDS.vk)).toBeUndefined();
    expect(pathCheck).not.toHaveBeenCalled();
  });

  it('the app’s own routes never ask it either (the proxy sees them with a brandcode query)', async () => {
    for (const path of ['/api/account/login', '/_next/static/x.js', '/healthz']) expect(await checkPath(request(path), BRANDS.vk)).toBeUndefined();
    expect(pathCheck).not.toHaveBeenCalled();
  });

  it('answers are kept: the same path asks once, also when asked twice at the same time', async () => {
    const path = fresh('abonneren');
    pathCheck.mockResolvedValue({ location: '/' });
    const [first, second] = await Promise.all([checkPath(request(path), BRANDS.vk), checkPath(request(path), BRANDS.vk)]);
    const third = await checkPath(request(`${path}?x=1`), BRANDS.vk);
    expect([first, second, third].map((response) => response?.status)).toEqual([307, 307, 307]);
    expect(pathCheck).toHaveBeenCalledTimes(1);
  });

  it('"no redirect" (the lookup’s 404) is kept too: on to the 404 page', async () => {
    const path = fresh('bestaat-niet');
    pathCheck.mockResolvedValue(undefined);
    expect(await checkPath(request(path), BRANDS.vk)).toBeUndefined();
    expect(await checkPath(request(path), BRANDS.vk)).toBeUndefined();
    expect(pathCheck).toHaveBeenCalledTimes(1);
  });

  it('a failing lookup is "no redirect", never an error: logged once without the path, asked again only later', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const path = fresh('geheim-pad');
    pathCheck.mockRejectedValue(new FrontOfficeError('/front-office/v1/path-check', 'status', 503));
    expect(await checkPath(request(path), BRANDS.vk)).toBeUndefined();
    expect(await checkPath(request(path), BRANDS.vk)).toBeUndefined();
    expect(pathCheck).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.join(' ')).toBe('front-office: path check failed: front office /front-office/v1/path-check: HTTP 503');

    vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ['Date'] });
    try {
      pathCheck.mockResolvedValue({ location: '/' });
      expect((await checkPath(request(path), BRANDS.vk))?.status).toBe(307);
      expect(pathCheck).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
