/**
 * Set by site/proxy.ts on the requests it sees: the visitor's own path and query, for the 404 page, which renders
 * after the host rewrites have replaced the path with an internal one.
 */
export const VISITOR_PATH_HEADER = 'x-shop-visitor-path';
