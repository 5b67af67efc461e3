// Loaded into every instance before Next (`node --import`, site/scripts/server.mjs), beside peer-address.mjs: what
// reaches Next, and what every answer carries (docs/adr/0037-own-secrets-outside-local-and-test.md).
// - The fleet's host rule (domain/request-host.mjs, docs/adr/0027-one-host-from-the-registry.md), as nginx applies it
//   before its cache: a Host that is no well-formed host name (with an optional numeric port), or a request line whose
//   absolute URL names another host or port, gets 400: Next's rewrites, the brand's resolution and nginx would each
//   read such a host their own way.
// - Next's own instructions (site/request/next-instructions.mjs) removed from every request: a visitor never
//   revalidates or renders a route past the proxy.
// - A method the site has no answer for is 405, a target that is no path or whose path does not decode is 400, a body
//   past MAX_BODY_BYTES is 413 and a body of unknown length 411: each would otherwise be a plain 500 of Next's.
// - The security headers on every answer, Next's errors included: where an answer has no Content-Security-Policy (only
//   the proxy sets one, for a preview it verified, site/proxy.ts), the one that forbids framing.
import http from 'node:http';
import {
  completeHeaders,
  DEFAULT_HEADERS as securityHeaderLines,
  refusal,
  refuse,
  removeNextInstructions,
} from '../request/request-rules.mjs';
/** @import { Duplex } from 'node:stream' */
/** @import { IncomingMessage, Server, ServerResponse } from 'node:http' */

const emit = /** @type {(this: Server, event: string | symbol, ...args: unknown[]) => boolean} */ (
  http.Server.prototype.emit
);
/**
 * @this {Server}
 * @param {string | symbol} event
 * @param {unknown[]} args
 */
http.Server.prototype.emit = function emitGuarded(event, ...args) {
  if (event === 'clientError') return answerClientError(.../** @type {[NodeJS.ErrnoException, Duplex]} */ (args));
  if (event !== 'request') return emit.call(this, event, ...args);
  const [request, response] = /** @type {[IncomingMessage, ServerResponse]} */ (args);
  completeHeaders(response);
  const refused = refusal(request);
  if (refused) {
    refuse(request, response, refused);
    // The body goes unread: dropped as it arrives.
    request.resume();
    return true;
  }
  removeNextInstructions(request);
  return emit.call(this, event, ...args);
};

/**
 * Node's own answer to a request its parser refuses (a malformed request line or header, headers past the limit), as
 * Node gives it (its status by the error's code) but with the security headers every answer carries.
 * @param {NodeJS.ErrnoException} error
 * @param {Duplex} socket
 * @returns {boolean}
 */
function answerClientError(error, socket) {
  if (!socket.writable || error.code === 'ECONNRESET') return (socket.destroy(), true);
  // An error without a code looks up `undefined`, which has no entry: a 400.
  const status = CLIENT_ERROR_STATUS[/** @type {string} */ (error.code)] ?? 400;
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    'Content-Type: text/plain; charset=utf-8',
    'Cache-Control: no-store',
    'Connection: close',
    ...Object.entries(securityHeaderLines).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n`);
  return true;
}

/**
 * Node's statuses for its parser's errors (node's lib/_http_server.js).
 * @type {Record<string, number>}
 */
const CLIENT_ERROR_STATUS = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};
