import { describe, expect, it } from 'vitest';
import { createManagementStandIn, type MapiRequest } from '../../../stand-ins/storyblok-management/stand-in.ts';

const TOKEN = 'test-token';
const SPACE = '/v1/spaces/7';

function standIn(requestsPerSecond = 0, now?: () => number) {
  const api = createManagementStandIn({ token: TOKEN, spaces: [7], requestsPerSecond, ...(now ? { now } : {}) });
  const call = (method: string, path: string, body?: unknown, query = '', authorization: string | undefined = TOKEN) =>
    api.handle({
      method,
      path: `${SPACE}${path}`,
      query: new URLSearchParams(query),
      authorization,
      body,
    } satisfies MapiRequest);
  return { api, call };
}

const page = (slug: string, parent_id: number, title = 'Hallo') => ({
  story: {
    name: slug,
    slug,
    parent_id,
    content: { _uid: `${slug}-page`, component: 'page', body: [{ _uid: 'h', component: 'hero', title }] },
  },
});

describe('the Management API stand-in', () => {
  it('answers 401 to a token it does not know and 404 to a space that is not there', () => {
    const { api, call } = standIn();
    expect(call('GET', '', undefined, '', 'other-token').status).toBe(401);
    expect(
      api.handle({
        method: 'GET',
        path: SPACE,
        query: new URLSearchParams(),
        authorization: undefined,
        body: undefined,
      }).status,
    ).toBe(401);
    expect(
      api.handle({
        method: 'GET',
        path: '/v1/spaces/8/stories',
        query: new URLSearchParams(),
        authorization: TOKEN,
        body: undefined,
      }).status,
    ).toBe(404);
    expect(call('GET', '').body).toMatchObject({ space: { id: 7 } });
  });

  it('keeps folders and stories: full slugs from the parent, unique slugs per folder, content required of a story (422 otherwise)', () => {
    const { call } = standIn();
    const folder = call('POST', '/stories', { story: { name: 'AD', slug: 'ad', is_folder: true, parent_id: 0 } });
    expect(folder.status).toBe(201);
    const folderId = (folder.body as { story: { id: number } }).story.id;
    const created = call('POST', '/stories', page('home', folderId), 'publish=true');
    expect(created).toMatchObject({
      status: 201,
      body: { story: { full_slug: 'ad/home', published: true, unpublished_changes: false } },
    });
    expect(call('POST', '/stories', page('home', folderId))).toMatchObject({
      status: 422,
      body: { slug: ['has already been taken'] },
    });
    expect(call('POST', '/stories', { story: { name: 'x', slug: 'x', parent_id: folderId } })).toMatchObject({
      status: 422,
      body: { content: [expect.any(String)] },
    });
    expect(call('POST', '/stories', page('y', 999))).toMatchObject({
      status: 422,
      body: { parent_id: [expect.any(String)] },
    });
    expect(
      call('POST', '/stories', {
        story: { name: 'Bad', slug: 'Bad Slug', parent_id: 0, content: { component: 'page' } },
      }).status,
    ).toBe(422);
    expect(call('POST', '/stories', 'not an object').status).toBe(422);
  });

  it('moves updated_at on every save, and marks a saved but unpublished change', () => {
    let clock = 1_000_000;
    const { call } = standIn(0, () => clock);
    const { story } = call('POST', '/stories', page('home', 0), 'publish=1').body as {
      story: { id: number; updated_at: string };
    };
    const saved = call('PUT', `/stories/${story.id}`, page('home', 0, 'Anders')).body as {
      story: { updated_at: string; unpublished_changes: boolean };
    };
    // The same millisecond still gives a later updated_at: a push would otherwise miss an editor's quick save.
    expect(saved.story.updated_at > story.updated_at).toBe(true);
    expect(saved.story.unpublished_changes).toBe(true);
    clock += 5000;
    expect(call('GET', `/stories/${story.id}`).body).toMatchObject({
      story: { content: { body: [{ title: 'Anders' }] } },
    });
    expect(call('PUT', '/stories/424242', page('home', 0)).status).toBe(404);
    expect(call('DELETE', `/stories/${story.id}`).status).toBe(200);
    expect(call('GET', `/stories/${story.id}`).status).toBe(404);
  });

  it('lists stories without content, at most 100 a page, with the total and per-page headers', () => {
    const { call } = standIn();
    for (let i = 0; i < 130; i++) call('POST', '/stories', page(`s${String(i).padStart(3, '0')}`, 0));
    const first = call('GET', '/stories', undefined, 'per_page=500&page=1');
    expect(first.headers).toEqual({ total: '130', 'per-page': '100' });
    const stories = (first.body as { stories: Record<string, unknown>[] }).stories;
    expect(stories).toHaveLength(100);
    expect(stories.every((story) => !('content' in story))).toBe(true);
    expect(
      (call('GET', '/stories', undefined, 'per_page=100&page=2').body as { stories: unknown[] }).stories,
    ).toHaveLength(30);
    expect((call('GET', '/stories', undefined, 'page=9').body as { stories: unknown[] }).stories).toEqual([]);
    expect((call('GET', '/stories', undefined, 'starts_with=s12').body as { stories: unknown[] }).stories).toHaveLength(
      10,
    );
  });

  it('keeps components and groups: a group’s uuid must exist, a name is unique (422)', () => {
    const { call } = standIn();
    const group = call('POST', '/component_groups', { component_group: { name: 'Blocks' } }).body as {
      component_group: { uuid: string };
    };
    expect(call('POST', '/component_groups', { component_group: { name: 'Blocks' } }).status).toBe(422);
    const hero = {
      component: {
        name: 'hero',
        is_root: false,
        is_nestable: true,
        schema: { title: { type: 'text', pos: 0 } },
        component_group_uuid: group.component_group.uuid,
      },
    };
    const created = call('POST', '/components', hero);
    expect(created.status).toBe(201);
    expect(call('POST', '/components', hero)).toMatchObject({
      status: 422,
      body: { name: ['has already been taken'] },
    });
    expect(call('POST', '/components', { component: { name: 'x', component_group_uuid: 'nope' } }).status).toBe(422);
    const id = (created.body as { component: { id: number } }).component.id;
    expect(call('PUT', `/components/${id}`, { component: { display_name: 'Hero' } })).toMatchObject({
      status: 200,
      body: { component: { name: 'hero', display_name: 'Hero' } },
    });
    expect(call('GET', '/components').body).toMatchObject({
      components: [{ name: 'hero' }],
      component_groups: [{ name: 'Blocks' }],
    });
  });

  it('answers 429 past its calls per second, and again once the second has passed', () => {
    let clock = 0;
    const { api, call } = standIn(3, () => clock);
    expect([1, 2, 3, 4].map(() => call('GET', '').status)).toEqual([200, 200, 200, 429]);
    clock += 1000;
    expect(call('GET', '').status).toBe(200);
    expect(api.counts).toMatchObject({ requests: 5, tooManyRequests: 1 });
  });

  it('records a call to an endpoint it does not know (the real API was never asked it)', () => {
    const { api, call } = standIn();
    expect(call('DELETE', '/components/1').status).toBe(404);
    expect(call('GET', '/datasources').status).toBe(404);
    expect(api.unexpected).toEqual([`DELETE ${SPACE}/components/1`, `GET ${SPACE}/datasources`]);
    // A known endpoint's unknown record is the API's own 404, not an unexpected call.
    expect(call('DELETE', '/stories/5').status).toBe(404);
    expect(api.unexpected).toHaveLength(2);
  });
});
