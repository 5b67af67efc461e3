import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadRegistry } from '../../cli/registry/load.ts';
import { pullSpace } from '../../cli/storyblok/pull.ts';
import { pushSpace, type Output } from '../../cli/storyblok/push.ts';
import { startServer } from '../../site/scripts/server.mjs';
import { TEST_SECRETS } from '../../site/secret-settings.mjs';
import { startCdnServer, type CdnServer } from '../../stand-ins/storyblok-cdn/server.ts';
import { startManagementServer, type ManagementServer } from '../../stand-ins/storyblok-management/server.ts';
import { expect, test } from '../support/test.ts';
import { getWithHost } from '../support/http.ts';

/*
 * The round trip a content team runs (docs/adr/0015-storyblok-space-from-the-repository.md): `shop storyblok push`
 * of the fleet into an empty space (the Management API stand-in), an editor's change published there, `shop storyblok
 * pull` into a temporary copy of the story files, and the production build started against that copy (a CDN stand-in
 * over it) showing the change on the page. The committed story files are only read.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const COMMITTED_STORIES = path.join(ROOT, 'stand-ins/content/stories');
const TOKEN = 'round-trip-token';
const SPACE = 1000;
const SECRET = TEST_SECRETS.roundTripWebhook;
const STORY = 'ad/home';
const EDITED_TITLE = 'Het AD, door de redactie in Storyblok';

type Server = Awaited<ReturnType<typeof startServer>>;
let dir: string;
let contentDir: string;
let management: ManagementServer;
let cdn: CdnServer | undefined;
let site: Server | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'storyblok-round-trip-'));
  contentDir = path.join(dir, 'content');
  cpSync(COMMITTED_STORIES, path.join(contentDir, 'stories'), { recursive: true });
  management = await startManagementServer({ port: 0, token: TOKEN, spaces: [SPACE], requestsPerSecond: 0 });
});

test.afterAll(async () => {
  await site?.stop();
  await cdn?.close();
  await management?.close();
  rmSync(dir, { recursive: true, force: true });
});

const settings = () => ({ spaceId: SPACE, token: TOKEN, region: 'eu' as const, endpoint: management.url, rate: 1000 });
const collect = () => {
  const lines: string[] = [];
  const output: Output = { out: (line) => lines.push(line), err: (line) => lines.push(`error: ${line}`) };
  return { lines, output };
};
const storyFile = (stories: string, fullSlug: string) => path.join(stories, `${fullSlug}.json`);
type StoryFile = { story: { content: { body: { component: string; title?: string }[] } } };
const readStory = (stories: string, fullSlug: string) =>
  JSON.parse(readFileSync(storyFile(stories, fullSlug), 'utf8')) as StoryFile;
const heroTitle = (file: StoryFile) => file.story.content.body.find((block) => block.component === 'hero')?.title;

/** An editor's call to the space, as Storyblok's app makes it. */
async function inSpace(method: string, pathInSpace: string, body?: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(`${management.url}/v1/spaces/${SPACE}${pathInSpace}`, {
    method,
    headers: { authorization: TOKEN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, `${method} ${pathInSpace}`).toBeLessThan(300);
  return (await answer.json()) as Record<string, unknown>;
}

async function webhook(payload: unknown): Promise<unknown> {
  const answer = await fetch(`${site!.url}/api/storyblok/webhook?secret=${SECRET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  expect(answer.status).toBe(200);
  return answer.json();
}

test('push, an editor’s published change, pull into a copy: the built site on that copy shows the change', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const committed = readFileSync(storyFile(COMMITTED_STORIES, STORY), 'utf8');
  const before = heroTitle(readStory(COMMITTED_STORIES, STORY));
  expect(before).toBeTruthy();
  expect(before).not.toBe(EDITED_TITLE);

  // 1. The fleet into the empty space: every story, and a role per brand.
  const folderNames = new Map(
    loadRegistry(path.join(ROOT, 'brands')).brands.map(({ brand }) => [brand.code, brand.name]),
  );
  const pushed = collect();
  const pushCode = await pushSpace(
    { settings: settings(), contentDir, folderNames, dryRun: false, force: false },
    pushed.output,
  );
  expect(pushCode, pushed.lines.join('\n')).toBe(0);
  const space = management.standIn.spaces.get(SPACE)!;
  expect([...space.stories.values()].filter((story) => !story.is_folder)).toHaveLength(374);
  expect(space.roles.size).toBe(folderNames.size);

  // 2. An editor changes the hero's title and publishes (the app's PUT of the story with publish).
  const listed = (await inSpace('GET', `/stories?starts_with=${STORY}&per_page=100`)) as {
    stories: { id: number; full_slug: string }[];
  };
  const id = listed.stories.find((story) => story.full_slug === STORY)!.id;
  const { story } = (await inSpace('GET', `/stories/${id}`)) as { story: StoryFile['story'] };
  const content = structuredClone(story.content);
  content.body.find((block) => block.component === 'hero')!.title = EDITED_TITLE;
  await inSpace('PUT', `/stories/${id}`, { story: { content }, publish: 1 });

  // 3. Pull into the copy: that one file changes, the committed one does not.
  const pulled = collect();
  const pullCode = await pullSpace({ settings: settings(), contentDir, dryRun: false, force: false }, pulled.output);
  expect(pullCode, pulled.lines.join('\n')).toBe(0);
  const stories = path.join(contentDir, 'stories');
  expect(heroTitle(readStory(stories, STORY))).toBe(EDITED_TITLE);
  expect(readFileSync(storyFile(COMMITTED_STORIES, STORY), 'utf8')).toBe(committed);
  expect(management.standIn.unexpected).toEqual([]);

  // 4. The production build against the pulled copy: a CDN stand-in over it, the site reading from there.
  cdn = await startCdnServer({ port: 0, storiesDir: stories });
  site = await startServer({
    appEnv: 'test',
    stdio: 'ignore',
    extraEnv: { CI: '', STORYBLOK_ENDPOINT: cdn.endpoint, STORYBLOK_REVALIDATE_SECRET: SECRET },
  });
  try {
    // The build prerendered the committed story; the publish's webhook renders the page again, as in production.
    expect(await webhook(cdn.standIn.control.publish(STORY))).toEqual({ revalidated: ['content:ad'] });
    await expect
      .poll(async () => (await getWithHost('ad.localhost', '/', site!.port)).body, { timeout: 30_000 })
      .toContain(EDITED_TITLE);
    await page.goto(`http://ad.localhost:${site.port}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EDITED_TITLE);
  } finally {
    // The site keeps pages on disk, shared with every server of this build: the committed story goes back and the
    // page is rendered from it again, so no later test sees the pulled one.
    writeFileSync(storyFile(stories, STORY), committed);
    await webhook(cdn.standIn.control.restore(STORY));
    await expect
      .poll(async () => (await getWithHost('ad.localhost', '/', site!.port)).body, { timeout: 30_000 })
      .toContain(before!);
  }
});
