import { hostName } from './brand-resolution.ts';
import { safeDestination } from './promo-flow.ts';

/**
 * What the path-check lookup's answers mean for the visitor's request (docs/rules/02-routes-and-layout.md): no
 * redirect, one on the site, one off it, or a redirect the shop refuses (then the page is served as if there were
 * none, and the refusal is reported).
 */
export type PathCheckDecision =
  | { readonly kind: 'none' }
  | { readonly kind: 'internal'; readonly location: string }
  | { readonly kind: 'external'; readonly location: string }
  | { readonly kind: 'refused'; readonly reason: PathCheckRefusal; readonly location: string };

/**
 * - unsafe: no http(s) address and no path of this site (a dangerous protocol, '//host', a bare word);
 * - loop: the redirects lead back to the path asked for (A->A, A->B->A, ...);
 * - too-many-hops: more than MAX_HOPS redirects in a row, which is no table a person meant.
 */
type PathCheckRefusal = 'unsafe' | 'loop' | 'too-many-hops';

/** The visitor's request as the check needs it. */
export interface PathCheckRequest {
  readonly pathname: string;
  /** The query as in the address bar ('' or '?a=1'). */
  readonly search: string;
  /** The Host header: an absolute location on the visitor's own host is a path of this site. */
  readonly host: string | undefined;
}

/** What the check asks: the lookup's location for a path (without a trailing slash; kept by the caller). */
export interface PathCheckLookup {
  readonly locate: (pathname: string) => Promise<string | undefined>;
}

/** Internal redirects followed in a row at most; a longer chain is refused. */
export const MAX_HOPS = 5;

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:']);
/** Only used to resolve and merge relative paths; never leaves this module. */
const BASE = 'https://shop.invalid';

/** One answer of the lookup, read on its own. */
type Step =
  | { readonly kind: 'none' }
  | { readonly kind: 'unsafe' }
  | { readonly kind: 'internal'; readonly target: URL }
  | { readonly kind: 'external'; readonly target: URL };

/**
 * docs/rules/02-routes-and-layout.md: 'A global step asks a path-check lookup for a redirect for the current path:
 * absolute redirects leave the site, others are internal redirects.' Asked for every path, pages included, so the
 * front office can move or retire a page.
 *
 * An internal redirect is followed through the lookup (each answer kept by the caller, so this costs no call per
 * request) and the visitor is sent to where the chain ends, in one redirect: a path whose own redirect is none or
 * refused, or an address off the site. A chain that comes back to the path asked for is a loop and refused; one that
 * enters a loop further on ends where the loop starts (that path's own check refuses it). An absolute location
 * leaves over http(s) to any host, a sister brand's shop included (a retired title sent to its successor: the table is
 * the front office's, never the visitor's); one on the visitor's own host is a path of this site.
 * An internal redirect keeps the visitor's query (their mid, otag... stay with them); a key a location sets itself
 * wins, a later location's over an earlier one's. An external one carries nothing of the visitor's off the site.
 */
export async function pathCheckDecision(
  request: PathCheckRequest,
  lookup: PathCheckLookup,
): Promise<PathCheckDecision> {
  const start = trimSlashes(request.pathname);
  // The paths the chain went through, each with where a redirect to it would send the visitor (query merged so far).
  const visited: { readonly path: string; readonly end: URL | undefined }[] = [{ path: start, end: undefined }];
  let end: URL | undefined;
  let first = '';
  for (let hop = 0; ; hop += 1) {
    const location = await lookup.locate(visited.at(-1)!.path);
    if (hop === 0) first = location ?? '';
    const step = readLocation(location, request);
    // Reported with the path's own location, wherever in the chain the reason was found.
    const refuse = (reason: PathCheckRefusal): PathCheckDecision => ({ kind: 'refused', reason, location: first });
    // A later path whose own redirect is refused is served as it is: the chain ends there.
    if (step.kind === 'unsafe') return hop === 0 ? refuse('unsafe') : arrive(end, request);
    if (step.kind === 'none') return arrive(end, request);
    if (step.kind === 'external') return { kind: 'external', location: step.target.href };
    const next = trimSlashes(step.target.pathname);
    if (next === start) return refuse('loop');
    const entered = visited.find((seen) => seen.path === next);
    if (entered) return arrive(entered.end, request);
    if (hop >= MAX_HOPS) return refuse('too-many-hops');
    end = merged(step.target, end);
    visited.push({ path: next, end });
  }
}

/** The end of an internal chain with the visitor's query, or no redirect when the chain never left the start. */
function arrive(end: URL | undefined, request: PathCheckRequest): PathCheckDecision {
  if (!end) return { kind: 'none' };
  const target = new URL(end.href);
  for (const [key, item] of new URLSearchParams(request.search)) {
    if (!target.searchParams.has(key)) target.searchParams.append(key, item);
  }
  return { kind: 'internal', location: target.pathname + target.search + target.hash };
}

/** A location's query over the earlier ones' (its own keys win), and its hash, else the earlier one's. */
function merged(target: URL, earlier: URL | undefined): URL {
  const result = new URL(target.href);
  for (const [key, item] of earlier?.searchParams ?? []) {
    if (!target.searchParams.has(key)) result.searchParams.append(key, item);
  }
  if (!result.hash && earlier?.hash) result.hash = earlier.hash;
  return result;
}

function readLocation(location: string | undefined, request: PathCheckRequest): Step {
  const value = location?.trim();
  if (!value) return { kind: 'none' };
  const absolute = absoluteUrl(value);
  if (absolute) {
    if (!EXTERNAL_PROTOCOLS.has(absolute.protocol)) return { kind: 'unsafe' };
    // The visitor's own host is this site: its path is checked as any internal one (a loop through it included).
    const onOwnHost = request.host !== undefined && hostName(absolute.host) === hostName(request.host);
    return onOwnHost
      ? { kind: 'internal', target: new URL(absolute.pathname + absolute.search + absolute.hash, BASE) }
      : { kind: 'external', target: absolute };
  }
  const path = safeDestination(value);
  // safeDestination answers '/' for everything it refuses: only a location that names the root itself goes there.
  if (path === '/' && !/^\/(?:[?#]|$)/.test(value) && value !== 'index') return { kind: 'unsafe' };
  return { kind: 'internal', target: new URL(path, BASE) };
}

/** The location as an absolute URL when it has a scheme of its own (not a path, not '//host'), else undefined. */
function absoluteUrl(value: string): URL | undefined {
  // A scheme per RFC 3986 (the WHATWG parser also drops tabs and newlines inside one: "java\tscript:").
  if (!/^[a-z][a-z0-9+.\-\t\n\r]*:/i.test(value)) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function trimSlashes(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
