import type { RouteName } from '../routes.ts';

/*
 * Which pages search engines may keep (docs/rules/06-roles.md, crawlers): the shop windows and the brand's own pages,
 * never a page made for one visitor or one moment. The sitemap lists exactly the indexable routes
 * (domain/seo/sitemap.ts), and every other page says noindex.
 */

/**
 * Routes never for search: the order flows (the form of one visitor's order), the thank-you page (an order just
 * placed) and the direct-mail entry (a letter's actiecode form, reached from the letter, not from a search).
 */
const NOINDEX_ROUTES: readonly RouteName[] = [
  'bestellen',
  'studenten-bestellen',
  'specialProduct-bestellen',
  'bedankt',
  'actie',
];

/** Whether a route is one search engines may keep, on a brand with a domain (one without has no public address). */
export const isIndexableRoute = (brand: { readonly domain: string }, route: { readonly name: RouteName }): boolean =>
  brand.domain !== '' && !NOINDEX_ROUTES.includes(route.name);

/** What of a request decides its page is no page for search besides its route. */
export interface IndexingState {
  /** A lead's personal page (a leadId in the query: docs/rules/03-entities.md). */
  readonly lead: boolean;
  /** The visual editor's view or a preview (draft mode, the editor's `_storyblok` query). */
  readonly preview: boolean;
  /** The editor's SEO field on the page's story (blocks/page/schema.ts `noindex`). */
  readonly storyNoindex: boolean;
}

export const NO_INDEXING_STATE: IndexingState = { lead: false, preview: false, storyNoindex: false };

/** Whether a page is for search: an indexable route, and none of the states above. */
export function isIndexable(
  brand: { readonly domain: string },
  route: { readonly name: RouteName },
  state: IndexingState = NO_INDEXING_STATE,
): boolean {
  return isIndexableRoute(brand, route) && !state.lead && !state.preview && !state.storyNoindex;
}
