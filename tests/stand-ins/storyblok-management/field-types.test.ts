import { describe, expect, it } from 'vitest';
import { storyblokComponents } from '../../../cli/storyblok/components.ts';
import { FIELD_TYPES, invalidFieldType } from '../../../stand-ins/storyblok-management/field-types.ts';
import { createManagementStandIn, type MapiRequest } from '../../../stand-ins/storyblok-management/stand-in.ts';

const TOKEN = 'test-token';

function standIn() {
  const api = createManagementStandIn({ token: TOKEN, spaces: [7], requestsPerSecond: 0 });
  return (method: string, path: string, body?: unknown, authorization: string | null = TOKEN) =>
    api.handle({
      method,
      path: `/v1/spaces/7${path}`,
      query: new URLSearchParams(),
      // null: no Authorization header at all.
      authorization: authorization ?? undefined,
      body,
    } satisfies MapiRequest);
}

describe('invalidFieldType: the field types Storyblok knows', () => {
  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['every known type', Object.fromEntries(FIELD_TYPES.map((type) => [`f-${type}`, { type }])), undefined],
    ['no fields', {}, undefined],
    [
      'an unknown type',
      { title: { type: 'text' }, intro: { type: 'longtext' } },
      "The schema is invalid, the field: 'intro' has an invalid type: 'longtext'",
    ],
    [
      'a type in capitals',
      { link: { type: 'Multilink' } },
      "The schema is invalid, the field: 'link' has an invalid type: 'Multilink'",
    ],
  ])('%s', (_, schema, expected) => {
    expect(invalidFieldType(schema)).toBe(expected);
  });
});

describe('the stand-in refuses what Storyblok refuses', () => {
  it('refuses a component with a field of an unknown type: 422 naming the field and the type', () => {
    const call = standIn();
    const answer = call('POST', '/components', {
      component: { name: 'teaser', schema: { title: { type: 'text' }, intro: { type: 'longtext' } } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      schema: ["The schema is invalid, the field: 'intro' has an invalid type: 'longtext'"],
    });
    expect((call('GET', '/components').body as { components: unknown[] }).components).toEqual([]);
  });

  it('refuses an update that gives a field an unknown type, and keeps the component as it was', () => {
    const call = standIn();
    const created = call('POST', '/components', { component: { name: 'teaser', schema: { title: { type: 'text' } } } });
    const id = (created.body as { component: { id: number } }).component.id;
    const answer = call('PUT', `/components/${id}`, { component: { schema: { title: { type: 'string' } } } });
    expect(answer.status).toBe(422);
    expect(call('GET', `/components/${id}`).body).toMatchObject({ component: { schema: { title: { type: 'text' } } } });
  });

  it('accepts every component the repository generates (textarea, multilink and the rest)', () => {
    const call = standIn();
    const { components } = storyblokComponents();
    expect(components.length).toBeGreaterThan(0);
    for (const component of components) {
      expect(call('POST', '/components', { component }).status, component.name).toBe(201);
    }
  });

  it('answers a token it does not know with 401 {"error":"Unauthorized"}', () => {
    const call = standIn();
    for (const token of ['other-token', '', null]) {
      const answer = call('GET', '/components', undefined, token);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'Unauthorized' });
    }
  });

  it('stores a story that leaves a required field empty, as Storyblok does (only its editor warns)', () => {
    const call = standIn();
    const { components } = storyblokComponents();
    const hero = components.find((c) => c.name === 'hero')!;
    expect(hero.schema.title?.required).toBe(true);
    expect(call('POST', '/components', { component: hero }).status).toBe(201);
    const answer = call('POST', '/stories', {
      story: { name: 'Leeg', slug: 'leeg', parent_id: 0, content: { _uid: 'h', component: 'hero' } },
    });
    expect(answer.status).toBe(201);
  });
});
