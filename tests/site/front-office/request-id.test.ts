import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../monitoring/log.ts';
import { createHttpFrontOffice } from '../../../site/front-office/http.ts';
import { REQUEST_ID_STORE } from '../../../monitoring/request-id.mjs';
import { startFrontOfficeServer, type FrontOfficeServer } from '../../../stand-ins/front-office/server.ts';
import { AD_QUERY, CALL, MONDAY_MORNING } from './fixtures.ts';

/*
 * docs/adr/0023: a front-office call made while serving a request carries the request's id in X-Request-Id, and the
 * front office's log line for it has the same id; a call outside any request carries none.
 */

const NGINX_ID = '0f9d1c2e3b4a59687766554433221100';
/**
 * The store site/preloads/request-id.mjs keeps the id in, without that module's stamp: loaded here it would give the
 * stand-in's own requests (a server in this process) ids of their own.
 */
const requestIds = new AsyncLocalStorage<string>();
(globalThis as { [REQUEST_ID_STORE]?: AsyncLocalStorage<string> })[REQUEST_ID_STORE] = requestIds;

let server: FrontOfficeServer;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      done();
    },
  });
  server = await startFrontOfficeServer({
    port: 0,
    clock: () => MONDAY_MORNING,
    log: createLogger({ service: 'front-office', level: 'info', destination }),
  });
});

afterAll(() => server.close());

describe('the request id at the front office', () => {
  it("arrives with a call made for a request, and is in the front office's line for it", async () => {
    const frontOffice = createHttpFrontOffice({ baseUrl: server.url, cacheTtlMs: 1 });
    await requestIds.run(NGINX_ID, () => frontOffice.catalog(AD_QUERY, CALL));
    await expect.poll(() => lines.filter((line) => line.msg === 'request').length).toBe(1);
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({
      service: 'front-office',
      requestId: NGINX_ID,
      method: 'GET',
      status: 200,
    });
  });

  it('is absent from a call outside any request', async () => {
    lines.length = 0;
    const frontOffice = createHttpFrontOffice({ baseUrl: server.url, cacheTtlMs: 1 });
    await frontOffice.catalog(AD_QUERY, CALL);
    await expect.poll(() => lines.filter((line) => line.msg === 'request').length).toBe(1);
    expect(lines.find((line) => line.msg === 'request')).not.toHaveProperty('requestId');
  });
});
