import { safeDestination } from './promo-flow.ts';

/** What the path-check lookup's answer means for the visitor's request (docs/rules/02-routes-and-layout.md). */
export type PathCheckRedirect =
  | { readonly kind: 'internal'; readonly location: string }
  | { readonly kind: 'external'; readonly location: string };

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:']);
/** Only used to resolve and merge relative paths; never leaves this module. */
const BASE = 'https://shop.invalid';

/**
 * docs/rules/02-routes-and-layout.md: 'A global step asks a path-check lookup for a redirect for the current path: absolute redirects
 * leave the site, others are internal redirects.' An absolute location leaves only for http(s) (docs/rules/02-routes-and-layout.md:
 * 'dangerous protocols are refused'); a relative one must be a path of this site (safeDestination), and keeps the
 * visitor's query (their mid, otag... stay with them; a key the location sets itself wins). Undefined means 'no
 * redirect': no location, a refused one, or one that points back at the path itself (a loop).
 *
 * `search` is the visitor's query as in the address bar ('' or '?a=1').
 */
export function pathCheckRedirect(location: string | undefined, request: { readonly pathname: string; readonly search: string }): PathCheckRedirect | undefined {
  const value = location?.trim();
  if (!value) return undefined;
  const absolute = absoluteUrl(value);
  if (absolute) return EXTERNAL_PROTOCOLS.has(absolute.protocol) ? { kind: 'external', location: absolute.href } : undefined;

  const path = safeDestination(value);
  // safeDestination answers '/' for everything it refuses: only a location that names the root itself goes there.
  if (path === '/' && !/^\/(?:[?#]|$)/.test(value) && value !== 'index') return undefined;
  const target = new URL(path, BASE);
  for (const [key, item] of new URLSearchParams(request.search)) {
    if (!target.searchParams.has(key)) target.searchParams.append(key, item);
  }
  if (trimSlashes(target.pathname) === trimSlashes(request.pathname)) return undefined;
  return { kind: 'internal', location: target.pathname + target.search + target.hash };
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
