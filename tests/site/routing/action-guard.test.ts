import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { actionGuardResponse } from '../../../site/routing/action-guard.ts';

const VALID_ID = '40' + 'a1b2c3d4e5'.repeat(4);

function post(path: string, headers: Record<string, string>, body?: string) {
  return new NextRequest(`http://ad.localhost${path}`, { method: 'POST', headers, body });
}

const part = (name: string, value: string) =>
  `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe('server action POSTs: a malformed one is a 400 before Next decodes it (found by e2e/fuzz/fuzz.ts as 500s)', () => {
  it.each([
    {
      what: 'a well-formed action id (JavaScript)',
      request: post('/bestellen', { 'next-action': VALID_ID, 'content-type': 'text/plain' }, '[]'),
      status: undefined,
    },
    {
      what: 'an action id of the wrong shape',
      request: post('/bestellen', { 'next-action': 'CAM-ZOMER1|x' }, '[]'),
      status: 400,
    },
    { what: 'an empty action id', request: post('/bestellen', { 'next-action': '' }), status: 400 },
    {
      what: 'a form without JavaScript naming a well-formed action',
      request: post(
        '/bestellen',
        { 'content-type': 'multipart/form-data; boundary=b' },
        `${part(`$ACTION_ID_${VALID_ID}`, '')}${part('firstName', 'Els')}--b--\r\n`,
      ),
      status: undefined,
    },
    {
      what: 'a form naming an action of the wrong shape',
      request: post(
        '/bestellen',
        { 'content-type': 'multipart/form-data; boundary=b' },
        `${part('1_$ACTION_ID_<x-fuzz-1>', '')}--b--\r\n`,
      ),
      status: 400,
    },
    {
      what: 'a multipart body that is not one',
      request: post('/actie', { 'content-type': 'multipart/form-data; boundary=b' }, 'garbage'),
      status: 400,
    },
    {
      what: 'a multipart body without a boundary',
      request: post('/actie', { 'content-type': 'multipart/form-data' }, 'x'),
      status: 400,
    },
    {
      what: 'a plain form post (no action)',
      request: post('/actie', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=b'),
      status: undefined,
    },
    {
      what: 'a path that is no page (its 404 is one)',
      request: post('/_next/image%2F..%2Fpages', { 'next-action': 'x' }, '{}'),
      status: 400,
    },
    {
      what: 'a route handler with a JSON body',
      request: post('/api/storyblok/webhook', { 'content-type': 'application/json' }, '{"x":'),
      status: undefined,
    },
  ])('$what -> $status', async ({ request, status }) => {
    expect((await actionGuardResponse(request))?.status).toBe(status);
  });

  it('leaves GET alone, whatever its headers', async () => {
    expect(
      await actionGuardResponse(new NextRequest('http://ad.localhost/', { headers: { 'next-action': 'x' } })),
    ).toBeUndefined();
  });
});

describe("an action sent from another site's page is a 403 (Next's own check answers it with a 500)", () => {
  const form = (headers: Record<string, string>) =>
    post(
      '/bestellen',
      { 'content-type': 'multipart/form-data; boundary=b', host: 'ad.nl', ...headers },
      `${part('$ACTION_REF_1', '')}${part('$ACTION_KEY', 'k1')}${part('firstName', 'Els')}--b--\r\n`,
    );
  const script = (headers: Record<string, string>) =>
    post('/bestellen', { 'next-action': VALID_ID, 'content-type': 'text/plain', host: 'ad.nl', ...headers }, '[]');
  it.each([
    { what: 'a form from its own page', request: form({ origin: 'https://ad.nl' }), status: undefined },
    { what: 'a form from another site', request: form({ origin: 'https://evil.example' }), status: 403 },
    { what: "a form from a sister brand's shop", request: form({ origin: 'https://www.volkskrant.nl' }), status: 403 },
    { what: 'a form from an opaque origin', request: form({ origin: 'null' }), status: 403 },
    { what: 'a form whose Origin is no address', request: form({ origin: 'x:/\\' }), status: 403 },
    { what: 'a form with no Origin (no browser)', request: form({}), status: undefined },
    {
      what: 'a form through a proxy that names the host',
      request: form({ origin: 'https://ad.nl', host: '10.0.0.5:3000', 'x-forwarded-host': 'ad.nl, proxy.internal' }),
      status: undefined,
    },
    {
      what: 'a form whose forwarded host is another',
      request: form({ origin: 'https://ad.nl', 'x-forwarded-host': 'evil.example' }),
      status: 403,
    },
    { what: 'an action by script from its own page', request: script({ origin: 'https://ad.nl' }), status: undefined },
    { what: 'an action by script from another site', request: script({ origin: 'https://evil.example' }), status: 403 },
    {
      what: 'a multipart post that names no action',
      request: post(
        '/actie',
        { 'content-type': 'multipart/form-data; boundary=b', host: 'ad.nl', origin: 'https://evil.example' },
        `${part('firstName', 'Els')}--b--\r\n`,
      ),
      status: undefined,
    },
  ])('$what -> $status', async ({ request, status }) => {
    const answer = await actionGuardResponse(request);
    expect(answer?.status).toBe(status);
    if (status === 403) expect(await answer!.text()).toMatch(/sent from its own pages only/);
  });
});
