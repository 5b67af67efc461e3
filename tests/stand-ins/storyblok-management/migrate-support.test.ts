import { describe, expect, it } from 'vitest';
import { createManagementStandIn } from '../../../stand-ins/storyblok-management/stand-in.ts';

/*
 * What the stand-in answers for `shop storyblok migrate` (cli/storyblok/migrate.ts): the stories list filtered by
 * `contain_component` at any depth, as Storyblok's is, and the test hook that fails every change past a count.
 */

const TOKEN = 'test-token';

function standIn(failWritesAfter?: number) {
  const api = createManagementStandIn({
    token: TOKEN,
    spaces: [7],
    requestsPerSecond: 0,
    ...(failWritesAfter === undefined ? {} : { failWritesAfter }),
  });
  const call = (method: string, path: string, body?: unknown, query = '') =>
    api.handle({ method, path: `/v1/spaces/7${path}`, query: new URLSearchParams(query), authorization: TOKEN, body });
  return { api, call };
}

const story = (slug: string, content: Record<string, unknown>) => ({
  story: { name: slug, slug, parent_id: 0, content: { _uid: slug, ...content } },
});
const slugs = (answer: { body: unknown }) =>
  (answer.body as { stories: { slug: string }[] }).stories.map((s) => s.slug);

describe('the Management API stand-in for migrations', () => {
  it.each([
    ['the root block', 'page', ['nested', 'root']],
    ['a block nested two levels down', 'customer-service', ['nested']],
    ['any of several, comma-separated', 'hero,communication-bar', ['bar', 'nested']],
    ['a component no story holds', 'faq', []],
  ])('lists the stories holding %s with contain_component', (_, components, expected) => {
    const { call } = standIn();
    call('POST', '/stories', story('root', { component: 'page', body: [] }));
    call('POST', '/stories', story('bar', { component: 'communication-bar', text: 'x' }));
    call(
      'POST',
      '/stories',
      story('nested', {
        component: 'page',
        body: [{ _uid: 'g', component: 'hero', items: [{ _uid: 'c', component: 'customer-service' }] }],
      }),
    );
    const listed = call('GET', '/stories', undefined, `contain_component=${components}`);
    expect(listed.status).toBe(200);
    expect(slugs(listed).sort()).toEqual(expected);
    expect((listed.headers as Record<string, string>).total).toBe(String(expected.length));
  });

  it('with failWritesAfter, answers 500 to every change past that many, and reads still answer', () => {
    const { api, call } = standIn(1);
    expect(call('POST', '/stories', story('one', { component: 'page' })).status).toBe(201);
    const failed = call('POST', '/stories', story('two', { component: 'page' }));
    expect(failed).toMatchObject({ status: 500, body: { error: 'Internal Server Error' } });
    expect(slugs(call('GET', '/stories'))).toEqual(['one']);
    expect(api.counts.writes).toBe(1);
  });
});
