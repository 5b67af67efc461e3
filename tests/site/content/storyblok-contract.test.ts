import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brandStory } from '../../../site/content/content-source.ts';
import { storyblokStories } from '../../../site/content/storyblok-stories.ts';

/**
 * A fake Storyblok CDN on 127.0.0.1 serving the project's local stories, so the real SDK client is tested against
 * the wire format: paths, query, retries and relation batches. Any request it does not know fails the test.
 */
const STORIES = path.resolve(import.meta.dirname, '../../../stand-ins/content/stories');
const TOKEN = 'test-token';
const RELATED = Array.from({ length: 120 }, (_, i) => `rel-${String(i).padStart(3, '0')}`);

interface Seen {
  readonly path: string;
  readonly query: URLSearchParams;
}
let seen: Seen[] = [];
let unexpected: string[] = [];
let failNext: number | undefined;
/** 'hang': accepted, never answered; 'down': every request a 503. */
let mode: 'hang' | 'down' | undefined;
const hung: http.ServerResponse[] = [];
let server: http.Server;
let endpoint: string;

function send(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://cdn.invalid');
    seen.push({ path: url.pathname, query: url.searchParams });
    if (url.searchParams.get('token') !== TOKEN) return send(response, 401, { error: 'Unauthorized' });
    if (mode === 'hang') return void hung.push(response);
    if (mode === 'down') return send(response, 503, { error: 'Service Unavailable' });
    if (failNext !== undefined) {
      failNext -= 1;
      if (failNext >= 0) return send(response, 429, { error: 'Too Many Requests' });
    }
    if (url.pathname === '/v2/cdn/stories' && url.searchParams.has('by_uuids')) {
      const uuids = url.searchParams.get('by_uuids')!.split(',');
      return send(response, 200, {
        stories: uuids.map((uuid, id) => ({
          id,
          uuid,
          name: uuid,
          slug: uuid,
          full_slug: `rels/${uuid}`,
          content: { _uid: uuid, component: 'page' },
        })),
      });
    }
    const match = /^\/v2\/cdn\/stories\/([a-z0-9-]+)\/([a-z0-9-]+)$/.exec(url.pathname);
    if (!match) {
      unexpected.push(url.pathname);
      return send(response, 404, { error: 'unexpected request' });
    }
    const file = path.join(STORIES, match[1]!, `${match[2]}.json`);
    if (!existsSync(file)) return send(response, 404, { error: 'This record could not be found' });
    const body = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    // Many relations: the CDN sends their uuids, and the client fetches them in batches.
    return send(
      response,
      200,
      url.searchParams.has('resolve_relations') ? { ...body, rels: [], rel_uuids: RELATED } : body,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
});

afterEach(() => {
  expect(unexpected, 'requests the fake CDN does not know').toEqual([]);
  seen = [];
  unexpected = [];
  failNext = undefined;
  mode = undefined;
  for (const response of hung.splice(0)) response.destroy();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Storyblok content adapter against a fake CDN on 127.0.0.1', () => {
  it('gets the brand’s story for a page, sending token, version and language', async () => {
    const source = storyblokStories({ accessToken: TOKEN, endpoint, language: 'default' });
    const story = await source.story('vk', 'digitaal');
    expect(story?.story.full_slug).toBe('vk/digitaal');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/v2/cdn/stories/vk/digitaal');
    expect(seen[0]!.query.get('version')).toBe('published');
    expect(seen[0]!.query.get('language')).toBe('default');
  });

  it('falls back to the group folder when the brand has no story of its own', async () => {
    const source = storyblokStories({ accessToken: TOKEN, endpoint });
    const story = await brandStory(source, 'nieuw-merk', 'home');
    expect(story?.story.full_slug).toBe('group/home');
    expect(seen.map((request) => request.path)).toEqual([
      '/v2/cdn/stories/nieuw-merk/home',
      '/v2/cdn/stories/group/home',
    ]);
  });

  it('retries a 429 and succeeds', async () => {
    failNext = 2;
    const source = storyblokStories({ accessToken: TOKEN, endpoint });
    const story = await source.story('ad', 'home');
    expect(story?.story.full_slug).toBe('ad/home');
    expect(seen.map((request) => request.path)).toEqual(Array(3).fill('/v2/cdn/stories/ad/home'));
  });

  it('fetches 120 related stories in 3 batched requests', async () => {
    const source = storyblokStories({ accessToken: TOKEN, endpoint, resolveRelations: ['modal-trigger.modal'] });
    const story = await source.story('lib', 'home');
    expect(story?.story.full_slug).toBe('lib/home');
    const batches = seen
      .filter((request) => request.query.has('by_uuids'))
      .map((request) => request.query.get('by_uuids')!.split(','));
    expect(batches.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(batches.flat()).toEqual(RELATED);
  });
});

/**
 * docs/architecture.md#failure-rules: a timeout on every request, and a circuit breaker that fails fast while the CDN
 * fails.
 */
describe('a failing or hung CDN', () => {
  const rejects = (run: Promise<unknown>) =>
    run.then(
      () => false,
      () => true,
    );

  it('a hung CDN: the request ends at its timeout, as a failure the page handles', async () => {
    mode = 'hang';
    const source = storyblokStories({ accessToken: TOKEN, endpoint, timeoutSeconds: 0.3 });
    const start = performance.now();
    expect(await rejects(source.story('ad', 'home'))).toBe(true);
    expect(performance.now() - start).toBeLessThan(10_000);
  });

  it('a CDN that is down opens the breaker: then calls fail at once without a request, and it closes when the CDN answers again', async () => {
    mode = 'down';
    const source = storyblokStories({
      accessToken: TOKEN,
      endpoint,
      breaker: { failuresToOpen: 2, halfOpenAfterMs: 200 },
    });
    expect(await rejects(source.story('ad', 'home'))).toBe(true);
    expect(await rejects(source.story('ad', 'home'))).toBe(true);
    const asked = seen.length;
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(await rejects(source.story('ad', 'home'))).toBe(true);
    expect(seen).toHaveLength(asked);
    mode = undefined;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await source.story('ad', 'home'))?.story.full_slug).toBe('ad/home');
    expect((await source.story('vk', 'home'))?.story.full_slug).toBe('vk/home');
  });

  it('a storm of 429s: the spec’s ten retries, then one failure; a missing story (404) never counts as one', async () => {
    const source = storyblokStories({
      accessToken: TOKEN,
      endpoint,
      breaker: { failuresToOpen: 1, halfOpenAfterMs: 60_000 },
    });
    expect(await source.story('ad', 'no-such-story')).toBeUndefined();
    expect(await source.story('ad', 'no-such-story-either')).toBeUndefined();
    expect((await source.story('ad', 'home'))?.story.full_slug).toBe('ad/home');
    failNext = 100;
    expect(await rejects(source.story('ad', 'home'))).toBe(true);
    expect(seen.filter((request) => request.path === '/v2/cdn/stories/ad/home')).toHaveLength(1 + 11);
  }, 20_000);
});
