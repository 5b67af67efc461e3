/*
 * Space roles of the Management API stand-in (`/v1/spaces/:space_id/space_roles`), as Storyblok's reference gives
 * them: `GET` lists `{ space_roles }` (no paging; `search` on the name, `by_ids` comma separated), `GET /:id`,
 * `POST` and `PUT /:id` answer `{ space_role }`. A role's `allowed_paths` are story ids, `resolved_allowed_paths` their
 * full slugs; permissions are kept as given (the stand-in enforces none of them).
 */

type Json = Record<string, unknown>;

export interface StandInRole extends Json {
  id: number;
  role: string;
  subtitle: string | null;
  permissions: string[];
  allowed_paths: number[];
  resolved_allowed_paths: string[];
  blocked_paths: number[];
  resolved_blocked_paths: string[];
  field_permissions: string[];
  readonly_field_permissions: string[];
}

/** What space roles need of a space: its roles, and its stories to resolve `allowed_paths`. */
export interface SpaceWithRoles {
  readonly roles: Map<number, StandInRole>;
  readonly stories: ReadonlyMap<number, { readonly full_slug: string }>;
}

interface RoleRequest {
  readonly method: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

interface RoleAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

const answer = (status: number, body: unknown): RoleAnswer => ({ status, body, headers: {} });
const invalid = (field: string, message: string) => answer(422, { [field]: [message] });
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const LISTS = ['permissions', 'field_permissions', 'readonly_field_permissions'] as const;
const PATHS = ['allowed_paths', 'blocked_paths'] as const;

function saveRole(
  space: SpaceWithRoles,
  body: unknown,
  existing: StandInRole | undefined,
  newId: () => number,
): RoleAnswer {
  if (!isObject(body) || !isObject(body.space_role)) return invalid('space_role', 'is missing');
  const fields = body.space_role;
  const name = fields.role ?? existing?.role;
  if (typeof name !== 'string' || name.trim() === '') return invalid('role', 'can’t be blank');
  for (const key of LISTS) {
    const list = fields[key];
    if (list !== undefined && !(Array.isArray(list) && list.every((item) => typeof item === 'string')))
      return invalid(key, 'must be a list of strings');
  }
  for (const key of PATHS) {
    const list = fields[key];
    if (list !== undefined && !(Array.isArray(list) && list.every((item) => Number.isInteger(Number(item)))))
      return invalid(key, 'must be a list of story ids');
  }
  const paths = (key: (typeof PATHS)[number]) =>
    fields[key] === undefined ? (existing?.[key] ?? []) : (fields[key] as unknown[]).map(Number);
  const resolve = (ids: number[]) =>
    ids.flatMap((id) => {
      const story = space.stories.get(id);
      return story ? [story.full_slug] : [];
    });
  const allowed = paths('allowed_paths');
  const blocked = paths('blocked_paths');
  const role: StandInRole = {
    ...(existing ?? {
      id: newId(),
      subtitle: null,
      permissions: [],
      field_permissions: [],
      readonly_field_permissions: [],
    }),
    ...fields,
    role: name,
    allowed_paths: allowed,
    resolved_allowed_paths: resolve(allowed),
    blocked_paths: blocked,
    resolved_blocked_paths: resolve(blocked),
  } as StandInRole;
  role.id = existing?.id ?? role.id;
  space.roles.set(role.id, role);
  return answer(existing ? 200 : 201, { space_role: role });
}

/** The answer to a request under `/space_roles`, or undefined for one Storyblok does not answer there. */
export function routeSpaceRoles(
  space: SpaceWithRoles,
  request: RoleRequest,
  idText: string | undefined,
  newId: () => number,
): RoleAnswer | undefined {
  const { method } = request;
  if (idText === undefined) {
    if (method === 'POST') return saveRole(space, request.body, undefined, newId);
    if (method !== 'GET') return undefined;
    const search = request.query.get('search')?.toLowerCase();
    const ids = request.query.get('by_ids')?.split(',').map(Number);
    const space_roles = [...space.roles.values()]
      .filter((role) => !search || role.role.toLowerCase().includes(search))
      .filter((role) => !ids || ids.includes(role.id));
    return answer(200, { space_roles });
  }
  const id = Number(idText);
  if (!Number.isInteger(id) || (method !== 'GET' && method !== 'PUT')) return undefined;
  const role = space.roles.get(id);
  if (!role) return answer(404, { error: 'Not found' });
  return method === 'GET' ? answer(200, { space_role: role }) : saveRole(space, request.body, role, newId);
}
