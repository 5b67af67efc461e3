// A request's id (docs/adr/0023-structured-logs-and-request-ids.md): made by nginx ($request_id), or by the instance
// when no trusted proxy sent one, and passed on in X-Request-Id. Plain JavaScript: site/preloads/request-id.mjs loads
// it into every instance before Next (and before any TypeScript can be read), the site and the stand-ins import it.

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
 * Where the site hangs the function that writes a finished request's line to its log (site/monitoring/request-id.ts):
 * site/preloads/request-id.mjs sees every request end, but cannot load the site's TypeScript logger itself.
 */
export const REQUEST_LOG_HOOK = Symbol.for('shop.request-log');
