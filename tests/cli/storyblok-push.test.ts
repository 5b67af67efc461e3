import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../cli/registry/load.ts';
import { storyResponseSchema } from '../../schemas/story.ts';
import { storyblokComponents } from '../../cli/storyblok/components.ts';
import { GROUP_FOLDER_NAME, pushSpace, type PushOptions } from '../../cli/storyblok/push.ts';
import { pullSpace, type PullOptions } from '../../cli/storyblok/pull.ts';
import { startManagementServer, type ManagementServer } from '../../stand-ins/storyblok-management/server.ts';
import { publishedContent } from '../../stand-ins/storyblok-management/stand-in.ts';
import { REAL_BRANDS, ROOT, shopAsync, snapshotDir } from './run-shop.ts';

/*
 * `shop storyblok push` and `pull` against the Management API stand-in on 127.0.0.1, in order: the fleet into an
 * empty space, a second run, a dry run, an editor's edit, a pull, 429s, a bad token and space. Most runs call the
 * command's function in this process (fast); the first and the failing ones run the real `shop` binary.
 */

const TOKEN = 'push-test-token';
const SPACE = 1000;
/** A second space, for the run through 429s. */
const THROTTLED_SPACE = 2000;

let server: ManagementServer;
let dir: string;
let contentDir: string;
let storiesDir: string;

beforeAll(async () => {
  server = await startManagementServer({
    port: 0,
    token: TOKEN,
    spaces: [SPACE, THROTTLED_SPACE],
    requestsPerSecond: 0,
  });
  dir = mkdtempSync(path.join(os.tmpdir(), 'storyblok-push-'));
  contentDir = path.join(dir, 'content');
  storiesDir = path.join(contentDir, 'stories');
  cpSync(path.join(ROOT, 'stand-ins/content/stories'), storiesDir, { recursive: true });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const space = (id = SPACE) => server.standIn.spaces.get(id)!;
const storiesOf = (id = SPACE) => [...space(id).stories.values()];
const storyAt = (fullSlug: string, id = SPACE) => storiesOf(id).find((story) => story.full_slug === fullSlug)!;
const fileOf = (fullSlug: string) => path.join(storiesDir, `${fullSlug}.json`);
const readStoryFile = (fullSlug: string) =>
  JSON.parse(readFileSync(fileOf(fullSlug), 'utf8')) as {
    story: { name: string; content: { body: { title?: string }[] } };
  };
const titleIn = (content: unknown) => (content as { body: { title?: string }[] }).body[0]!.title;

function setTitleInFile(fullSlug: string, title: string): void {
  const file = readStoryFile(fullSlug);
  file.story.content.body[0]!.title = title;
  writeFileSync(fileOf(fullSlug), `${JSON.stringify(file, null, 2)}\n`);
}

/** An editor's call to the space (the app calls the same API); `path` under the space. */
async function inSpace(method: string, pathInSpace: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${server.url}/v1/spaces/${SPACE}${pathInSpace}`, {
    method,
    headers: { authorization: TOKEN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, `${method} ${pathInSpace}`).toBeLessThan(300);
  return answer.json();
}

/** An editor saving a story with another title in its first block, and publishing it unless `draft`. */
async function editInSpace(fullSlug: string, title: string, { draft = false } = {}): Promise<void> {
  const story = storyAt(fullSlug);
  const content = structuredClone(story.content!) as { body: { title?: string }[] };
  content.body[0]!.title = title;
  await inSpace('PUT', `/stories/${story.id}${draft ? '' : '?publish=1'}`, { story: { content } });
}

/** The folders' names as the command gives them: the brands' names from the registry. */
const FOLDER_NAMES = new Map(loadRegistry(REAL_BRANDS).brands.map(({ brand }) => [brand.code, brand.name]));
const settings = (spaceId = SPACE) => ({
  spaceId,
  token: TOKEN,
  region: 'eu' as const,
  endpoint: server.url,
  rate: 1000,
});

async function push(options: Partial<PushOptions> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const writesBefore = server.standIn.counts.writes;
  const code = await pushSpace(
    { settings: settings(), contentDir, folderNames: FOLDER_NAMES, dryRun: false, force: false, ...options },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n'), writes: server.standIn.counts.writes - writesBefore };
}

async function pull(options: Partial<PullOptions> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await pullSpace(
    { settings: settings(), contentDir, ...options },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err };
}

const recordFile = () => path.join(contentDir, 'spaces', `${SPACE}.json`);
const shown = (file: string) => path.relative(process.cwd(), file);

const cliEnv = {
  STORYBLOK_MANAGEMENT_TOKEN: TOKEN,
  STORYBLOK_SPACE_ID: String(SPACE),
  STORYBLOK_REGION: '',
  STORYBLOK_MANAGEMENT_ENDPOINT: '',
};
const folders = () => readdirSync(storiesDir).sort();
const localStoryCount = () =>
  folders().reduce((sum, folder) => sum + readdirSync(path.join(storiesDir, folder)).length, 0);

describe('shop storyblok push and pull against the Management API stand-in', () => {
  it('fills an empty space with the whole fleet: components in their groups, a folder per brand and the group folder, every story published', async () => {
    expect(folders()).toHaveLength(57);
    expect(localStoryCount()).toBe(374);
    const result = await shopAsync(
      ['storyblok', 'push', '--content', contentDir, '--endpoint', server.url, '--rate', '1000'],
      { env: cliEnv },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    // A progress line per folder, in order.
    const progress = result.stdout.split('\n').filter((line) => /^ {2}\S+ +\d+ stor(y|ies): /.test(line));
    expect(progress.map((line) => line.trim().split(/\s+/)[0])).toEqual(folders());
    expect(result.stdout).toMatch(/stories: 374 created, 0 updated, 0 unchanged/);

    const storyFolders = storiesOf().filter((story) => story.is_folder);
    expect(storyFolders.map((folder) => folder.slug).sort()).toEqual(folders());
    expect(storyFolders.find((folder) => folder.slug === 'ad')).toMatchObject({
      name: 'AD',
      parent_id: 0,
      default_root: 'page',
    });
    expect(storyFolders.find((folder) => folder.slug === 'group')!.name).toBe(GROUP_FOLDER_NAME);

    const stories = storiesOf().filter((story) => !story.is_folder);
    expect(stories).toHaveLength(374);
    for (const story of stories) {
      const file = readStoryFile(story.full_slug);
      expect(story.content, story.full_slug).toEqual(file.story.content);
      expect(story.name).toBe(file.story.name);
      expect(story.published && !story.unpublished_changes, story.full_slug).toBe(true);
      expect(story.parent_id).toBe(storyFolders.find((folder) => story.full_slug.startsWith(`${folder.slug}/`))!.id);
    }

    const groups = new Map([...space().groups.values()].map((group) => [group.uuid, group.name]));
    expect([...groups.values()].sort()).toEqual(['Content types', 'List items', 'Page blocks']);
    const wanted = storyblokComponents().components;
    expect(space().components.size).toBe(wanted.length);
    for (const component of wanted) {
      const pushed = [...space().components.values()].find((c) => c.name === component.name)!;
      expect(pushed, component.name).toMatchObject({
        display_name: component.display_name,
        description: component.description,
        is_root: component.is_root,
        is_nestable: component.is_nestable,
        schema: component.schema,
      });
      expect(pushed.preview_field).toBe(component.preview_field);
      expect(groups.get(pushed.component_group_uuid as string)).toBe(component.component_group_name);
    }
    // The record of the push, per story.
    const record = JSON.parse(readFileSync(path.join(contentDir, 'spaces', `${SPACE}.json`), 'utf8')) as {
      stories: Record<string, { updated_at: string }>;
    };
    expect(Object.keys(record.stories)).toHaveLength(374);
    expect(record.stories['ad/home']!.updated_at).toBe(storyAt('ad/home').updated_at);
  });

  it('a second run changes nothing, and says so', async () => {
    const result = await push();
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /Nothing to do: space 1000 matches the repository \(20 components, 57 folders, 374 stories\)/,
    );
    expect(result.writes).toBe(0);
  });

  it('a dry run after one story changed plans exactly that one, as a diff, and changes nothing', async () => {
    const before = titleIn(storyAt('ad/home').content);
    setTitleInFile('ad/home', 'Abonneer nu op het AD');
    const result = await push({ dryRun: true });
    expect(result.code).toBe(0);
    const planned = result.out.split('\n').filter((line) => /^ {2}[+~!] /.test(line));
    expect(planned).toEqual(['  ~ ad/home  (changed in the repository)']);
    expect(result.out).toContain(
      `content.body[0].title\n        - ${JSON.stringify(before)}\n        + "Abonneer nu op het AD"`,
    );
    expect(result.writes).toBe(0);
    expect(titleIn(storyAt('ad/home').content)).toBe(before);

    const pushed = await push();
    expect(pushed.code).toBe(0);
    expect(pushed.writes).toBe(1);
    expect(pushed.out).toMatch(/ad {7}12 stories: 1 updated, 11 unchanged/);
    expect(titleIn(storyAt('ad/home').content)).toBe('Abonneer nu op het AD');
  });

  it('refuses to overwrite a story an editor changed since the last push, pushes the rest, and overwrites it with --force', async () => {
    await editInSpace('lib/home', 'Libelle, door de redactie');
    await inSpace('DELETE', `/stories/${storyAt('tvf/actie').id}`);
    setTitleInFile('vk/home', 'Abonneer op de Volkskrant');
    const plan = await push({ dryRun: true });
    expect(plan.out.split('\n').filter((line) => /^ {2}[+~!] /.test(line))).toEqual([
      '  ! lib/home  (changed in the space since the last push)',
      '  ! tvf/actie  (deleted in the space since the last push)',
      '  ~ vk/home  (changed in the repository)',
    ]);
    expect(plan.out).toContain('2 stories changed by an editor (!): a push leaves them as they are unless --force.');
    expect([plan.code, plan.writes]).toEqual([0, 0]);
    const refused = await push();
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('! lib/home: changed in the space since the last push');
    expect(refused.err).toContain('- "Libelle, door de redactie"');
    expect(refused.err).toContain('! tvf/actie: deleted in the space since the last push: not pushed');
    expect(refused.err).toMatch(/2 stories not pushed: .*shop storyblok pull.*--force/);
    expect(storiesOf().some((story) => story.full_slug === 'tvf/actie')).toBe(false);
    expect(refused.out).toMatch(/lib {6}9 stories: 8 unchanged, 1 changed by an editor, not pushed/);
    expect(titleIn(storyAt('lib/home').content)).toBe('Libelle, door de redactie');
    // The rest went through.
    expect(titleIn(storyAt('vk/home').content)).toBe('Abonneer op de Volkskrant');
    // Asked again, still refused: the record was not moved past the editor's change.
    expect((await push()).code).toBe(1);

    const forced = await push({ force: true });
    expect(forced.code).toBe(0);
    expect(forced.writes).toBe(2);
    expect(storyAt('tvf/actie').content).toEqual(readStoryFile('tvf/actie').story.content);
    expect(titleIn(storyAt('lib/home').content)).toBe(readStoryFile('lib/home').story.content.body[0]!.title);
    expect((await push()).out).toMatch(/Nothing to do/);
  });

  it('pull writes an editor’s work into the story files, only what differs; push then has nothing to do', async () => {
    await editInSpace('tr/home', 'Trouw, door de redactie');
    const newPage = {
      _uid: 'tr-zomer-page',
      component: 'page',
      body: [{ _uid: 'tr-zomer-hero', component: 'hero', title: 'Zomeractie' }],
    };
    await inSpace('POST', '/stories?publish=1', {
      story: { name: 'Zomeractie', slug: 'zomer', parent_id: storyAt('tr').id, content: newPage },
    });
    const beforePull = await push({ dryRun: true });
    expect(beforePull.out).toContain('1 story only in the space, kept: tr/zomer');
    const before = snapshotDir(storiesDir);
    const out: string[] = [];
    const code = await pullSpace(
      { settings: settings(), contentDir },
      { out: (line) => out.push(line), err: (line) => out.push(line) },
    );
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/tr {7}11 stories: 2 written \(home, zomer\), 9 unchanged/);
    const after = snapshotDir(storiesDir);
    expect(Object.keys(after).filter((file) => after[file] !== before[file])).toEqual([
      path.join('tr', 'home.json'),
      path.join('tr', 'zomer.json'),
    ]);
    expect(readStoryFile('tr/home').story.content.body[0]!.title).toBe('Trouw, door de redactie');
    // A story new to the repository, in the CDN's JSON like the others.
    const created = storyResponseSchema.parse(JSON.parse(readFileSync(fileOf('tr/zomer'), 'utf8')));
    expect(created.story).toMatchObject({
      id: storyAt('tr/zomer').id,
      name: 'Zomeractie',
      slug: 'zomer',
      full_slug: 'tr/zomer',
      content: newPage,
    });

    const result = await push();
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Nothing to do/);
    expect(result.writes).toBe(0);
  });

  it('an editor’s draft stays a draft: pull writes the published version, --drafts keeps the draft apart, push neither publishes nor overwrites it', async () => {
    const published = titleIn(storyAt('ad/home').content);
    expect(readStoryFile('ad/home').story.content.body[0]!.title).toBe(published);
    await editInSpace('ad/home', 'AD, concept van de redactie', { draft: true });
    await inSpace('POST', '/stories', {
      story: {
        name: 'Concept',
        slug: 'concept',
        parent_id: storyAt('tr').id,
        content: { _uid: 'tr-concept', component: 'page', body: [{ _uid: 'h', component: 'hero', title: 'Concept' }] },
      },
    });
    expect(storyAt('ad/home')).toMatchObject({ published: true, unpublished_changes: true });
    expect(titleIn(publishedContent(space(), storyAt('ad/home').id))).toBe(published);

    // Default pull: no story file changes, the never-published story gets none, nothing under drafts/.
    const before = snapshotDir(storiesDir);
    const pulled = await pull();
    expect(pulled.code).toBe(0);
    expect(snapshotDir(storiesDir)).toEqual(before);
    expect(existsSync(path.join(contentDir, 'drafts'))).toBe(false);
    expect(pulled.out).toContain(`  - ${shown(fileOf('tr/concept'))}  (never published in the space`);

    // Push: the repository holds what the space publishes; the draft is reported, neither published nor overwritten.
    const pushed = await push();
    expect([pushed.code, pushed.writes]).toEqual([0, 0]);
    expect(pushed.out).toContain(
      "  = ad/home  (the space publishes this; an editor's unpublished draft is left as it is)",
    );
    expect(pushed.out).toMatch(/Nothing to do: .*; 1 story with an editor's unpublished draft, left unpublished/);
    expect(storyAt('ad/home')).toMatchObject({ published: true, unpublished_changes: true });
    expect(titleIn(storyAt('ad/home').content)).toBe('AD, concept van de redactie');
    expect(titleIn(publishedContent(space(), storyAt('ad/home').id))).toBe(published);

    // A change from the repository would publish over the draft: refused, as an editor's change is.
    setTitleInFile('ad/home', 'AD uit de repository');
    const refused = await push();
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      "! ad/home: an editor's unpublished draft in the space: a push would publish over it",
    );
    expect(titleIn(storyAt('ad/home').content)).toBe('AD, concept van de redactie');
    expect(titleIn(publishedContent(space(), storyAt('ad/home').id))).toBe(published);
    setTitleInFile('ad/home', published!);

    // --drafts: a dry run writes nothing; then the drafts go to drafts/, which nothing serves.
    const draftFile = (slug: string) => path.join(contentDir, 'drafts', `${slug}.json`);
    const plan = await pull({ drafts: true, dryRun: true });
    expect(plan.code).toBe(0);
    expect(plan.out).toContain(`  + ${shown(draftFile('ad/home'))}  (an editor’s unpublished draft, kept apart`);
    expect(plan.out).toContain(`  + ${shown(draftFile('tr/concept'))}  (`);
    expect(existsSync(path.join(contentDir, 'drafts'))).toBe(false);
    const withDrafts = await pull({ drafts: true });
    expect(withDrafts.code).toBe(0);
    expect(snapshotDir(storiesDir)).toEqual(before);
    const draft = storyResponseSchema.parse(JSON.parse(readFileSync(draftFile('ad/home'), 'utf8')));
    expect(titleIn(draft.story.content)).toBe('AD, concept van de redactie');
    expect(existsSync(draftFile('tr/concept'))).toBe(true);
    expect(readdirSync(path.join(contentDir, 'drafts')).sort()).toEqual(['ad', 'tr']);
  });

  it('pull never overwrites a story file changed since the last push or pull unless --force; its dry run writes nothing', async () => {
    await editInSpace('tr/home', 'Trouw, nieuwe versie');
    setTitleInFile('tr/home', 'Trouw, lokale wijziging');
    const before = snapshotDir(storiesDir);
    const recordBefore = readFileSync(recordFile(), 'utf8');

    const plan = await pull({ dryRun: true });
    expect(plan.code).toBe(0);
    expect(plan.out).toContain(`  ! ${shown(fileOf('tr/home'))}  (differs from what was last pushed or pulled`);
    expect(snapshotDir(storiesDir)).toEqual(before);
    expect(readFileSync(recordFile(), 'utf8')).toBe(recordBefore);

    const refused = await pull();
    expect(refused.code).toBe(1);
    expect(refused.err).toEqual([
      `shop: ${shown(fileOf('tr/home'))} differs from what was last pushed or pulled (${shown(recordFile())}): not overwritten (pull with --force to overwrite it)`,
    ]);
    expect(readStoryFile('tr/home').story.content.body[0]!.title).toBe('Trouw, lokale wijziging');

    await editInSpace('vk/home', 'Volkskrant, nieuwe versie');
    const planned = await pull({ dryRun: true });
    expect(planned.out).toContain(`  ~ ${shown(fileOf('vk/home'))}  (changed in the space)`);
    expect(planned.out).toContain('        + "Volkskrant, nieuwe versie"');
    expect(snapshotDir(storiesDir)).toEqual(before);

    const forced = await pull({ force: true });
    expect([forced.code, forced.err]).toEqual([0, []]);
    expect(readStoryFile('tr/home').story.content.body[0]!.title).toBe('Trouw, nieuwe versie');
    expect(readStoryFile('vk/home').story.content.body[0]!.title).toBe('Volkskrant, nieuwe versie');
  });

  it('in a git checkout, pull refuses to overwrite a story file with uncommitted changes, naming it', async () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'storyblok-pull-git-'));
    try {
      const content = path.join(repo, 'content');
      mkdirSync(path.join(content, 'stories'), { recursive: true });
      cpSync(path.join(storiesDir, 'tr'), path.join(content, 'stories', 'tr'), { recursive: true });
      const git = (...args: string[]) =>
        expect(spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo }).status).toBe(0);
      git('init', '-q');
      git('add', '.');
      git('commit', '-q', '-m', 'stories');
      await editInSpace('tr/home', 'Trouw, derde versie');
      const file = path.join(content, 'stories', 'tr', 'home.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('Trouw, nieuwe versie', 'Trouw, niet gecommit'));
      const refused = await pull({ contentDir: content, only: new Set(['tr']) });
      expect(refused.code).toBe(1);
      expect(refused.err).toEqual([
        `shop: ${shown(file)} has uncommitted changes: not overwritten (commit or discard them, or pull with --force)`,
      ]);
      expect(readFileSync(file, 'utf8')).toContain('Trouw, niet gecommit');
      git('commit', '-q', '-am', 'mine');
      const committed = await pull({ contentDir: content, only: new Set(['tr']) });
      expect(committed.code).toBe(0);
      expect(readFileSync(file, 'utf8')).toContain('Trouw, derde versie');
      // The shared copy takes the space's version too, so the runs below find the repository and the space in step.
      expect((await pull({ only: new Set(['tr']) })).code).toBe(0);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('keeps going through 429s: the client waits and retries, and the push completes', async () => {
    // Held to 30 calls a second, the components alone (20 saved at once) and the stories after them overrun it.
    server.standIn.setRequestsPerSecond(30);
    const tooManyBefore = server.standIn.counts.tooManyRequests;
    try {
      const result = await push({ settings: settings(THROTTLED_SPACE), only: new Set(['group']) });
      expect(result.err).toBe('');
      expect(result.code).toBe(0);
      expect(result.out).toMatch(/stories: 11 created/);
    } finally {
      server.standIn.setRequestsPerSecond(0);
    }
    expect(server.standIn.counts.tooManyRequests - tooManyBefore).toBeGreaterThan(0);
    expect(storiesOf(THROTTLED_SPACE).filter((story) => !story.is_folder)).toHaveLength(11);
    expect(space(THROTTLED_SPACE).components.size).toBe(20);
  }, 30_000);

  it('takes an emptied space for a new one: the record of an earlier push does not make its stories an editor’s', async () => {
    for (const story of storiesOf(THROTTLED_SPACE).filter((s) => !s.is_folder))
      space(THROTTLED_SPACE).stories.delete(story.id);
    for (const folder of storiesOf(THROTTLED_SPACE)) space(THROTTLED_SPACE).stories.delete(folder.id);
    const result = await push({ settings: settings(THROTTLED_SPACE), only: new Set(['group']) });
    expect(result.code).toBe(0);
    expect(result.out).toContain(
      'space 2000 holds no stories: the record of an earlier push (11 stories) does not apply to it',
    );
    expect(result.out).toMatch(/stories: 11 created/);
  });

  it('stops with a clear message and exit code 1 on a bad token or an unknown space', async () => {
    const badToken = await shopAsync(['storyblok', 'push', '--content', contentDir, '--endpoint', server.url], {
      env: { ...cliEnv, STORYBLOK_MANAGEMENT_TOKEN: 'not-a-token' },
    });
    expect(badToken.status).toBe(1);
    expect(badToken.stderr).toMatch(
      /^shop: the Management API refused the token \(401\) while opening the space: set STORYBLOK_MANAGEMENT_TOKEN/,
    );
    const badSpace = await shopAsync(
      ['storyblok', 'pull', '--content', contentDir, '--endpoint', server.url, '--space', '999'],
      { env: cliEnv },
    );
    expect(badSpace.status).toBe(1);
    expect(badSpace.stderr).toMatch(
      /^shop: space 999 at http:\/\/127\.0\.0\.1:\d+ was not found \(404\): check STORYBLOK_SPACE_ID/,
    );
    const noToken = await shopAsync(['storyblok', 'push', '--content', contentDir], {
      env: { ...cliEnv, STORYBLOK_MANAGEMENT_TOKEN: '' },
    });
    expect(noToken.status).toBe(1);
    expect(noToken.stderr).toMatch(/^shop: set STORYBLOK_MANAGEMENT_TOKEN/);
    for (const result of [badToken, badSpace, noToken]) expect(result.stderr).not.toMatch(/\n\s+at /);

    // Nobody there: at once (a refused connection is not retried like a 429), naming the endpoint and the cause.
    const gone = await startManagementServer({ port: 0, token: TOKEN, spaces: [SPACE] });
    await gone.close();
    const errors: string[] = [];
    const started = Date.now();
    const code = await pullSpace(
      { settings: { ...settings(), endpoint: gone.url }, contentDir },
      { out: () => {}, err: (line) => errors.push(line) },
    );
    expect(code).toBe(1);
    expect(errors).toEqual([
      `shop: could not reach space 1000 at ${gone.url} while opening the space: fetch failed: connect ECONNREFUSED ${gone.url.slice('http://'.length)}`,
    ]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('says which story Storyblok refused (422), and why', async () => {
    const file = readStoryFile('ad/home');
    writeFileSync(
      fileOf('ad/Zomer Actie'),
      JSON.stringify({ ...file, story: { ...file.story, slug: 'Zomer Actie', full_slug: 'ad/Zomer Actie' } }),
    );
    try {
      const result = await push();
      expect(result.code).toBe(1);
      expect(result.err).toBe(
        'shop: the Management API refused a payload (422) while saving ad/Zomer Actie: {"slug":["is invalid"]}',
      );
    } finally {
      rmSync(fileOf('ad/Zomer Actie'));
    }
    expect((await push()).out).toMatch(/Nothing to do/);
  });

  it('asked the stand-in nothing the Management API does not answer', () => {
    expect(server.standIn.unexpected).toEqual([]);
  });
});
