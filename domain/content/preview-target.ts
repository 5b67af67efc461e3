import { GROUP_STORY_FOLDER, storySlug, type RouteEntry } from '../routes.ts';

/*
 * Which page shows a story in the visual editor (docs/adr/0029). Storyblok frames `<preview URL>/<full_slug>` with
 * `_storyblok=<story id>`; a story's full slug is `<folder>/<slug>`, the folder a brand's code or the group's. A
 * brand's story is shown on its own page; a group story (every brand's fallback) on the page of a brand the editor
 * picks, by default one that has no story of its own there, so that the group story is what that brand's visitors
 * see; a chrome story (top bar, menu, accessibility policy) on the brand's home page.
 */

/** The stories around every page rather than in it, by slug: each the brand's own, else the group's. */
export const CHROME_STORIES = {
  communication: 'communicatie',
  menu: 'menu',
  accessibilityPolicy: 'toegankelijkheid',
} as const;
export type ChromeStory = (typeof CHROME_STORIES)[keyof typeof CHROME_STORIES];
const CHROME_SLUGS: readonly string[] = Object.values(CHROME_STORIES);
const isChromeStory = (slug: string): slug is ChromeStory => CHROME_SLUGS.includes(slug);

/** A full slug is two plain segments: Storyblok's slugs are lowercase letters, digits and hyphens. */
const FULL_SLUG = /^([a-z0-9][a-z0-9-]{0,99})\/([a-z0-9][a-z0-9-]{0,99})$/;

/** How a story's full slug looks, for the message about one that does not. */
const STORY_SHAPE = 'a story is <brand or group folder>/<slug>';

/** What the resolution needs to know of the fleet. */
export interface PreviewCatalog {
  /** Every brand code, in the registry's order. */
  readonly brands: readonly string[];
  /** A brand's pages. */
  routes(code: string): readonly RouteEntry[];
  /** Whether the brand has a story of its own with this slug (then its visitors never see the group's). */
  ownsStory(code: string, slug: string): boolean;
}

export type PreviewTarget =
  | {
      readonly kind: 'page';
      /** The brand whose page shows the story, and the page's path on that brand's host. */
      readonly brand: string;
      readonly path: string;
      readonly folder: string;
      readonly slug: string;
      /** The chrome story shown around the page, if the story is one. */
      readonly chrome: ChromeStory | undefined;
      /** For a group story: every brand that can show it, those whose visitors see it first. Else empty. */
      readonly choices: readonly string[];
    }
  | { readonly kind: 'unknown'; readonly reason: string };

/** The page of a story slug on a brand: the home page for a chrome story; undefined when the brand has no such page. */
function pathOn(catalog: PreviewCatalog, code: string, slug: string): string | undefined {
  if (isChromeStory(slug)) return '/';
  return catalog.routes(code).find((route) => storySlug(route) === slug)?.path;
}

/**
 * The page that shows the story at `fullSlug` (as Storyblok appends it to the preview URL: leading and trailing
 * slashes allowed), for the brand `chosen` when it is a group story that brand can show.
 */
export function previewTarget(fullSlug: string, catalog: PreviewCatalog, chosen?: string): PreviewTarget {
  const match = FULL_SLUG.exec(fullSlug.replace(/^\/+|\/+$/g, ''));
  if (!match)
    return {
      kind: 'unknown',
      reason: `“${fullSlug.slice(0, 80)}” is not a story of the shop’s space: ${STORY_SHAPE}`,
    };
  const [, folder = '', slug = ''] = match;
  const chrome = isChromeStory(slug) ? slug : undefined;
  if (folder !== GROUP_STORY_FOLDER) {
    if (!catalog.brands.includes(folder))
      return { kind: 'unknown', reason: `“${folder}” is no brand’s folder and not the group folder` };
    const path = pathOn(catalog, folder, slug);
    if (path === undefined)
      return { kind: 'unknown', reason: `brand ${folder} has no page that shows the story “${slug}”` };
    return { kind: 'page', brand: folder, path, folder, slug, chrome, choices: [] };
  }
  const showing = catalog.brands.filter((code) => pathOn(catalog, code, slug) !== undefined);
  if (showing.length === 0)
    return { kind: 'unknown', reason: `no brand has a page that shows the group story “${slug}”` };
  const fallingBack = showing.filter((code) => !catalog.ownsStory(code, slug));
  const choices = [...fallingBack, ...showing.filter((code) => !fallingBack.includes(code))];
  const brand = chosen !== undefined && showing.includes(chosen) ? chosen : choices[0]!;
  return { kind: 'page', brand, path: pathOn(catalog, brand, slug)!, folder, slug, chrome, choices };
}
