// The one rule for a request's host (docs/adr/0027-one-host-from-the-registry.md): what a Host header may look like,
// and that a request line's absolute URL must name the same host. nginx applies it before its cache
// (site/cluster/nginx.conf.hbs), every instance before Next (site/preloads/request-guard.mjs), and the site when it
// reads a host. Plain JavaScript: the instance's preload imports it before any TypeScript can be read.

/** One DNS label: letters, digits and inner hyphens, at most 63. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/**
 * A Host header as the fleet takes it: a host name (dot-separated labels; an IPv4 address is one too) with at most
 * one trailing dot, or a bracketed IPv6 address, then an optional numeric port (`host:` with
 * no digits, which RFC 3986 allows, is the default port); any case. Nothing else: no user
 * info, no `?`, `#`, `/`, `@` or `%`, no empty label. The same pattern is written into nginx's template.
 */
export const HOST_HEADER_PATTERN = `^(?:(?:${LABEL}\\.)*${LABEL}\\.?|\\[[0-9a-f:.]+\\])(?::[0-9]{0,5})?$`;

const HOST_HEADER = new RegExp(HOST_HEADER_PATTERN, 'i');

/** A name's longest length (RFC 1035), port aside. */
const MAX_NAME = 253;

/**
 * The host of a well-formed Host header, normalised: lowercase, no trailing dot, the port apart (a string of digits,
 * or undefined). Undefined for anything the rule refuses.
 * @param {string | null | undefined} header
 * @returns {{ readonly name: string, readonly port: string | undefined } | undefined}
 */
export function parseHostHeader(header) {
  if (typeof header !== 'string' || !HOST_HEADER.test(header)) return undefined;
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d*))?$/.exec(header.toLowerCase());
  if (!match) return undefined;
  // The first group matches whenever the pattern does.
  const name = /** @type {string} */ (match[1]).replace(/\.$/, '');
  const port = match[2] || undefined;
  if (name.length > MAX_NAME || (port !== undefined && Number(port) > 65535)) return undefined;
  return { name, port };
}

/**
 * Whether a request's target and its Host header name one host: an origin-form target (`/path`) always does; an
 * absolute-form one (`http://host/path`, a proxy's form, which nginx prefers to the Host header) only when its host
 * and port are the header's (a port left out is the scheme's). A request that disagrees is refused rather than served
 * under either name.
 * @param {string | undefined} target the request line's target, as the server read it
 * @param {string | null | undefined} header the Host header
 * @returns {boolean}
 */
export function hostsAgree(target, header) {
  const host = parseHostHeader(header);
  if (!host) return false;
  if (target === undefined || target.startsWith('/') || target === '*') return true;
  let url;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return false;
  const named = parseHostHeader(url.host);
  // The port too: a request line naming another port would have the site build its redirects to that port.
  /** @param {string | undefined} found */
  const port = (found) => found || (url.protocol === 'https:' ? '443' : '80');
  return named !== undefined && named.name === host.name && port(named.port) === port(host.port);
}
