import { GROUP_STORY_FOLDER } from '../../domain/routes.ts';
import type { StoryResponse } from '../../schemas/story.ts';

/** The content port, as Storyblok's Content Delivery API v2 answers it (site/content/storyblok-stories.ts). */
export interface ContentSource {
  /**
   * A story by folder and slug (`GET cdn/stories/{folder}/{slug}`); undefined when there is none (a 404). With a
   * release (drafts only), the story as that release will publish it (`from_release`).
   */
  story(folder: string, slug: string, options?: { readonly release?: number }): Promise<StoryResponse | undefined>;
  /** A story by its id (`GET cdn/stories/{id}`): how the visual editor names the story it opened. */
  storyById(id: number): Promise<StoryResponse | undefined>;
  /** Every story of a folder by slug (`GET cdn/stories?starts_with={folder}/`, page by page). */
  folder(folder: string): Promise<Readonly<Record<string, StoryResponse>>>;
}

/** The brand's own story, else the group's (one slug scheme, the group folder as fallback). */
export async function brandStory(
  source: Pick<ContentSource, 'story'>,
  brandCode: string,
  slug: string,
): Promise<StoryResponse | undefined> {
  return (await source.story(brandCode, slug)) ?? (await source.story(GROUP_STORY_FOLDER, slug));
}
