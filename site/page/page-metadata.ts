import type { Metadata } from 'next';
import type { z } from 'zod';
import { pageBlockSchema, type PageBlock } from '../../blocks/page/schema.ts';
import { format, messagesFor } from '../../domain/messages/index.ts';
import { canonicalUrl } from '../../domain/seo/canonical.ts';
import { isIndexable, NO_INDEXING_STATE, type IndexingState } from '../../domain/seo/indexing.ts';
import { socialCard } from '../../domain/seo/social.ts';
import { brandRoutes, specialName, type Brand } from '../brands.ts';
import type { Found } from './lookup.ts';

/** The editor's fields of a page's story for search and shared links (blocks/page/schema.ts). */
const SEO_FIELDS = ['seo_title', 'meta_description', 'social_image', 'noindex'] as const;
export type PageSeo = Partial<Pick<PageBlock, (typeof SEO_FIELDS)[number]>>;

/**
 * The editor's SEO fields of a story's content (its page block), each parsed on its own: a bad one (a title past its
 * length, a picture at an unsafe address) counts as empty and the others still count. None for content that is no
 * object.
 */
export function pageSeoOf(content: unknown): PageSeo {
  if (typeof content !== 'object' || content === null) return {};
  const fields = content as Readonly<Record<string, unknown>>;
  const seo: Record<string, unknown> = {};
  for (const name of SEO_FIELDS) {
    const schema: z.ZodType = pageBlockSchema.shape[name];
    const parsed = schema.safeParse(fields[name]);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') seo[name] = parsed.data;
  }
  return seo as PageSeo;
}

/** The route's name in the brand's words ("Digitaal", a special product's name), the default title's first part. */
export function pageTitle(brand: Brand, found: Found): string {
  const { routes } = messagesFor(brand.locale);
  const special = found.route.special ? specialName(brand, found.route.special) : '';
  return format(routes[found.route.name], { special });
}

/** The page's own description from its story, else the brand's default for the route. */
function pageDescription(brand: Brand, found: Found, seo: PageSeo): string {
  if (seo.meta_description) return seo.meta_description;
  const special = found.route.special ? specialName(brand, found.route.special) : '';
  const { descriptions } = messagesFor(brand.locale);
  // A brand's home promises digital reading only when the brand sells it.
  const printOnly = found.route.name === 'index' && !brandRoutes(brand.code).some((route) => route.name === 'digitaal');
  return format(printOnly ? descriptions.indexPrint : descriptions[found.route.name], { brand: brand.name, special });
}

/**
 * A page's head: its title and description (the editor's, else the brand's defaults for the route), its canonical
 * address (domain/seo/canonical.ts: no query), noindex for a page that is no page for search (domain/seo/indexing.ts:
 * by route, a lead's page, the editor's view, the story's own field), and the shared link's card with the story's
 * picture, else the brand's (domain/seo/social.ts). `state` is a visitor's own page's; a shared page has none.
 */
export function pageMetadata(
  found: Found,
  seo: PageSeo,
  state: Omit<IndexingState, 'storyNoindex'> = NO_INDEXING_STATE,
) {
  const { brand, route } = found;
  const title = pageTitle(brand, found);
  const description = pageDescription(brand, found, seo);
  const url = canonicalUrl(brand, route.path);
  const indexable = isIndexable(brand, route, { ...state, storyNoindex: seo.noindex === true });
  // The editor's title is the whole title; the default is the route's with the brand's name.
  const full = seo.seo_title ?? `${title} | ${brand.name}`;
  const card = socialCard(brand, { title: full, description, url }, seo.social_image);
  const images = [card.image];
  return {
    // The index shares its segment with the layout, whose title template applies only below it; an editor's title
    // is taken whole on every page.
    title: route.name === 'index' || seo.seo_title ? { absolute: full } : title,
    description,
    ...(url ? { alternates: { canonical: url } } : {}),
    ...(indexable ? {} : { robots: { index: false, follow: true } }),
    openGraph: {
      type: 'website',
      title: card.title,
      description: card.description,
      siteName: card.siteName,
      locale: card.locale,
      ...(card.url ? { url: card.url } : {}),
      images,
    },
    twitter: { card: 'summary_large_image', title: card.title, description: card.description, images },
  } satisfies Metadata;
}

/** What search results and shared links show of a page, as the editor sees it (preview/search-preview.tsx). */
export interface SearchHead {
  readonly title: string;
  readonly description: string;
  readonly image: { readonly url: string; readonly alt: string };
  /** Whether search engines may keep the published page (the editor's own view never is). */
  readonly indexable: boolean;
}

/** The head of a page's story as it will be published: its editor's fields over the brand's defaults. */
export function searchHeadOf(found: Found, content: unknown): SearchHead {
  const head = pageMetadata(found, pageSeoOf(content));
  const [image] = head.openGraph.images;
  return {
    title: head.openGraph.title,
    description: head.description,
    image: { url: image!.url, alt: image!.alt },
    indexable: !('robots' in head),
  };
}
