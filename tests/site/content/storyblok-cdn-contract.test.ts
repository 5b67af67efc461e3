import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyblokStories } from '../../../site/content/storyblok-stories.ts';
import { startCdnServer, type CdnServer } from '../../../stand-ins/storyblok-cdn/server.ts';

/*
 * The site's content adapter (Storyblok's own client, configured as production runs it) against the CDN stand-in
 * over HTTP (docs/adr/0013): folder listings page by page, drafts with the preview token, the cv after a publish,
 * and a burst of 429s.
 */
const PUBLIC = 'contract-public';
const PREVIEW = 'contract-preview';
let cdn: CdnServer;

beforeAll(async () => {
  cdn = await startCdnServer({ port: 0, publicToken: PUBLIC, previewToken: PREVIEW, rateLimit: 50 });
});
afterAll(() => cdn.close());

describe('Storyblok’s client against the CDN stand-in', () => {
  it('reads a folder page by page (25 a page): every story of the group folder, and only its own', async () => {
    const source = storyblokStories({ accessToken: PUBLIC, endpoint: cdn.endpoint });
    const group = await source.folder('group');
    expect(Object.keys(group).sort()).toEqual([
      'actie',
      'bedankt',
      'bestellen',
      'digitaal',
      'home',
      'menu',
      'specials',
      'studenten',
      'studenten-bestellen',
      'toegankelijkheid',
      'zakelijk',
    ]);
    expect(group.home?.story.full_slug).toBe('group/home');
    expect(await source.folder('no-such-folder')).toEqual({});
  });

  it('a draft needs the preview token, and carries the editable comments; the public token gets a 401', async () => {
    const drafts = storyblokStories({
      accessToken: PREVIEW,
      endpoint: cdn.endpoint,
      version: 'draft',
      breaker: { failuresToOpen: 100, halfOpenAfterMs: 1 },
    });
    expect((await drafts.story('ad', 'home'))?.story.content._editable).toMatch(/^<!--#storyblok#/);
    expect(await drafts.story('ad', 'no-such-story')).toBeUndefined();
    const wrong = storyblokStories({
      accessToken: PUBLIC,
      endpoint: cdn.endpoint,
      version: 'draft',
      breaker: { failuresToOpen: 100, halfOpenAfterMs: 1 },
    });
    await expect(wrong.story('ad', 'home')).rejects.toMatchObject({ status: 401 });
  });

  it('a draft by its story id, as the visual editor names the story it opened; an unknown id is no story', async () => {
    const drafts = storyblokStories({ accessToken: PREVIEW, endpoint: cdn.endpoint, version: 'draft' });
    const home = await drafts.story('vk', 'home');
    expect((await drafts.storyById(home!.story.id))?.story.full_slug).toBe('vk/home');
    expect(await drafts.storyById(1)).toBeUndefined();
  });

  it('a release: drafts read from it show its text, the published story keeps its own until the merge', async () => {
    const drafts = storyblokStories({ accessToken: PREVIEW, endpoint: cdn.endpoint, version: 'draft' });
    const published = storyblokStories({ accessToken: PUBLIC, endpoint: cdn.endpoint });
    const before = (await published.story('bs', 'home'))!.story.content;
    cdn.standIn.control.saveInRelease(7, 'bs/home', { ...before, meta_description: 'Uit de release' });
    expect((await drafts.story('bs', 'home', { release: 7 }))?.story.content.meta_description).toBe('Uit de release');
    expect((await drafts.story('bs', 'home'))?.story.content.meta_description).toBe(before.meta_description);
    expect(cdn.standIn.control.mergeRelease(7)).toMatchObject({ action: 'release_merged', release_id: 7 });
    expect((await published.story('bs', 'home'))?.story.content.meta_description).toBe('Uit de release');
    expect(cdn.standIn.control.mergeRelease(7)).toBeUndefined();
  });

  it('a publish is read at once by a client that read before it (no remembered cv: the CDN sends it to the latest)', async () => {
    const source = storyblokStories({ accessToken: PUBLIC, endpoint: cdn.endpoint });
    const before = await source.folder('tvf');
    expect(before.actie?.story.name).not.toBe('Nieuw');
    cdn.standIn.control.saveDraft('tvf/actie', { name: 'Nieuw' });
    cdn.standIn.control.publish('tvf/actie');
    expect((await source.folder('tvf')).actie?.story.name).toBe('Nieuw');
    expect((await source.story('tvf', 'actie'))?.story.name).toBe('Nieuw');
  });

  it('a burst of 429s is retried by the client (docs/rules/09-constants-and-limits.md) and the story arrives', async () => {
    const source = storyblokStories({ accessToken: PUBLIC, endpoint: cdn.endpoint });
    const limitedBefore = cdn.standIn.control.counts().limited;
    cdn.standIn.control.setFault({ mode: 'rate-limited', count: 3 });
    expect((await source.story('vk', 'digitaal'))?.story.full_slug).toBe('vk/digitaal');
    expect(cdn.standIn.control.counts().limited - limitedBefore).toBe(3);
  });

  it('an outage (503s) fails the call, for the page to degrade (docs/adr/0010)', async () => {
    const source = storyblokStories({ accessToken: PUBLIC, endpoint: cdn.endpoint });
    cdn.standIn.control.setFault({ mode: 'down' });
    try {
      await expect(source.folder('ad')).rejects.toMatchObject({ status: 503 });
    } finally {
      cdn.standIn.control.setFault({ mode: 'none' });
    }
  });
});
