import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Storyblok's Content Delivery API v2 for the paths the shop uses (docs/adr/0013), as a pure request handler: a
 * method and a URL in, a status, headers and a JSON body out. Its space is the stories under stand-ins/content/,
 * each both published and the draft; the tester's controls (`control`) change a draft, publish, unpublish, delete
 * and move a story, and answer with the webhook payload Storyblok would send.
 */

type Json = Record<string, unknown>;

export interface CdnStory extends Json {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  content: Json;
  published_at?: string | null;
}

export interface CdnAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export interface CdnStandInOptions {
  /** Folders of `<slug>.json` files in the CDN's own story shape (`{ "story": {...} }`). */
  readonly storiesDir: string;
  readonly publicToken: string;
  readonly previewToken: string;
  /**
   * Uncached requests a second for a single story or a page of up to 25 (Storyblok's 50); larger pages get
   * Storyblok's lower tiers in the same proportion (15, 10 and 6 for 50).
   */
  readonly rateLimit: number;
  readonly spaceId?: number;
  /** The clock, in ms (tests move it). */
  readonly now?: () => number;
}

/** Webhook payloads as Storyblok posts them for story events (only these four are sent by the stand-in). */
export type StoryWebhookPayload =
  | { text: string; action: 'published' | 'moved'; space_id: number; story_id: number; full_slug: string }
  | { text: string; action: 'unpublished' | 'deleted'; space_id: number; story_id: number };

/** What Storyblok posts when a release is merged (its Releases app), as the stand-in sends it. */
export interface ReleaseWebhookPayload {
  text: string;
  action: 'release_merged';
  space_id: number;
  release_id: number;
}

/**
 * A fault the tester switches on: every API request answered 503 (down) or 429 (a burst), `count` times or until off;
 * with `folder`, only the requests for that folder's stories (a test's outage leaves the other tests' content alone).
 */
export type CdnFault =
  | { readonly mode: 'down' | 'rate-limited'; readonly count?: number; readonly folder?: string }
  | { readonly mode: 'none' };

interface Entry {
  draft: CdnStory;
  published: CdnStory | undefined;
}

/** The query parameters the v2 stories endpoints accept that the stand-in knows; any other is a 422, as in v2. */
const KNOWN_PARAMS = new Set([
  'token',
  'version',
  'cv',
  'language',
  'fallback_lang',
  'resolve_relations',
  'resolve_level',
  'resolve_links',
  'starts_with',
  'per_page',
  'page',
  'by_uuids',
  'by_slugs',
  'excluding_fields',
  'sort_by',
  'paginated',
  'find_by',
  'from_release',
]);

/** Storyblok's tiers for uncached requests, relative to the single-story limit (50, 15, 10, 6 per second). */
const tierShare = (perPage: number) => (perPage <= 25 ? 1 : perPage <= 50 ? 15 / 50 : perPage <= 75 ? 10 / 50 : 6 / 50);

/** The CDN keeps a published answer by its URL; old cvs fall out first past this many (a stand-in's memory). */
const CDN_CACHE_ENTRIES = 5000;

/** Listings in full-slug order, by code point (as a database sorts bytes, not by a locale). */
const byFullSlug = (a: { full_slug: string }, b: { full_slug: string }) =>
  a.full_slug < b.full_slug ? -1 : a.full_slug > b.full_slug ? 1 : 0;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): CdnAnswer => ({
  status,
  headers,
  body,
});
const clone = <T>(value: T): T => structuredClone(value);

/**
 * The visual editor's comment on every block of a draft: `<!--#storyblok#{name, space, uid, id}-->`, as Storyblok's
 * draft API adds it.
 */
function withEditableComments(node: unknown, storyId: number, spaceId: number): unknown {
  if (Array.isArray(node)) return node.map((item) => withEditableComments(item, storyId, spaceId));
  if (typeof node !== 'object' || node === null) return node;
  const block = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withEditableComments(value, storyId, spaceId)]),
  );
  if (typeof block.component === 'string' && typeof block._uid === 'string' && block._editable === undefined) {
    block._editable = `<!--#storyblok#${JSON.stringify({ name: block.component, space: String(spaceId), uid: block._uid, id: String(storyId) })}-->`;
  }
  return block;
}

/** Every `<folder>/<slug>.json` under `dir`, keyed by full slug. */
function readStories(dir: string): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const folder of readdirSync(dir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(path.join(dir, folder.name))) {
      if (!file.endsWith('.json')) continue;
      const { story } = JSON.parse(readFileSync(path.join(dir, folder.name, file), 'utf8')) as { story: CdnStory };
      entries.set(story.full_slug, { draft: story, published: clone(story) });
    }
  }
  return entries;
}

export function createCdnStandIn(options: CdnStandInOptions) {
  const now = options.now ?? Date.now;
  const spaceId = options.spaceId ?? 0;
  const stories = readStories(options.storiesDir);
  /** Releases (Storyblok's Releases app): by id, the content each story will have once the release is merged. */
  const releases = new Map<number, Map<string, Json>>();
  /** The space's cache version: a Unix timestamp that grows with every publish, unpublish, delete and move. */
  let cv = Math.floor(now() / 1000);
  const cdnCache = new Map<string, CdnAnswer>();
  const uncachedTimes: number[] = [];
  let fault: CdnFault = { mode: 'none' };
  const counts = { uncached: 0, cached: 0, redirects: 0, limited: 0 };

  const bumpCv = () => {
    cv = Math.max(cv + 1, Math.floor(now() / 1000));
  };

  /** Whether one more uncached request of this size fits in the last second (a sliding window). */
  function withinRate(perPage: number): boolean {
    const at = now();
    while (uncachedTimes.length > 0 && uncachedTimes[0]! <= at - 1000) uncachedTimes.shift();
    if (uncachedTimes.length >= Math.max(1, Math.floor(options.rateLimit * tierShare(perPage)))) return false;
    uncachedTimes.push(at);
    return true;
  }

  function versionOf(story: CdnStory, draft: boolean, language: string): CdnStory {
    const copy = clone(story);
    if (language !== 'default') copy.lang = language;
    if (draft) copy.content = withEditableComments(copy.content, copy.id, spaceId) as Json;
    return copy;
  }

  /** Related stories for `resolve_relations` ("component.field"): the full stories up to 50, else only their uuids. */
  function relations(
    found: readonly CdnStory[],
    fields: readonly string[],
    pick: (entry: Entry) => CdnStory | undefined,
  ): Json {
    if (fields.length === 0) return { rels: [] };
    const uuids = new Set<string>();
    const visit = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (typeof node !== 'object' || node === null) return;
      const block = node as Json;
      for (const [key, value] of Object.entries(block)) {
        if (typeof block.component === 'string' && fields.includes(`${block.component}.${key}`)) {
          for (const uuid of [value].flat()) if (typeof uuid === 'string') uuids.add(uuid);
        }
        visit(value);
      }
    };
    found.forEach((story) => visit(story.content));
    const byUuid = new Map(
      [...stories.values()].flatMap((entry) => {
        const story = pick(entry);
        return story ? [[story.uuid, story] as const] : [];
      }),
    );
    const related = [...uuids].flatMap((uuid) => (byUuid.has(uuid) ? [byUuid.get(uuid)!] : []));
    return related.length > 50 ? { rels: [], rel_uuids: related.map((story) => story.uuid) } : { rels: related };
  }

  function answer(pathname: string, query: URLSearchParams): CdnAnswer {
    const draft = query.get('version') === 'draft';
    // A draft read `from_release` gets the release's version of the stories it holds, the drafts of the others.
    const release = draft ? releases.get(Number(query.get('from_release'))) : undefined;
    const inRelease = (story: CdnStory) => {
      const content = release?.get(story.full_slug);
      return content ? { ...story, content: clone(content) } : story;
    };
    const pick = (entry: Entry) => (draft ? inRelease(entry.draft) : entry.published);
    const language = query.get('language') || 'default';
    const fields = (query.get('resolve_relations') ?? '').split(',').filter(Boolean);
    if (pathname === '/v2/cdn/spaces/me') {
      return json(200, {
        space: {
          id: spaceId,
          name: 'Brand shop fleet (stand-in)',
          domain: 'http://localhost:3000/',
          version: cv,
          language_codes: [],
        },
      });
    }
    const single = /^\/v2\/cdn\/stories\/(.+)$/.exec(pathname);
    if (single) {
      const key = decodeURIComponent(single[1]!).replace(/\/$/, '');
      // Storyblok reads a story by its full slug, or by its numeric id.
      const entry = /^\d+$/.test(key)
        ? [...stories.values()].find((candidate) => String(candidate.draft.id) === key)
        : stories.get(key);
      const story = entry && pick(entry);
      if (!story) return json(404, ['This record could not be found']);
      const shown = versionOf(story, draft, language);
      return json(200, { story: shown, cv, ...relations([shown], fields, pick), links: [] });
    }
    if (pathname === '/v2/cdn/stories') {
      const perPage = Number(query.get('per_page') ?? 25);
      const page = Number(query.get('page') ?? 1);
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
        return json(422, { per_page: ['must be between 1 and 100'] });
      if (!Number.isInteger(page) || page < 1) return json(422, { page: ['must be a positive number'] });
      const startsWith = query.get('starts_with') ?? '';
      const uuids = query.get('by_uuids')?.split(',');
      const all = [...stories.values()]
        .flatMap((entry) => {
          const story = pick(entry);
          return story ? [story] : [];
        })
        .filter((story) => story.full_slug.startsWith(startsWith) && (!uuids || uuids.includes(story.uuid)))
        .sort(byFullSlug);
      const shown = all.slice((page - 1) * perPage, page * perPage).map((story) => versionOf(story, draft, language));
      return json(
        200,
        { stories: shown, cv, ...relations(shown, fields, pick), links: [] },
        { total: String(all.length), 'per-page': String(perPage) },
      );
    }
    if (pathname === '/v2/cdn/links') {
      const links = [...stories.values()]
        .flatMap((entry) => {
          const story = pick(entry);
          return story ? [story] : [];
        })
        .filter((story) => story.full_slug.startsWith(query.get('starts_with') ?? ''))
        .sort(byFullSlug)
        .map((story) => ({
          id: story.id,
          uuid: story.uuid,
          slug: story.full_slug,
          path: null,
          parent_id: story.parent_id ?? null,
          name: story.name,
          is_folder: false,
          published: Boolean(stories.get(story.full_slug)?.published),
          is_startpage: false,
          position: 0,
          real_path: `/${story.full_slug}`,
        }));
      const paginated = query.get('paginated') === '1';
      const perPage = paginated ? Math.min(Number(query.get('per_page') ?? 25), 1000) : 1000;
      const page = paginated ? Number(query.get('page') ?? 1) : 1;
      const shown = links.slice((page - 1) * perPage, page * perPage);
      return json(
        200,
        { links: Object.fromEntries(shown.map((link) => [link.uuid, link])) },
        paginated ? { total: String(links.length), 'per-page': String(perPage) } : {},
      );
    }
    return json(404, ['This record could not be found']);
  }

  /** One API request: tokens, the cv redirect, the CDN's cache, the rate limit, then the answer. */
  function handle(method: string, url: URL): CdnAnswer {
    if (method !== 'GET') return json(405, { error: 'Method not allowed' });
    const query = url.searchParams;
    const token = query.get('token');
    const version = query.get('version') ?? 'published';
    if (token !== options.publicToken && token !== options.previewToken) return json(401, { error: 'Unauthorized' });
    if (version !== 'published' && version !== 'draft') return json(422, { version: ['must be draft or published'] });
    if (version === 'draft' && token !== options.previewToken)
      return json(401, { error: 'Unauthorized: a public token cannot read drafts' });
    if (url.pathname.startsWith('/v2/cdn/stories') || url.pathname === '/v2/cdn/links') {
      const unknown = [...query.keys()].find((key) => !KNOWN_PARAMS.has(key));
      if (unknown) return json(422, { error: `Unknown parameter: ${unknown}` });
    }
    const concerned = (folder: string | undefined) =>
      folder === undefined ||
      url.pathname.startsWith(`/v2/cdn/stories/${folder}/`) ||
      (query.get('starts_with') ?? '').startsWith(`${folder}/`);
    if (fault.mode !== 'none' && concerned(fault.folder)) {
      const current = fault;
      if (current.count !== undefined)
        fault = current.count > 1 ? { ...current, count: current.count - 1 } : { mode: 'none' };
      if (current.mode === 'down') return json(503, { error: 'Service Unavailable' });
      counts.limited += 1;
      return json(429, { error: 'Too Many Requests' });
    }
    const published = version === 'published' && url.pathname !== '/v2/cdn/spaces/me';
    // Published content without a cv is sent to the latest one; with a cv it is the CDN's, kept by URL.
    if (published && !query.has('cv')) {
      counts.redirects += 1;
      const target = new URL(url);
      target.searchParams.set('cv', String(cv));
      return json(301, { location: target.pathname + target.search }, { location: target.pathname + target.search });
    }
    const key =
      url.pathname +
      '?' +
      [...query.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
    if (published && cdnCache.has(key)) {
      counts.cached += 1;
      return cdnCache.get(key)!;
    }
    if (!withinRate(Number(query.get('per_page') ?? 1))) {
      counts.limited += 1;
      return json(429, { error: 'Too Many Requests' });
    }
    counts.uncached += 1;
    const result = answer(url.pathname, query);
    if (published && result.status === 200) {
      if (cdnCache.size >= CDN_CACHE_ENTRIES) cdnCache.delete(cdnCache.keys().next().value!);
      cdnCache.set(key, result);
    }
    return result;
  }

  const event = (action: string, story: CdnStory) =>
    `The user stand-in@example.nl ${action} the Story ${story.name} (${story.slug})`;

  /**
   * The tester's side: what an editor does in the Storyblok app. Each returns the webhook payload, or undefined for an
   * unknown story.
   */
  const control = {
    /**
     * Every story's draft as the draft API answers it (with the editable comments), in a release if given: the editor
     * stand-in's list.
     */
    drafts(releaseId = 0): CdnStory[] {
      const release = releases.get(releaseId);
      const shown = (story: CdnStory) =>
        release?.has(story.full_slug) ? { ...story, content: clone(release.get(story.full_slug)!) } : story;
      return [...stories.values()].map((entry) => versionOf(shown(entry.draft), true, 'default')).sort(byFullSlug);
    },
    /** The space's id, which the editor signs its preview URLs with. */
    spaceId,
    /** Saves a draft: `content` replaces the story's content (or `name` its name); visitors see nothing yet. */
    saveDraft(fullSlug: string, change: { content?: Json; name?: string }): CdnStory | undefined {
      const entry = stories.get(fullSlug);
      if (!entry) return undefined;
      // The editable comments are the draft API's, never the story's own (a draft read, changed and saved back).
      const content =
        change.content &&
        (JSON.parse(JSON.stringify(change.content), (key, value: unknown) =>
          key === '_editable' ? undefined : value,
        ) as Json);
      entry.draft = { ...entry.draft, ...(content ? { content } : {}), ...(change.name ? { name: change.name } : {}) };
      return clone(entry.draft);
    },
    publish(fullSlug: string): StoryWebhookPayload | undefined {
      const entry = stories.get(fullSlug);
      if (!entry) return undefined;
      entry.published = { ...clone(entry.draft), published_at: new Date(now()).toISOString() };
      bumpCv();
      return {
        text: event('published', entry.draft),
        action: 'published',
        space_id: spaceId,
        story_id: entry.draft.id,
        full_slug: fullSlug,
      };
    },
    unpublish(fullSlug: string): StoryWebhookPayload | undefined {
      const entry = stories.get(fullSlug);
      if (!entry) return undefined;
      entry.published = undefined;
      bumpCv();
      return {
        text: event('unpublished', entry.draft),
        action: 'unpublished',
        space_id: spaceId,
        story_id: entry.draft.id,
      };
    },
    delete(fullSlug: string): StoryWebhookPayload | undefined {
      const entry = stories.get(fullSlug);
      if (!entry) return undefined;
      stories.delete(fullSlug);
      bumpCv();
      return { text: event('deleted', entry.draft), action: 'deleted', space_id: spaceId, story_id: entry.draft.id };
    },
    /** Moves a story to another full slug (another folder, or renamed), as both draft and published. */
    move(fullSlug: string, to: string): StoryWebhookPayload | undefined {
      const entry = stories.get(fullSlug);
      if (!entry || stories.has(to) || !/^[a-z0-9-]+(?:\/[a-z0-9-]+)+$/.test(to)) return undefined;
      const slug = to.split('/').at(-1)!;
      const moved = (story: CdnStory | undefined) => story && { ...story, slug, full_slug: to };
      stories.delete(fullSlug);
      stories.set(to, { draft: moved(entry.draft)!, published: moved(entry.published) });
      bumpCv();
      return {
        text: event('moved', entry.draft),
        action: 'moved',
        space_id: spaceId,
        story_id: entry.draft.id,
        full_slug: to,
      };
    },
    /** One story back as its file has it (a deleted one too), draft and published. */
    restore(fullSlug: string): StoryWebhookPayload | undefined {
      const [folder, slug] = fullSlug.split('/');
      let story: CdnStory;
      try {
        story = (
          JSON.parse(readFileSync(path.join(options.storiesDir, folder ?? '', `${slug}.json`), 'utf8')) as {
            story: CdnStory;
          }
        ).story;
      } catch {
        return undefined;
      }
      stories.set(fullSlug, { draft: story, published: clone(story) });
      bumpCv();
      return {
        text: event('published', story),
        action: 'published',
        space_id: spaceId,
        story_id: story.id,
        full_slug: fullSlug,
      };
    },
    /** Puts a story's content into a release (created on first use): drafts read `from_release` show it. */
    saveInRelease(releaseId: number, fullSlug: string, content: Json): CdnStory | undefined {
      const entry = stories.get(fullSlug);
      if (!entry) return undefined;
      const release = releases.get(releaseId) ?? new Map<string, Json>();
      releases.set(releaseId, release.set(fullSlug, clone(content)));
      return { ...clone(entry.draft), content: clone(content) };
    },
    /** Merges a release: each of its stories published with the release's content, the release gone. */
    mergeRelease(releaseId: number): ReleaseWebhookPayload | undefined {
      const release = releases.get(releaseId);
      if (!release) return undefined;
      for (const [fullSlug, content] of release) {
        const entry = stories.get(fullSlug);
        if (!entry) continue;
        entry.draft = { ...entry.draft, content: clone(content) };
        entry.published = { ...clone(entry.draft), published_at: new Date(now()).toISOString() };
      }
      releases.delete(releaseId);
      bumpCv();
      return {
        text: `The release ${releaseId} has been merged.`,
        action: 'release_merged',
        space_id: spaceId,
        release_id: releaseId,
      };
    },
    /** Back to the files, as at start (a new cv, so nothing the CDN kept is served for it). */
    reset() {
      releases.clear();
      stories.clear();
      for (const [key, value] of readStories(options.storiesDir)) stories.set(key, value);
      fault = { mode: 'none' };
      bumpCv();
    },
    setFault(next: CdnFault) {
      fault = next;
    },
    counts: () => ({ ...counts, cv }),
  };

  return { handle, control };
}

export type CdnStandIn = ReturnType<typeof createCdnStandIn>;
