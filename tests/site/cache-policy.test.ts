import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * site/cache-policy.ts is the one place where a lifetime is set: every cache of the site is a row of its table. This
 * reads every source file of the project for the ways a lifetime can be set, and checks the literals that must stay
 * where they are (a route segment's `revalidate`, the Redis cache handler, nginx's template) equal the table's.
 */

const unstableCache = vi.fn<
  (
    load: () => Promise<unknown>,
    key: string[],
    options: { tags?: string[]; revalidate?: number },
  ) => () => Promise<unknown>
>((load) => load);
vi.mock('next/cache', () => ({ unstable_cache: unstableCache }));
const frontOfficeCalls = {
  catalog: vi.fn(async () => ({ propositions: [] })),
  businessHours: vi.fn(async () => ({ isBusinessHour: true, closures: [] })),
  phoneNumber: vi.fn(async () => undefined),
  midData: vi.fn(async () => undefined),
};
vi.mock('../../site/front-office/index.ts', () => ({ frontOffice: () => frontOfficeCalls }));
// The content client, without a CDN: vk has no story of its own for 'home', the group's folder has one.
const groupHome = {
  story: {
    id: 1,
    uuid: 'u',
    name: 'Home',
    slug: 'home',
    full_slug: 'group/home',
    content: { _uid: 'h', component: 'page', body: [] },
  },
};
const contentCalls = {
  folder: vi.fn(async (folder: string) => (folder === 'vk' ? {} : { home: groupHome })),
  story: vi.fn(async () => undefined),
};
vi.mock('../../site/content/storyblok-stories.ts', () => ({ storyblokStories: () => contentCalls }));

const {
  CACHES,
  memoryCache,
  failedAnswerBriefly,
  processMemo,
  SHARED_PAGE_CACHE_CONTROL,
  PERSONAL_CACHE_CONTROL,
  WEB_FONT_CACHE_CONTROL,
} = await import('../../site/cache-policy.ts');

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_MODULE = 'site/cache-policy.ts';
const FOLDERS = ['site', 'blocks', 'domain', 'schemas', 'themes', 'brands', 'cli', 'stand-ins'];
const ROOT_FILES = ['next.config.mjs'];
const SKIP = /(^|\/)(\.next|\.data|node_modules)(\/|$)/;
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs|hbs|conf|sh)$/;

/**
 * Every way a lifetime can be set: Next's caches, lru-cache, a client's own cache, Redis expiries, Cache-Control,
 * nginx. A cookie's maxAge is the cookie's lifetime, not a cache's, and React's `cache` lasts one request: neither is
 * looked for.
 */
const LIFETIME_PATTERNS: Readonly<Record<string, RegExp>> = {
  'Next data cache': /\bunstable_cache\b|['"]use cache(?::[a-z]+)?['"]|\bcacheLife\s*\(|['"]force-cache['"]/,
  'client cache': /\bcache\s*:\s*\{\s*type\s*:\s*['"](?!none['"])/,
  'route segment revalidate': /\bexport\s+const\s+revalidate\s*=/,
  'revalidate option': /\brevalidate\s*:/,
  'Next expiry': /\bexpire\s*:(?!\s*0\b)|\bexpireTime\b|\bstaleTimes\b/,
  'lru-cache': /\bnew\s+LRUCache\b|\bfrom\s+['"]lru-cache['"]/,
  'ttl option': /\bttl\s*:/,
  'Redis expiry': /\b(?:EX|PX|EXAT|PXAT)\s*:|\.(?:expire|pExpire|setEx)\s*\(/,
  'Cache-Control lifetime': /\bs-maxage=|\bstale-while-revalidate=|\bmax-age=[1-9]|\bimmutable\b/,
  'nginx cache lifetime': /\binactive=|\bproxy_cache_valid\b|^\s*expires\s/,
};

interface Allowed {
  readonly file: string;
  readonly pattern: keyof typeof LIFETIME_PATTERNS;
  readonly why: string;
}

/**
 * Where a lifetime may appear outside the cache module, and why. Each is checked below, and each must still be needed.
 */
const ALLOWED: readonly Allowed[] = [
  {
    file: 'site/app/pages/[brand]/[key]/layout.tsx',
    pattern: 'route segment revalidate',
    why: 'Next needs a literal; equals the table (below)',
  },
  {
    file: 'site/shared-state/cache-handler.mjs',
    pattern: 'ttl option',
    why: 'plain .mjs loaded by Next; equals the table (below)',
  },
  {
    file: 'site/cluster/nginx.conf.hbs',
    pattern: 'nginx cache lifetime',
    why: 'nginx’s template; equals the table (below)',
  },
  {
    file: 'site/cluster/nginx.conf.hbs',
    pattern: 'Cache-Control lifetime',
    why: 'nginx’s template; equals the table (below)',
  },
  {
    file: 'site/payments/store.ts',
    pattern: 'lru-cache',
    why: 'a pending order is state, not a cache: its only copy while Redis is down',
  },
  { file: 'site/payments/store.ts', pattern: 'ttl option', why: 'the pending order’s retention, as in Redis' },
  { file: 'site/payments/store.ts', pattern: 'Redis expiry', why: 'the pending order’s retention' },
  {
    file: 'site/request/rate-limit.ts',
    pattern: 'lru-cache',
    why: 'a client’s count of recent lookups is state, not a cache: bounded by clients, no lifetime',
  },
  {
    file: 'site/security-headers.mjs',
    pattern: 'Cache-Control lifetime',
    why: 'Strict-Transport-Security’s max-age: a browser policy, not a cache',
  },
  {
    file: 'stand-ins/storyblok-management/assets.ts',
    pattern: 'Cache-Control lifetime',
    why: 'a field of the signed upload the stand-in hands out as Storyblok does, for the storage: no cache of ours',
  },
  {
    file: 'stand-ins/tag-manager/server.ts',
    pattern: 'Cache-Control lifetime',
    why: 'the stand-in answers as Google’s gtm.js does (private, max-age=900), so Lighthouse measures the real headers',
  },
];

function sources(): string[] {
  return [
    ...FOLDERS.flatMap((folder) =>
      readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
        .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name))),
    ),
    ...ROOT_FILES,
  ].filter((file) => !SKIP.test(file));
}

interface Finding {
  readonly file: string;
  readonly line: number;
  readonly pattern: string;
}

/** Every line of `text` that sets a lifetime, by the pattern that found it. */
function lifetimesIn(file: string, text: string): Finding[] {
  return text.split('\n').flatMap((content, index) =>
    Object.entries(LIFETIME_PATTERNS)
      .filter(([, pattern]) => pattern.test(content))
      .map(([pattern]) => ({ file, line: index + 1, pattern })),
  );
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const isAllowed = (finding: Finding) =>
  finding.file === CACHE_MODULE ||
  ALLOWED.some((allowed) => allowed.file === finding.file && allowed.pattern === finding.pattern);

describe('one cache module: no other file sets a lifetime', () => {
  const files = sources();
  const findings = files.flatMap((file) => lifetimesIn(file, read(file)));

  it('reads every source folder, the templates and the cache module itself', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toEqual(
      expect.arrayContaining([
        CACHE_MODULE,
        'site/cluster/nginx.conf.hbs',
        'site/shared-state/cache-handler.mjs',
        'next.config.mjs',
      ]),
    );
    expect(findings.filter((finding) => finding.file === CACHE_MODULE).map((finding) => finding.pattern)).toEqual(
      expect.arrayContaining([
        'Next data cache',
        'revalidate option',
        'lru-cache',
        'ttl option',
        'Cache-Control lifetime',
      ]),
    );
  });

  it.each([
    ['unstable_cache(load, key, { revalidate: 60 })', ['Next data cache', 'revalidate option']],
    ["'use cache'", ['Next data cache']],
    ['cacheLife("hours")', ['Next data cache']],
    ["fetch(url, { cache: 'force-cache' })", ['Next data cache']],
    ["new StoryblokClient({ cache: { type: 'memory', clear: 'auto' } })", ['client cache']],
    ['export const revalidate = 30;', ['route segment revalidate']],
    ['fetch(url, { next: { revalidate: 300 } })', ['revalidate option']],
    ['revalidateTag(tag, { expire: 3600 })', ['Next expiry']],
    ["import { LRUCache } from 'lru-cache';", ['lru-cache']],
    ['const cache = new LRUCache({ max: 10 });', ['lru-cache']],
    ['cache.set(key, value, { ttl: 1000 });', ['ttl option']],
    ['await client.set(key, value, { EX: 60 });', ['Redis expiry']],
    ["headers: { 'Cache-Control': 'public, max-age=3600' }", ['Cache-Control lifetime']],
    ["'public, s-maxage=60'", ['Cache-Control lifetime']],
    ['proxy_cache_valid 200 10m;', ['nginx cache lifetime']],
    ['  expires 1d;', ['nginx cache lifetime']],
  ])('finds a lifetime in %s', (line, patterns) => {
    expect(lifetimesIn('x.ts', line).map((finding) => finding.pattern)).toEqual(patterns);
  });

  it.each([
    'revalidateTag(outcome.tag, { expire: 0 });',
    '{ revalidateSecret: env.STORYBLOK_REVALIDATE_SECRET }',
    "headers: { 'Cache-Control': 'no-store' }",
    "'private, no-cache, no-store, max-age=0, must-revalidate'",
    'response.cookies.set(name, value, { maxAge: SESSION_SECONDS });',
    '`${name}=${locale}; Max-Age=${maxAgeSeconds}; Path=/`',
    "import { cache } from 'react';",
    "fetch(url, { cache: 'no-store' })",
    "cache: { type: 'none', clear: 'manual' },",
  ])('sees no lifetime in %s (no cache, or a cookie’s)', (line) => {
    expect(lifetimesIn('x.ts', line)).toEqual([]);
  });

  it('sets none outside site/cache-policy.ts but for the literals checked below and the exceptions named above', () => {
    expect(findings.filter((finding) => !isAllowed(finding))).toEqual([]);
  });

  it('each exception is still needed', () => {
    const unused = ALLOWED.filter(
      (allowed) => !findings.some((finding) => finding.file === allowed.file && finding.pattern === allowed.pattern),
    );
    expect(unused).toEqual([]);
  });
});

/** `24 * 60 * 60` and the like, as a number. */
const product = (expression: string) =>
  expression.split('*').reduce((total, factor) => total * Number(factor.trim().replaceAll('_', '')), 1);

describe('the literals that cannot import the table equal it', () => {
  it('every route segment’s `revalidate` is the shared page’s lifetime (Next reads it at build time, as a literal)', () => {
    const literals = sources()
      .filter((file) => file.startsWith('site/app/'))
      .flatMap((file) =>
        [...read(file).matchAll(/\bexport\s+const\s+revalidate\s*=\s*([^;\n]+)/g)].map((match) => [
          file,
          match[1]!.trim(),
        ]),
      );
    expect(literals).toEqual([['site/app/pages/[brand]/[key]/layout.tsx', String(CACHES['shared-page'].seconds)]]);
  });

  it('the Redis cache handler drops an entry as long after it went stale as the table says', () => {
    const text = read('site/shared-state/cache-handler.mjs');
    const expression = /const EXPIRE_AFTER_SECONDS = ([\d_\s*]+);/.exec(text)?.[1];
    expect(expression && product(expression)).toBe(CACHES['redis-pages'].seconds);
    expect(text).toContain('ttl: { estimateExpireAge: (staleAge) => Math.max(staleAge, EXPIRE_AFTER_SECONDS) }');
  });

  it('nginx keeps static files and unused pages as long as the table says', () => {
    const text = read('site/cluster/nginx.conf.hbs');
    // Besides: nginx's own refusals, kept nowhere.
    expect([...text.matchAll(/add_header Cache-Control "([^"]+)"/g)].map((match) => match[1])).toEqual([
      'no-store',
      CACHES['static-files-http'].cacheControl,
    ]);
    expect([...text.matchAll(/\binactive=(\d+)m\b/g)].map((match) => Number(match[1]) * 60)).toEqual([
      CACHES['nginx-pages'].seconds,
    ]);
  });
});

describe('the table', () => {
  it('holds every lifetime as it was before the table (seconds, or ms in memory)', () => {
    expect({
      page: CACHES['shared-page'].seconds,
      stories: CACHES.stories.seconds,
      catalog: CACHES.catalog.seconds,
      businessHours: CACHES['business-hours'].seconds,
      phoneNumber: CACHES['phone-number'].seconds,
      midData: CACHES['mid-data'].seconds,
      frontOfficeAnswers: [CACHES['front-office-answers'].ms, CACHES['front-office-answers'].entries],
      targetGroups: [CACHES['target-groups'].ms, CACHES['target-groups'].failedMs, CACHES['target-groups'].entries],
      pathCheck: [CACHES['path-check'].ms, CACHES['path-check'].failedMs, CACHES['path-check'].entries],
      redisPages: CACHES['redis-pages'].seconds,
      nginxPages: CACHES['nginx-pages'].seconds,
    }).toEqual({
      page: 60,
      stories: 300,
      catalog: 300,
      businessHours: 60,
      phoneNumber: 3600,
      midData: 300,
      frontOfficeAnswers: [60_000, 500],
      targetGroups: [300_000, 30_000, 10_000],
      pathCheck: [300_000, 30_000, 10_000],
      redisPages: 86_400,
      nginxPages: 600,
    });
    expect(SHARED_PAGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(PERSONAL_CACHE_CONTROL).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    expect(WEB_FONT_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  it('gives every cache a reason', () => {
    for (const [name, entry] of Object.entries(CACHES)) expect(entry.reason.length, name).toBeGreaterThan(20);
  });
});

describe('the adapters take their lifetimes and tags from the table', () => {
  afterEach(() => unstableCache.mockClear());

  it('the front office’s shared data: each kept as its row says, tagged as its row says', async () => {
    const { BRANDS } = await import('../../site/brands.ts');
    const { env } = await import('../../site/env.ts');
    const shared = await import('../../site/front-office/shared-data.ts');
    const call = { mid: env.DEFAULT_MID, clientPath: '/' };
    await shared.catalog(BRANDS.vk, env.DEFAULT_MID, 'default', undefined, '/');
    await shared.businessHours(BRANDS.vk, call);
    await shared.phoneNumber(BRANDS.vk, env.DEFAULT_MID, call);
    await shared.businessPhoneNumber(BRANDS.vk, call);
    await shared.midData(call);
    const rows = ['catalog', 'business-hours', 'phone-number', 'phone-number', 'mid-data'] as const;
    expect(unstableCache.mock.calls.map(([, key, options]) => [key[0], options])).toEqual(
      rows.map((row) => [
        row,
        { tags: CACHES[row].tags && [...CACHES[row].tags('vk')], revalidate: CACHES[row].seconds },
      ]),
    );
  });

  it('a page’s story: its brand’s folder, then the group’s, each tagged with its folder’s content tag, kept until the webhook or its lifetime', async () => {
    const { GROUP_STORY_FOLDER } = await import('../../domain/routes.ts');
    const { pageStory } = await import('../../site/content/index.ts');
    expect(await pageStory('vk', 'home')).toBe(groupHome);
    expect(unstableCache.mock.calls.map(([, key, options]) => [key, options])).toEqual([
      [['stories', 'vk'], { tags: [...CACHES.stories.tags('vk')], revalidate: 300 }],
      [['stories', GROUP_STORY_FOLDER], { tags: [...CACHES.stories.tags(GROUP_STORY_FOLDER)], revalidate: 300 }],
    ]);
    expect(CACHES.stories.tags('vk')).toEqual(['content:vk']);
  });

  it('an in-process cache reuses an answer for less than its lifetime, and a failure for less than its failure lifetime', async () => {
    let now = 1_000_000;
    const cache = memoryCache<string, { failed?: true }>('target-groups', {
      now: () => now,
      fetchMethod: async (key, _stale, { options }) => {
        if (key !== 'failed') return {};
        failedAnswerBriefly('target-groups', options);
        return { failed: true };
      },
    });
    await cache.fetch('ok');
    await cache.fetch('failed');
    now += CACHES['target-groups'].failedMs - 1;
    expect([cache.has('ok'), cache.has('failed')]).toEqual([true, true]);
    now += 1;
    expect([cache.has('ok'), cache.has('failed')]).toEqual([true, false]);
    now += CACHES['target-groups'].ms - CACHES['target-groups'].failedMs - 1;
    expect(cache.has('ok')).toBe(true);
    now += 1;
    expect(cache.has('ok')).toBe(false);
  });

  it('an in-process cache holds at most its entries', () => {
    const cache = memoryCache<number, number>('path-check');
    for (let key = 0; key <= CACHES['path-check'].entries; key += 1) cache.set(key, key);
    expect(cache.size).toBe(CACHES['path-check'].entries);
    expect(cache.has(0)).toBe(false);
  });

  it('a cache for the life of the process is one map per row of the table', () => {
    const memo = processMemo<string, number>('account-discovery');
    memo.set('issuer client', 1);
    expect(processMemo<string, number>('account-discovery').get('issuer client')).toBe(1);
    memo.clear();
  });
});
