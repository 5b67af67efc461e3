/** The visitor's experiment decisions, made by the proxy for the layout and the page (site/experiments/header.ts). */
export const EXPERIMENTS_HEADER = 'x-shop-experiments';

/**
 * The experiment decisions nginx's decision service made for a new campaign visitor (docs/adr/0021): nginx sends
 * them to the instance in this header, in site/experiments/header.ts's form, and adds the visitor's cookies to the
 * answer itself (site/experiments/front-decision.ts). Believed only from a trusted proxy (TRUSTED_PROXIES,
 * docs/adr/0018); the proxy removes it from every other request like the site's other internal headers.
 */
export const FRONT_DECISION_HEADER = 'x-shop-front-decision';

/**
 * Set by site/proxy.ts on the requests it sees: the visitor's own path and query, for the pages that read it, which
 * render at the internal path the proxy rewrote the request to (site/routing/internal-route.ts).
 */
export const VISITOR_PATH_HEADER = 'x-shop-visitor-path';

/**
 * Every request header the site sets for itself: the visitor's path, the experiment decisions and the front's
 * decisions (read before the removal and only from a trusted proxy). The proxy removes them from what arrives
 * and its matcher runs it for any request carrying one (tests/site/routing/proxy-matcher.test.ts keeps the two in
 * step).
 */
export const INTERNAL_REQUEST_HEADERS: readonly string[] = [
  VISITOR_PATH_HEADER,
  EXPERIMENTS_HEADER,
  FRONT_DECISION_HEADER,
];

/**
 * The address of whatever connected to this process (the visitor, or the nearest proxy), stamped on every request by
 * site/preloads/peer-address.mjs before Next sees it, over any copy the sender wrote. Not among the proxy's
 * INTERNAL_REQUEST_HEADERS: the proxy does not run for every request, and the stamp is already the server's own.
 */
export const PEER_ADDRESS_HEADER = 'x-shop-peer-address';

/**
 * The peer's address from the stamped header; undefined in a process that does not stamp (`next start` run without
 * site/preloads/peer-address.mjs), where the header could be the visitor's own writing.
 */
export function peerAddress(header: (name: string) => string | null | undefined): string | undefined {
  if (process.env.SHOP_PEER_ADDRESS_STAMPED !== 'true') return undefined;
  return header(PEER_ADDRESS_HEADER) ?? undefined;
}

/**
 * Set by site/proxy.ts on the answer to a page request: the page's kind (site/routing/page-route.ts), which
 * site/preloads/peer-address.mjs reads to time requests by kind for /metrics. nginx does not pass it on.
 */
export const PAGE_KIND_HEADER = 'x-shop-page-kind';

/** A short plain-text answer's headers (a refusal, a health line, a 404 of a route handler): never kept. */
export const PLAIN_TEXT_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
