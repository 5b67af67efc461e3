// What every instance lets reach Next and what every answer carries
// (docs/adr/0037-own-secrets-outside-local-and-test.md), as functions of a request and a response;
// site/preloads/request-guard.mjs applies them to every request before Next. Plain JavaScript: the instance's preload
// reads it before any TypeScript.
import { hostsAgree } from '../../domain/request-host.mjs';
import { INTERNAL_ROUTE_RESPONSE_HEADERS, isNextInstruction } from './next-instructions.mjs';
import { answerSecurityHeaders } from '../security-headers.mjs';
/** @import { IncomingHttpHeaders, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http' */

/** The methods the site answers; Next answers any other with a 500 or an empty 400 of its own. */
const METHODS = ['GET', 'HEAD', 'POST'];

/**
 * The largest request body: Next's own limit for a server action (its serverActions.bodySizeLimit default), and far
 * above any form, beacon or webhook of the site's.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/** This instance's security headers, by lowercase name, for the environment it started in. */
export const DEFAULT_HEADERS = Object.fromEntries(
  answerSecurityHeaders({ production: process.env.APP_ENV === 'production' }).map(({ key, value }) => [
    key.toLowerCase(),
    value,
  ]),
);

/**
 * The path of a request target (origin-form, or absolute-form once the host rule passed it); undefined for `*`.
 * @param {string} target
 * @returns {string | undefined}
 */
function targetPath(target) {
  if (target.startsWith('/')) return target.split('?')[0];
  if (!/^https?:\/\//i.test(target)) return undefined;
  const afterAuthority = target.replace(/^https?:\/\/[^/?#]*/i, '');
  return afterAuthority.startsWith('/') ? afterAuthority.split('?')[0] : '/';
}

/**
 * A refused request's answer: its status, its line, and any header it needs (a 405's Allow).
 * @typedef {{ status: number, message: string, headers?: Record<string, string> }} Refusal
 */

/**
 * Why a request goes no further, as the status and the line it gets; undefined for a request Next may have.
 * @param {{ method?: string, url?: string, headers: IncomingHttpHeaders }} request
 * @returns {Refusal | undefined}
 */
export function refusal(request) {
  if (!hostsAgree(request.url, request.headers.host))
    return { status: 400, message: 'Bad Request: the Host header must be a host name with an optional numeric port' };
  if (!METHODS.includes(request.method ?? ''))
    return {
      status: 405,
      message: `Method Not Allowed: this site answers ${METHODS.join(', ')}`,
      headers: { Allow: METHODS.join(', ') },
    };
  const path = targetPath(request.url ?? '');
  if (path === undefined) return { status: 400, message: 'Bad Request: the request target must be a path' };
  // The build's files are read only; Next answers anything else there with a 500.
  if (path.startsWith('/_next/static/') && request.method === 'POST')
    return {
      status: 405,
      message: 'Method Not Allowed: the build’s files are GET, HEAD',
      headers: { Allow: 'GET, HEAD' },
    };
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'Bad Request: the path is not valid percent-encoded UTF-8' };
  }
  const length = request.headers['content-length'];
  if (length !== undefined && Number(length) > MAX_BODY_BYTES)
    return { status: 413, message: `Content Too Large: a request body may hold ${MAX_BODY_BYTES} bytes at most` };
  // A browser always sends a body's length; a chunked body could only be measured by reading it past the limit.
  if (length === undefined && request.headers['transfer-encoding'] !== undefined)
    return { status: 411, message: 'Length Required: a request body must say its Content-Length' };
  return undefined;
}

/**
 * Whether a body follows the request's headers.
 * @param {{ headers: IncomingHttpHeaders }} request
 */
const bodyFollows = (request) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * The answer to a refused request: plain, uncacheable, with the security headers. The connection is closed, unless a
 * body follows: Node then reads it to its end and drops it, where a close while the sender (nginx, a browser) still
 * writes would reset the connection before the answer is read (nginx answers such a reset with a 502).
 * @param {{ headers: IncomingHttpHeaders }} request
 * @param {ServerResponse} response
 * @param {Refusal} refused
 */
export function refuse(request, response, { status, message, headers = {} }) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(bodyFollows(request) ? {} : { Connection: 'close' }),
    ...headers,
  });
  response.end(`${message}\n`);
}

/**
 * Next's instructions out of a request's headers, before Next reads them.
 * @param {{ headers: IncomingHttpHeaders }} request
 */
export function removeNextInstructions(request) {
  for (const name of Object.keys(request.headers)) if (isNextInstruction(name)) delete request.headers[name];
}

/**
 * The answer's headers completed when they are written: each security header the answer lacks (a policy with
 * X-Frame-Options where there is no policy: a policy of its own is a preview the proxy verified), and no header that
 * names the internal route.
 * @param {ServerResponse} response
 * @param {Record<string, string>} [defaults]
 */
export function completeHeaders(response, defaults = DEFAULT_HEADERS) {
  const writeHead =
    /** @type {(this: ServerResponse, status: number, ...rest: WriteHeadArgument[]) => ServerResponse} */ (
      response.writeHead
    );
  /**
   * @this {ServerResponse}
   * @param {number} status
   * @param {WriteHeadArgument[]} rest
   */
  response.writeHead = function writeHeadSecured(status, ...rest) {
    // Headers passed to writeHead itself are the answer's too: set them first, so that each is seen once.
    const last = rest[rest.length - 1];
    if (last && typeof last === 'object') {
      rest.pop();
      const entries = Array.isArray(last) ? pairs(last) : Object.entries(last);
      for (const [name, value] of entries) if (value !== undefined) this.setHeader(name, value);
    }
    if (!this.headersSent) {
      const framed = this.hasHeader('content-security-policy');
      for (const [name, value] of Object.entries(defaults)) {
        if (name === 'x-frame-options' && framed) continue;
        if (!this.hasHeader(name)) this.setHeader(name, value);
      }
      for (const name of INTERNAL_ROUTE_RESPONSE_HEADERS) this.removeHeader(name);
    }
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * What writeHead takes after the status: a status message, then the headers (an object or an array form).
 * @typedef {string | OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined} WriteHeadArgument
 */

/**
 * writeHead's array forms: `[[name, value], ...]` or the raw `[name, value, name, value, ...]`.
 * @param {OutgoingHttpHeader[]} list
 * @returns {Array<[string, OutgoingHttpHeader]>}
 */
function pairs(list) {
  if (list.every((entry) => Array.isArray(entry))) return /** @type {Array<[string, string]>} */ (list);
  /** @type {Array<[string, OutgoingHttpHeader]>} */
  const result = [];
  for (let index = 0; index + 1 < list.length; index += 2)
    result.push(/** @type {[string, OutgoingHttpHeader]} */ ([list[index], list[index + 1]]));
  return result;
}
