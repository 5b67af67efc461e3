import { LRUCache } from 'lru-cache';
import { unstable_cache } from 'next/cache';

/*
 * Every cache of the site, with its lifetime, its tags and its reason, in one table (docs/adr/0007): Next's page
 * cache, Next's data cache, the in-process caches of the proxy and the adapters, and what the site tells browsers,
 * nginx and CDNs. No other file sets a lifetime: the adapters take theirs from here (`cached`, `memoryCache`, the
 * headers below). Three files must hold a literal of their own, and tests/site/cache-policy.test.ts checks each
 * equals the table: a route segment's `revalidate` (Next reads it at build time, it must be a literal), the Redis
 * cache handler (plain .mjs, loaded by Next at run time) and nginx's template. This module imports no adapter.
 */

const SECOND_MS = 1000;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

/** Content: one tag per story folder (a brand's, or the group's); a page carries the tags of the folders it read. */
export const contentTag = (folder: string) => `content:${folder}`;
const contentTags = (folder: string) => [contentTag(folder)];
/** The front office's data of a brand (catalog, business hours, phone numbers). */
const frontOfficeTag = (brandCode: string) => `front-office:${brandCode}`;
const frontOfficeTags = (brandCode: string) => [frontOfficeTag(brandCode)];

interface Reasoned {
  /** Why it is kept, and why this long. */
  readonly reason: string;
}

/** Next's page cache: a page rendered once and served to everyone with the same URL and key. */
interface PageCache extends Reasoned {
  readonly in: 'next-page';
  /** Regenerated in the background at most this often (the route segment's `revalidate`). */
  readonly seconds: number;
  /** Which tags reach it: those of the data it was rendered from. */
  readonly tags: string;
}

/** Next's data cache, through `cached`: shared data, the same for every visitor, by key. */
interface DataCache extends Reasoned {
  readonly in: 'next-data';
  /** Fetched again in the background after this long; undefined: kept until its tag is revalidated. */
  readonly seconds: number | undefined;
  /** The tags the callers give it, by brand code (none: only its lifetime ends it). */
  readonly tags: ((brandCode: string) => readonly string[]) | undefined;
}

/** An in-process cache: bounded, per instance, on the wall clock. */
interface MemoryCache extends Reasoned {
  readonly in: 'memory';
  /** An answer is reused for less than this. */
  readonly ms: number;
  /** A failed answer is kept this long instead, so that a failing service is not asked on every request. */
  readonly failedMs?: number;
  /** Most entries kept; the least recently used go first. */
  readonly entries: number;
  /**
   * Once its lifetime has passed, an answer is still served while the next one is fetched in the background (it
   * fills a miss only): no request waits on the service for a key it has asked before.
   */
  readonly staleWhileFetching?: true;
}

/** Kept for the life of the process: one entry per configuration, a handful. */
interface ProcessMemo extends Reasoned {
  readonly in: 'process';
}

/** What the site tells browsers, nginx and CDNs (Cache-Control). */
interface HttpCache extends Reasoned {
  readonly in: 'http';
  readonly cacheControl: string;
}

/** The Redis cache handler of several instances (site/shared-state/cache-handler.mjs) and nginx (site/cluster). */
interface SharedStoreCache extends Reasoned {
  readonly in: 'redis' | 'nginx';
  /** An entry unused (nginx) or stale (Redis) this long is dropped. */
  readonly seconds: number;
}

type CacheEntry = PageCache | DataCache | MemoryCache | ProcessMemo | HttpCache | SharedStoreCache;

/** The page cache's lifetime: the shared page header and the page segment both say it. */
const PAGE_SECONDS = 60;
const PAGE_STALE_WHILE_REVALIDATE_SECONDS = 5 * MINUTE;
const IMMUTABLE = `public, max-age=${YEAR}, immutable`;

export const CACHES = {
  // Next's page cache.
  'shared-page': {
    in: 'next-page',
    seconds: PAGE_SECONDS,
    tags: 'the content tags of the story folders it read (its brand’s, and the group’s when it fell back), and the front office tag of its brand',
    reason:
      'a shared page (app/pages/[brand]/[key]) is the same for everyone with its key: regenerated at most once a minute, at once on a tag',
  },

  // Next's data cache (`cached`).
  stories: {
    in: 'next-data',
    seconds: 5 * MINUTE,
    tags: contentTags,
    reason:
      'a folder’s published stories (one listing serves every page of a brand): the publish webhook revalidates the folder’s tag at once, and a change whose webhook was lost is read again within five minutes (docs/adr/0029; STORYBLOK_CONTENT_LIFETIME_SECONDS shortens it for tests)',
  },
  catalog: {
    in: 'next-data',
    seconds: 5 * MINUTE,
    tags: frontOfficeTags,
    reason: 'the same for every visitor of a brand, mid and group; offers change by the day',
  },
  'business-hours': {
    in: 'next-data',
    seconds: MINUTE,
    tags: frontOfficeTags,
    reason: 'business hours change on the hour: a minute of staleness at most',
  },
  'phone-number': {
    in: 'next-data',
    seconds: HOUR,
    tags: frontOfficeTags,
    reason: 'phone numbers change rarely',
  },
  'mid-data': {
    in: 'next-data',
    seconds: 5 * MINUTE,
    tags: undefined,
    reason: 'a mid’s target group, for a visitor’s own page: as long as the catalog behind the campaign is kept',
  },

  // In-process caches (`memoryCache`, `processMemo`), per instance.
  'front-office-answers': {
    in: 'memory',
    ms: MINUTE * SECOND_MS,
    entries: 500,
    reason:
      'docs/rules/07-calls.md: GET answers are cached; briefly, since a process-local cache must not serve a stale catalog for long',
  },
  'target-groups': {
    in: 'memory',
    ms: 5 * MINUTE * SECOND_MS,
    failedMs: 30 * SECOND_MS,
    entries: 10_000,
    reason:
      'every campaign request in the proxy asks it: as long as the catalog behind a campaign is kept; visitors can send any number of mids, so the most recent are kept (about 2 MB)',
  },
  'path-check': {
    in: 'memory',
    ms: 5 * MINUTE * SECOND_MS,
    failedMs: 30 * SECOND_MS,
    entries: 10_000,
    staleWhileFetching: true,
    reason:
      'every page request asks the front office’s redirect table (docs/adr/0020), in the proxy, where a Redis read per request would cost what the cache saves: ' +
      'a moved or retired page reaches visitors within five minutes (plus nginx’s minute for a page it keeps), while each instance asks once per brand and path in that time, ' +
      'in the background once it knows the answer; the brands’ pages (about 360) and the most recent paths visitors typed (about 2 MB)',
  },
  'account-discovery': {
    in: 'process',
    reason:
      'the account service’s metadata, discovered once per process and settings; a failure is not kept, the next login asks again',
  },

  // HTTP: browsers, nginx, CDNs.
  'shared-page-http': {
    in: 'http',
    cacheControl: `public, max-age=0, s-maxage=${PAGE_SECONDS}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_SECONDS}`,
    reason:
      'a shared page whose URL alone decides it: any shared cache may keep it as long as Next does, never a browser',
  },
  'personal-http': {
    in: 'http',
    cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate',
    reason: 'a visitor’s own answer: never kept by anyone but the visitor’s browser for this one view',
  },
  'web-font-http': {
    in: 'http',
    cacheControl: IMMUTABLE,
    reason: 'a web font’s address names its version and weights: it never changes under that address',
  },
  'tag-manager-http': {
    in: 'http',
    cacheControl: `public, max-age=${5 * MINUTE}`,
    reason:
      'a shared page asks the server whether the tag manager loads (site/app/api/tag-manager, docs/adr/0022): the answer changes only with the server’s environment, ' +
      'so browsers and nginx keep it five minutes, one request per visitor and not per page',
  },
  'static-files-http': {
    in: 'http',
    cacheControl: IMMUTABLE,
    reason: 'nginx sends /_next/static/ itself (site/cluster/nginx.conf.hbs): the names hold the content’s hash',
  },

  // Shared stores of several instances.
  'redis-pages': {
    in: 'redis',
    seconds: DAY,
    reason:
      'a stale page or datum is served while it is regenerated in the background, as Next’s own cache does: dropped a day after it went stale',
  },
  'nginx-pages': {
    in: 'nginx',
    seconds: 10 * MINUTE,
    reason: 'nginx keeps pages by their s-maxage; a page nobody asked for in ten minutes leaves its disk',
  },
} as const satisfies Readonly<Record<string, CacheEntry>>;

type Caches = typeof CACHES;
type NamesIn<Kind extends CacheEntry['in']> = {
  [Name in keyof Caches]: Caches[Name]['in'] extends Kind ? Name : never;
}[keyof Caches];
export type DataCacheName = NamesIn<'next-data'>;
export type MemoryCacheName = NamesIn<'memory'>;
export type ProcessMemoName = NamesIn<'process'>;

/** A shared page whose URL alone decides it: any shared cache (nginx, a CDN) may keep it as long as Next does. */
export const SHARED_PAGE_CACHE_CONTROL = CACHES['shared-page-http'].cacheControl;
/** A visitor's own answer: never kept by anyone but the visitor's browser for this one view. */
export const PERSONAL_CACHE_CONTROL = CACHES['personal-http'].cacheControl;
/** A web font under its versioned address. */
export const WEB_FONT_CACHE_CONTROL = CACHES['web-font-http'].cacheControl;
/** The tag manager's script for a shared page, as the server's environment decides it. */
export const TAG_MANAGER_CACHE_CONTROL = CACHES['tag-manager-http'].cacheControl;

/**
 * Shared data from `load`, kept in Next's data cache under `key`: its first part names the table's entry, which sets
 * the lifetime and makes the tags from the key's second part (a story folder, a brand code). `seconds` shortens the
 * lifetime where a setting says so.
 */
export function cached<T>(
  key: readonly [DataCacheName, string, ...string[]],
  load: () => Promise<T>,
  { seconds }: { readonly seconds?: number } = {},
): Promise<T> {
  const [name, subject] = key;
  const tags = CACHES[name].tags?.(subject);
  // Next keys an entry by the loader's source text as well as by `key`, and that text differs between bundles (a
  // page's, a route handler's): named by `key` alone, an entry a page kept is the one the content webhook reads.
  const loader = Object.assign(() => load(), { toString: () => 'cached' });
  return unstable_cache(loader, [...key], { tags: tags && [...tags], revalidate: seconds ?? CACHES[name].seconds })();
}

/** What lru-cache takes as a key or value: anything but null and undefined. */
type Key = NonNullable<unknown>;

export interface MemoryCacheOptions<K extends Key, V extends Key, FC> {
  /** Fills a miss; concurrent misses of one key share one call (lru-cache's `fetch`). */
  readonly fetchMethod?: LRUCache.Fetcher<K, V, FC>;
  /** The clock in ms (tests); default the wall clock, as everywhere in the site (lru-cache's is performance.now()). */
  readonly now?: () => number;
  /** Another lifetime and size than the table's, for an adapter's tests only. */
  readonly ms?: number;
  readonly entries?: number;
}

/**
 * One of the table's in-process caches: an LRU bounded by its entries, an answer reused for less than its
 * lifetime. (lru-cache counts an entry stale only once MORE than `ttl` has passed, and reads a start time of 0 as
 * none: the clock is shifted by a millisecond and the ttl kept one millisecond shorter.)
 */
export function memoryCache<K extends Key, V extends Key, FC = unknown>(
  name: MemoryCacheName,
  options: MemoryCacheOptions<K, V, FC> = {},
): LRUCache<K, V, FC> {
  const entry: MemoryCache = CACHES[name];
  const now = options.now ?? (() => Date.now());
  return new LRUCache<K, V, FC>({
    max: options.entries ?? entry.entries,
    ttl: lruTtl(options.ms ?? entry.ms),
    ttlResolution: 0,
    perf: { now: () => now() + 1 },
    ...(options.fetchMethod ? { fetchMethod: options.fetchMethod } : {}),
    ...(entry.staleWhileFetching ? { allowStale: true } : {}),
  });
}

const lruTtl = (ms: number) => Math.max(1, ms - 1);

/**
 * In a cache's fetchMethod, for a failed answer it is about to return: kept for the entry's shorter failure lifetime
 * (set there, so that a fetch in the background, behind a stale answer, keeps a failure briefly too).
 */
export function failedAnswerBriefly(name: MemoryCacheName, fetchOptions: { ttl?: number }): void {
  const entry: MemoryCache = CACHES[name];
  if (entry.failedMs !== undefined) fetchOptions.ttl = lruTtl(entry.failedMs);
}

const memos = new Map<ProcessMemoName, Map<unknown, unknown>>();

/** One of the table's caches kept for the life of the process: a plain map, its entries dropped only by its user. */
export function processMemo<K, V>(name: ProcessMemoName): Map<K, V> {
  const memo = memos.get(name) ?? new Map<unknown, unknown>();
  memos.set(name, memo);
  return memo as Map<K, V>;
}
