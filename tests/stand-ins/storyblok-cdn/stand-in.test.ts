import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCdnStandIn, type CdnAnswer } from '../../../stand-ins/storyblok-cdn/stand-in.ts';

/*
 * The CDN stand-in's request handler (stand-ins/storyblok-cdn, docs/adr/0013): the status codes, tokens, paging
 * headers, cv redirect and cache, and rate limit of Storyblok's Content Delivery API v2 for what the shop uses.
 */
const STORIES = path.resolve(import.meta.dirname, '../../../stand-ins/content/stories');
const PUBLIC = 'public-token';
const PREVIEW = 'preview-token';

function standIn({ rateLimit = 1000 } = {}) {
  let clock = Date.UTC(2026, 10, 26, 12);
  const cdn = createCdnStandIn({
    storiesDir: STORIES,
    publicToken: PUBLIC,
    previewToken: PREVIEW,
    rateLimit,
    now: () => clock,
  });
  /** A GET as the SDK sends it; a published answer's 301 is followed, as fetch does. */
  const get = (pathAndQuery: string, { follow = true } = {}): CdnAnswer => {
    const first = cdn.handle('GET', new URL(pathAndQuery, 'http://cdn.test'));
    return follow && first.status === 301
      ? cdn.handle('GET', new URL(first.headers.location!, 'http://cdn.test'))
      : first;
  };
  return { cdn, get, tick: (ms: number) => (clock += ms) };
}
const body = (answer: CdnAnswer) =>
  answer.body as Record<string, unknown> & {
    story: { full_slug: string; content: Record<string, unknown>; lang?: string };
    stories: { full_slug: string }[];
  };

describe('CDN stand-in: stories and status codes', () => {
  it.each([
    ['/v2/cdn/stories/ad/home', 200],
    ['/v2/cdn/stories/ad/bestaat-niet', 404],
    ['/v2/cdn/stories/bestaat/niet', 404],
    ['/v2/cdn/stories?starts_with=ad/', 200],
    ['/v2/cdn/links', 200],
    ['/v2/cdn/spaces/me', 200],
    ['/v2/cdn/nothing', 404],
    ['/v2/cdn/stories?per_page=101', 422],
    ['/v2/cdn/stories?page=0', 422],
    ['/v2/cdn/stories/ad/home?unknown_param=1', 422],
    ['/v2/cdn/stories/ad/home?version=latest', 422],
  ])('%s -> %i', (url, status) => {
    const { get } = standIn();
    expect(get(`${url}${url.includes('?') ? '&' : '?'}token=${PUBLIC}`).status).toBe(status);
  });

  it('answers a story in the CDN shape, with the cv and the language asked for', () => {
    const { get } = standIn();
    const answer = body(get(`/v2/cdn/stories/vk/digitaal?token=${PUBLIC}&language=default`));
    expect(answer.story.full_slug).toBe('vk/digitaal');
    expect(answer.cv).toEqual(expect.any(Number));
    expect(answer.story.lang).toBe('default');
    expect(body(get(`/v2/cdn/stories/vk/digitaal?token=${PUBLIC}&language=en`)).story.lang).toBe('en');
  });
});

describe('CDN stand-in: tokens and versions', () => {
  it.each([
    ['no token', '', 401],
    ['a wrong token', 'token=guess', 401],
    ['the public token, published', `token=${PUBLIC}`, 200],
    ['the public token, draft', `token=${PUBLIC}&version=draft`, 401],
    ['the preview token, published', `token=${PREVIEW}`, 200],
    ['the preview token, draft', `token=${PREVIEW}&version=draft`, 200],
  ])('%s -> %i', (_, query, status) => {
    expect(standIn().get(`/v2/cdn/stories/ad/home?${query}`).status).toBe(status);
  });

  it('a draft carries the visual editor’s comment on every block, as the draft API adds it; the published version none', () => {
    const { get } = standIn();
    const draft = JSON.stringify(body(get(`/v2/cdn/stories/ad/home?token=${PREVIEW}&version=draft`)).story.content);
    expect(draft).toContain('<!--#storyblok#{\\"name\\":\\"page\\",\\"space\\":\\"0\\",\\"uid\\":\\"ad-home-page\\"');
    expect(JSON.stringify(body(get(`/v2/cdn/stories/ad/home?token=${PREVIEW}`)).story.content)).not.toContain(
      '#storyblok#',
    );
  });

  it('a saved draft is seen with the preview token only, until it is published', () => {
    const { cdn, get } = standIn();
    const content = { _uid: 'x', component: 'page', body: [] };
    cdn.control.saveDraft('ad/home', { content });
    expect(body(get(`/v2/cdn/stories/ad/home?token=${PREVIEW}&version=draft`)).story.content._uid).toBe('x');
    expect(body(get(`/v2/cdn/stories/ad/home?token=${PUBLIC}`)).story.content._uid).toBe('ad-home-page');
    expect(cdn.control.publish('ad/home')).toMatchObject({
      action: 'published',
      full_slug: 'ad/home',
      story_id: expect.any(Number),
    });
    expect(body(get(`/v2/cdn/stories/ad/home?token=${PUBLIC}`)).story.content._uid).toBe('x');
  });
});

describe('CDN stand-in: listings and their paging headers', () => {
  it('pages a folder with the total and per-page headers, in full-slug order', () => {
    const { get } = standIn();
    const first = get(`/v2/cdn/stories?token=${PUBLIC}&starts_with=ad/&per_page=5&page=1`);
    const third = get(`/v2/cdn/stories?token=${PUBLIC}&starts_with=ad/&per_page=5&page=3`);
    expect(first.headers).toEqual({ total: '12', 'per-page': '5' });
    expect(body(first).stories.map((story) => story.full_slug)).toEqual([
      'ad/actie',
      'ad/ad-puzzelboek',
      'ad/ad-puzzelboek-bestellen',
      'ad/bedankt',
      'ad/bestellen',
    ]);
    expect(body(third).stories.map((story) => story.full_slug)).toEqual(['ad/studenten-bestellen', 'ad/zakelijk']);
  });

  it('lists the links of the space by uuid, paginated on request', () => {
    const { get } = standIn();
    const all = get(`/v2/cdn/links?token=${PUBLIC}`);
    expect(Object.keys((all.body as { links: object }).links)).toHaveLength(374);
    const page = get(`/v2/cdn/links?token=${PUBLIC}&paginated=1&per_page=100&page=4`);
    expect(page.headers).toEqual({ total: '374', 'per-page': '100' });
    expect(Object.values((page.body as { links: object }).links)).toHaveLength(74);
    expect(
      Object.values((page.body as { links: Record<string, { slug: string; published: boolean }> }).links)[0],
    ).toMatchObject({ published: true });
  });

  it('an unpublished story leaves the published listing and links, and stays in the draft ones', () => {
    const { cdn, get } = standIn();
    cdn.control.unpublish('ad/actie');
    expect(get(`/v2/cdn/stories/ad/actie?token=${PUBLIC}`).status).toBe(404);
    expect(get(`/v2/cdn/stories?token=${PUBLIC}&starts_with=ad/`).headers.total).toBe('11');
    expect(get(`/v2/cdn/stories?token=${PREVIEW}&version=draft&starts_with=ad/`).headers.total).toBe('12');
  });

  it('moves and deletes: the old slug is a 404, the webhook payload names the id (and the new slug)', () => {
    const { cdn, get } = standIn();
    const moved = cdn.control.move('ad/actie', 'vk/ad-actie');
    expect(moved).toMatchObject({ action: 'moved', full_slug: 'vk/ad-actie' });
    expect(get(`/v2/cdn/stories/ad/actie?token=${PUBLIC}`).status).toBe(404);
    expect(body(get(`/v2/cdn/stories/vk/ad-actie?token=${PUBLIC}`)).story.full_slug).toBe('vk/ad-actie');
    const deleted = cdn.control.delete('vk/ad-actie');
    expect(deleted).toEqual({ text: expect.any(String), action: 'deleted', space_id: 0, story_id: moved!.story_id });
    expect(get(`/v2/cdn/stories/vk/ad-actie?token=${PREVIEW}&version=draft`).status).toBe(404);
  });
});

describe('CDN stand-in: resolve_relations', () => {
  /** A space of one page whose `modal-trigger.modal` field points at `count` other stories. */
  function spaceWithRelations(count: number): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'cdn-rels-'));
    mkdirSync(path.join(dir, 'x'));
    const uuids = Array.from({ length: count }, (_, i) => `rel-${i}`);
    const story = (id: number, slug: string, uuid: string, content: object) => ({
      story: { id, uuid, name: slug, slug, full_slug: `x/${slug}`, content },
    });
    writeFileSync(
      path.join(dir, 'x', 'page.json'),
      JSON.stringify(
        story(1, 'page', 'page', {
          _uid: 'p',
          component: 'page',
          body: [{ _uid: 't', component: 'modal-trigger', modal: uuids }],
        }),
      ),
    );
    uuids.forEach((uuid, i) =>
      writeFileSync(
        path.join(dir, 'x', `${uuid}.json`),
        JSON.stringify(story(10 + i, uuid, uuid, { _uid: uuid, component: 'modal-content' })),
      ),
    );
    return dir;
  }

  it.each([
    [3, { rels: 3, rel_uuids: undefined }],
    [60, { rels: 0, rel_uuids: 60 }],
  ])(
    '%i related stories: in rels up to 50, else only their uuids (the client fetches those in batches)',
    (count, expected) => {
      const cdn = createCdnStandIn({
        storiesDir: spaceWithRelations(count),
        publicToken: PUBLIC,
        previewToken: PREVIEW,
        rateLimit: 1000,
      });
      const answer = cdn.handle(
        'GET',
        new URL(
          `http://cdn.test/v2/cdn/stories/x/page?token=${PREVIEW}&version=draft&resolve_relations=modal-trigger.modal`,
        ),
      );
      const { rels, rel_uuids } = answer.body as { rels: unknown[]; rel_uuids?: unknown[] };
      expect({ rels: rels.length, rel_uuids: rel_uuids?.length }).toEqual(expected);
      const plain = cdn.handle('GET', new URL(`http://cdn.test/v2/cdn/stories/x/page?token=${PREVIEW}&version=draft`));
      expect((plain.body as { rels: unknown[] }).rels).toEqual([]);
    },
  );
});

describe('CDN stand-in: cv and the CDN’s cache', () => {
  it('a published request without cv is redirected to the latest; with it, the CDN keeps the answer by URL', () => {
    const { cdn, get } = standIn();
    const redirect = get(`/v2/cdn/stories/ad/home?token=${PUBLIC}`, { follow: false });
    expect(redirect.status).toBe(301);
    const cv = Number(new URL(redirect.headers.location!, 'http://cdn.test').searchParams.get('cv'));
    expect(cv).toBe(cdn.control.counts().cv);
    get(`/v2/cdn/stories/ad/home?token=${PUBLIC}`);
    get(`/v2/cdn/stories/ad/home?token=${PUBLIC}`);
    expect(cdn.control.counts()).toMatchObject({ uncached: 1, cached: 1, redirects: 3 });
  });

  it('a publish moves the cv: without cv the new text; the old cv still answers the old text (the CDN’s copy)', () => {
    const { cdn, get } = standIn();
    const oldUrl = get(`/v2/cdn/stories/ad/home?token=${PUBLIC}`, { follow: false }).headers.location!;
    expect(body(get(oldUrl)).story.content._uid).toBe('ad-home-page');
    cdn.control.saveDraft('ad/home', { content: { _uid: 'new', component: 'page' } });
    cdn.control.publish('ad/home');
    expect(body(get(`/v2/cdn/stories/ad/home?token=${PUBLIC}`)).story.content._uid).toBe('new');
    expect(body(get(oldUrl)).story.content._uid).toBe('ad-home-page');
  });

  it('drafts are never kept by the CDN', () => {
    const { cdn, get } = standIn();
    for (let i = 0; i < 3; i += 1)
      expect(get(`/v2/cdn/stories/ad/home?token=${PREVIEW}&version=draft`, { follow: false }).status).toBe(200);
    expect(cdn.control.counts()).toMatchObject({ uncached: 3, cached: 0, redirects: 0 });
  });
});

describe('CDN stand-in: rate limit and faults', () => {
  it('answers 429 past the configured rate of uncached requests in one second, and serves again a second later', () => {
    const { get, tick } = standIn({ rateLimit: 5 });
    const statuses = Array.from(
      { length: 7 },
      () => get(`/v2/cdn/stories/ad/home?token=${PREVIEW}&version=draft`).status,
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    tick(1001);
    expect(get(`/v2/cdn/stories/ad/home?token=${PREVIEW}&version=draft`).status).toBe(200);
  });

  it('larger pages have Storyblok’s lower tiers (50 a second for 25, 6 for 100)', () => {
    const { get } = standIn({ rateLimit: 50 });
    const statuses = Array.from(
      { length: 8 },
      () => get(`/v2/cdn/stories?token=${PREVIEW}&version=draft&per_page=100`).status,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
  });

  it('the CDN’s kept answers do not count against the rate', () => {
    const { get } = standIn({ rateLimit: 1 });
    const url = get(`/v2/cdn/stories/ad/home?token=${PUBLIC}`, { follow: false }).headers.location!;
    expect([get(url).status, get(url).status, get(url).status]).toEqual([200, 200, 200]);
  });

  it('a fault: a burst of 429s for a count, an outage of 503s until switched off', () => {
    const { cdn, get } = standIn();
    cdn.control.setFault({ mode: 'rate-limited', count: 2 });
    const url = `/v2/cdn/stories/ad/home?token=${PREVIEW}&version=draft`;
    expect([get(url).status, get(url).status, get(url).status]).toEqual([429, 429, 200]);
    cdn.control.setFault({ mode: 'down' });
    expect([get(url).status, get(url).status]).toEqual([503, 503]);
    cdn.control.setFault({ mode: 'none' });
    expect(get(url).status).toBe(200);
  });
});
