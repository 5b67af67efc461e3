import { NextResponse, type NextRequest } from 'next/server';
import { pathCheckRedirect } from '../../domain/path-check.ts';
import type { Brand } from '../brands.ts';
import { keepFailureBriefly, memoryCache } from '../cache-policy.ts';
import { env } from '../env.ts';
import { onVisitorHost } from '../request/host.ts';
import { frontOffice } from '../front-office/index.ts';
import { reportProblem } from '../monitoring/report.ts';
import type { Visit } from '../visitor/visit.ts';

interface Answer {
  readonly location?: string;
  readonly failed?: true;
}

/** The app's own non-page routes: the proxy sees them only with a brandcode query, and they never redirect. */
const APP_ROUTES = /^\/(?:_next|api|healthz)(?:\/|$)/;

/**
 * Concurrent misses of one path share one call. Kept as long as site/cache-policy.ts's 'path-check' says; a failed
 * lookup counts as 'no redirect' for its shorter failure lifetime, so a failing front office is not asked on every miss.
 */
const answers = memoryCache<string, Answer, string>('path-check', { fetchMethod: (_key, _stale, { context }) => lookUp(context) });

/** The lookup's location for a path, from a small in-process LRU. */
async function cachedLocation(brand: Brand, pathname: string): Promise<string | undefined> {
  const key = `${brand.code} ${pathname}`;
  const answer = await answers.fetch(key, { context: pathname });
  if (answer?.failed) keepFailureBriefly('path-check', answers, key, answer);
  return answer?.location;
}

/** Never throws: a failure or a 404 (undefined from the port) is 'no redirect' (docs/architecture.md#failure-rules). */
async function lookUp(pathname: string): Promise<Answer> {
  try {
    // Kept per brand and path for every visitor (site/front-office/shared-data.ts): the path is in the key, the mid
    // is not, so the call sends the configured default mid.
    const answer = await frontOffice().pathCheck(pathname, { mid: env.DEFAULT_MID, clientPath: pathname });
    return answer ? { location: answer.location } : {};
  } catch (error) {
    // One line per failed lookup, without the path; the visitor gets the 404 as before.
    reportProblem('front-office: path check failed', error);
    return { failed: true };
  }
}

/**
 * docs/rules/02-routes-and-layout.md, the path-check lookup, for a path that is no page of the brand (its pages never redirect, and the
 * proxy runs only off the hot path): an internal location is a 307 on the visitor's own host, keeping their query;
 * an absolute http(s) one a 307 off the site. Temporary on purpose: the table lives in the front office and may change
 * at any time, and browsers keep a permanent redirect without expiry, so a corrected entry would never reach a
 * visitor who had seen the old one. Undefined (on to the 404) when there is no redirect or the lookup failed.
 */
export async function pathCheckResponse(request: NextRequest, visit: Visit): Promise<NextResponse | undefined> {
  const { brand, path: pathname, search } = visit;
  if (APP_ROUTES.test(pathname) || visit.route !== undefined) return undefined;
  const redirect = pathCheckRedirect(await cachedLocation(brand, pathname), { pathname, search });
  if (!redirect) return undefined;
  const location = redirect.kind === 'internal' ? onVisitorHost(request, redirect.location) : redirect.location;
  return NextResponse.redirect(location, 307);
}
