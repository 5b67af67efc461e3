import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { storyResponseSchema } from '../../schemas/story.ts';
import { reportProblem } from '../monitoring/report.ts';
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
      reportProblem(`content: ${folder}/${slug}.json is not a Storyblok story (${parsed.error.issues[0]?.message})`);
      return undefined;
    }
    return parsed.data;
  },
};


/** The space id local drafts claim in their editable comments: no real space has id 0. */
const LOCAL_SPACE_ID = '0';

/**
 * Adds `_editable` to every block the way Storyblok's draft API does (`<!--#storyblok#{name, space, uid, id}-->`),
 * so local drafts carry the visual editor's attributes exactly like Storyblok's own drafts.
 */
function withEditableComments(node: unknown, storyId: number): unknown {
  if (Array.isArray(node)) return node.map((item) => withEditableComments(item, storyId));
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withEditableComments(value, storyId)] as const);
  const block = Object.fromEntries(entries) as Record<string, unknown>;
  if (typeof block.component === 'string' && typeof block._uid === 'string' && block._editable === undefined) {
    const options = { name: block.component, space: LOCAL_SPACE_ID, uid: block._uid, id: String(storyId) };
    block._editable = `<!--#storyblok#${JSON.stringify(options)}-->`;
  }
  return block;
}

/** The local stories' draft version: the same files, with the editable comments Storyblok's draft API adds. */
export const localDraftStories: ContentSource = {
  async story(folder, slug) {
    const story = await localStories.story(folder, slug);
    if (!story) return undefined;
    return storyResponseSchema.parse({ ...story, story: { ...story.story, content: withEditableComments(story.story.content, story.story.id) } });
  },
};
