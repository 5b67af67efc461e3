/**
 * docs/rules/02-routes-and-layout.md: the brand logo links to / with the visitor's query kept, except gift and
 * productCode (a gift or a chosen product belongs to the page being left, not to the shop window). `brandcode` stays:
 * it is how a local run picks its brand, and the proxy ignores it in production anyway.
 */
export const LOGO_DROPPED_PARAMS = ['gift', 'productCode'] as const;

/** The logo's href for a page reached with `search` (as `location.search`: with or without the leading '?'). */
export function logoHref(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of LOGO_DROPPED_PARAMS) params.delete(name);
  const query = params.toString();
  return query === '' ? '/' : `/?${query}`;
}
