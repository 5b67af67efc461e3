// A request's id and its line in the log (docs/adr/0023-structured-logs-and-request-ids.md): the id made by nginx
// ($request_id), or by the instance when no trusted proxy sent one, and passed on in X-Request-Id. The one home of
// both: site/preloads/request-id.mjs stamps and logs each request with it, the site reads the id and passes it on,
// the stand-ins log the id they were sent. Plain JavaScript, as the preload runs before any TypeScript can be read.
/** @import { AsyncLocalStorage } from 'node:async_hooks' */
/** @import { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http' */

/** The header a request's id travels in, from nginx to the instance and on to its upstreams. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Where the instance keeps the id of the request being served: an AsyncLocalStorage on globalThis under this symbol,
 * so that Next's bundles (which cannot share the preloaded module) find the same one.
 */
export const REQUEST_ID_STORE = Symbol.for('shop.request-id');

/**
 * What an id from outside must look like to be taken as it is: nginx's $request_id is 32 hex digits, a UUID 36
 * characters; letters, digits and `-_.:`, 8 to 128 of them, nothing that could break a log line or a header.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** @type {(value: unknown) => value is string} */
export const isRequestId = (value) => typeof value === 'string' && REQUEST_ID.test(value);

/**
 * The id of the request this code runs for, kept by site/preloads/request-id.mjs, which every instance loads before
 * Next. Undefined outside a request (start-up, a build's prerender) and in a process without the preload (tests,
 * `next dev`, a stand-in).
 * @returns {string | undefined}
 */
export function currentRequestId() {
  const holder = /** @type {{ [REQUEST_ID_STORE]?: AsyncLocalStorage<string> }} */ (globalThis);
  return holder[REQUEST_ID_STORE]?.getStore();
}

/**
 * The header that passes the id on to an upstream (the front office, the content service); none without an id.
 * @returns {Record<string, string>}
 */
export function requestIdHeader() {
  const id = currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}

/**
 * The id a caller sent, when it has an id's shape; a stand-in takes it as it is and makes none of its own.
 * @param {IncomingHttpHeaders} headers
 */
export function sentRequestId(headers) {
  const sent = headers[REQUEST_ID_HEADER];
  return isRequestId(sent) ? sent : undefined;
}

/**
 * @typedef {object} RequestLine A finished request's line: the same fields from an instance and from a stand-in.
 * @property {string | undefined} method
 * @property {string} path without its query (the logger redacts the rest)
 * @property {number} status
 * @property {number} ms
 * @property {true} [aborted] the connection dropped before the answer was done
 */

/**
 * Hands `write` the request's line once its answer is done or its connection dropped.
 * @param {{ request: IncomingMessage, response: ServerResponse }} exchange
 * @param {(line: RequestLine) => void} write
 * @param {() => number} [now]
 */
export function whenRequestDone({ request, response }, write, now = performance.now.bind(performance)) {
  const started = now();
  response.once('close', () => {
    write({
      method: request.method,
      path: (request.url ?? '').split('?')[0] ?? '',
      status: response.statusCode,
      ms: Math.round(now() - started),
      ...(response.writableFinished ? {} : { aborted: /** @type {const} */ (true) }),
    });
  });
}

/**
 * Where the site hangs the function that writes a finished request's line to its log (site/monitoring/log.ts):
 * site/preloads/request-id.mjs sees every request end, but cannot load the site's TypeScript logger itself.
 */
export const REQUEST_LOG_HOOK = Symbol.for('shop.request-log');
