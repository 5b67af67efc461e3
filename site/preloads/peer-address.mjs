// Loaded into every instance before Next (`node --import`, site/scripts/server.mjs): stamps each request with the
// address of whatever connected to it, in a header of the site's own (site/request/headers.ts), so the site can tell
// which hop to trust (docs/adr/0018). Next hands its pages and proxy no socket. The header is overwritten on every
// request, so a copy a visitor sent never reaches the site. Node publishes each request here before Next sees it.
import { subscribe } from 'node:diagnostics_channel';
import { isWarmUp, WARM_UP_HEADER } from '../../monitoring/warm-up.mjs';
/** @import { ChannelListener } from 'node:diagnostics_channel' */
/** @import { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http' */

/** site/request/headers.ts's PEER_ADDRESS_HEADER (tests/site/request/client-address.test.ts keeps them equal). */
export const PEER_ADDRESS_HEADER = 'x-shop-peer-address';

/**
 * The stamp itself, for the channel and the test.
 * @param {{ request: { headers: IncomingHttpHeaders }, socket?: { readonly remoteAddress?: string } }} message
 */
export function stampPeerAddress({ request, socket }) {
  const peer = socket?.remoteAddress;
  if (peer) request.headers[PEER_ADDRESS_HEADER] = peer;
  else delete request.headers[PEER_ADDRESS_HEADER];
}

/**
 * Set in the process that stamps: without this module a visitor's own copy of the header would arrive untouched, so
 * the site reads the header only where this says it was stamped (site/request/headers.ts).
 */
export const STAMPED_ENV = 'SHOP_PEER_ADDRESS_STAMPED';

subscribe('http.server.request.start', /** @type {ChannelListener} */ (stampPeerAddress));
process.env[STAMPED_ENV] = 'true';

/*
 * The same channels time every request for /metrics (docs/adr/0024-metrics-and-readiness.md): from the request's start
 * to its response's end, by the page kind the proxy wrote on the response (site/routing/page-route.ts) and
 * the status. The histogram is registered at start (site/instrumentation.ts) on the process's one registry.
 */

/** site/monitoring/metrics.ts's METRICS_REGISTRY and REQUEST_DURATION; site/request/headers.ts's PAGE_KIND_HEADER. */
export const METRICS_REGISTRY = Symbol.for('shop.metrics');
export const REQUEST_DURATION = 'shop_http_request_duration_seconds';
export const PAGE_KIND_HEADER = 'x-shop-page-kind';
const PAGE_KINDS = new Set(['anonymous', 'shared', 'personal']);

/** @type {WeakMap<ServerResponse, bigint>} */
const started = new WeakMap();

/**
 * The page kind label of a finished response: what the proxy wrote, else `other` (an API route, a redirect, a file).
 * @param {unknown} header
 * @returns {string}
 */
export function pageKindLabel(header) {
  return typeof header === 'string' && PAGE_KINDS.has(header) ? header : 'other';
}

/**
 * The part of the process's one prom-client registry this reads (site/monitoring/metrics.ts).
 * @typedef {{
 *   getSingleMetric(name: string): { observe(labels: Record<string, string>, seconds: number): void } | undefined,
 * }} Registry
 */

const store = /** @type {{ [METRICS_REGISTRY]?: Registry, [DRAINING]?: boolean }} */ (globalThis);

subscribe(
  'http.server.request.start',
  /** @type {ChannelListener} */ (
    /** @param {{ response: ServerResponse }} message */ ({ response }) =>
      started.set(response, process.hrtime.bigint())
  ),
);
subscribe(
  'http.server.response.finish',
  /** @type {ChannelListener} */ (
    /** @param {{ request?: IncomingMessage, response: ServerResponse }} message */ ({ request, response }) => {
      const start = started.get(response);
      // The instance's own warm-up (site/request/warm-up.ts) is no visitor's request.
      if (start === undefined || isWarmUp(request?.headers[WARM_UP_HEADER])) return;
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const labels = { kind: pageKindLabel(response.getHeader(PAGE_KIND_HEADER)), status: String(response.statusCode) };
      store[METRICS_REGISTRY]?.getSingleMetric(REQUEST_DURATION)?.observe(labels, seconds);
    }
  ),
);

/*
 * Draining: Next stops accepting connections on SIGTERM and finishes what it has. From then on the readiness check
 * fails (site/app/healthz/ready/route.ts reads this flag), for whatever still reaches it on an open connection.
 */
export const DRAINING = Symbol.for('shop.draining');
process.once('SIGTERM', () => {
  store[DRAINING] = true;
});
