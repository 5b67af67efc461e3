import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PreviewRoute from '../../../../../site/app/api/preview/route.ts';
import { DRAFT_COOKIE } from '../../../../../site/visitor/draft-cookie.ts';

/*
 * site/app/api/preview/route.ts: the secret preview URL turns draft mode on by GET; leaving it changes state, so it is
 * a POST from the shop's own page (site/request/same-origin.ts), and `?exit=1` by GET is a 405 that changes nothing.
 */
const draft = vi.hoisted(() => ({ enable: vi.fn(), disable: vi.fn() }));
vi.mock('next/headers', () => ({ draftMode: async () => ({ ...draft, isEnabled: false }) }));

const SECRET = 'unit-preview-secret-0123';
const HOST = 'ad.localhost:3000';
let route: typeof PreviewRoute;

beforeAll(async () => {
  vi.stubEnv('STORYBLOK_PREVIEW_SECRET', SECRET);
  vi.resetModules();
  route = await import('../../../../../site/app/api/preview/route.ts');
});
afterAll(() => vi.unstubAllEnvs());
beforeEach(() => vi.clearAllMocks());

function send(method: 'GET' | 'POST', query: string, headers: Record<string, string> = {}) {
  const request = new NextRequest(`http://${HOST}/api/preview?${query}`, {
    method,
    headers: { host: HOST, ...headers },
  });
  return method === 'GET' ? route.GET(request) : route.POST(request);
}

type Change = 'on' | 'off' | 'none' | 'half';

/** What the answer did to draft mode: Next's (the mock) and the shop's own sealed cookie, both or neither. */
function draftChange(response: Response): Change {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${DRAFT_COOKIE}=`));
  const [enabled, disabled] = [draft.enable.mock.calls.length > 0, draft.disable.mock.calls.length > 0];
  if (enabled && !disabled && cookie && !cookie.startsWith(`${DRAFT_COOKIE}=;`)) return 'on';
  if (disabled && !enabled && cookie && /Expires=Thu, 01 Jan 1970/i.test(cookie)) return 'off';
  return enabled || disabled || cookie ? 'half' : 'none';
}

describe('/api/preview', () => {
  it.each<{
    what: string;
    method: 'GET' | 'POST';
    query: string;
    headers?: Record<string, string>;
    status: number;
    change: Change;
  }>([
    { what: 'the secret URL', method: 'GET', query: `secret=${SECRET}&path=/digitaal`, status: 303, change: 'on' },
    {
      what: 'a wrong secret',
      method: 'GET',
      query: 'secret=guess-guess-guess-guess&path=/digitaal',
      status: 404,
      change: 'none',
    },
    { what: 'no secret', method: 'GET', query: 'path=/digitaal', status: 404, change: 'none' },
    {
      what: 'leaving by GET (a link, an image)',
      method: 'GET',
      query: 'exit=1&path=/digitaal',
      status: 405,
      change: 'none',
    },
    {
      what: 'leaving by GET with the secret too',
      method: 'GET',
      query: `exit=1&secret=${SECRET}`,
      status: 405,
      change: 'none',
    },
    {
      what: 'leaving by a form on its own page',
      method: 'POST',
      query: 'exit=1&path=/digitaal',
      headers: { origin: `http://${HOST}` },
      status: 303,
      change: 'off',
    },
    {
      what: 'leaving by POST without an Origin (no browser)',
      method: 'POST',
      query: 'exit=1',
      status: 303,
      change: 'off',
    },
    {
      what: "leaving by a form on another site's page",
      method: 'POST',
      query: 'exit=1&path=/digitaal',
      headers: { origin: 'https://evil.example' },
      status: 403,
      change: 'none',
    },
    {
      what: "leaving by a form on a sister brand's shop",
      method: 'POST',
      query: 'exit=1',
      headers: { origin: 'http://vk.localhost:3000' },
      status: 403,
      change: 'none',
    },
    {
      what: 'leaving from an opaque origin',
      method: 'POST',
      query: 'exit=1',
      headers: { origin: 'null' },
      status: 403,
      change: 'none',
    },
  ])('$what: $method ?$query -> $status, draft mode $change', async ({ method, query, headers, status, change }) => {
    const response = await send(method, query, headers);
    expect(response.status).toBe(status);
    expect(draftChange(response)).toBe(change);
  });

  it('a GET that would leave names the method that does, and is never kept', async () => {
    const response = await send('GET', 'exit=1');
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('a refused POST is the plain 403 of a form from another site', async () => {
    const response = await send('POST', 'exit=1', { origin: 'https://evil.example' });
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/sent from its own pages only/);
  });

  it.each([
    ['/digitaal', '/digitaal'],
    ['/a/..//evil.example', '/'],
    ['https://evil.example', '/'],
  ])('leaving opens the page %s as a path of this site: %s', async (path, expected) => {
    const response = await send('POST', `exit=1&path=${encodeURIComponent(path)}`, { origin: `http://${HOST}` });
    const location = new URL(response.headers.get('location') ?? 'missing:');
    expect([location.host, location.pathname]).toEqual([HOST, expected]);
  });
});
