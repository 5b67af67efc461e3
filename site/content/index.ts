import type { StoryResponse } from '../../schemas/story.ts';
import { env } from '../env.ts';
import { brandStory, type ContentSource } from './content-source.ts';
import { localDraftStories, localStories } from './local-stories.ts';
import { cached, pageContentTags } from '../cache-policy.ts';
import { storyblokStories } from './storyblok-stories.ts';


/** The content port's adapter: Storyblok when a token is configured, else the embedded local stories. */
export const contentSource: ContentSource = env.STORYBLOK_TOKEN
  ? storyblokStories({ accessToken: env.STORYBLOK_TOKEN, endpoint: env.STORYBLOK_ENDPOINT })
  : localStories;

/**
 * Draft content for the visual editor: Storyblok's draft version with the preview token, or the local stories
 * (which have no drafts). Never cached: an editor must see their last save.
 */
const draftSource: ContentSource =
  env.STORYBLOK_TOKEN
    ? storyblokStories({ accessToken: env.STORYBLOK_PREVIEW_TOKEN ?? env.STORYBLOK_TOKEN, endpoint: env.STORYBLOK_ENDPOINT, version: 'draft' })
    : localDraftStories;

export function draftStory(brandCode: string, slug: string): Promise<StoryResponse | undefined> {
  return brandStory(draftSource, brandCode, slug);
}

/**
 * A page's story, cached per brand and slug and tagged with the brand's content tag (and the group's, its
 * fallback): the publish webhook revalidates exactly the affected brand's pages (site/content/webhook.ts).
 */
export function pageStory(brandCode: string, slug: string): Promise<StoryResponse | undefined> {
  return cached(['story', brandCode, slug], { tags: pageContentTags(brandCode) }, () => brandStory(contentSource, brandCode, slug));
}
