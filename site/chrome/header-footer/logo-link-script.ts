import { inlineScript } from '../../../blocks/shared/script-json.ts';
import { LOGO_DROPPED_PARAMS } from '../../../domain/logo-link.ts';

/** The logo link's id: what its inline script finds it by. */
export const LOGO_LINK_ID = 'logo-link';

/**
 * domain/logo-link.ts's rule, in the browser: the layout is prerendered once per brand and never sees the visitor's
 * query, so the server renders href="/" and this rewrites it from location.search as soon as the link is parsed (no
 * hydration, no request; as in locale-cookie.tsx). The dropped names come from the domain constant; a test runs
 * this script against logoHref over a table of queries, so the two cannot drift apart.
 */
export function logoLinkScript(linkId: string = LOGO_LINK_ID): string {
  return inlineScript(rewriteLogoLink, linkId, LOGO_DROPPED_PARAMS);
}

/** In the browser: the link's href from the page's query without the dropped names. */
function rewriteLogoLink(linkId: string, drop: readonly string[]): void {
  const link = document.getElementById(linkId);
  if (!link) return;
  const params = new URLSearchParams(location.search);
  for (const name of drop) params.delete(name);
  const query = params.toString();
  link.setAttribute('href', query ? `/?${query}` : '/');
}
