import { describe, expect, it } from 'vitest';
import { isNextInstruction, NEXT_INSTRUCTION_HEADERS } from '../../../site/request/next-instructions.mjs';
import { MAX_BODY_BYTES, refusal, removeNextInstructions } from '../../../site/request/request-rules.mjs';

/*
 * What an instance lets reach Next (site/request/request-rules.mjs, docs/adr/0037): one row per kind of request a
 * visitor can send that Next would answer with a 500, or read as its own infrastructure's instruction.
 */

const HOST = 'ad.localhost:3000';
const request = (method: string, url: string, headers: Record<string, string> = {}) => ({
  method,
  url,
  headers: { host: HOST, ...headers },
});

describe('what goes no further than the instance’s front door', () => {
  it.each<[string, ReturnType<typeof request>, number | undefined]>([
    ['a page', request('GET', '/digitaal?mid=CAM-ABC123'), undefined],
    ['a HEAD', request('HEAD', '/'), undefined],
    [
      'a form POST within the limit',
      request('POST', '/bestellen', { 'content-length': String(MAX_BODY_BYTES) }),
      undefined,
    ],
    ['an encoded path', request('GET', '/api/fonts/inter%2Dlatin.woff2'), undefined],
    ['a malformed query, Next’s to read', request('GET', '/?q=%'), undefined],
    ['an absolute target of the same host and port', request('GET', `http://${HOST}/digitaal`), undefined],
    ['TRACE', request('TRACE', '/'), 405],
    ['TRACE on an API route', request('TRACE', '/api/actie'), 405],
    ['OPTIONS *', request('OPTIONS', '*'), 405],
    ['PUT', request('PUT', '/bestellen'), 405],
    ['DELETE', request('DELETE', '/api/preview'), 405],
    ['a POST to the build’s files', request('POST', '/_next/static/chunks/app.js'), 405],
    ['a bare percent in the path', request('GET', '/assets/%'), 400],
    ['a bare percent in a font’s name', request('GET', '/api/fonts/%'), 400],
    ['an encoding that is no UTF-8', request('GET', '/api/editor/vk/%E0'), 400],
    ['a truncated escape', request('GET', '/digitaal%2'), 400],
    ['GET *', request('GET', '*'), 400],
    ['a body over the limit', request('POST', '/', { 'content-length': String(MAX_BODY_BYTES + 1) }), 413],
    ['a 2 MB multipart POST', request('POST', '/', { 'content-length': String(2 * 1024 * 1024) }), 413],
    ['a chunked body', request('POST', '/', { 'transfer-encoding': 'chunked' }), 411],
    ['another port on the request line', request('GET', 'http://ad.localhost:4444/'), 400],
    ['a malformed Host', { method: 'GET', url: '/', headers: { host: 'ad.nl:@x' } }, 400],
  ])('%s: %s', (_case, sent, status) => {
    expect(refusal(sent)?.status).toBe(status);
  });

  it('names the methods a 405 allows', () => {
    expect(refusal(request('TRACE', '/'))?.headers).toEqual({ Allow: 'GET, HEAD, POST' });
  });
});

describe('Next’s own instructions', () => {
  it.each([
    ...NEXT_INSTRUCTION_HEADERS,
    'x-middleware-anything-new',
    'x-invoke-something',
    'x-prerender-revalidate-later',
    'x-vercel-deployment-url',
    'x-now-id',
    'next-test-anything',
  ])('%s is one', (name) => {
    expect(isNextInstruction(name)).toBe(true);
  });

  // What Next's own client router sends, and what the site's pages need.
  it.each([
    'rsc',
    'next-router-state-tree',
    'next-router-prefetch',
    'next-router-segment-prefetch',
    'next-url',
    'next-action',
    'x-deployment-id',
    'host',
    'cookie',
    'origin',
    'baggage',
    'sentry-trace',
  ])('%s is none', (name) => {
    expect(isNextInstruction(name)).toBe(false);
  });

  it('are removed from a request, and nothing else is', () => {
    const sent = request('GET', '/pages/ad/consumer/digitaal', {
      'x-prerender-revalidate': 'the-build-preview-mode-id',
      'x-now-route-matches': 'brand=ad',
      'x-middleware-subrequest': 'proxy:proxy:proxy',
      rsc: '1',
    });
    removeNextInstructions(sent);
    expect(sent.headers).toEqual({ host: HOST, rsc: '1' });
  });
});
