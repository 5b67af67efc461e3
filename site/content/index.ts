import { env } from '../env.ts';
import type { ContentSource } from './content-source.ts';
import { localStories } from './local-stories.ts';
import { storyblokStories } from './storyblok-stories.ts';

export { brandStory } from './content-source.ts';

/** The content port's adapter: Storyblok when a token is configured, else the embedded local stories. */
export const contentSource: ContentSource = env.STORYBLOK_TOKEN
  ? storyblokStories({ accessToken: env.STORYBLOK_TOKEN, endpoint: env.STORYBLOK_ENDPOINT })
  : localStories;
