import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../cli/registry/load.ts';
import { canonical } from '../../cli/storyblok/local-stories.ts';
import {
  recordsDirFor,
  rollbackMigration,
  runMigration,
  type MigrateOptions,
  type Target,
} from '../../cli/storyblok/migrate.ts';
import { linkFieldsToMultilink } from '../../cli/storyblok/migrations/link-fields-to-multilink.ts';
import { pushSpace } from '../../cli/storyblok/push.ts';
import { startManagementServer, type ManagementServer } from '../../stand-ins/storyblok-management/server.ts';
import { publishedContent, type ManagementStandInOptions } from '../../stand-ins/storyblok-management/stand-in.ts';
import { REAL_BRANDS, ROOT, shopAsync } from './run-shop.ts';

/*
 * `shop storyblok migrate` against the Management API stand-in on 127.0.0.1 and a temporary copy of the story files,
 * in order: a dry run, a bad token, one brand, every brand, a second run, a rollback, an editor's draft, a server
 * failing half-way. The space holds the folders ad (links in two stories), tr (a link added here, and a story never
 * published) and group (no link).
 */

const TOKEN = 'migrate-test-token';
const SPACE = 1000;
const FOLDERS = ['ad', 'group', 'tr'];
const NAME = linkFieldsToMultilink.name;

/** Mutable: the failure test sets `failWritesAfter` on the running stand-in. */
const standInOptions: { -readonly [K in keyof ManagementStandInOptions]: ManagementStandInOptions[K] } & {
  port: number;
} = { token: TOKEN, spaces: [SPACE], requestsPerSecond: 0, port: 0 };
let server: ManagementServer;
let dir: string;
let contentDir: string;
let storiesDir: string;
/** The files as they were before any migration, by full slug. */
let originalFiles: Map<string, string>;
/** The space's contents before any migration, by full slug. */
let originalSpace: Map<string, string>;

const url = (href: string) => ({ id: '', url: href, linktype: 'url', fieldtype: 'multilink', cached_url: href });
const space = () => server.standIn.spaces.get(SPACE)!;
const storyAt = (fullSlug: string) => [...space().stories.values()].find((story) => story.full_slug === fullSlug)!;
const settings = () => ({ spaceId: SPACE, token: TOKEN, region: 'eu' as const, endpoint: server.url, rate: 1000 });

function filesNow(): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of readdirSync(storiesDir).sort())
    for (const name of readdirSync(path.join(storiesDir, folder)).sort())
      files.set(`${folder}/${name}`, readFileSync(path.join(storiesDir, folder, name), 'utf8'));
  return files;
}
const spaceNow = () =>
  new Map(
    [...space().stories.values()]
      .filter((story) => !story.is_folder)
      .map((story) => [story.full_slug, canonical(story.content)] as const),
  );
const fileContent = (fullSlug: string) =>
  (JSON.parse(readFileSync(path.join(storiesDir, `${fullSlug}.json`), 'utf8')) as { story: { content: unknown } }).story
    .content;

/** The blocks of a component anywhere in a content tree. */
function blocksOf(content: unknown, component: string): Record<string, unknown>[] {
  if (Array.isArray(content)) return content.flatMap((child) => blocksOf(child, component));
  if (typeof content !== 'object' || content === null) return [];
  const block = content as Record<string, unknown>;
  return [
    ...(block.component === component ? [block] : []),
    ...Object.values(block).flatMap((v) => blocksOf(v, component)),
  ];
}
const serviceLinks = (content: unknown) =>
  blocksOf(content, 'customer-service').map((block) => [block.customerServiceLink, block.manageLink]);
const barLink = (content: unknown) => blocksOf(content, 'communication-bar')[0]?.link;
/** The stories in the space with a link field still holding text: none once the migration ran. */
const textLinksInSpace = () =>
  [...space().stories.values()]
    .filter((story) =>
      [...serviceLinks(story.content).flat(), barLink(story.content)].some((value) => typeof value === 'string'),
    )
    .map((story) => story.full_slug);

async function migrate(options: Partial<MigrateOptions> & { rollback?: boolean } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const writesBefore = server.standIn.counts.writes;
  const run: MigrateOptions = {
    migration: linkFieldsToMultilink,
    contentDir,
    target: 'both' as Target,
    settings: settings(),
    dryRun: false,
    ...options,
  };
  const code = await (options.rollback ? rollbackMigration : runMigration)(run, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n'), writes: server.standIn.counts.writes - writesBefore };
}
const records = () => (existsSync(recordsDirFor(contentDir, NAME)) ? readdirSync(recordsDirFor(contentDir, NAME)) : []);

/** An editor's call to the space. */
async function inSpace(method: string, pathInSpace: string, body?: unknown): Promise<void> {
  const answer = await fetch(`${server.url}/v1/spaces/${SPACE}${pathInSpace}`, {
    method,
    headers: { authorization: TOKEN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, `${method} ${pathInSpace}`).toBeLessThan(300);
}

/** Sets fields of the first block of a component in a story file of the copy. */
function setLinks(fullSlug: string, component: string, fields: Record<string, string>): void {
  const file = path.join(storiesDir, `${fullSlug}.json`);
  const story = JSON.parse(readFileSync(file, 'utf8')) as { story: { content: unknown } };
  const block = blocksOf(story.story.content, component)[0];
  expect(block, `${component} in ${fullSlug}`).toBeDefined();
  Object.assign(block!, fields);
  writeFileSync(file, `${JSON.stringify(story, null, 2)}\n`);
}

beforeAll(async () => {
  // The stand-in reads its options as it answers: given this very object, the failure test can change it.
  server = await startManagementServer(standInOptions);
  dir = mkdtempSync(path.join(os.tmpdir(), 'storyblok-migrate-'));
  contentDir = path.join(dir, 'content');
  storiesDir = path.join(contentDir, 'stories');
  for (const folder of FOLDERS)
    cpSync(path.join(ROOT, 'stand-ins/content/stories', folder), path.join(storiesDir, folder), { recursive: true });
  // The links as text, the shape before the migration: ad's two stories, and an e-mail address in tr's.
  setLinks('ad/communicatie', 'communication-bar', { link: '/digitaal' });
  setLinks('ad/home', 'customer-service', {
    customerServiceLink: 'https://www.ad.nl/klantenservice',
    manageLink: 'https://www.ad.nl/mijn-abonnement',
  });
  setLinks('tr/home', 'customer-service', { manageLink: 'mailto:service@trouw.nl' });
  const folderNames = new Map(loadRegistry(REAL_BRANDS).brands.map(({ brand }) => [brand.code, brand.name]));
  const pushed = await pushSpace(
    { settings: settings(), contentDir, folderNames, dryRun: false, force: false },
    { out: () => undefined, err: (line) => console.error(line) },
  );
  expect(pushed).toBe(0);
  // A story an editor made and never published, with a link.
  await inSpace('POST', '/stories', {
    story: {
      name: 'Concept',
      slug: 'concept',
      parent_id: storyAt('tr').id,
      content: { _uid: 'tr-concept', component: 'communication-bar', text: 'Concept', link: '/x', linkLabel: 'X' },
    },
  });
  originalFiles = filesNow();
  originalSpace = spaceNow();
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('shop storyblok migrate link-fields-to-multilink against the Management API stand-in', () => {
  it('dry run: prints per story each block field, old -> new, in the space and the files, and writes nothing', async () => {
    const writes = server.standIn.counts.writes;
    const result = await shopAsync(
      ['storyblok', 'migrate', NAME, '--all', '--dry-run', '--content', contentDir, '--endpoint', server.url],
      { env: { STORYBLOK_MANAGEMENT_TOKEN: TOKEN, STORYBLOK_SPACE_ID: String(SPACE), STORYBLOK_REGION: '' } },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const out = result.stdout;
    expect(out).toContain('dry run: nothing is written');
    expect(out).toContain('files (');
    expect(out).toContain(`space ${SPACE}: 4 stories to migrate`);
    expect(out).toMatch(/files \(.*\): 3 stories to migrate/);
    expect(out).toContain(
      `      ad-communicatie link: "/digitaal" -> ${JSON.stringify({ id: '', url: '/digitaal', linktype: 'url', fieldtype: 'multilink', cached_url: '/digitaal' })}`,
    );
    expect(out).toContain(
      '      ad-home-customer-service customerServiceLink: "https://www.ad.nl/klantenservice" -> {"id":"","url":"https://www.ad.nl/klantenservice"',
    );
    expect(out).toContain('      tr-home-customer-service manageLink: "mailto:service@trouw.nl" -> {');
    expect(out).toContain('  ~ tr/concept');
    expect(server.standIn.counts.writes).toBe(writes);
    expect(filesNow()).toEqual(originalFiles);
    expect(records()).toEqual([]);
    expect(server.standIn.unexpected).toEqual([]);
  });

  it('a bad token: one line naming STORYBLOK_MANAGEMENT_TOKEN, exit 1, and not a file written', async () => {
    const result = await migrate({ settings: { ...settings(), token: 'wrong' } });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /^shop: the Management API refused the token \(401\) while opening the space: set STORYBLOK_MANAGEMENT_TOKEN/,
    );
    expect(result.err.split('\n')).toHaveLength(1);
    expect(filesNow()).toEqual(originalFiles);
    expect(records()).toEqual([]);
  });

  it('one brand: its stories in the space and its files migrated, published as they were; other brands untouched', async () => {
    const result = await migrate({ folder: 'tr' });
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.writes).toBe(2);
    expect(serviceLinks(storyAt('tr/home').content)).toEqual([
      [undefined, expect.objectContaining({ linktype: 'email', email: 'service@trouw.nl' })],
    ]);
    expect(serviceLinks(fileContent('tr/home'))).toEqual(serviceLinks(storyAt('tr/home').content));
    // Published and without a draft before: published now, the published version the migrated one.
    const home = storyAt('tr/home');
    expect([home.published, home.unpublished_changes]).toEqual([true, false]);
    expect(publishedContent(space(), home.id)).toEqual(home.content);
    // Never published before: saved, still not published.
    const concept = storyAt('tr/concept');
    expect(barLink(concept.content)).toEqual(url('/x'));
    expect([concept.published, concept.unpublished_changes]).toEqual([false, false]);
    // Other brands: as they were, in the space and in the files.
    const now = spaceNow();
    const files = filesNow();
    for (const [slug, content] of originalSpace) if (!slug.startsWith('tr/')) expect(now.get(slug), slug).toBe(content);
    for (const [file, text] of originalFiles) if (!file.startsWith('tr/')) expect(files.get(file), file).toBe(text);
    expect(barLink(storyAt('ad/communicatie').content)).toBe('/digitaal');
    expect(records()).toHaveLength(1);
  });

  it('every brand: the rest migrated in the space and the files; a block already migrated is left alone', async () => {
    const result = await migrate();
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.writes).toBe(2);
    expect(result.out).toContain(`space ${SPACE}: 2 stories migrated`);
    expect(result.out).not.toContain('tr/home');
    expect(barLink(storyAt('ad/communicatie').content)).toEqual(url('/digitaal'));
    expect(barLink(fileContent('ad/communicatie'))).toEqual(url('/digitaal'));
    expect(serviceLinks(fileContent('ad/home'))).toEqual([
      [url('https://www.ad.nl/klantenservice'), url('https://www.ad.nl/mijn-abonnement')],
    ]);
    expect(serviceLinks(storyAt('ad/home').content)).toEqual(serviceLinks(fileContent('ad/home')));
    expect(textLinksInSpace()).toEqual([]);
    // Only the migrated fields changed: the file is the original with the new link values.
    const original = JSON.parse(originalFiles.get('ad/communicatie.json')!) as {
      story: { content: { link: unknown } };
    };
    original.story.content.link = url('/digitaal');
    expect(readFileSync(path.join(storiesDir, 'ad/communicatie.json'), 'utf8')).toBe(
      `${JSON.stringify(original, null, 2)}\n`,
    );
    expect(records()).toHaveLength(2);
  });

  it('a second run has nothing to do: no write, no record', async () => {
    const files = filesNow();
    const result = await migrate();
    expect(result.code).toBe(0);
    expect(result.writes).toBe(0);
    expect(result.out).toContain(`space ${SPACE}: nothing to do (every block already in the new shape)`);
    expect(result.out).toMatch(/files \(.*\): nothing to do/);
    expect(filesNow()).toEqual(files);
    expect(records()).toHaveLength(2);
  });

  it('rollback: the space and the files back as they were, published as they were, and the records used up', async () => {
    const dry = await migrate({ rollback: true, dryRun: true });
    expect(dry.writes).toBe(0);
    expect(dry.out).toContain('7 stories to restore');
    expect(records()).toHaveLength(2);

    const result = await migrate({ rollback: true });
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('7 stories restored');
    expect(filesNow()).toEqual(originalFiles);
    expect(spaceNow()).toEqual(originalSpace);
    const home = storyAt('ad/home');
    expect([home.published, home.unpublished_changes]).toEqual([true, false]);
    expect(publishedContent(space(), home.id)).toEqual(home.content);
    expect(storyAt('tr/concept').published).toBe(false);
    expect(records()).toEqual([]);
    expect((await migrate({ rollback: true })).out).toContain('nothing to roll back');
  });

  it("an editor's unpublished draft: that story is named and left, the rest migrated; published, it is migrated", async () => {
    const story = storyAt('ad/communicatie');
    const draft = { ...structuredClone(story.content!), text: 'Een concept van de redactie' };
    await inSpace('PUT', `/stories/${story.id}`, { story: { content: draft } });

    const result = await migrate({ folder: 'ad' });
    expect(result.code).toBe(1);
    expect(result.err).toContain("! ad/communicatie: an editor's unpublished draft in the space: not migrated");
    expect(result.out).toContain(`space ${SPACE}: 1 story migrated`);
    expect(storyAt('ad/communicatie').content).toEqual(draft);
    expect(storyAt('ad/communicatie').unpublished_changes).toBe(true);
    expect(barLink(publishedContent(space(), story.id))).toBe('/digitaal');
    expect(serviceLinks(storyAt('ad/home').content)[0]![0]).toEqual(url('https://www.ad.nl/klantenservice'));

    await inSpace('PUT', `/stories/${story.id}?publish=1`, { story: { content: draft } });
    const again = await migrate({ folder: 'ad' });
    expect(again.err).toBe('');
    expect(again.code).toBe(0);
    expect(again.out).toContain(`space ${SPACE}: 1 story migrated`);
    expect(storyAt('ad/communicatie').content).toEqual({ ...draft, link: url('/digitaal') });
    expect(storyAt('ad/communicatie').published).toBe(true);
  });

  it('a draft where the migration has nothing to do (no link in the draft nor the published version) is no refusal', async () => {
    const home = storyAt('group/home');
    expect(blocksOf(home.content, 'customer-service')).toHaveLength(1);
    await inSpace('PUT', `/stories/${home.id}`, { story: { content: { ...home.content!, _uid: 'group-home-draft' } } });
    const result = await migrate({ folder: 'group' });
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain(`space ${SPACE}: nothing to do`);
    expect(storyAt('group/home').unpublished_changes).toBe(true);
  });

  it('a server failing half-way: exit 1 naming the story, what was done recorded; the next run completes it', async () => {
    expect((await migrate({ rollback: true })).code).toBe(0);
    expect(textLinksInSpace()).toHaveLength(4);
    standInOptions.failWritesAfter = server.standIn.counts.writes + 1;
    const failed = await migrate();
    expect(failed.code).toBe(1);
    expect(failed.err).toMatch(
      /^shop: the Management API answered 500 while saving \S+: \{"error":"Internal Server Error"\}/,
    );
    expect(failed.err).toContain('run again to complete it');
    expect(failed.writes).toBe(1);
    expect(textLinksInSpace()).toHaveLength(3);

    standInOptions.failWritesAfter = undefined;
    const completed = await migrate();
    expect(completed.err).toBe('');
    expect(completed.code).toBe(0);
    expect(completed.out).toContain(`space ${SPACE}: 3 stories migrated`);
    expect(completed.out).toMatch(/files \(.*\): nothing to do/);
    expect(textLinksInSpace()).toEqual([]);

    // Both runs' records replayed: everything back, the failed save's entry included.
    const rolledBack = await migrate({ rollback: true });
    expect(rolledBack.err).toBe('');
    expect(textLinksInSpace()).toHaveLength(4);
    expect(filesNow()).toEqual(originalFiles);
    expect(server.standIn.unexpected).toEqual([]);
  });
});
