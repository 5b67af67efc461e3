import { LOGO_DROPPED_PARAMS } from '../../../domain/logo-link.ts';

/** The logo link's id: what its inline script finds it by. */
export const LOGO_LINK_ID = 'logo-link';

/** A value inside an inline script: JSON with "<" escaped, so no value can close the element. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * domain/logo-link.ts's rule, in the browser: the layout is prerendered once per brand and never sees the visitor's
 * query, so the server renders href="/" and this rewrites it from location.search as soon as the link is parsed (no
 * hydration, no request; as in locale-cookie.tsx). The dropped names come from the domain constant; a test runs
 * this script against logoHref over a table of queries, so the two cannot drift apart.
 */
export function logoLinkScript(linkId: string = LOGO_LINK_ID): string {
  return `(function(link,drop){if(!link)return;var params=new URLSearchParams(location.search);drop.forEach(function(name){params.delete(name)});var query=params.toString();link.setAttribute('href',query?'/?'+query:'/');})(document.getElementById(${scriptValue(linkId)}),${scriptValue(LOGO_DROPPED_PARAMS)})`;
}

