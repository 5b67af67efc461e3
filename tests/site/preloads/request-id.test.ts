import http, { type IncomingHttpHeaders } from 'node:http';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../monitoring/log.ts';
import {
  currentRequestId,
  REQUEST_ID_HEADER,
  REQUEST_LOG_HOOK,
  requestIdHeader,
} from '../../../monitoring/request-id.mjs';
import { logFinishedRequests } from '../../../site/monitoring/log.ts';
import { requestIdFor, requestIds, stampRequestId, trustFrom } from '../../../site/preloads/request-id.mjs';

/*
 * A request's id (docs/adr/0023): nginx's, from a trusted proxy and in an id's shape, else the instance's own. What a
 * visitor sends in X-Request-Id is never taken: nginx overwrites it, and an instance reached directly ignores it.
 */

const NGINX_ID = '0f9d1c2e3b4a59687766554433221100';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The local cluster: nginx reaches the instances from 127.0.0.2 (site/scripts/cluster.mjs). */
const CLUSTER = trustFrom('127.0.0.2');

describe('the id a request gets', () => {
  it("is nginx's when nginx (a trusted proxy) sent one", () => {
    expect(requestIdFor(NGINX_ID, '127.0.0.2', CLUSTER)).toBe(NGINX_ID);
    expect(requestIdFor(NGINX_ID, '::ffff:127.0.0.2', CLUSTER)).toBe(NGINX_ID);
  });

  it("is the instance's own when the peer is not trusted: a visitor reaching an instance directly", () => {
    expect(requestIdFor(NGINX_ID, '127.0.0.1', CLUSTER)).toMatch(UUID);
    expect(requestIdFor(NGINX_ID, '198.51.100.7', trustFrom(undefined))).toMatch(UUID);
    expect(requestIdFor(NGINX_ID, '127.0.0.1', trustFrom(''))).toMatch(UUID);
    expect(requestIdFor(NGINX_ID, undefined, CLUSTER)).toMatch(UUID);
  });

  it("is the instance's own when a trusted peer sent none, or something that is no id", () => {
    for (const sent of [
      undefined,
      '',
      'short',
      'a'.repeat(129),
      'id with spaces',
      'abcdefgh\n{"level":"fatal"}',
      [NGINX_ID, NGINX_ID],
    ]) {
      expect(requestIdFor(sent, '127.0.0.2', CLUSTER), String(sent)).toMatch(UUID);
    }
  });

  it('trusts loopback when TRUSTED_PROXIES is unset (as site/env.ts reads it), nothing for an entry that is no address', () => {
    expect(requestIdFor(NGINX_ID, '127.0.0.1', trustFrom(undefined))).toBe(NGINX_ID);
    expect(requestIdFor(NGINX_ID, '127.0.0.2', trustFrom('not-an-address'))).toMatch(UUID);
  });

  it('is fresh for every request', () => {
    expect(requestIdFor(undefined, undefined, CLUSTER)).not.toBe(requestIdFor(undefined, undefined, CLUSTER));
  });

  it('replaces the header as it arrived, so a page reading it and the log agree', () => {
    const request = { headers: { [REQUEST_ID_HEADER]: 'visitor-chosen-id' } as IncomingHttpHeaders };
    requestIds.run('outer-id-0000', () =>
      stampRequestId({ request, socket: { remoteAddress: '198.51.100.7' } }, CLUSTER),
    );
    expect(request.headers[REQUEST_ID_HEADER]).toMatch(UUID);
  });
});

describe('the id while a request is served (a Node server in a process that loaded site/preloads/request-id.mjs)', () => {
  it("is what the site's code reads, after awaits too, one per request on one kept-alive connection", async () => {
    const server = http.createServer(async (request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      response.end(
        JSON.stringify({
          current: currentRequestId(),
          header: request.headers[REQUEST_ID_HEADER],
          passedOn: requestIdHeader(),
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (headers: Record<string, string>) =>
      new Promise<{ current?: string; header?: string; passedOn: Record<string, string> }>((resolve, reject) => {
        const port = (server.address() as AddressInfo).port;
        http
          .get({ host: '127.0.0.1', port, headers, agent }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve(JSON.parse(body)));
          })
          .on('error', reject);
      });
    try {
      // This process trusts loopback (no TRUSTED_PROXIES): the test plays nginx.
      const [sent, none, forged] = await Promise.all([
        get({ [REQUEST_ID_HEADER]: NGINX_ID }),
        get({}),
        get({ [REQUEST_ID_HEADER]: 'bad id!' }),
      ]);
      expect(sent).toEqual({ current: NGINX_ID, header: NGINX_ID, passedOn: { [REQUEST_ID_HEADER]: NGINX_ID } });
      expect(none.current).toMatch(UUID);
      expect(none.header).toBe(none.current);
      expect(forged.current).toMatch(UUID);
      expect(forged.current).not.toBe(none.current);
    } finally {
      agent.destroy();
      server.close();
    }
  });

  it("ends in one line of the site's log per request: its id, method, path without the query, status and time, redacted", async () => {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString())), done()),
    });
    logFinishedRequests(createLogger({ service: 'site', level: 'info', destination }));
    const server = http.createServer((request, response) => {
      response.statusCode = request.url?.startsWith('/healthz') ? 200 : 404;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      await fetch(`http://127.0.0.1:${port}/visit/ad/jan%40example.nl?email=jan%40example.nl&mid=CAM-ZOMER1`, {
        headers: { [REQUEST_ID_HEADER]: NGINX_ID },
      });
      await fetch(`http://127.0.0.1:${port}/healthz`);
      await expect.poll(() => lines.length).toBe(1);
      expect(lines[0]).toMatchObject({
        service: 'site',
        level: 'info',
        msg: 'request',
        requestId: NGINX_ID,
        method: 'GET',
        host: `127.0.0.1:${port}`,
        status: 404,
      });
      expect(lines[0]!.path).toBe('/visit/ad/[Filtered]');
      expect(typeof lines[0]!.ms).toBe('number');
      expect(JSON.stringify(lines)).not.toContain('example.nl');
    } finally {
      delete (globalThis as { [REQUEST_LOG_HOOK]?: unknown })[REQUEST_LOG_HOOK];
      server.close();
    }
  });

  it('is none outside a request', () => {
    expect(currentRequestId()).toBeUndefined();
    expect(requestIdHeader()).toEqual({});
  });
});
