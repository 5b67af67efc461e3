import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../site/brands.ts';
import { NO_EXPERIMENTS } from '../../../site/experiments/header.ts';
import { crawlerMissingBrandResponse, crawlerNotFoundResponse } from '../../../site/routing/crawlers.ts';
import { requestVisit } from '../../../site/visitor/visit.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

async function answer(path: string, userAgent: string | undefined) {
  const request = new NextRequest(`http://vk.localhost:3000${path}`, {
    headers: { host: 'vk.localhost:3000', ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });
  return crawlerNotFoundResponse(await requestVisit(request, BRANDS.vk, NO_EXPERIMENTS));
}

describe('crawlerNotFoundResponse: crawlers get no error page (docs/rules/06-roles.md)', () => {
  it.each<[rule: string, path: string, userAgent: string | undefined, body: string | undefined]>([
    ['a crawler on a missing page: the 404 with one plain line', '/bestaat-niet', GOOGLEBOT, '404 Page not found\n'],
    ['another crawler too', '/bestaat-niet', BINGBOT, '404 Page not found\n'],
    [
      "an invalid special product's path: the spec's message with the full path",
      '/Bad_Path!?x=1',
      GOOGLEBOT,
      '404 Page Not Found: /Bad_Path!?x=1\n',
    ],
    ['a missing page under a fixed route', '/digitaal/oud', GOOGLEBOT, '404 Page not found\n'],
    ['a person on a missing page: the branded page (not answered here)', '/bestaat-niet', BROWSER, undefined],
    ['no user agent counts as a person', '/bestaat-niet', undefined, undefined],
    ['a crawler on a page of the brand: the page', '/', GOOGLEBOT, undefined],
    ['a crawler on a special product of the brand: the page', '/volkskrant-puzzel', GOOGLEBOT, undefined],
    ['a crawler on an app route: its own answer', '/api/nothing', GOOGLEBOT, undefined],
    // A route validation failure: /{specialProduct}/bestellen checks its value as typed.
    [
      'an uppercase special on its order route',
      '/Volkskrant-Puzzel/bestellen',
      GOOGLEBOT,
      '404 Page Not Found: /Volkskrant-Puzzel/bestellen\n',
    ],
    ['a shape no route has', '/foo_bar/x/y', GOOGLEBOT, '404 Page not found\n'],
  ])('%s', async (_rule, path, userAgent, body) => {
    const response = await answer(path, userAgent);
    if (body === undefined) {
      expect(response).toBeUndefined();
      return;
    }
    expect(response?.status).toBe(404);
    expect(await response?.text()).toBe(body);
    expect(Object.fromEntries(response!.headers)).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      // The same address answers a person with the branded page: no shared cache keeps this one.
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      'x-robots-tag': 'noindex',
    });
  });
});

describe('crawlerMissingBrandResponse: no brand, the same minimal 404 (docs/rules/06-roles.md)', () => {
  it.each<[rule: string, userAgent: string | null | undefined, body: string | undefined]>([
    ["a crawler: 'Page Not Found' in one plain line", GOOGLEBOT, '404 Page Not Found\n'],
    ['another crawler too', BINGBOT, '404 Page Not Found\n'],
    ['a person: the branded page (not answered here)', BROWSER, undefined],
    ['no user agent counts as a person', null, undefined],
  ])('%s', async (_rule, userAgent, body) => {
    const response = crawlerMissingBrandResponse(userAgent);
    if (body === undefined) {
      expect(response).toBeUndefined();
      return;
    }
    expect(response?.status).toBe(404);
    expect(await response?.text()).toBe(body);
    expect(Object.fromEntries(response!.headers)).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      'x-robots-tag': 'noindex',
    });
  });
});
