import path from 'node:path';
import { GROUP_STORY_FOLDER } from '../../domain/routes.ts';
import { COMPONENT_GROUPS, storyblokComponents, type StoryblokComponent } from './components.ts';
import { diffJson, formatChanges, type Change } from './diff.ts';
import {
  fieldsHash,
  fieldsOf,
  readLocalStories,
  readRecord,
  recordFileFor,
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
  type SpaceSettings,
} from './management.ts';
import { pushRoles } from './roles.ts';
import { spaceAssets } from './assets.ts';

/*
 * `shop storyblok push`: makes a space match the repository. Components (with their groups) from the block schemas,
 * a folder per brand plus the group folder, and every story, created or updated and published. Idempotent: what
 * already matches is not sent. A story an editor changed in the space since the last push is not overwritten
 * without `force`: the record of the last push (local-stories.ts) says what the space held when this repository
 * last wrote it, and anything else there is an editor's work (docs/adr/0015-storyblok-space-from-the-repository.md).
 * Every story file is published content, so a push publishes what it writes; a story an editor saved as a draft
 * (unpublished changes) is compared by its published version and neither overwritten nor published without `force`.
 */

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

export interface SyncOptions {
  readonly settings: SpaceSettings;
  /** Holds stories/ (the files) and spaces/ (the records). */
  readonly contentDir: string;
  /** Only these folders (brand codes, or `group`). */
  readonly only?: ReadonlySet<string> | undefined;
}

export interface PushOptions extends SyncOptions {
  /** The brands' display names, by code, for the folders' names. */
  readonly folderNames: ReadonlyMap<string, string>;
  readonly dryRun: boolean;
  readonly force: boolean;
}

/** The group folder's name in the space (a brand's folder is named after the brand). */
export const GROUP_FOLDER_NAME = 'Group (every brand’s fallback)';

/** The component keys a push sets, and the keys of a field it sets: what a space is compared on. */
const COMPONENT_KEYS = [
  'display_name',
  'description',
  'is_root',
  'is_nestable',
  'preview_field',
  'component_group_uuid',
] as const;
const FIELD_KEYS = [
  'type',
  'pos',
  'description',
  'options',
  'default_value',
  'required',
  'filetypes',
  'restrict_components',
  'component_whitelist',
] as const;

/** Storyblok writes an unset key as null, false, "" or [] depending on the key: all of them are "not set". */
const unset = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);
const normalise = (value: unknown) => (unset(value) ? undefined : value);

type Json = Record<string, unknown>;

/** A component as the push compares it: only the keys it sets, unset values dropped. */
function comparableComponent(component: Json): Json {
  const schema = (component.schema ?? {}) as Record<string, Json>;
  return {
    ...Object.fromEntries(COMPONENT_KEYS.map((key) => [key, normalise(component[key])])),
    schema: Object.fromEntries(
      Object.entries(schema).map(([name, field]) => [
        name,
        Object.fromEntries(FIELD_KEYS.map((key) => [key, normalise(field[key])])),
      ]),
    ),
  };
}

function componentBody(component: StoryblokComponent, groupUuid: string): Json {
  const body: Json = { ...component, component_group_uuid: groupUuid };
  delete body.component_group_name;
  return body;
}

type Plural = readonly [string, string];
export const count = (n: number, [one, many]: Plural) => `${n} ${n === 1 ? one : many}`;
export const STORIES: Plural = ['story', 'stories'];

interface StoryPlan {
  readonly local: LocalStory;
  /** `draft`: the space publishes what the repository holds, and an editor's unpublished draft is left as it is. */
  readonly action: 'create' | 'update' | 'unchanged' | 'conflict' | 'draft';
  readonly remote?: ListedStory | undefined;
  /** The space's fields, when they were read (always for an update's or a conflict's diff). */
  readonly remoteFields?: StoryFields | undefined;
  readonly why?: string;
}

/** A dry run's plan, as a diff reads: + new, ~ changed, ! an editor's change a push leaves alone. */
const PLAN_MARK: Readonly<Record<StoryPlan['action'], string>> = {
  create: '+',
  update: '~',
  conflict: '!',
  draft: '=',
  unchanged: ' ',
};

export async function pushSpace(options: PushOptions, output: Output): Promise<number> {
  const { settings } = options;
  const storiesDir = path.join(options.contentDir, 'stories');
  const recordFile = recordFileFor(options.contentDir, settings.spaceId);
  const local = readLocalStories(storiesDir, options.only);
  if (local.size === 0) {
    output.err(
      `shop: no stories to push under ${storiesDir}${options.only ? ` in ${[...options.only].join(', ')}` : ''}`,
    );
    return 1;
  }
  const record = readRecord(recordFile, settings.spaceId);
  const client = connect(settings);
  const assets = spaceAssets(client, { settings, contentDir: options.contentDir, dryRun: options.dryRun }, output);
  let doing = 'opening the space';
  const started = Date.now();
  const mode = options.dryRun ? 'Plan (dry run: nothing is changed; - the space, + the repository)' : 'Pushing';
  let wrote = false;
  try {
    const { data: spaceData } = await client.spaces.get();
    output.out(`${mode} to space ${settings.spaceId} "${spaceData.space.name ?? ''}"`);

    // Stories are compared and saved as the space holds them: with its assets (cli/storyblok/assets.ts).
    doing = 'uploading the images';
    await assets.toSpace(local, true);

    doing = 'pushing the components';
    const components = await pushComponents(client, options, output);

    doing = 'listing the stories';
    const remote = await listAllStories(client);
    const remoteBySlug = new Map(remote.map((story) => [story.full_slug, story]));
    const recorded = Object.keys(record.stories).length;
    if (remote.length === 0 && recorded > 0) {
      // An empty space is a new one (a stand-in restarted, a space emptied on purpose): no editor's work to protect.
      output.out(
        `  space ${settings.spaceId} holds no stories: the record of an earlier push (${count(recorded, STORIES)}) does not apply to it`,
      );
      record.stories = {};
    }

    const folders = [...new Set([...local.values()].map((story) => story.folder))];
    const folderIds = new Map<string, number>();
    const totals = { create: 0, update: 0, unchanged: 0, conflict: 0, draft: 0, foldersChanged: 0 };
    const conflicts: StoryPlan[] = [];
    for (const folder of folders) {
      doing = `pushing the folder ${folder}`;
      const folderId = await pushFolder(client, options, folder, remoteBySlug.get(folder), output);
      folderIds.set(folder, folderId.id);
      if (folderId.changed) totals.foldersChanged += 1;
      const stories = [...local.values()].filter((story) => story.folder === folder);
      const plans = await Promise.all(
        stories.map((story) =>
          planStory(client, options, story, remoteBySlug.get(story.fullSlug), record.stories[story.fullSlug]),
        ),
      );
      await Promise.all(
        plans.map(async (plan) => {
          totals[plan.action] += 1;
          if (plan.action === 'conflict') conflicts.push(plan);
          if (plan.action === 'unchanged' || plan.action === 'draft') {
            // Read because the space's updated_at moved (a publish, a save of the same text): record where it stands.
            if (!options.dryRun && plan.remote)
              record.stories[plan.local.fullSlug] = {
                hash: fieldsHash(plan.local.fields),
                updated_at: plan.remote.updated_at,
              };
            return;
          }
          if (options.dryRun || (plan.action === 'conflict' && !options.force)) return;
          const saved = await naming(`saving ${plan.local.fullSlug}`, () => saveStory(client, plan, folderId.id));
          record.stories[plan.local.fullSlug] = { hash: fieldsHash(plan.local.fields), updated_at: saved.updated_at };
          wrote = true;
        }),
      );
      if (options.dryRun) {
        for (const plan of plans
          .filter((p) => p.action !== 'unchanged')
          .sort((a, b) => a.local.fullSlug.localeCompare(b.local.fullSlug))) {
          output.out(`  ${PLAN_MARK[plan.action]} ${plan.local.fullSlug}${plan.why ? `  (${plan.why})` : ''}`);
          if (plan.remoteFields) output.out(formatChanges(diffJson(plan.remoteFields, plan.local.fields)).join('\n'));
        }
      } else {
        output.out(`  ${folder.padEnd(8)} ${progress(plans, options.force)}`);
        for (const plan of plans.filter((p) => p.action === 'draft'))
          output.out(`  ${PLAN_MARK.draft} ${plan.local.fullSlug}  (${plan.why})`);
      }
      const onlyInSpace = remote.filter(
        (story) => !story.is_folder && story.full_slug.startsWith(`${folder}/`) && !local.has(story.full_slug),
      );
      if (onlyInSpace.length > 0)
        output.out(
          `  ${folder.padEnd(8)} ${count(onlyInSpace.length, STORIES)} only in the space, kept: ${onlyInSpace.map((s) => s.full_slug).join(', ')} (\`shop storyblok pull\` brings them here)`,
        );
    }

    // A role per brand pushed here, after its folder: the role names the folder's id (cli/storyblok/roles.ts).
    doing = 'pushing the roles';
    const brands = folders
      .filter((folder) => folder !== GROUP_STORY_FOLDER)
      .map((code) => ({ code, name: options.folderNames.get(code) ?? code, folderId: folderIds.get(code) ?? 0 }));
    const roles = await pushRoles(client, { spaceId: settings.spaceId, brands, dryRun: options.dryRun }, output);

    // A dry run shows them in its plan (`!`); a push says what it left, or what --force overwrote.
    if (!options.dryRun) for (const plan of conflicts) reportConflict(plan, options, output);
    const drafts =
      totals.draft === 0
        ? ''
        : `; ${count(totals.draft, STORIES)} with an editor's unpublished draft, left unpublished (=)`;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const changed =
      components.changed +
      roles.changed +
      totals.foldersChanged +
      totals.create +
      totals.update +
      (options.force ? totals.conflict : 0);
    if (changed === 0 && totals.conflict === 0) {
      output.out(
        `Nothing to do: space ${settings.spaceId} matches the repository (${components.total} components, ${count(folders.length, ['folder', 'folders'])}, ${count(local.size, STORIES)})${drafts} [${seconds} s]`,
      );
    } else {
      const verb = options.dryRun ? 'would be' : 'were';
      output.out(
        `Components and groups: ${components.changed} ${verb} created or updated; folders: ${totals.foldersChanged} of ${folders.length}; stories: ${totals.create} ${options.dryRun ? 'to create' : 'created'}, ${totals.update + (options.force ? totals.conflict : 0)} ${options.dryRun ? 'to update' : 'updated'}, ${totals.unchanged} unchanged${drafts} [${seconds} s]`,
      );
      if (!options.dryRun)
        output.out(
          `Record of this push: ${path.relative(process.cwd(), recordFile) || recordFile} (commit it with the push).`,
        );
    }
    if (totals.conflict > 0 && !options.force && options.dryRun) {
      output.out(
        `${count(totals.conflict, STORIES)} changed by an editor (!): a push leaves them as they are unless --force.`,
      );
    } else if (totals.conflict > 0 && !options.force) {
      output.err(
        `shop: ${count(totals.conflict, STORIES)} not pushed: changed or deleted in the space since the last push (above). Keep the editors' work with \`shop storyblok pull\` and push again, or overwrite it with --force.`,
      );
      return 1;
    }
    return 0;
  } catch (error) {
    output.err(`shop: ${explainFailure(error, settings, doing)}`);
    return 1;
  } finally {
    // Also after a failure half-way: what was pushed is recorded, so the next run does not take it for an editor's.
    if (!options.dryRun && (wrote || Object.keys(record.stories).length > 0)) writeRecord(recordFile, record);
    assets.save();
  }
}

function progress(plans: readonly StoryPlan[], force: boolean): string {
  const n = (action: StoryPlan['action']) => plans.filter((plan) => plan.action === action).length;
  const parts = [
    n('create') && `${n('create')} created`,
    (n('update') || (force && n('conflict'))) && `${n('update') + (force ? n('conflict') : 0)} updated`,
    n('unchanged') && `${n('unchanged')} unchanged`,
    n('draft') && `${n('draft')} with an editor's unpublished draft, left unpublished`,
    !force && n('conflict') && `${n('conflict')} changed by an editor, not pushed`,
    force && n('conflict') && `(${n('conflict')} of them changed by an editor, overwritten: --force)`,
  ].filter(Boolean);
  return `${count(plans.length, STORIES)}: ${parts.join(', ')}`;
}

function reportConflict(plan: StoryPlan, options: PushOptions, output: Output): void {
  const when = plan.remote ? ` (saved there ${plan.remote.updated_at})` : '';
  const what = options.force ? 'overwritten (--force)' : 'not pushed';
  output.err(`! ${plan.local.fullSlug}: ${plan.why}${when}: ${what}`);
  if (plan.remoteFields) output.err(formatChanges(diffJson(plan.remoteFields, plan.local.fields)).join('\n'));
}

/**
 * What to do with one story. The space's updated_at equal to the record's means the space still holds what this
 * repository wrote (its hash is the record's), without reading the story; otherwise its content is read and
 * compared.
 */
async function planStory(
  client: Mapi,
  options: PushOptions,
  local: LocalStory,
  remote: ListedStory | undefined,
  recorded: { hash: string; updated_at: string } | undefined,
): Promise<StoryPlan> {
  const localHash = fieldsHash(local.fields);
  if (!remote || remote.is_folder) {
    if (recorded) return { local, action: 'conflict', why: 'deleted in the space since the last push' };
    return { local, action: 'create', why: 'new' };
  }
  let remoteFields: StoryFields | undefined;
  const readRemote = async (): Promise<StoryFields> => {
    remoteFields ??= fieldsOf(
      (await client.stories.get(remote.id)).data.story as unknown as {
        name: string;
        content?: unknown;
        tag_list?: string[];
      },
    );
    return remoteFields;
  };
  if (remote.unpublished_changes || !remote.published) {
    // The story is an editor's latest save, not what the space publishes: a save from here would publish over it.
    const draft = await readRemote();
    const content = remote.published
      ? await naming(`reading the published version of ${local.fullSlug}`, () =>
          readPublishedContent(client, options.settings.spaceId, remote.id),
        )
      : undefined;
    if (content && fieldsHash({ ...draft, content }) === localHash && !options.force)
      return {
        local,
        action: 'draft',
        remote,
        why: "the space publishes this; an editor's unpublished draft is left as it is",
      };
    return {
      local,
      action: 'conflict',
      remote,
      remoteFields: draft,
      why: remote.published
        ? "an editor's unpublished draft in the space: a push would publish over it"
        : 'not published in the space (an editor unpublished it, or never published it)',
    };
  }
  const remoteHash = recorded?.updated_at === remote.updated_at ? recorded.hash : fieldsHash(await readRemote());
  if (remoteHash === localHash) {
    return recorded?.updated_at === remote.updated_at && recorded.hash === localHash
      ? { local, action: 'unchanged' }
      : { local, action: 'unchanged', remote };
  }
  if (recorded?.hash === remoteHash) {
    return {
      local,
      action: 'update',
      remote,
      remoteFields: options.dryRun ? await readRemote() : remoteFields,
      why: 'changed in the repository',
    };
  }
  return {
    local,
    action: 'conflict',
    remote,
    remoteFields: await readRemote(),
    why: recorded
      ? 'changed in the space since the last push'
      : 'differs in the space, and this repository never pushed it there',
  };
}

async function saveStory(client: Mapi, plan: StoryPlan, folderId: number): Promise<{ updated_at: string }> {
  const { local } = plan;
  const story = {
    name: local.fields.name,
    slug: local.slug,
    parent_id: folderId,
    content: { ...local.fields.content },
    tag_list: [...local.fields.tag_list],
  };
  // Published at once: the shop reads published content, and an editor's later draft starts from this version.
  const { data } = plan.remote
    ? await client.stories.update(plan.remote.id, { body: { story }, query: { publish: true } })
    : await client.stories.create({ body: { story }, query: { publish: true } });
  const saved = data.story as { updated_at?: string } | undefined;
  if (!saved?.updated_at) throw new Error(`no story in the answer to saving ${local.fullSlug}`);
  return { updated_at: saved.updated_at };
}

async function pushFolder(
  client: Mapi,
  options: PushOptions,
  folder: string,
  remote: ListedStory | undefined,
  output: Output,
): Promise<{ id: number; changed: boolean }> {
  const name = folder === GROUP_STORY_FOLDER ? GROUP_FOLDER_NAME : (options.folderNames.get(folder) ?? folder);
  if (remote && !remote.is_folder)
    throw new Error(`"${folder}" is a story in the space, not a folder: move or rename it there first`);
  if (remote && remote.name === name) return { id: remote.id, changed: false };
  if (options.dryRun) {
    output.out(remote ? `  ~ folder ${folder}: name "${remote.name}" -> "${name}"` : `  + folder ${folder} "${name}"`);
    return { id: remote?.id ?? 0, changed: true };
  }
  // A brand's folder holds pages: new stories in it default to the page content type.
  const body = { story: { name, slug: folder, is_folder: true, parent_id: 0, default_root: 'page' } };
  const { data } = remote ? await client.stories.update(remote.id, { body }) : await client.stories.create({ body });
  const id = (data.story as { id?: number } | undefined)?.id;
  if (id === undefined) throw new Error(`no folder in the answer to saving ${folder}`);
  return { id, changed: true };
}

async function pushComponents(
  client: Mapi,
  options: PushOptions,
  output: Output,
): Promise<{ total: number; changed: number }> {
  const { data } = await client.components.list();
  const groups = new Map<string, string>(data.component_groups.map((group) => [group.name, group.uuid]));
  let changed = 0;
  let groupsCreated = 0;
  for (const name of COMPONENT_GROUPS) {
    if (groups.has(name)) continue;
    groupsCreated += 1;
    if (options.dryRun) {
      output.out(`  + component group "${name}"`);
      groups.set(name, `(new group ${name})`);
      continue;
    }
    const created = await client.componentFolders.create({ body: { component_group: { name } } });
    groups.set(name, created.data.component_group.uuid);
  }
  const remote = new Map(
    data.components.map((component) => [component.name, component as unknown as Json & { id: number }]),
  );
  const wanted = storyblokComponents().components;
  await Promise.all(
    wanted.map(async (component) => {
      const body = componentBody(component, groups.get(component.component_group_name)!);
      const existing = remote.get(component.name);
      const changes: Change[] = existing ? diffJson(comparableComponent(existing), comparableComponent(body)) : [];
      if (existing && changes.length === 0) return;
      changed += 1;
      if (options.dryRun) {
        output.out(`  ${existing ? '~' : '+'} component ${component.name}`);
        if (existing) output.out(formatChanges(changes).join('\n'));
        return;
      }
      const request = { body: { component: body as { name: string } } };
      await naming(`saving the component ${component.name}`, () =>
        existing ? client.components.update(existing.id, request) : client.components.create(request),
      );
    }),
  );
  const extra = [...remote.keys()].filter((name) => !wanted.some((component) => component.name === name));
  if (extra.length > 0) output.out(`  components only in the space, kept: ${extra.join(', ')}`);
  if (!options.dryRun) {
    const groupsDone = groupsCreated === 0 ? '' : `; ${count(groupsCreated, ['group', 'groups'])} created`;
    output.out(
      `  ${'components'.padEnd(8)} ${wanted.length} in ${COMPONENT_GROUPS.length} groups: ${changed === 0 ? 'unchanged' : `${changed} created or updated`}${groupsDone}`,
    );
  }
  return { total: wanted.length, changed: changed + groupsCreated };
}
