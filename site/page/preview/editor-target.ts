import { previewTarget, type PreviewTarget } from '../../../domain/content/preview-target.ts';
import { GROUP_STORY_FOLDER } from '../../../domain/routes.ts';
import { BRAND_CODES, brandRoutes, isBrandCode } from '../../brands.ts';
import { folderStories } from '../../content/index.ts';

/** The editor's choice of brand for a group story, in the editor route's query (site/app/api/editor). */
export const BRAND_CHOICE_PARAM = 'brand';

/** Where Storyblok's preview URL points, for every environment (docs/adr/0029): `<origin>/api/editor/`. */
export const EDITOR_ROUTE = '/api/editor';

/** The slugs of a brand's own published stories; none while content cannot be reached (the group's shows then). */
async function ownSlugs(code: string): Promise<ReadonlySet<string>> {
  try {
    return new Set(Object.keys(await folderStories(code)));
  } catch {
    return new Set();
  }
}

/**
 * The page that shows the story at `fullSlug` in the editor (domain/content/preview-target.ts). For a group story every
 * brand's kept listing is read, to tell the brands whose visitors see the group's story from those with their own.
 */
export async function editorTarget(fullSlug: string, chosen?: string): Promise<PreviewTarget> {
  const group = fullSlug.replace(/^\/+/, '').startsWith(`${GROUP_STORY_FOLDER}/`);
  const owned = new Map<string, ReadonlySet<string>>(
    group ? await Promise.all(BRAND_CODES.map(async (code) => [code, await ownSlugs(code)] as const)) : [],
  );
  return previewTarget(
    fullSlug,
    {
      brands: BRAND_CODES,
      routes: (code) => (isBrandCode(code) ? brandRoutes(code) : []),
      ownsStory: (code, slug) => owned.get(code)?.has(slug) ?? false,
    },
    chosen,
  );
}
