import type { StoryResponse } from '../../schemas/story.ts';
import { GROUP_STORY_FOLDER } from '../../domain/routes.ts';
import { env } from '../env.ts';
import { brandStory, type ContentSource } from './content-source.ts';
import { cached } from '../cache-policy.ts';
import { contentSettings } from './local-cdn.ts';
import { STORY_RELATIONS } from './relations.ts';
import { storyblokStories } from './storyblok-stories.ts';
import { storyForBrand } from './story-links.ts';
import { reportProblem } from '../monitoring/report.ts';

const settings = contentSettings(env);

/** The content port's adapter: Storyblok's client, against Storyblok or the local CDN stand-in (docs/adr/0013). */
const contentSource: ContentSource = storyblokStories({
  accessToken: settings.token,
  endpoint: settings.endpoint,
  resolveRelations: STORY_RELATIONS,
});

/**
 * Draft content for the visual editor: the CDN's draft version with the preview token, with the editable comments
 * the draft API adds. Never cached: an editor must see their last save.
 */
const draftSource: ContentSource = storyblokStories({
  accessToken: settings.previewToken,
  endpoint: settings.endpoint,
  version: 'draft',
  resolveRelations: STORY_RELATIONS,
});

/**
 * A page's draft: the brand's own, else the group's, unless the editor opened the group's story (`openedId`, the
 * story id the editor framed): then the group's, so that a brand with a story of its own can show the group's too.
 * With a release (the editor's `_storyblok_release`), as that release will publish it.
 */
export async function draftStory(
  brandCode: string,
  slug: string,
  openedId?: number,
  release?: number,
): Promise<StoryResponse | undefined> {
  const source = { story: (folder: string, name: string) => draftSource.story(folder, name, { release }) };
  const opened = async () => {
    const [own, group] = await Promise.all([source.story(brandCode, slug), source.story(GROUP_STORY_FOLDER, slug)]);
    return group?.story.id === openedId ? group : (own ?? group);
  };
  const story = openedId === undefined ? await brandStory(source, brandCode, slug) : await opened();
  return story && storyForBrand(story, brandCode);
}

/** A draft by its story id: what the visual editor names when its preview path is no story of the shop. */
export const draftStoryById = (id: number): Promise<StoryResponse | undefined> => draftSource.storyById(id);

/**
 * A folder's published stories, kept in Next's cache and tagged with the folder's content tag: the publish webhook
 * revalidates exactly that folder (site/content/webhook.ts), and the listing's lifetime heals a lost webhook
 * (docs/adr/0029). One listing serves every page of a brand.
 */
export function folderStories(folder: string): Promise<Readonly<Record<string, StoryResponse>>> {
  return cached(['stories', folder], () => contentSource.folder(folder), {
    seconds: env.STORYBLOK_CONTENT_LIFETIME_SECONDS,
  });
}

/**
 * A page's story: the brand's own, else the group's, its story links resolved for the brand
 * (./story-links.ts). A page that reads the group's story is tagged with the group's folder too, so publishing in
 * either folder renders it again.
 */
export async function pageStory(brandCode: string, slug: string): Promise<StoryResponse | undefined> {
  const story = (await folderStories(brandCode))[slug] ?? (await folderStories(GROUP_STORY_FOLDER))[slug];
  return story && storyForBrand(story, brandCode);
}

/**
 * A page's story as a page reads it: `unavailable` (logged) when content cannot be reached, so the page degrades to
 * its placeholder instead of failing (docs/adr/0010); a shared page kept that way is rendered again within its page
 * lifetime. A missing story (undefined) is an answer, not a failure.
 */
export async function readPageStory(
  brandCode: string,
  slug: string,
): Promise<StoryResponse | undefined | 'unavailable'> {
  try {
    return await pageStory(brandCode, slug);
  } catch (error) {
    reportProblem(`content: ${brandCode}/${slug} unavailable`, error);
    return 'unavailable';
  }
}
