import { describe, expect, it } from 'vitest';
import type { StoryResponse } from '../../../schemas/story.ts';
import { brandStory, type ContentSource } from '../../../site/content/content-source.ts';
import { localStories } from '../../fixtures/local-stories.ts';

const story = (fullSlug: string): StoryResponse => ({
  story: {
    id: 1,
    uuid: fullSlug,
    name: fullSlug,
    slug: fullSlug.split('/')[1]!,
    full_slug: fullSlug,
    content: { _uid: 'x', component: 'page' },
  },
});

describe('content port', () => {
  const stories = new Map(['ad/home', 'group/home', 'group/actie'].map((fullSlug) => [fullSlug, story(fullSlug)]));
  const source: Pick<ContentSource, 'story'> = { story: async (folder, slug) => stories.get(`${folder}/${slug}`) };

  it.each([
    ['ad', 'home', 'ad/home'],
    ['ad', 'actie', 'group/actie'],
    ['vk', 'home', 'group/home'],
    ['vk', 'nergens', undefined],
  ])('%s/%s -> %s (the brand folder first, then the group folder)', async (brand, slug, expected) => {
    expect((await brandStory(source, brand, slug))?.story.full_slug).toBe(expected);
  });

  it('reads the committed local stories in Storyblok’s CDN shape', async () => {
    const home = await localStories.story('don', 'katrien-duck');
    expect(home?.story.full_slug).toBe('don/katrien-duck');
    expect(home?.story.content.component).toBe('page');
    expect(await localStories.story('don', 'bestaat-niet')).toBeUndefined();
  });
});
