import { GROUP_STORY_FOLDER } from '../../domain/routes.ts';
import type { StoryResponse } from '../../schemas/story.ts';

/** The content port: a story by folder and slug, as Storyblok's `GET cdn/stories/{folder}/{slug}` gives it. */
export interface ContentSource {
  story(folder: string, slug: string): Promise<StoryResponse | undefined>;
}

/** The brand's own story, else the group's (issue 3: one slug scheme, the group folder as fallback). */
export async function brandStory(source: ContentSource, brandCode: string, slug: string): Promise<StoryResponse | undefined> {
  return (await source.story(brandCode, slug)) ?? (await source.story(GROUP_STORY_FOLDER, slug));
}
