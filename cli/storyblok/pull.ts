import path from 'node:path';
import {
  fieldsHash,
  fieldsOf,
  readLocalStories,
  readRecord,
  recordFileFor,
  writeJsonFile,
  writeRecord,
  type LocalStory,
} from './local-stories.ts';
import { connect, explainFailure, listAllStories, naming, type ListedStory, type Mapi } from './management.ts';
import { count, STORIES, type Output, type SyncOptions } from './push.ts';

/*
 * `shop storyblok pull`: writes a space's stories into stand-ins/content/stories/<folder>/<slug>.json, in the CDN's
 * JSON like the seeded ones, so an editor's work can be reviewed, tested and photographed (`shop gallery`) before
 * it goes live. A file is rewritten only when the story differs (a review shows only real changes), keeping the
 * file's own id and uuid; a story new to the repository takes the space's. The record of the space then holds
 * what was pulled, so the next push sends nothing back (docs/adr/0015-storyblok-space-from-the-repository.md).
 */

type FullStory = ListedStory & { content?: Record<string, unknown>; tag_list?: string[] };

/** The story as the CDN's JSON: the repository's file with the space's fields, or a new file from the space. */
function storyFile(remote: FullStory, local: LocalStory | undefined): unknown {
  const fields = fieldsOf(remote);
  const tags = fields.tag_list.length > 0 || local?.response.story.tag_list ? { tag_list: [...fields.tag_list] } : {};
  // The file's own publication date stays: the space's is that of its last publish, not of the draft pulled here.
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

export async function pullSpace(options: SyncOptions, output: Output): Promise<number> {
  const { settings } = options;
  const storiesDir = path.join(options.contentDir, 'stories');
  const recordFile = recordFileFor(options.contentDir, settings.spaceId);
  const local = readLocalStories(storiesDir, options.only);
  const record = readRecord(recordFile, settings.spaceId);
  const client: Mapi = connect(settings);
  let doing = 'opening the space';
  let pulled = false;
  const started = Date.now();
  try {
    const { data: spaceData } = await client.spaces.get();
    output.out(
      `Pulling space ${settings.spaceId} "${spaceData.space.name ?? ''}" into ${path.relative(process.cwd(), storiesDir) || storiesDir}`,
    );
    doing = 'listing the stories';
    const remote = (await listAllStories(client)).filter((story) => !story.is_folder);
    const wanted = remote.filter((story) => !options.only || options.only.has(story.full_slug.split('/')[0]!));
    const nested = wanted.filter((story) => story.full_slug.split('/').length !== 2);
    for (const story of nested)
      output.err(`  skipped ${story.full_slug}: the repository keeps stories one folder deep (<folder>/<slug>)`);
    const folders = [
      ...new Set(wanted.filter((story) => !nested.includes(story)).map((story) => story.full_slug.split('/')[0]!)),
    ].sort();
    const totals = { written: 0, unchanged: 0 };
    for (const folder of folders) {
      doing = `pulling the folder ${folder}`;
      const stories = wanted.filter((story) => story.full_slug.startsWith(`${folder}/`) && !nested.includes(story));
      const written: string[] = [];
      await Promise.all(
        stories.map(async (listed) => {
          const mine = local.get(listed.full_slug);
          const recorded = record.stories[listed.full_slug];
          // The space still holds what the record says and the file holds the same: nothing to read.
          if (mine && recorded?.updated_at === listed.updated_at && recorded.hash === fieldsHash(mine.fields)) return;
          const { data } = await naming(`reading ${listed.full_slug}`, () => client.stories.get(listed.id));
          const full = data.story as unknown as FullStory;
          const hash = fieldsHash(fieldsOf(full));
          record.stories[listed.full_slug] = { hash, updated_at: full.updated_at };
          pulled = true;
          if (mine && hash === fieldsHash(mine.fields)) return;
          writeJsonFile(path.join(storiesDir, `${listed.full_slug}.json`), storyFile(full, mine));
          written.push(listed.full_slug);
        }),
      );
      totals.written += written.length;
      totals.unchanged += stories.length - written.length;
      const names = written.sort().map((slug) => slug.slice(folder.length + 1));
      output.out(
        `  ${folder.padEnd(8)} ${count(stories.length, STORIES)}: ${written.length === 0 ? 'unchanged' : `${written.length} written (${names.join(', ')}), ${stories.length - written.length} unchanged`}`,
      );
    }
    const onlyHere = [...local.keys()].filter((slug) => !remote.some((story) => story.full_slug === slug));
    if (onlyHere.length > 0)
      output.out(
        `  ${count(onlyHere.length, STORIES)} only in the repository, kept (\`shop storyblok push\` sends them): ${onlyHere.slice(0, 10).join(', ')}${onlyHere.length > 10 ? ', …' : ''}`,
      );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    output.out(
      totals.written === 0
        ? `Nothing to write: the repository holds every story of space ${settings.spaceId} as it is (${count(totals.unchanged, STORIES)}) [${seconds} s]`
        : `${count(totals.written, STORIES)} written, ${totals.unchanged} unchanged [${seconds} s]. Review them with \`git diff\`, try them with \`npm start\` or \`shop gallery\`.`,
    );
    return 0;
  } catch (error) {
    output.err(`shop: ${explainFailure(error, settings, doing)}`);
    return 1;
  } finally {
    if (pulled) writeRecord(recordFile, record);
  }
}
