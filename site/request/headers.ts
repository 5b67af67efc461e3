import { PAGE_KEY_HEADER } from '../../domain/page-key.ts';
import { EXPERIMENTS_HEADER } from './experiments-header.ts';

/**
 * Set by site/proxy.ts on the requests it sees: the visitor's own path and query, for the 404 page, which renders
 * after the host rewrites have replaced the path with an internal one.
 */
export const VISITOR_PATH_HEADER = 'x-shop-visitor-path';

/**
 * Every request header the site sets for itself: the visitor's path, the experiment decisions
 * (site/request/experiments-header.ts) and a shared page's key (domain/page-key.ts). The proxy removes them from what arrives
 * and its matcher runs it for any request carrying one (tests/routing/proxy-matcher.test.ts keeps the two in step).
 */
export const INTERNAL_REQUEST_HEADERS: readonly string[] = [VISITOR_PATH_HEADER, EXPERIMENTS_HEADER, PAGE_KEY_HEADER];
