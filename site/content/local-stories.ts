import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { storyResponseSchema } from '../../schemas/story.ts';
import type { ContentSource } from './content-source.ts';

/**
 * The embedded content: Storyblok CDN JSON under stand-ins/content/stories/<folder>/<slug>.json, written by
 * `shop content seed` or by hand. Read at build time (pages are prerendered) and on revalidation.
 */
const STORIES_DIR = path.join(process.cwd(), 'stand-ins', 'content', 'stories');

export const localStories: ContentSource = {
  async story(folder, slug) {
    let text: string;
    try {
      text = await readFile(path.join(STORIES_DIR, folder, `${slug}.json`), 'utf8');
    } catch {
      return undefined;
    }
    const parsed = storyResponseSchema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      console.error(`content: ${folder}/${slug}.json is not a Storyblok story (${parsed.error.issues[0]?.message})`);
      return undefined;
    }
    return parsed.data;
  },
};

