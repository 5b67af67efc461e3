import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { storyResponseSchema, type StoryResponse } from '../../schemas/story.ts';

/*
 * The repository's side of a space: the story files under stand-ins/content/stories/<folder>/<slug>.json (the
 * CDN's JSON of each story), and the record of what was last pushed to or pulled from each space
 * (stand-ins/content/spaces/<space id>.json, docs/adr/0015-storyblok-space-from-the-repository.md).
 */

/** What of a story the repository owns and a push sends: compared between the repository and a space. */
export interface StoryFields {
  readonly name: string;
  readonly content: Readonly<Record<string, unknown>>;
  readonly tag_list: readonly string[];
}

export interface LocalStory {
  readonly folder: string;
  readonly slug: string;
  readonly fullSlug: string;
  readonly file: string;
  readonly response: StoryResponse;
  readonly fields: StoryFields;
}

/** JSON with every object's keys sorted: Storyblok keeps content in a store that does not keep key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A short fingerprint of a story's fields: equal fields, equal hash, whatever the key order. */
export const fieldsHash = (fields: StoryFields): string =>
  `sha256:${createHash('sha256')
    .update(canonical({ name: fields.name, content: fields.content, tag_list: fields.tag_list }))
    .digest('hex')
    .slice(0, 16)}`;

export const fieldsOf = (story: {
  name: string;
  content?: unknown;
  tag_list?: readonly string[] | null;
}): StoryFields => ({
  name: story.name,
  content: (story.content ?? {}) as Record<string, unknown>,
  tag_list: story.tag_list ?? [],
});

/** Every story file, by full slug; `only` limits it to some folders. A file that is not a story stops the command. */
export function readLocalStories(storiesDir: string, only?: ReadonlySet<string>): Map<string, LocalStory> {
  const stories = new Map<string, LocalStory>();
  if (!existsSync(storiesDir)) return stories;
  const folders = readdirSync(storiesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (!only || only.has(entry.name)))
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    for (const name of readdirSync(path.join(storiesDir, folder))
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      const file = path.join(storiesDir, folder, name);
      const parsed = storyResponseSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success)
        throw new Error(`${file}: not a story (${z.prettifyError(parsed.error).replaceAll('\n', ' ')})`);
      const slug = name.slice(0, -'.json'.length);
      const fullSlug = `${folder}/${slug}`;
      if (parsed.data.story.full_slug !== fullSlug)
        throw new Error(`${file}: its full_slug is "${parsed.data.story.full_slug}", its place says "${fullSlug}"`);
      stories.set(fullSlug, {
        folder,
        slug,
        fullSlug,
        file,
        response: parsed.data,
        fields: fieldsOf(parsed.data.story),
      });
    }
  }
  return stories;
}

/** Writes a file whole or not at all (a stopped pull leaves no half-written story). */
export function writeJsonFile(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

// --- the record of the last push or pull, per space ------------------------------------------------------------

const recordSchema = z.strictObject({
  space: z.number().int(),
  about: z.string(),
  stories: z.record(z.string(), z.strictObject({ hash: z.string(), updated_at: z.string() })),
});
export type SyncRecord = z.infer<typeof recordSchema>;

const ABOUT =
  'Written by `shop storyblok push` and `pull`: per story, the hash of what this repository last pushed to (or pulled from) this space, and the updated_at the space gave it then. A story whose content in the space differs from its hash here was changed by an editor. Commit it with the push. docs/adr/0015-storyblok-space-from-the-repository.md';

export const recordFileFor = (contentDir: string, spaceId: number) =>
  path.join(contentDir, 'spaces', `${spaceId}.json`);

export function readRecord(file: string, spaceId: number): SyncRecord {
  if (!existsSync(file)) return { space: spaceId, about: ABOUT, stories: {} };
  const parsed = recordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file}: not a push record (${z.prettifyError(parsed.error).replaceAll('\n', ' ')})`);
  if (parsed.data.space !== spaceId) throw new Error(`${file}: records space ${parsed.data.space}, not ${spaceId}`);
  return parsed.data;
}

/** Sorted by full slug, so a push's change to the record reads as a short diff in review. */
export function writeRecord(file: string, record: SyncRecord): void {
  const stories = Object.fromEntries(Object.entries(record.stories).sort(([a], [b]) => a.localeCompare(b)));
  writeJsonFile(file, { space: record.space, about: ABOUT, stories });
}
