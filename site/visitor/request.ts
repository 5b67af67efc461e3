import { EXPERIMENTS_HEADER, readExperimentsHeader } from '../experiments/header.ts';
import type { VisitorRequest } from '../page/context.ts';

import type { Query } from '../../domain/query.ts';

/** The query as the visitor typed it, for X-Client-Path (the rewrites replaced the path, not the query). */
function search(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The first address of X-Forwarded-For (the visitor's, as the nearest proxy saw it), else X-Real-IP. */
export function clientIp(headers: Headers): string | undefined {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || undefined;
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
