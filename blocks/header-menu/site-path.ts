import { requiredTextSchema } from '../shared/asset.ts';

/**
 * A path on this shop: one leading "/", then no second "/" or "\" (browsers read "//host" and "/\host" as another
 * site) and no whitespace. Web addresses, "javascript:" and the like never start with "/", so they fail too.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

export const sitePathSchema = requiredTextSchema
  .regex(
    SITE_PATH,
    'must be a path on this shop starting with "/", e.g. /digitaal (no web address: links to other sites are not allowed here)',
  )
  .describe('A page of this shop, e.g. /digitaal; shown only on brands that have that page');

/**
 * The page a site path names, as the route allowlist writes it: no query, no hash, no trailing slash
 * (docs/rules/02-routes-and-layout.md).
 */
export function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
