import { answer, invalid, isObject, type Json, type MapiAnswer } from './answer.ts';
import { randomUUID } from 'node:crypto';
import { routeSpaceRoles, type StandInRole } from './space-roles.ts';
import { createAssetStore, type AssetStore } from './assets.ts';
import { invalidFieldType } from './field-types.ts';

/*
 * A local stand-in of the parts of Storyblok's Management API (`/v1/spaces/:space_id/...`) that `shop storyblok
 * push` and `pull` use: the space, components, component groups, and stories with their folders. Pure: a request
 * in, an answer out, the spaces in memory (server.ts puts it on 127.0.0.1). Shapes and status codes follow the
 * API's reference: 401 for a token it does not know, 404 for a space or record that is not there, 422 with the
 * offending field for an invalid payload, 429 when called faster than the space's plan allows, and stories listed
 * without their content, paged (`per_page` at most 100) with the `total` and `per-page` headers. Like Storyblok, it
 * keeps what a space publishes apart from the latest save: every save of a story is a version (`GET /story_versions`),
 * a save without `publish` is a draft that leaves the published version as it was (`unpublished_changes`).
 */

export interface MapiRequest {
  readonly method: string;
  /** The path without the query, e.g. /v1/spaces/1000/stories */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly authorization: string | undefined;
  readonly body: unknown;
}

export interface ManagementStandInOptions {
  /** The personal access token it accepts (sent as the whole `Authorization` header, as Storyblok takes it). */
  readonly token: string;
  /** The spaces that exist, empty; any other id is a 404. */
  readonly spaces: readonly number[];
  /** Calls per second before a 429 (Storyblok: 3 on the Starter plan, 6 on the others); 0 for no limit. */
  readonly requestsPerSecond?: number;
  /** A test hook: every change past this many answers 500, as a server failing in the middle of a run. */
  readonly failWritesAfter?: number;
  readonly now?: () => number;
}

interface StandInComponent extends Json {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
}

interface StandInGroup extends Json {
  id: number;
  uuid: string;
  name: string;
  parent_id: number | null;
  parent_uuid: string | null;
}

interface StandInStory extends Json {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  parent_id: number;
  is_folder: boolean;
  content?: Json;
  tag_list: string[];
  created_at: string;
  updated_at: string;
  published_at: string | null;
  first_published_at: string | null;
  published: boolean;
  unpublished_changes: boolean;
}

/** One save of a story, as `GET /story_versions` gives it: `status` "published" for a save that published. */
interface StandInVersion extends Json {
  id: number;
  story_id: number;
  status: 'published' | 'draft';
  content: Json;
  created_at: string;
  parent_id: number;
  release_id: number | null;
}

export interface StandInSpace {
  readonly id: number;
  readonly components: Map<number, StandInComponent>;
  readonly groups: Map<number, StandInGroup>;
  readonly stories: Map<number, StandInStory>;
  /** Per story id, its saves, the newest first. */
  readonly versions: Map<number, StandInVersion[]>;
  /** Its space roles (space-roles.ts). */
  readonly roles: Map<number, StandInRole>;
}

/** The content a space publishes for a story (its newest published save), or undefined when none was published. */
export function publishedContent(space: StandInSpace, storyId: number): Json | undefined {
  return space.versions.get(storyId)?.find((version) => version.status === 'published')?.content;
}

export interface ManagementStandIn {
  handle(request: MapiRequest): MapiAnswer;
  readonly spaces: ReadonlyMap<number, StandInSpace>;
  /** How many calls were answered, how many of them with 429, and how many changed the space. */
  readonly counts: { requests: number; tooManyRequests: number; writes: number };
  /** Requests for an endpoint this stand-in does not know, so a test fails on a call the real API was never asked. */
  readonly unexpected: string[];
  /** Changes the limit, e.g. to provoke 429s in the middle of a run. */
  setRequestsPerSecond(limit: number): void;
  /** The spaces' assets and their storage (assets.ts). */
  readonly assets: AssetStore;
}

const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 25;
const SLUG = /^[a-z0-9][a-z0-9_.-]*$/;
const COMPONENT_NAME = /^[a-z0-9][a-z0-9_-]*$/;

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** `contain_component`: a block of one of the components anywhere in the content, nested blocks included. */
function containsComponent(value: unknown, components: readonly string[]): boolean {
  if (Array.isArray(value)) return value.some((child) => containsComponent(child, components));
  if (!isObject(value)) return false;
  if (typeof value.component === 'string' && components.includes(value.component)) return true;
  return Object.values(value).some((child) => containsComponent(child, components));
}

/** Without its content: how the list of stories shows one. */
function listed(story: StandInStory): Omit<StandInStory, 'content'> {
  const copy = { ...story };
  delete copy.content;
  return copy;
}

export function createManagementStandIn(options: ManagementStandInOptions): ManagementStandIn {
  const now = options.now ?? Date.now;
  let limit = options.requestsPerSecond ?? 6;
  const recent: number[] = [];
  const counts = { requests: 0, tooManyRequests: 0, writes: 0 };
  const unexpected: string[] = [];
  let nextId = 1;
  let lastStamp = 0;
  /** ISO timestamps that always move forward, so two saves in one millisecond still differ in `updated_at`. */
  const stamp = () => {
    lastStamp = Math.max(now(), lastStamp + 1);
    return new Date(lastStamp).toISOString();
  };
  const assets = createAssetStore({ now, newId: () => nextId++, stamp });

  const spaces = new Map<number, StandInSpace>(
    options.spaces.map((id) => [
      id,
      { id, components: new Map(), groups: new Map(), stories: new Map(), versions: new Map(), roles: new Map() },
    ]),
  );

  function overLimit(): boolean {
    if (limit <= 0) return false;
    const at = now();
    while (recent.length > 0 && recent[0]! <= at - 1000) recent.shift();
    if (recent.length >= limit) return true;
    recent.push(at);
    return false;
  }

  // --- components and groups -------------------------------------------------------------------------------------

  function saveComponent(space: StandInSpace, body: unknown, existing: StandInComponent | undefined): MapiAnswer {
    if (!isObject(body) || !isObject(body.component)) return invalid('component', 'is missing');
    const fields = body.component;
    const name = fields.name ?? existing?.name;
    if (typeof name !== 'string' || !COMPONENT_NAME.test(name)) return invalid('name', 'is invalid');
    for (const other of space.components.values()) {
      if (other.name === name && other.id !== existing?.id) return invalid('name', 'has already been taken');
    }
    if (fields.schema !== undefined && !isObject(fields.schema)) return invalid('schema', 'must be an object');
    const badType = isObject(fields.schema) ? invalidFieldType(fields.schema) : undefined;
    if (badType !== undefined) return invalid('schema', badType);
    const group = fields.component_group_uuid;
    if (typeof group === 'string' && ![...space.groups.values()].some((g) => g.uuid === group)) {
      return invalid('component_group_uuid', 'is not a component group of this space');
    }
    const time = stamp();
    const component: StandInComponent = {
      ...(existing ?? {
        id: nextId++,
        created_at: time,
        schema: {},
        is_root: false,
        is_nestable: true,
        component_group_uuid: null,
      }),
      ...fields,
      name,
      updated_at: time,
    } as StandInComponent;
    space.components.set(component.id, component);
    return answer(existing ? 200 : 201, { component });
  }

  function saveGroup(space: StandInSpace, body: unknown, existing: StandInGroup | undefined): MapiAnswer {
    if (!isObject(body) || !isObject(body.component_group)) return invalid('component_group', 'is missing');
    const name = body.component_group.name;
    if (typeof name !== 'string' || name.trim() === '') return invalid('name', 'can’t be blank');
    for (const other of space.groups.values()) {
      if (other.name === name && other.id !== existing?.id) return invalid('name', 'has already been taken');
    }
    const group: StandInGroup = {
      ...(existing ?? { id: nextId++, uuid: randomUUID(), parent_id: null, parent_uuid: null }),
      name,
    };
    space.groups.set(group.id, group);
    return answer(existing ? 200 : 201, { component_group: group });
  }

  // --- stories and folders ---------------------------------------------------------------------------------------

  function saveStory(space: StandInSpace, request: MapiRequest, existing: StandInStory | undefined): MapiAnswer {
    const body = request.body;
    if (!isObject(body) || !isObject(body.story)) return invalid('story', 'is missing');
    const fields = body.story;
    const isFolder = existing?.is_folder ?? truthy(fields.is_folder);
    const name = fields.name ?? existing?.name;
    const slug = fields.slug ?? existing?.slug;
    const parentId = Number(fields.parent_id ?? existing?.parent_id ?? 0);
    if (typeof name !== 'string' || name.trim() === '') return invalid('name', 'can’t be blank');
    if (typeof slug !== 'string' || !SLUG.test(slug)) return invalid('slug', 'is invalid');
    const parent = parentId === 0 ? undefined : space.stories.get(parentId);
    if (parentId !== 0 && !parent?.is_folder) return invalid('parent_id', 'is not a folder of this space');
    for (const other of space.stories.values()) {
      if (other.parent_id === parentId && other.slug === slug && other.id !== existing?.id)
        return invalid('slug', 'has already been taken');
    }
    const content = fields.content ?? existing?.content;
    if (!isFolder && !(isObject(content) && typeof content.component === 'string' && content.component !== '')) {
      return invalid('content', 'must be an object naming its component');
    }
    if (
      fields.tag_list !== undefined &&
      !(Array.isArray(fields.tag_list) && fields.tag_list.every((tag) => typeof tag === 'string'))
    ) {
      return invalid('tag_list', 'must be a list of tags');
    }
    const publish = truthy(request.query.get('publish')) || truthy(body.publish);
    const time = stamp();
    const base: StandInStory = existing ?? {
      id: nextId++,
      uuid: randomUUID(),
      name,
      slug,
      full_slug: '',
      parent_id: parentId,
      is_folder: isFolder,
      tag_list: [],
      created_at: time,
      updated_at: time,
      published_at: null,
      first_published_at: null,
      published: false,
      unpublished_changes: false,
      is_startpage: false,
      default_root: null,
    };
    const story: StandInStory = {
      ...base,
      ...fields,
      id: base.id,
      uuid: base.uuid,
      is_folder: isFolder,
      name,
      slug,
      parent_id: parentId,
      full_slug: parent ? `${parent.full_slug}/${slug}` : slug,
      tag_list: (fields.tag_list as string[] | undefined) ?? base.tag_list,
      updated_at: time,
      ...(isFolder ? {} : { content: content as Json }),
      ...(publish
        ? {
            published: true,
            published_at: time,
            first_published_at: base.first_published_at ?? time,
            unpublished_changes: false,
          }
        : { unpublished_changes: base.published }),
    };
    space.stories.set(story.id, story);
    if (!isFolder) {
      const version: StandInVersion = {
        id: nextId++,
        story_id: story.id,
        status: publish ? 'published' : 'draft',
        content: structuredClone(story.content!),
        created_at: time,
        parent_id: parentId,
        release_id: null,
      };
      space.versions.set(story.id, [version, ...(space.versions.get(story.id) ?? [])]);
    }
    return answer(existing ? 200 : 201, { story });
  }

  function listStories(space: StandInSpace, query: URLSearchParams): MapiAnswer {
    const perPage = Math.min(
      MAX_PER_PAGE,
      Math.max(1, Number(query.get('per_page') ?? DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE),
    );
    const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
    const startsWith = query.get('starts_with');
    const withParent = query.get('with_parent');
    const containing = query.get('contain_component')?.split(',').filter(Boolean);
    const all = [...space.stories.values()]
      .filter((story) => !truthy(query.get('folder_only')) || story.is_folder)
      .filter((story) => !truthy(query.get('story_only')) || !story.is_folder)
      .filter((story) => startsWith === null || story.full_slug.startsWith(startsWith))
      .filter((story) => withParent === null || story.parent_id === Number(withParent))
      .filter((story) => !containing?.length || containsComponent(story.content, containing))
      .sort((a, b) => a.full_slug.localeCompare(b.full_slug));
    const stories = all.slice((page - 1) * perPage, page * perPage).map(listed);
    return answer(200, { stories }, { total: String(all.length), 'per-page': String(perPage) });
  }

  /** `GET /story_versions?by_story_id=`: a story's saves, the newest first, with content only if `show_content`. */
  function listVersions(space: StandInSpace, query: URLSearchParams): MapiAnswer {
    const storyId = Number(query.get('by_story_id'));
    if (!query.get('by_story_id') || !Number.isInteger(storyId)) return invalid('by_story_id', 'is required');
    const perPage = Math.min(
      MAX_PER_PAGE,
      Math.max(1, Number(query.get('per_page') ?? DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE),
    );
    const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
    const all = space.versions.get(storyId) ?? [];
    const withContent = truthy(query.get('show_content'));
    const story_versions = all.slice((page - 1) * perPage, page * perPage).map((version) => {
      if (withContent) return version;
      const copy: Partial<StandInVersion> = { ...version };
      delete copy.content;
      return copy;
    });
    return answer(200, { story_versions }, { total: String(all.length), 'per-page': String(perPage) });
  }

  // --- routing ---------------------------------------------------------------------------------------------------

  function route(space: StandInSpace, request: MapiRequest, rest: string): MapiAnswer | undefined {
    const { method } = request;
    const [resource, idText, extra] = rest.split('/').filter(Boolean);
    // `GET /assets/:id/finish_upload` is the one path three deep (assets.ts).
    if (resource === 'assets' && rest.split('/').filter(Boolean).length <= 3)
      return assets.route(space.id, request, idText, extra);
    const id = idText === undefined ? undefined : Number(idText);
    if (extra !== undefined || (idText !== undefined && !Number.isInteger(id))) return undefined;

    if (resource === undefined && method === 'GET') {
      return answer(200, {
        space: {
          id: space.id,
          name: `Stand-in space ${space.id}`,
          plan: 'stand-in',
          stories_count: space.stories.size,
        },
      });
    }
    if (resource === 'components') {
      if (id === undefined && method === 'GET') {
        return answer(200, {
          components: [...space.components.values()],
          component_groups: [...space.groups.values()],
        });
      }
      if (id === undefined && method === 'POST') return saveComponent(space, request.body, undefined);
      const component = id === undefined ? undefined : space.components.get(id);
      if (id !== undefined && (method === 'GET' || method === 'PUT')) {
        if (!component) return answer(404, { error: 'Not found' });
        return method === 'GET' ? answer(200, { component }) : saveComponent(space, request.body, component);
      }
    }
    if (resource === 'component_groups') {
      if (id === undefined && method === 'GET') return answer(200, { component_groups: [...space.groups.values()] });
      if (id === undefined && method === 'POST') return saveGroup(space, request.body, undefined);
      const group = id === undefined ? undefined : space.groups.get(id);
      if (id !== undefined && (method === 'GET' || method === 'PUT')) {
        if (!group) return answer(404, { error: 'Not found' });
        return method === 'GET' ? answer(200, { component_group: group }) : saveGroup(space, request.body, group);
      }
    }
    if (resource === 'space_roles') return routeSpaceRoles(space, request, idText, () => nextId++);
    if (resource === 'story_versions' && id === undefined && method === 'GET') {
      return listVersions(space, request.query);
    }
    if (resource === 'stories') {
      if (id === undefined && method === 'GET') return listStories(space, request.query);
      if (id === undefined && method === 'POST') return saveStory(space, request, undefined);
      const story = id === undefined ? undefined : space.stories.get(id);
      if (id !== undefined && (method === 'GET' || method === 'PUT' || method === 'DELETE')) {
        if (!story) return answer(404, { error: 'Not found' });
        if (method === 'GET') return answer(200, { story });
        if (method === 'PUT') return saveStory(space, request, story);
        if ([...space.stories.values()].some((child) => child.parent_id === story.id))
          return invalid('story', 'is a folder that is not empty');
        space.stories.delete(story.id);
        space.versions.delete(story.id);
        return answer(200, { story });
      }
    }
    return undefined;
  }

  function handle(request: MapiRequest): MapiAnswer {
    counts.requests += 1;
    if (overLimit()) {
      counts.tooManyRequests += 1;
      return answer(429, { error: 'Too Many Requests' });
    }
    if (request.authorization !== options.token) return answer(401, { error: 'Unauthorized' });
    const match = /^\/v1\/spaces\/(\d+)(\/.*)?$/.exec(request.path);
    const space = match ? spaces.get(Number(match[1])) : undefined;
    if (match && !space) return answer(404, { error: 'This record could not be found' });
    if (request.method !== 'GET' && options.failWritesAfter !== undefined && counts.writes >= options.failWritesAfter)
      return answer(500, { error: 'Internal Server Error' });
    const routed = space ? route(space, request, match?.[2] ?? '') : undefined;
    if (routed) {
      if (request.method !== 'GET' && routed.status < 300) counts.writes += 1;
      return routed;
    }
    unexpected.push(`${request.method} ${request.path}`);
    return answer(404, { error: 'Not found' });
  }

  return {
    handle,
    spaces,
    counts,
    unexpected,
    assets,
    setRequestsPerSecond: (value) => {
      limit = value;
    },
  };
}
