import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { diffJson, formatChanges } from './diff.ts';
import {
  fieldsHash,
  fieldsOf,
  readLocalStories,
  readRecord,
  recordFileFor,
  writeJsonFile,
  writeRecord,
  type LocalStory,
  type StoryFields,
} from './local-stories.ts';
import {
  connect,
  explainFailure,
  listAllStories,
  naming,
  readPublishedContent,
  type ListedStory,
  type Mapi,
} from './management.ts';
import { count, STORIES, type Output, type SyncOptions } from './push.ts';
import { spaceAssets } from './assets.ts';

/*
 * `shop storyblok pull`: writes what a space publishes into stand-ins/content/stories/<folder>/<slug>.json, in the
 * CDN's JSON like the seeded ones, so an editor's published work can be reviewed, tested and photographed (`shop
 * gallery`). Every file under stories/ is published content (the CDN stand-in and every build serve it), so an
 * editor's unpublished draft is never written there: `--drafts` writes it to drafts/<folder>/<slug>.json, which
 * nothing serves. A file is rewritten only when the story differs, keeping the file's own id and uuid, and never
 * over uncommitted changes unless `--force`. The record of the space then holds what was pulled, so the next push
 * sends nothing back (docs/adr/0015-storyblok-space-from-the-repository.md).
 */

export interface PullOptions extends SyncOptions {
  /** Read and say what would be written, skipped and refused; write nothing, not the record. */
  readonly dryRun?: boolean;
  /** Also overwrite files with uncommitted changes. */
  readonly force?: boolean;
  /** Also write each editor's unpublished draft, under drafts/. */
  readonly drafts?: boolean;
}

type FullStory = ListedStory & { content?: Record<string, unknown>; tag_list?: string[] };

/** The story as the CDN's JSON: the repository's file with the space's fields, or a new file from the space. */
function storyFile(remote: FullStory, fields: StoryFields, local: LocalStory | undefined): unknown {
  const tags = fields.tag_list.length > 0 || local?.response.story.tag_list ? { tag_list: [...fields.tag_list] } : {};
  // The file's own publication date stays: the space's moves with every publish, and would make every file a diff.
  if (local)
    return {
      ...local.response,
      story: { ...local.response.story, name: fields.name, content: fields.content, ...tags },
    };
  const slug = remote.full_slug.split('/').at(-1)!;
  return {
    story: {
      id: remote.id,
      uuid: remote.uuid,
      name: fields.name,
      slug,
      full_slug: remote.full_slug,
      content: fields.content,
      lang: 'default',
      published_at: remote.published_at,
      ...tags,
    },
    cv: 0,
    rels: [],
    links: [],
  };
}

/**
 * The files under `dir` that git holds as changed or new (uncommitted), or undefined outside a git checkout. One
 * `git status` for the whole folder: a pull may write hundreds of files.
 */
function uncommittedFiles(dir: string): Set<string> | undefined {
  if (!existsSync(dir)) return new Set();
  const git = (args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
  const top = git(['rev-parse', '--show-toplevel']);
  if (top.status !== 0) return undefined;
  const status = git(['status', '--porcelain', '-z', '--untracked-files=all', '--', '.']);
  if (status.status !== 0) throw new Error(`git status failed in ${dir}: ${status.stderr.trim()}`);
  const files = new Set<string>();
  const entries = status.stdout.split('\0').filter(Boolean);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    files.add(path.resolve(top.stdout.trim(), entry.slice(3)));
    // A rename or copy is followed by the path it came from.
    if (entry[0] === 'R' || entry[0] === 'C') i++;
  }
  return files;
}

/** The file's path as git gives it (the real one), so a checkout reached through a link still matches. */
const realFile = (file: string) =>
  existsSync(path.dirname(file)) ? path.join(realpathSync(path.dirname(file)), path.basename(file)) : file;

type FileAction = 'write' | 'rewrite' | 'refuse' | 'skip';
const MARK: Readonly<Record<FileAction, string>> = { write: '+', rewrite: '~', refuse: '!', skip: '-' };

interface FilePlan {
  readonly action: FileAction;
  readonly file: string;
  readonly slug: string;
  readonly why: string;
  readonly changes?: ReturnType<typeof diffJson> | undefined;
}

export async function pullSpace(options: PullOptions, output: Output): Promise<number> {
  const { settings } = options;
  const storiesDir = path.join(options.contentDir, 'stories');
  const draftsDir = path.join(options.contentDir, 'drafts');
  const recordFile = recordFileFor(options.contentDir, settings.spaceId);
  const local = readLocalStories(storiesDir, options.only);
  const localDrafts = options.drafts ? readLocalStories(draftsDir, options.only) : new Map<string, LocalStory>();
  const record = readRecord(recordFile, settings.spaceId);
  const dirty = uncommittedFiles(options.contentDir);
  const shown = (file: string) => path.relative(process.cwd(), file) || file;
  /** Whether writing `file` would lose a local change: git's word, else (story files) the record's. */
  const isChanged = (file: string, mine: LocalStory | undefined, recordedHash: string | undefined, story: boolean) => {
    if (!existsSync(file)) return false;
    if (dirty) return dirty.has(realFile(file));
    return story && mine !== undefined && recordedHash !== fieldsHash(mine.fields);
  };
  const notOverwritten = dirty
    ? 'has uncommitted changes: not overwritten (commit or discard them, or pull with --force)'
    : `differs from what was last pushed or pulled (${shown(recordFile)}): not overwritten (pull with --force to overwrite it)`;
  const client: Mapi = connect(settings);
  const dry = options.dryRun ?? false;
  const assets = spaceAssets(client, { settings, contentDir: options.contentDir, dryRun: dry }, output);
  let doing = 'opening the space';
  let pulled = false;
  const started = Date.now();
  try {
    const { data: spaceData } = await client.spaces.get();
    const where = shown(storiesDir);
    output.out(
      dry
        ? `Plan (dry run: nothing is written; - the repository, + the space) for pulling space ${settings.spaceId} "${spaceData.space.name ?? ''}" into ${where}`
        : `Pulling space ${settings.spaceId} "${spaceData.space.name ?? ''}" into ${where}`,
    );
    // The files compared as the space holds them, with its assets; a story written back points at the repository's
    // image, an editor's new asset downloaded into it (cli/storyblok/assets.ts).
    doing = 'reading the assets';
    await assets.toSpace(local, false);
    doing = 'listing the stories';
    const remote = (await listAllStories(client)).filter((story) => !story.is_folder);
    const wanted = remote.filter((story) => !options.only || options.only.has(story.full_slug.split('/')[0]!));
    const nested = wanted.filter((story) => story.full_slug.split('/').length !== 2);
    for (const story of nested)
      output.err(`  skipped ${story.full_slug}: the repository keeps stories one folder deep (<folder>/<slug>)`);
    const folders = [
      ...new Set(wanted.filter((story) => !nested.includes(story)).map((story) => story.full_slug.split('/')[0]!)),
    ].sort();
    const totals = { written: 0, unchanged: 0, skipped: 0, refused: 0, drafts: 0 };
    const refused: FilePlan[] = [];
    for (const folder of folders) {
      doing = `pulling the folder ${folder}`;
      const stories = wanted.filter((story) => story.full_slug.startsWith(`${folder}/`) && !nested.includes(story));
      const plans: FilePlan[] = [];
      await Promise.all(
        stories.map(async (listed) => {
          const slug = listed.full_slug;
          const mine = local.get(slug);
          const recorded = record.stories[slug];
          const hasDraft = Boolean(listed.unpublished_changes) || !listed.published;
          // The space still holds what the record says and the file holds the same: nothing to read.
          if (
            (!options.drafts || !hasDraft) &&
            mine &&
            recorded?.updated_at === listed.updated_at &&
            recorded.hash === fieldsHash(mine.fields)
          )
            return;
          const { data } = await naming(`reading ${slug}`, () => client.stories.get(listed.id));
          const full = data.story as unknown as FullStory;
          const latest = fieldsOf(full);
          // The story is its latest save; with unpublished changes, what the space publishes is another version.
          let published: StoryFields | undefined = full.published ? latest : undefined;
          if (full.published && full.unpublished_changes) {
            const content = await naming(`reading the published version of ${slug}`, () =>
              readPublishedContent(client, settings.spaceId, listed.id),
            );
            published = content ? { ...latest, content } : undefined;
          }
          const file = path.join(storiesDir, `${slug}.json`);
          if (!published) {
            plans.push({
              action: 'skip',
              file,
              slug,
              why: `never published in the space (or unpublished there): ${mine ? 'the story file is kept as it is' : 'no story file'}${options.drafts ? '' : '; --drafts keeps its draft under drafts/'}`,
            });
          } else {
            const hash = fieldsHash(published);
            if (mine && hash === fieldsHash(mine.fields)) {
              if (!dry) record.stories[slug] = { hash, updated_at: full.updated_at };
              pulled ||= !dry;
            } else if (!options.force && isChanged(file, mine, recorded?.hash, true)) {
              plans.push({ action: 'refuse', file, slug, why: notOverwritten });
            } else {
              const why = !mine
                ? 'new in the repository'
                : hasDraft
                  ? 'published in the space since; an editor’s unpublished draft there is not pulled'
                  : 'changed in the space';
              plans.push({
                action: mine ? 'rewrite' : 'write',
                file,
                slug,
                why,
                changes: mine ? diffJson(mine.fields, published) : undefined,
              });
              if (!dry) {
                writeJsonFile(file, storyFile(full, await assets.toRepository(published), mine));
                record.stories[slug] = { hash, updated_at: full.updated_at };
                pulled = true;
              }
            }
          }
          if (options.drafts && hasDraft) {
            const draftFile = path.join(draftsDir, `${slug}.json`);
            const mineDraft = localDrafts.get(slug);
            if (mineDraft && fieldsHash(mineDraft.fields) === fieldsHash(latest)) return;
            if (!options.force && isChanged(draftFile, mineDraft, undefined, false)) {
              plans.push({ action: 'refuse', file: draftFile, slug, why: notOverwritten });
              return;
            }
            plans.push({
              action: mineDraft ? 'rewrite' : 'write',
              file: draftFile,
              slug,
              why: 'an editor’s unpublished draft, kept apart: nothing serves drafts/',
              changes: mineDraft ? diffJson(mineDraft.fields, latest) : undefined,
            });
            if (!dry) writeJsonFile(draftFile, storyFile(full, latest, mineDraft));
          }
        }),
      );
      plans.sort((a, b) => a.file.localeCompare(b.file));
      const storyFiles = plans.filter((plan) => plan.file.startsWith(storiesDir));
      const written = storyFiles.filter((plan) => plan.action === 'write' || plan.action === 'rewrite');
      const n = (action: FileAction) => storyFiles.filter((plan) => plan.action === action).length;
      const drafts = plans.filter((plan) => !plan.file.startsWith(storiesDir) && plan.action !== 'refuse').length;
      totals.written += written.length;
      totals.skipped += n('skip');
      totals.refused += plans.filter((plan) => plan.action === 'refuse').length;
      totals.drafts += drafts;
      const unchanged = stories.length - written.length - n('skip') - n('refuse');
      totals.unchanged += unchanged;
      const names = written.map((plan) => plan.slug.slice(folder.length + 1));
      const verb = dry ? 'to write' : 'written';
      const parts = [
        written.length > 0 && `${written.length} ${verb} (${names.join(', ')})`,
        written.length > 0 && `${unchanged} unchanged`,
        n('skip') > 0 && `${n('skip')} not published, no story file written`,
        n('refuse') > 0 && `${n('refuse')} not overwritten (local changes)`,
        drafts > 0 && `${count(drafts, ['draft', 'drafts'])} ${dry ? 'to write' : 'written'} under drafts/`,
      ].filter(Boolean);
      output.out(`  ${folder.padEnd(8)} ${count(stories.length, STORIES)}: ${parts.join(', ') || 'unchanged'}`);
      for (const plan of plans) {
        if (plan.action === 'refuse') refused.push(plan);
        if (dry || plan.action === 'skip' || (plan.action !== 'refuse' && !plan.file.startsWith(storiesDir))) {
          output.out(`  ${MARK[plan.action]} ${shown(plan.file)}  (${plan.why})`);
          if (dry && plan.changes) output.out(formatChanges(plan.changes).join('\n'));
        }
      }
    }
    const onlyHere = [...local.keys()].filter((slug) => !remote.some((story) => story.full_slug === slug));
    if (onlyHere.length > 0)
      output.out(
        `  ${count(onlyHere.length, STORIES)} only in the repository, kept (\`shop storyblok push\` sends them): ${onlyHere.slice(0, 10).join(', ')}${onlyHere.length > 10 ? ', …' : ''}`,
      );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (dry) {
      output.out(
        `Dry run: ${count(totals.written, STORIES)} to write, ${totals.unchanged} unchanged, ${totals.skipped} not published, ${totals.refused} to refuse, ${count(totals.drafts, ['draft', 'drafts'])} to write under drafts/; nothing was written [${seconds} s]`,
      );
    } else if (totals.written === 0 && totals.drafts === 0) {
      output.out(
        `Nothing to write: the repository holds every published story of space ${settings.spaceId} as it is (${count(totals.unchanged, STORIES)}) [${seconds} s]`,
      );
    } else {
      output.out(
        `${count(totals.written, STORIES)} written, ${totals.unchanged} unchanged${totals.drafts > 0 ? `, ${count(totals.drafts, ['draft', 'drafts'])} under ${shown(draftsDir)}` : ''} [${seconds} s]. Review them with \`git diff\`, try them with \`npm start\` or \`shop gallery\`.`,
      );
    }
    if (refused.length > 0 && !dry) {
      for (const plan of refused) output.err(`shop: ${shown(plan.file)} ${plan.why}`);
      return 1;
    }
    return 0;
  } catch (error) {
    output.err(`shop: ${explainFailure(error, settings, doing)}`);
    return 1;
  } finally {
    if (pulled && !dry) writeRecord(recordFile, record);
    assets.save();
  }
}
