import type { NextRequest } from 'next/server';
import { activeMid, type ActiveMid } from '../../domain/mid.ts';
import { queryOf, type Query } from '../../domain/query.ts';
import type { RouteEntry } from '../../domain/routes.ts';
import { brandRoutes, sellerOf, type Brand, type Seller } from '../brands.ts';
import { env } from '../env.ts';
import { trustedAddress } from '../request/client-address.ts';
import { publicOriginOf } from '../request/host.ts';
import type { VisitorExperiments } from '../experiments/header.ts';
import type { FrontOfficeCall } from '../front-office/port.ts';
import { openVisitorCookies, type VisitorCookies } from './cookies.ts';
import { parseVisitorState, type VisitorState } from './state.ts';

/**
 * What one request is about, read once at its boundary (the proxy, a render, a server action or route handler) and
 * handed down: nothing after the boundary reads the cookies, the headers or the query again (docs/adr/0016). Every
 * value from outside is checked here, and a bad one is absent, never an error.
 */
export interface Visit {
  /** The shop the request is for: by its host, or outside production by the brandcode query. */
  readonly brand: Brand;
  /** The visitor's path, as they asked for it. */
  readonly path: string;
  /** The brand's page at that path; undefined when it is none of its pages. */
  readonly route: RouteEntry | undefined;
  /** The brand that sells on that page (katri on don's /katrien-duck); undefined off the brand's pages. */
  readonly seller: Seller | undefined;
  /** The query as given: a key given twice is a list (domain/query.ts). */
  readonly query: Query;
  /** The query string as given ('' or '?...'), for an address that keeps it as it came. */
  readonly search: string;
  /** The path with its query, for X-Client-Path (docs/rules/07-calls.md). */
  readonly clientPath: string;
  /**
   * docs/rules/04-states-and-flows.md: the query's mid, else the stored one, else the configured default (before a lead
   * or an experiment replaces it).
   */
  readonly mid: ActiveMid;
  /** The shop's cookies, each opened once (session, promo, payment, placed order...). */
  readonly cookies: VisitorCookies;
  /** What a page reads of the query and the cookies (site/visitor/state.ts). */
  readonly state: VisitorState;
  /**
   * The experiment decisions: the proxy's, handed to the render in a request header
   * (site/experiments/header.ts).
   */
  readonly experiments: VisitorExperiments;
  /** The visitor's address as the site trusts it (the one place that decides it), for the visitor country. */
  readonly address: string | undefined;
  readonly userAgent: string | undefined;
  /** The Host header: the visitor's host, for cookies and absolute addresses. */
  readonly host: string | undefined;
  /** The brand's public origin on this request, from the registry (site/request/host.ts): for payments' return. */
  readonly origin: string;
  /** Sent by a page's script as a server action (Next-Action), not posted as a plain form. */
  readonly serverAction: boolean;
  /** A page the browser loads as a document: a client-side navigation's RSC request runs no inline script. */
  readonly document: boolean;
}

/** What a boundary hands the builder: plain values and readers, so the builder knows nothing of Next. */
export interface VisitInput {
  readonly brand: Brand;
  readonly path: string;
  /** The query string: empty, or starting with '?'. */
  readonly search: string;
  readonly cookie: (name: string) => string | undefined;
  readonly header: (name: string) => string | null | undefined;
  readonly experiments: VisitorExperiments;
}

/**
 * The Visit of a request: pure but for the configured default mid and the cookies' secret; async because the sealed
 * cookies are decrypted (docs/adr/0019). Never rejects.
 */
export async function buildVisit({ brand, path, search, cookie, header, experiments }: VisitInput): Promise<Visit> {
  const query = queryOf(new URLSearchParams(search));
  const cookies = await openVisitorCookies(cookie);
  const state = parseVisitorState(query, cookies, brand.country);
  const route = brandRoutes(brand.code).find((entry) => entry.path === path);
  return {
    brand,
    path,
    route,
    seller: route && sellerOf(brand, route),
    query,
    search,
    clientPath: `${path}${search}`,
    // The query's own mid as the rest of the site reads it: a single string only (docs/rules/05-validation.md).
    mid: activeMid({ query: query.mid, stored: cookies.mid, configuredDefault: env.DEFAULT_MID }),
    cookies,
    state,
    experiments,
    address: trustedAddress(header),
    userAgent: header('user-agent') ?? undefined,
    host: header('host') ?? undefined,
    origin: publicOriginOf(brand, header),
    serverAction: header('next-action') != null,
    document: header('rsc') == null && header('next-router-prefetch') == null,
  };
}

/** A path with its query split in two, the query keeping its '?'. */
export function splitClientPath(clientPath: string): { path: string; search: string } {
  const at = clientPath.indexOf('?');
  return at < 0 ? { path: clientPath, search: '' } : { path: clientPath.slice(0, at), search: clientPath.slice(at) };
}

/**
 * The Visit of a request as the proxy or a route handler holds it; a route handler's visitor is on the page it names
 * (`clientPath`), the proxy's on the request's own address.
 */
export function requestVisit(
  request: NextRequest,
  brand: Brand,
  experiments: VisitorExperiments,
  clientPath?: string,
): Promise<Visit> {
  const { path, search } =
    clientPath === undefined
      ? { path: request.nextUrl.pathname, search: request.nextUrl.search }
      : splitClientPath(clientPath);
  return buildVisit({
    brand,
    path,
    search,
    cookie: (name) => request.cookies.get(name)?.value,
    header: (name) => request.headers.get(name),
    experiments,
  });
}

/**
 * A visitor's front-office call: X-Mid-Token the visitor's active mid by docs/rules/04-states-and-flows.md (the
 * query's, else the stored one, else the default), X-Client-Path the path with its query the visitor is on
 * (docs/rules/07-calls.md: 'All calls'). The visitor's address goes along only where the answer depends on it (the
 * visitor country, site/front-office/port.ts).
 */
export function visitCall(visit: Visit, { address = false }: { readonly address?: boolean } = {}): FrontOfficeCall {
  return { mid: visit.mid.mid, clientPath: visit.clientPath, ...(address ? { visitorIp: visit.address } : {}) };
}
