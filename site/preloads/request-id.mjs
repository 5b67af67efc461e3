// Loaded into every instance before Next (`node --import`, site/scripts/server.mjs), beside peer-address.mjs: gives
// each request its id (docs/adr/0023-structured-logs-and-request-ids.md) before Next sees it. The id nginx sent in
// X-Request-Id is taken from a trusted proxy only (TRUSTED_PROXIES, docs/adr/0018), and only in the shape of an id;
// otherwise the instance makes its own. The header is overwritten with the id chosen, so a page reading it and the
// log agree, and the id is kept in an AsyncLocalStorage for everything the request runs (logs, upstream calls, Sentry).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import proxyaddr from 'proxy-addr';
import {
  isRequestId,
  REQUEST_ID_HEADER,
  REQUEST_ID_STORE,
  REQUEST_LOG_HOOK,
  whenRequestDone,
} from '../../monitoring/request-id.mjs';
import { isWarmUp, WARM_UP_HEADER } from '../../monitoring/warm-up.mjs';
/** @import { ChannelListener } from 'node:diagnostics_channel' */
/** @import { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http' */
/** @import { Socket } from 'node:net' */
/** @import { RequestLine } from '../../monitoring/request-id.mjs' */

/**
 * What the site's log is handed for a finished request (site/monitoring/log.ts).
 * @typedef {RequestLine & { requestId: string, host?: string, warmUp?: true }} FinishedRequest
 */

/**
 * What the preload keeps on globalThis, where Next's bundles find it too.
 * @typedef {{
 *   [REQUEST_ID_STORE]?: AsyncLocalStorage<string>,
 *   [REQUEST_LOG_HOOK]?: (request: FinishedRequest) => void,
 * }} Store
 */
const store = /** @type {Store} */ (globalThis);

/** @type {AsyncLocalStorage<string>} */
export const requestIds = (store[REQUEST_ID_STORE] ??= new AsyncLocalStorage());

/**
 * The peers whose X-Request-Id is taken: TRUSTED_PROXIES as site/env.ts reads it (unset: loopback; empty: none).
 * An entry proxy-addr refuses trusts nothing here; site/env.ts stops the start with its name.
 * @param {string | undefined} value
 * @returns {(address: string) => boolean}
 */
export function trustFrom(value = 'loopback') {
  try {
    const check = proxyaddr.compile(
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    );
    return (address) => check(address, 0);
  } catch {
    return () => false;
  }
}

const trusted = trustFrom(process.env.TRUSTED_PROXIES);

/**
 * The request's id: the one a trusted peer sent, if it has an id's shape; else a fresh UUID.
 * @param {string | string[] | undefined} sent
 * @param {string | undefined} peer
 * @param {(address: string) => boolean} trust
 */
export function requestIdFor(sent, peer, trust) {
  return typeof sent === 'string' && peer !== undefined && trust(peer) && isRequestId(sent) ? sent : randomUUID();
}

/**
 * The stamp itself, for the channel and the tests: the header set to the id, and the id kept for the request.
 * @param {{ request: { headers: IncomingHttpHeaders }, socket?: { readonly remoteAddress?: string } }} message
 * @param {(address: string) => boolean} [trust]
 * @returns {string}
 */
export function stampRequestId({ request, socket }, trust = trusted) {
  const id = requestIdFor(request.headers[REQUEST_ID_HEADER], socket?.remoteAddress, trust);
  request.headers[REQUEST_ID_HEADER] = id;
  // Published just before the server's 'request' event, in the same synchronous run: what the handler starts
  // (Next's whole handling of the request) runs with this id.
  requestIds.enterWith(id);
  return id;
}

/**
 * When the answer is done (or the connection dropped): the request's line in the site's log, through the function
 * the site hung on globalThis at start-up (site/instrumentation.ts); none before it has.
 * @param {{ request: IncomingMessage, response: ServerResponse }} exchange
 * @param {string} id
 * @param {() => number} [now]
 */
export function logWhenDone({ request, response }, id, now = performance.now.bind(performance)) {
  whenRequestDone(
    { request, response },
    (line) =>
      store[REQUEST_LOG_HOOK]?.({
        requestId: id,
        host: request.headers.host,
        ...line,
        // The instance's own warm-up (site/request/warm-up.ts): logged, but not as a visitor's request.
        ...(isWarmUp(request.headers[WARM_UP_HEADER]) ? { warmUp: true } : {}),
      }),
    now,
  );
}

subscribe(
  'http.server.request.start',
  /** @type {ChannelListener} */ (
    /** @param {{ request: IncomingMessage, response: ServerResponse, socket: Socket }} message */ (message) =>
      logWhenDone(message, stampRequestId(message))
  ),
);
