import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, brandRoutes } from '../../../site/brands.ts';
import { FrontOfficeError } from '../../../site/front-office/port.ts';
import { CACHES } from '../../../site/cache-policy.ts';
import { log as siteLog } from '../../../site/monitoring/log.ts';

// The front office as the proxy's path check sees it: one fake per test, counting its calls.
const pathCheck = vi.fn<(query: { path: string; title: string }) => Promise<{ location: string } | undefined>>();
vi.mock('../../../site/front-office/index.ts', () => ({ frontOffice: () => ({ pathCheck }) }));

const { pathCheckResponse } = await import('../../../site/routing/path-check.ts');
const { requestVisit } = await import('../../../site/visitor/visit.ts');
const { NO_EXPERIMENTS } = await import('../../../site/experiments/header.ts');
/** The proxy's step as the proxy calls it: with the request and its Visit. */
const checkPath = async (onHost: NextRequest, brand: (typeof BRANDS)[keyof typeof BRANDS]) =>
  pathCheckResponse(onHost, await requestVisit(onHost, brand, NO_EXPERIMENTS));

let unique = 0;
/** A request on the brand's host; each test uses paths of its own, so the in-process cache never carries over. */
function request(path: string, method = 'GET') {
  return new NextRequest(`http://vk.localhost:3000${path}`, { method, headers: { host: 'vk.localhost:3000' } });
}
/** The front office's table for one test: path -> location, for any brand. */
const table = (entries: Record<string, string>) =>
  pathCheck.mockImplementation(async ({ path }) => (path in entries ? { location: entries[path]! } : undefined));
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
    // Kept per brand and path for every visitor: the brand's title and the path asked; the headers the visitor's
    // (docs/rules/07-calls.md), their path with its query as X-Client-Path, their mid as X-Mid-Token.
    expect(pathCheck).toHaveBeenCalledWith(
      { path, title: 'VK' },
      { mid: 'CAM-AB12CD', clientPath: `${path}?mid=CAM-AB12CD` },
    );
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

  it('a page of the brand asks the lookup too: the front office may move or retire it', async () => {
    const page = brandRoutes('vk').find((route) => route.path !== '/')!.path;
    pathCheck.mockResolvedValue(undefined);
    for (const path of ['/', page]) expect(await checkPath(request(path), BRANDS.vk)).toBeUndefined();
    expect(pathCheck.mock.calls.map(([query]) => query)).toEqual([
      { path: '/', title: 'VK' },
      { path: page, title: 'VK' },
    ]);
  });

  it('each brand has its own answers: the same path of another brand is asked again', async () => {
    const path = fresh('studenten');
    pathCheck.mockImplementation(async ({ title }) => (title === 'VK' ? { location: '/digitaal' } : undefined));
    expect((await checkPath(request(path), BRANDS.vk))?.headers.get('location')).toBe(
      'http://vk.localhost:3000/digitaal',
    );
    expect(await checkPath(request(path), BRANDS.ad)).toBeUndefined();
    expect(pathCheck).toHaveBeenCalledTimes(2);
  });

  it('a form’s POST is never redirected, nor asked about', async () => {
    pathCheck.mockResolvedValue({ location: '/' });
    expect(await checkPath(request(fresh('bestellen'), 'POST'), BRANDS.vk)).toBeUndefined();
    expect(pathCheck).not.toHaveBeenCalled();
  });

  it('a chain of redirects is one redirect to its end, each path asked once', async () => {
    const [a, b, c] = [fresh('a'), fresh('b'), fresh('c')];
    table({ [a]: b, [b]: c });
    expect((await checkPath(request(`${a}?mid=CAM-AB12CD`), BRANDS.vk))?.headers.get('location')).toBe(
      `http://vk.localhost:3000${c}?mid=CAM-AB12CD`,
    );
    expect((await checkPath(request(b), BRANDS.vk))?.headers.get('location')).toBe(`http://vk.localhost:3000${c}`);
    expect(pathCheck.mock.calls.map(([query]) => query.path)).toEqual([a, b, c]);
  });

  it('a loop (A->B->A, A->A) is refused: the page is served, and the refusal reported once per answer kept', async () => {
    const error = vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    const [a, b, self] = [fresh('studenten'), fresh('digitaal'), fresh('zelf')];
    table({ [a]: b, [b]: a, [self]: self });
    for (let time = 0; time < 3; time += 1) {
      expect(await checkPath(request(a), BRANDS.vk)).toBeUndefined();
      expect(await checkPath(request(b), BRANDS.vk)).toBeUndefined();
      expect(await checkPath(request(self), BRANDS.vk)).toBeUndefined();
    }
    expect(error.mock.calls.map((call) => call.join(' '))).toEqual([
      `path check: the redirect of vk ${a} to ${b} is refused (loop); the page is served`,
      `path check: the redirect of vk ${b} to ${a} is refused (loop); the page is served`,
      `path check: the redirect of vk ${self} to ${self} is refused (loop); the page is served`,
    ]);
  });

  it('another brand’s shop: the redirect leaves for it, as to the brand’s own site and the group’s', async () => {
    const error = vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    const [other, own, group] = [fresh('studenten'), fresh('nieuws'), fresh('oud-aanbod')];
    table({
      [other]: 'https://abonnement.ad.nl/studenten',
      [own]: 'https://www.volkskrant.nl/',
      [group]: 'https://www.dpgmedia.nl/',
    });
    const sister = await checkPath(request(other), BRANDS.vk);
    expect(sister?.status).toBe(307);
    expect(sister?.headers.get('location')).toBe('https://abonnement.ad.nl/studenten');
    expect(error).not.toHaveBeenCalled();
    expect((await checkPath(request(own), BRANDS.vk))?.headers.get('location')).toBe('https://www.volkskrant.nl/');
    expect((await checkPath(request(group), BRANDS.vk))?.headers.get('location')).toBe('https://www.dpgmedia.nl/');
  });

  it('the app’s own routes never ask it either (the proxy sees them with a brandcode query)', async () => {
    for (const path of ['/api/account/login', '/_next/static/x.js', '/healthz', '/assets/voorbeeld.png'])
      expect(await checkPath(request(path), BRANDS.vk)).toBeUndefined();
    expect(pathCheck).not.toHaveBeenCalled();
  });

  it('answers are kept: the same path asks once, also when asked twice at the same time', async () => {
    const path = fresh('abonneren');
    pathCheck.mockResolvedValue({ location: '/' });
    const [first, second] = await Promise.all([
      checkPath(request(path), BRANDS.vk),
      checkPath(request(path), BRANDS.vk),
    ]);
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
    const error = vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    const path = fresh('geheim-pad');
    pathCheck.mockRejectedValue(new FrontOfficeError('/front-office/v1/path-check', 'status', 503));
    expect(await checkPath(request(path), BRANDS.vk)).toBeUndefined();
    expect(await checkPath(request(path), BRANDS.vk)).toBeUndefined();
    expect(pathCheck).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.join(' ')).toBe(
      'front-office: path check failed: front office /front-office/v1/path-check: HTTP 503',
    );

    vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ['Date'] });
    try {
      pathCheck.mockResolvedValue({ location: '/' });
      // Past its lifetime the failure is still served once while the next answer is fetched in the background.
      expect(await checkPath(request(path), BRANDS.vk)).toBeUndefined();
      await vi.waitFor(() => expect(pathCheck).toHaveBeenCalledTimes(2));
      await Promise.resolve();
      expect((await checkPath(request(path), BRANDS.vk))?.status).toBe(307);
      expect(pathCheck).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('past its lifetime an answer is served while the next is fetched in the background; the front office failing keeps it', async () => {
    const error = vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    const [path, target] = [fresh('studenten'), fresh('digitaal')];
    const moved = `http://vk.localhost:3000${target}`;
    const askedFor = () => pathCheck.mock.calls.filter(([query]) => query.path === path).length;
    table({ [path]: target });
    expect((await checkPath(request(path), BRANDS.vk))?.headers.get('location')).toBe(moved);
    let now = Date.now() + CACHES['path-check'].ms + 1000;
    vi.useFakeTimers({ now, toFake: ['Date'] });
    try {
      // The front office hangs: the visitor does not wait for it, the known redirect holds.
      let fail!: (error: unknown) => void;
      pathCheck.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
      expect((await checkPath(request(path), BRANDS.vk))?.headers.get('location')).toBe(moved);
      expect(askedFor()).toBe(2);
      // Then it fails: the known redirect is kept (a front office going down moves no page), for the failure's
      // lifetime.
      fail(new FrontOfficeError('/front-office/v1/path-check', 'status', 503));
      await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect((await checkPath(request(path), BRANDS.vk))?.headers.get('location')).toBe(moved);
      expect(askedFor()).toBe(2);
      // After the failure's lifetime it is asked again (in the background), and a retired redirect is gone.
      now += CACHES['path-check'].failedMs + 1000;
      vi.setSystemTime(now);
      table({});
      expect((await checkPath(request(path), BRANDS.vk))?.headers.get('location')).toBe(moved);
      expect(askedFor()).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await checkPath(request(path), BRANDS.vk)).toBeUndefined();
      expect(askedFor()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
