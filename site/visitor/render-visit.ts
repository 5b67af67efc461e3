import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { resolveBrand } from '../../domain/brand-resolution.ts';
import type { Query } from '../../domain/query.ts';
import { BRAND_DIRECTORY, BRANDS, isBrandCode, type BrandCode } from '../brands.ts';
import { env } from '../env.ts';
import { readExperimentsHeader } from '../experiments/header.ts';
import { EXPERIMENTS_HEADER, VISITOR_PATH_HEADER } from '../request/headers.ts';
import { buildVisit, splitClientPath, type Visit } from './visit.ts';

/**
 * The address a render's Visits are keyed by: the path, and the query's pairs decoded and sorted. The layout knows the
 * visitor's address as the proxy's header spells it, the page as Next hands it the query (`?gtm` as `gtm=`, `%20` as
 * a space, `~` kept, a repeated key grouped): both spellings of one address are one key.
 */
export function renderAddressKey(clientPath: string): string {
  const { path, search } = splitClientPath(clientPath);
  const params = new URLSearchParams(search);
  params.sort();
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The Visits built in this request (React's cache lasts one request), by brand and renderAddressKey. */
const requestVisits = cache(() => new Map<string, Promise<Visit>>());

/**
 * The Visit of a per-visitor render, built once per request and shared by the layout, the page and its actions
 * (cookie decryption and the visitor's reading run once). Built from the visitor's address as the proxy saw it when
 * it names the same address, else from `clientPath`.
 */
function renderVisit(code: BrandCode, clientPath: string): Promise<Visit> {
  const key = `${code} ${renderAddressKey(clientPath)}`;
  const visits = requestVisits();
  const known = visits.get(key);
  if (known) return known;
  const built = buildRenderVisit(code, clientPath);
  visits.set(key, built);
  return built;
}

async function buildRenderVisit(code: BrandCode, clientPath: string): Promise<Visit> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const seen = headerList.get(VISITOR_PATH_HEADER);
  const address = seen !== null && renderAddressKey(seen) === renderAddressKey(clientPath) ? seen : clientPath;
  return buildVisit({
    brand: BRANDS[code],
    ...splitClientPath(address),
    cookie: (name) => cookieStore.get(name)?.value,
    header: (name) => headerList.get(name),
    // The proxy's decisions for this request (the proxy removed whatever a sender put there).
    experiments: readExperimentsHeader(headerList.get(EXPERIMENTS_HEADER)),
  });
}

/** The path and query the proxy saw; a request it did not see (no query, no cookie of note) is the home page's. */
const visitorPath = async () => (await headers()).get(VISITOR_PATH_HEADER);

/** The layout's Visit: a layout knows no path or query, the proxy's header tells them. */
export const layoutVisit = async (code: BrandCode): Promise<Visit> => renderVisit(code, (await visitorPath()) ?? '/');

/** The page's Visit: its route's path and the query Next hands it (the proxy rewrote the path, not the query). */
export const pageVisit = (code: BrandCode, path: string, query: Query): Promise<Visit> =>
  renderVisit(code, `${path}${search(query)}`);

/**
 * A server action's Visit, built once per action: the visitor is on the page whose form it serves (the proxy's
 * X-Client-Path), else on `fallbackPath`; its brand is the one the request's host names (outside production the
 * page's brandcode query), as the proxy decides it, never one the form says (docs/adr/0018). Undefined for a
 * brandcode that is no brand.
 */
export async function actionVisit(fallbackPath: string): Promise<Visit | undefined> {
  const clientPath = (await visitorPath()) ?? fallbackPath;
  const brandcode = new URLSearchParams(splitClientPath(clientPath).search).get('brandcode');
  const resolution = resolveBrand(
    { host: (await headers()).get('host'), brandcode, appEnv: env.APP_ENV },
    BRAND_DIRECTORY,
  );
  return resolution.kind === 'brand' && isBrandCode(resolution.code)
    ? renderVisit(resolution.code, clientPath)
    : undefined;
}

/** The query as the visitor typed it, for X-Client-Path. */
function search(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
