// Loaded into every instance before Next (`node --import`, site/scripts/server.mjs): stamps each request with the
// address of whatever connected to it, in a header of the site's own (site/request/headers.ts), so the site can tell
// which hop to trust (docs/adr/0018). Next hands its pages and proxy no socket. The header is overwritten on every
// request, so a copy a visitor sent never reaches the site. Node publishes each request here before Next sees it.
import { subscribe } from 'node:diagnostics_channel';

/** site/request/headers.ts's PEER_ADDRESS_HEADER (tests/site/peer-address.test.ts keeps them equal). */
export const PEER_ADDRESS_HEADER = 'x-shop-peer-address';

/** The stamp itself, for the channel and the test. */
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

subscribe('http.server.request.start', stampPeerAddress);
process.env[STAMPED_ENV] = 'true';
