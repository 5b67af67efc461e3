import type { Query } from '../../domain/query.ts';
import { EXPERIMENTS_HEADER, readExperimentsHeader, type VisitorExperiments } from '../request/experiments-header.ts';
import { clientIp } from '../request/headers.ts';

/** The query as the visitor typed it, for X-Client-Path (the rewrites replaced the path, not the query). */
function search(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What a page rendered for one visitor knows of the request (docs/adr/0005); absent on prerendered pages. */
export interface VisitorRequest {
  readonly query: Query;
  readonly cookie: (name: string) => string | undefined;
  /** The visitor's path with its query, for X-Client-Path. */
  readonly clientPath: string;
  /** The visitor's address as the front office needs it for the visitor country. */
  readonly visitorIp: string | undefined;
  /** The User-Agent header: crawlers get no tag manager (spec section 6). */
  readonly userAgent: string | undefined;
  /** What the proxy decided for the visitor's experiments (site/visitor/experiments.ts). */
  readonly experiments: VisitorExperiments;
}

/** What a per-visitor page knows of its request, from Next's request APIs. */
export function visitorRequest(
  pathname: string,
  query: Query,
  cookies: { get(name: string): { value: string } | undefined },
  headers: Headers,
): VisitorRequest {
  return {
    query,
    cookie: (name) => cookies.get(name)?.value,
    clientPath: `${pathname}${search(query)}`,
    visitorIp: clientIp(headers),
    userAgent: headers.get('user-agent') ?? undefined,
    experiments: readExperimentsHeader(headers.get(EXPERIMENTS_HEADER)),
  };
}
