import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as React from 'react';
import type { Query } from '../../../domain/query.ts';
import type * as VisitModule from '../../../site/visitor/visit.ts';

/**
 * One request's render as React's server cache holds it: `cache(fn)` keeps fn's answers until the request ends (here:
 * `newRequest()`). Outside a server render React's own cache keeps nothing, so the render's sharing is shown with this.
 */
const request = vi.hoisted(() => ({ visitorPath: '/' as string | null, memos: [] as Map<string, unknown>[] }));
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof React>()),
  cache: <A extends unknown[], R>(fn: (...args: A) => R) => {
    const memo = new Map<string, unknown>();
    request.memos.push(memo);
    return (...args: A): R => {
      const key = JSON.stringify(args);
      if (!memo.has(key)) memo.set(key, fn(...args));
      return memo.get(key) as R;
    };
  },
}));
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      host: 'ad.localhost',
      ...(request.visitorPath ? { 'x-shop-visitor-path': request.visitorPath } : {}),
    }),
  cookies: async () => ({ get: () => undefined }),
}));
const builds = vi.hoisted(() => [] as string[]);
vi.mock('../../../site/visitor/visit.ts', async (importOriginal) => {
  const real = await importOriginal<typeof VisitModule>();
  return {
    ...real,
    buildVisit: (input: Parameters<typeof real.buildVisit>[0]) => {
      builds.push(`${input.path}${input.search}`);
      return real.buildVisit(input);
    },
  };
});

const { layoutVisit, pageVisit, renderAddressKey } = await import('../../../site/visitor/render-visit.ts');

function newRequest(visitorPath: string | null) {
  request.visitorPath = visitorPath;
  for (const memo of request.memos) memo.clear();
  builds.length = 0;
}

describe('one Visit per render, whatever the spelling of its query', () => {
  beforeEach(() => newRequest('/'));

  // [the address as the proxy saw it, the page's path, the query as Next hands it to the page]
  const SPELLINGS: readonly [string, string, Query][] = [
    ['/digitaal?gtm', '/digitaal', { gtm: '' }],
    ['/digitaal?utm_campaign=herfst%20actie', '/digitaal', { utm_campaign: 'herfst actie' }],
    ['/digitaal?utm_campaign=herfst+actie', '/digitaal', { utm_campaign: 'herfst actie' }],
    ['/digitaal?ref=a~b', '/digitaal', { ref: 'a~b' }],
    ['/digitaal?ref=a%7Eb', '/digitaal', { ref: 'a~b' }],
    ['/digitaal?a=1&b=2&a=3', '/digitaal', { a: ['1', '3'], b: '2' }],
    ['/bestellen?mid=CAM-ZOMER1&propositionId=p1', '/bestellen', { propositionId: 'p1', mid: 'CAM-ZOMER1' }],
    ['/', '/', {}],
  ];

  it.each(SPELLINGS)(
    '%s: the layout and the page share one Visit, built from the address as typed',
    async (seen, path, query) => {
      newRequest(seen);
      const [fromLayout, fromPage] = [await layoutVisit('ad'), await pageVisit('ad', path, query)];
      expect(fromPage).toBe(fromLayout);
      expect(builds).toEqual([seen]);
      expect(fromLayout.clientPath).toBe(seen);
    },
  );

  it('the page first, then the layout: still one Visit', async () => {
    newRequest('/digitaal?gtm');
    const fromPage = await pageVisit('ad', '/digitaal', { gtm: '' });
    expect(await layoutVisit('ad')).toBe(fromPage);
    expect(builds).toHaveLength(1);
  });

  it('another address in the same render is another Visit (the proxy saw none: the page names its own)', async () => {
    newRequest(null);
    const home = await layoutVisit('ad');
    const page = await pageVisit('ad', '/digitaal', { mid: 'CAM-ZOMER1' });
    expect(page).not.toBe(home);
    expect(builds).toEqual(['/', '/digitaal?mid=CAM-ZOMER1']);
  });

  it('a new request builds its own Visit', async () => {
    await layoutVisit('ad');
    newRequest('/');
    await layoutVisit('ad');
    expect(builds).toEqual(['/']);
  });

  it.each([
    ['/x?b=2&a=1', '/x?a=1&b=2'],
    ['/x?a=%20', '/x?a=+'],
    ['/x?a', '/x?a='],
    ['/x', '/x'],
  ])('renderAddressKey(%s) is %s', (address, key) => expect(renderAddressKey(address)).toBe(key));
});
