import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ClientError } from '@storyblok/management-api-client';
import { z } from 'zod';
import { canonical, readLocalStories, writeJsonFile } from './local-stories.ts';
import {
  CallFailed,
  connect,
  explainFailure,
  naming,
  readPublishedContent,
  type Mapi,
  type SpaceSettings,
} from './management.ts';
import { linkFieldsToMultilink } from './migrations/link-fields-to-multilink.ts';
import { count, STORIES, type Output } from './push.ts';

/*
 * `shop storyblok migrate`: a block schema change carried into the content that already exists, in a space (through
 * the Management API) and in the repository's story files alike, scoped to one brand's folder or all of them
 * (docs/adr/0015-storyblok-space-from-the-repository.md). A migration is a pure function per component; a block
 * already in the new shape comes back unchanged, so a run is idempotent per story and a stopped run is completed by
 * the next. Every story is recorded (its previous content, the new content's hash) before it is written, in one
 * record per run under <content>/migrations/<name>/, which `--rollback` replays.
 */

type Json = Record<string, unknown>;

export interface Migration {
  readonly name: string;
  readonly description: string;
  /** Per component it applies to, a pure function from a block to the block in the new shape. */
  readonly blocks: Readonly<Record<string, (block: Readonly<Json>) => Json>>;
}

/** The migrations `shop storyblok migrate <name>` knows. */
export const MIGRATIONS: readonly Migration[] = [linkFieldsToMultilink];

export const TARGETS = ['space', 'files', 'both'] as const;
export type Target = (typeof TARGETS)[number];

export interface FieldChange {
  readonly uid: string;
  readonly component: string;
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A story's content after the migration, every block of its components anywhere in the tree, and what changed. */
export function migrateContent(
  migration: Migration,
  content: Readonly<Json>,
): { content: Json; changes: FieldChange[] } {
  const changes: FieldChange[] = [];
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObject(value)) return value;
    const component = typeof value.component === 'string' ? value.component : undefined;
    const migrate =
      component !== undefined && Object.hasOwn(migration.blocks, component) ? migration.blocks[component] : undefined;
    const next = migrate ? migrate(value) : value;
    if (migrate) {
      for (const field of new Set([...Object.keys(value), ...Object.keys(next)])) {
        if (canonical(value[field]) !== canonical(next[field]))
          changes.push({
            uid: String(value._uid ?? ''),
            component: component!,
            field,
            before: value[field],
            after: next[field],
          });
      }
    }
    return Object.fromEntries(Object.entries(next).map(([key, child]) => [key, walk(child)]));
  };
  return { content: walk(content) as Json, changes };
}

const contentHash = (content: unknown): string =>
  `sha256:${createHash('sha256').update(canonical(content)).digest('hex').slice(0, 16)}`;

/** A field change as the diff reads: the block, the field, the old value and the new. */
const formatChange = (change: FieldChange): string =>
  `      ${change.uid || `(${change.component})`} ${change.field}: ${shown(change.before)} -> ${shown(change.after)}`;
const shown = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));

// --- the record of a run ---------------------------------------------------------------------------------------

const entrySchema = z.strictObject({
  target: z.enum(['space', 'file']),
  full_slug: z.string(),
  /** The story's id in the space (null for a file). */
  id: z.number().int().nullable(),
  /** Whether the migration published it (so a rollback publishes what it restores). */
  published: z.boolean(),
  previous: z.record(z.string(), z.unknown()),
  /** The hash of the content the migration wrote: a story whose content differs was changed since. */
  hash: z.string(),
});
type Entry = z.infer<typeof entrySchema>;
const runRecordSchema = z.strictObject({
  migration: z.string(),
  about: z.string(),
  started_at: z.string(),
  space: z.number().int().nullable(),
  stories: z.array(entrySchema),
});
type RunRecord = z.infer<typeof runRecordSchema>;

const ABOUT =
  'Written by `shop storyblok migrate` as it goes: per story migrated, its content before the migration and the hash of the content written. `shop storyblok migrate <name> --rollback` replays it. docs/adr/0015-storyblok-space-from-the-repository.md';

export const recordsDirFor = (contentDir: string, name: string) => path.join(contentDir, 'migrations', name);

function readRunRecord(file: string): RunRecord {
  const parsed = runRecordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file}: not a migration record (${z.prettifyError(parsed.error).replaceAll('\n', ' ')})`);
  return parsed.data;
}

/**
 * The record of one run, written whole after every story, so a stopped run leaves what it did recorded. Named after
 * the run's start, so the names sort as the runs ran (`_2` after a name taken in the same millisecond).
 */
function runLog(dir: string, migration: string, space: number | null, startedAt: Date) {
  const stamp = startedAt.toISOString().replaceAll(':', '-');
  let file = path.join(dir, `${stamp}.json`);
  for (let n = 2; existsSync(file); n++) file = path.join(dir, `${stamp}_${n}.json`);
  let record: RunRecord | undefined;
  return {
    file,
    written: () => record !== undefined,
    add(entry: Entry): void {
      record ??= { migration, about: ABOUT, started_at: startedAt.toISOString(), space, stories: [] };
      record.stories.push(entry);
      writeJsonFile(file, record);
    },
  };
}

// --- running a migration ---------------------------------------------------------------------------------------

export interface MigrateOptions {
  readonly migration: Migration;
  /** Holds stories/ (the files) and migrations/ (the records of runs). */
  readonly contentDir: string;
  /** One folder (a brand's code, or `group`); undefined for every folder. */
  readonly folder?: string | undefined;
  readonly target: Target;
  /** The space; needed unless the target is the files only. */
  readonly settings?: SpaceSettings | undefined;
  readonly dryRun: boolean;
  readonly now?: () => Date;
}

interface SpaceStory {
  readonly id: number;
  readonly fullSlug: string;
  readonly name: string;
  readonly slug: string;
  readonly published: boolean;
  readonly draft: boolean;
  readonly content: Json;
}

interface Planned {
  readonly fullSlug: string;
  readonly previous: Json;
  readonly content: Json;
  readonly changes: readonly FieldChange[];
}

const withSpace = (target: Target) => target !== 'files';
const withFiles = (target: Target) => target !== 'space';
const scopeOf = (folder: string | undefined) => (folder ? `the folder ${folder}` : 'every folder');
const inScope = (fullSlug: string, folder: string | undefined) => !folder || fullSlug.startsWith(`${folder}/`);

function printPlan(output: Output, planned: readonly Planned[], where: string, dryRun: boolean): void {
  if (planned.length === 0) {
    output.out(`${where}: nothing to do (every block already in the new shape)`);
    return;
  }
  output.out(`${where}: ${count(planned.length, STORIES)} ${dryRun ? 'to migrate' : 'migrated'}`);
  for (const story of planned) {
    output.out(`  ~ ${story.fullSlug}`);
    for (const change of story.changes) output.out(formatChange(change));
  }
}

export async function runMigration(options: MigrateOptions, output: Output): Promise<number> {
  const { migration, settings } = options;
  const started = options.now?.() ?? new Date();
  const components = Object.keys(migration.blocks);
  output.out(
    `Migration ${migration.name} in ${scopeOf(options.folder)}${options.dryRun ? ' (dry run: nothing is written)' : ''}: ${migration.description}`,
  );
  const log = runLog(
    recordsDirFor(options.contentDir, migration.name),
    migration.name,
    settings?.spaceId ?? null,
    started,
  );
  let doing = 'opening the space';
  let code = 0;
  try {
    // The space is read first: a bad token or space stops the run before anything is written anywhere.
    let spacePlan: { planned: Planned[]; stories: Map<string, SpaceStory>; refused: SpaceStory[] } | undefined;
    let client: Mapi | undefined;
    if (withSpace(options.target)) {
      if (!settings) throw new Error('no space settings for a migration of the space');
      client = connect(settings);
      await client.spaces.get();
      doing = 'listing the stories';
      const stories = await readSpaceStories(client, components, options.folder);
      // A draft is refused only where the migration has work: in the draft or in the version the space publishes.
      const refused = (
        await Promise.all(
          stories
            .filter((story) => story.draft)
            .map(async (story) => ((await needsMigration(client!, settings, migration, story)) ? [story] : [])),
        )
      ).flat();
      const planned = stories
        .filter((story) => !story.draft)
        .map((story) => ({
          fullSlug: story.fullSlug,
          previous: story.content,
          ...migrateContent(migration, story.content),
        }))
        .filter((story) => story.changes.length > 0);
      spacePlan = { planned, stories: new Map(stories.map((story) => [story.fullSlug, story])), refused };
    }

    if (withFiles(options.target)) {
      const storiesDir = path.join(options.contentDir, 'stories');
      const planned: (Planned & { file: string; raw: { story: Json } })[] = [];
      for (const local of readLocalStories(
        storiesDir,
        options.folder ? new Set([options.folder]) : undefined,
      ).values()) {
        const raw = JSON.parse(readFileSync(local.file, 'utf8')) as { story: Json };
        const previous = (raw.story.content ?? {}) as Json;
        const migrated = migrateContent(migration, previous);
        if (migrated.changes.length > 0)
          planned.push({ fullSlug: local.fullSlug, previous, ...migrated, file: local.file, raw });
      }
      for (const story of options.dryRun ? [] : planned) {
        log.add({
          target: 'file',
          full_slug: story.fullSlug,
          id: null,
          published: false,
          previous: story.previous,
          hash: contentHash(story.content),
        });
        writeJsonFile(story.file, { ...story.raw, story: { ...story.raw.story, content: story.content } });
      }
      printPlan(output, planned, `files (${path.relative(process.cwd(), storiesDir) || storiesDir})`, options.dryRun);
    }

    if (spacePlan && client && settings) {
      const { planned, stories, refused } = spacePlan;
      for (const plan of options.dryRun ? [] : planned) {
        const story = stories.get(plan.fullSlug)!;
        // Published stays published; a story never published (or unpublished) is saved as a draft, as it was.
        log.add({
          target: 'space',
          full_slug: story.fullSlug,
          id: story.id,
          published: story.published,
          previous: plan.previous,
          hash: contentHash(plan.content),
        });
        doing = `migrating ${story.fullSlug}`;
        await saveContent(client, story, plan.content, story.published);
      }
      printPlan(output, planned, `space ${settings.spaceId}`, options.dryRun);
      for (const story of refused) {
        output.err(
          `! ${story.fullSlug}: an editor's unpublished draft in the space: not migrated (a save would publish the draft, or leave the published version in the old shape). Publish or discard the draft in Storyblok, then run again.`,
        );
      }
      if (refused.length > 0) code = 1;
    }
    if (log.written())
      output.out(`Record of this run: ${path.relative(process.cwd(), log.file)} (--rollback replays it)`);
    return code;
  } catch (error) {
    output.err(`shop: ${failure(error, settings, doing)}`);
    if (log.written())
      output.err(
        `What was migrated is recorded in ${path.relative(process.cwd(), log.file)}; run again to complete it.`,
      );
    return 1;
  }
}

/** The stories holding a block of the components (Storyblok's `contain_component` looks at every level), read whole. */
async function readSpaceStories(
  client: Mapi,
  components: readonly string[],
  folder: string | undefined,
): Promise<SpaceStory[]> {
  const listed: { id: number; full_slug: string }[] = [];
  for (let page = 1; ; page++) {
    const { data, response } = await client.stories.list({
      query: {
        per_page: 100,
        page,
        story_only: true,
        contain_component: components.join(','),
        ...(folder ? { starts_with: `${folder}/` } : {}),
      },
    });
    const batch = (data.stories ?? []) as { id: number; full_slug: string }[];
    listed.push(...batch);
    const total = Number(response.headers.get('total') ?? listed.length);
    if (batch.length === 0 || listed.length >= total) break;
  }
  return Promise.all(
    listed
      .filter((story) => inScope(story.full_slug, folder))
      .map((story) => readSpaceStory(client, story.id, story.full_slug)),
  ).then((stories) => stories.sort((a, b) => a.fullSlug.localeCompare(b.fullSlug)));
}

async function needsMigration(
  client: Mapi,
  settings: SpaceSettings,
  migration: Migration,
  story: SpaceStory,
): Promise<boolean> {
  if (migrateContent(migration, story.content).changes.length > 0) return true;
  const published = await naming(`reading the published version of ${story.fullSlug}`, () =>
    readPublishedContent(client, settings.spaceId, story.id),
  );
  return published !== undefined && migrateContent(migration, published).changes.length > 0;
}

async function readSpaceStory(client: Mapi, id: number, fullSlug: string): Promise<SpaceStory> {
  const { data } = await naming(`reading ${fullSlug}`, () => client.stories.get(id));
  const story = data.story as unknown as {
    name: string;
    slug: string;
    full_slug: string;
    published?: boolean | null;
    unpublished_changes?: boolean | null;
    content?: Json;
  };
  const published = story.published === true;
  return {
    id,
    fullSlug: story.full_slug,
    name: story.name,
    slug: story.slug,
    published,
    draft: published && story.unpublished_changes === true,
    content: story.content ?? {},
  };
}

async function saveContent(client: Mapi, story: SpaceStory, content: Json, publish: boolean): Promise<void> {
  const body = { story: { name: story.name, slug: story.slug, content } };
  await naming(`saving ${story.fullSlug}`, () =>
    client.stories.update(story.id, publish ? { body, query: { publish: true } } : { body }),
  );
}

/** A failed call (an answer, or none: fetch's TypeError) in management.ts's words; anything else as it says. */
function failure(error: unknown, settings: SpaceSettings | undefined, doing: string): string {
  const call = error instanceof ClientError || error instanceof CallFailed || error instanceof TypeError;
  if (settings && call) return explainFailure(error, settings, doing);
  return error instanceof Error ? error.message : String(error);
}

// --- rolling back ----------------------------------------------------------------------------------------------

/**
 * Replays the records of a migration's runs, the newest first: each story whose content is still what the migration
 * wrote gets its previous content back; one changed since (an editor, a later run) is named and left as it is. A
 * replayed story leaves the record, so a stopped rollback is completed by the next.
 */
export async function rollbackMigration(options: MigrateOptions, output: Output): Promise<number> {
  const { migration, settings } = options;
  const dir = recordsDirFor(options.contentDir, migration.name);
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .reverse()
        .map((name) => path.join(dir, name))
    : [];
  output.out(
    `Rollback of ${migration.name} in ${scopeOf(options.folder)}${options.dryRun ? ' (dry run: nothing is written)' : ''}`,
  );
  const wanted = (entry: Entry, record: RunRecord) =>
    inScope(entry.full_slug, options.folder) &&
    (entry.target === 'file'
      ? withFiles(options.target)
      : withSpace(options.target) && record.space === (settings?.spaceId ?? null));
  let doing = 'reading the records';
  let refused = 0;
  let restored = 0;
  try {
    const records = files.map((file) => ({ file, record: readRunRecord(file) }));
    const todo = records.flatMap(({ record }) => record.stories.filter((entry) => wanted(entry, record)));
    if (todo.length === 0) {
      output.out('nothing to roll back: no record of a run holds a story of this scope');
      return 0;
    }
    doing = 'opening the space';
    const client = todo.some((entry) => entry.target === 'space') && settings ? connect(settings) : undefined;
    if (client) await client.spaces.get();
    for (const { file, record } of records) {
      const kept: Entry[] = [];
      for (const entry of record.stories) {
        if (!wanted(entry, record)) {
          kept.push(entry);
          continue;
        }
        doing = `rolling back ${entry.full_slug}`;
        const outcome =
          entry.target === 'file' ? rollbackFile(options, entry) : await rollbackStory(client!, entry, options.dryRun);
        const where = entry.target === 'file' ? 'file ' : 'space';
        if (outcome === 'changed') {
          refused += 1;
          kept.push(entry);
          output.err(
            `! ${where} ${entry.full_slug}: changed since the migration (or has an editor's draft): left as it is`,
          );
        } else if (outcome === 'restored') {
          restored += 1;
          output.out(`  ${where} ${entry.full_slug}: ${options.dryRun ? 'would be restored' : 'restored'}`);
        }
        if (options.dryRun) continue;
        // Written after every story: a stopped rollback leaves in the record only what it did not restore.
        const rest = [...kept, ...record.stories.slice(record.stories.indexOf(entry) + 1)];
        if (rest.length === 0) rmSync(file, { force: true });
        else writeJsonFile(file, { ...record, stories: rest });
      }
    }
    output.out(`${count(restored, STORIES)} ${options.dryRun ? 'to restore' : 'restored'}`);
    if (refused > 0) {
      output.err(`shop: ${count(refused, STORIES)} not rolled back (above); their record is kept.`);
      return 1;
    }
    return 0;
  } catch (error) {
    output.err(`shop: ${failure(error, settings, doing)}`);
    return 1;
  }
}

type Outcome = 'restored' | 'already' | 'changed';

/** Restored when the content is what the migration wrote; already when it is the previous content again. */
function compare(current: unknown, entry: Entry): Outcome {
  const hash = contentHash(current);
  if (hash === entry.hash) return 'restored';
  return hash === contentHash(entry.previous) ? 'already' : 'changed';
}

function rollbackFile(options: MigrateOptions, entry: Entry): Outcome {
  const file = path.join(options.contentDir, 'stories', `${entry.full_slug}.json`);
  if (!existsSync(file)) return 'changed';
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { story: Json };
  const outcome = compare(raw.story.content, entry);
  if (outcome === 'restored' && !options.dryRun)
    writeJsonFile(file, { ...raw, story: { ...raw.story, content: entry.previous } });
  return outcome;
}

async function rollbackStory(client: Mapi, entry: Entry, dryRun: boolean): Promise<Outcome> {
  const story = await readSpaceStory(client, entry.id!, entry.full_slug).catch((error: unknown) => {
    // Deleted in the space since: nothing to restore it into.
    if (error instanceof CallFailed && error.failure instanceof ClientError && error.failure.response.status === 404)
      return undefined;
    throw error;
  });
  if (!story) return 'changed';
  if (story.draft) return 'changed';
  const outcome = compare(story.content, entry);
  if (outcome === 'restored' && !dryRun)
    await saveContent(client, story, entry.previous, entry.published && story.published);
  return outcome;
}
