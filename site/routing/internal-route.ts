import { INTERNAL, UNKNOWN_BRAND, type RouteEntry } from '../../domain/routes.ts';
import { chromeOf } from '../../domain/page-key.ts';

/**
 * Where a page request is rendered, as the proxy decided it (docs/architecture.md#the-internal-routes):
 * - `missing`: no page of the brand (or no brand): `/missing/<code>`, which no app route matches, so Next renders the
 *   404 page (site/app/global-not-found.tsx), which reads the visitor's path from the proxy's header. The visitor's
 *   path is never part of an internal one: a `%2e%2e` segment in it would climb out of `/missing/`;
 * - `personal`: the visitor's own page, rendered per request: `/pages/<code>/visit/<chrome>/<page>`;
 * - `shared`: a page by its key, `/pages/<code>/<key>/<page>`; the chrome alone is the prerendered anonymous page.
 */
export type PagePlace =
  | { readonly kind: 'missing'; readonly brandCode: string | undefined }
  | { readonly kind: 'personal'; readonly brandCode: string; readonly route: RouteEntry }
  | {
      readonly kind: 'shared';
      readonly brandCode: string;
      readonly route: RouteEntry;
      readonly segment: string | undefined;
    };

/** The internal path of a place; a route's own path, never the visitor's spelling of it. */
export function internalPath(place: PagePlace): string {
  if (place.kind === 'missing') return `/${INTERNAL.missing}/${place.brandCode ?? UNKNOWN_BRAND}`;
  const chrome = chromeOf(place.route);
  const key = place.kind === 'personal' ? `${INTERNAL.visit}/${chrome}` : (place.segment ?? chrome);
  return `/${INTERNAL.pages}/${place.brandCode}/${key}${rest(place.route.path)}`;
}

const rest = (path: string) => (path === '/' ? '' : path);
