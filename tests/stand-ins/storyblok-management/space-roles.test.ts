import { describe, expect, it } from 'vitest';
import { createManagementStandIn } from '../../../stand-ins/storyblok-management/stand-in.ts';

const TOKEN = 'test-token';

function standIn() {
  const api = createManagementStandIn({ token: TOKEN, spaces: [7], requestsPerSecond: 0 });
  const call = (method: string, path: string, body?: unknown, query = '') =>
    api.handle({ method, path: `/v1/spaces/7${path}`, query: new URLSearchParams(query), authorization: TOKEN, body });
  return { api, call };
}

describe('the Management API stand-in’s space roles', () => {
  it('creates, reads, lists and updates a role; allowed_paths are story ids, resolved to their full slugs', () => {
    const { api, call } = standIn();
    const folder = call('POST', '/stories', { story: { name: 'AD', slug: 'ad', is_folder: true, parent_id: 0 } });
    const folderId = (folder.body as { story: { id: number } }).story.id;
    const created = call('POST', '/space_roles', {
      space_role: {
        role: 'Redactie AD',
        subtitle: 'brand-ad',
        allowed_paths: [folderId],
        permissions: ['save_stories'],
      },
    });
    expect(created.status).toBe(201);
    const role = (created.body as { space_role: { id: number } }).space_role;
    expect(role).toMatchObject({
      role: 'Redactie AD',
      subtitle: 'brand-ad',
      allowed_paths: [folderId],
      resolved_allowed_paths: ['ad'],
      permissions: ['save_stories'],
      field_permissions: [],
    });
    expect(call('GET', `/space_roles/${role.id}`)).toMatchObject({ status: 200, body: { space_role: role } });

    const other = call('POST', '/space_roles', { space_role: { role: 'Vertalers' } });
    expect(other.status).toBe(201);
    const roles = (query: string) =>
      (call('GET', '/space_roles', undefined, query).body as { space_roles: { role: string }[] }).space_roles.map(
        (r) => r.role,
      );
    expect(roles('')).toEqual(['Redactie AD', 'Vertalers']);
    expect(roles('search=redactie')).toEqual(['Redactie AD']);
    expect(roles(`by_ids=${(other.body as { space_role: { id: number } }).space_role.id}`)).toEqual(['Vertalers']);

    const updated = call('PUT', `/space_roles/${role.id}`, { space_role: { permissions: ['publish_stories'] } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      space_role: { id: role.id, role: 'Redactie AD', allowed_paths: [folderId], permissions: ['publish_stories'] },
    });
    expect(api.unexpected).toEqual([]);
  });

  it('answers 422 with the field for an invalid role, 404 for one that is not there, and knows no DELETE here', () => {
    const { api, call } = standIn();
    expect(call('POST', '/space_roles', { space_role: { role: ' ' } })).toMatchObject({
      status: 422,
      body: { role: ['can’t be blank'] },
    });
    expect(call('POST', '/space_roles', {})).toMatchObject({ status: 422, body: { space_role: ['is missing'] } });
    expect(call('POST', '/space_roles', { space_role: { role: 'X', allowed_paths: ['ad'] } })).toMatchObject({
      status: 422,
      body: { allowed_paths: ['must be a list of story ids'] },
    });
    expect(call('POST', '/space_roles', { space_role: { role: 'X', permissions: [1] } })).toMatchObject({
      status: 422,
      body: { permissions: ['must be a list of strings'] },
    });
    expect(call('GET', '/space_roles/999').status).toBe(404);
    expect(call('PUT', '/space_roles/999', { space_role: { role: 'X' } }).status).toBe(404);
    expect(api.unexpected).toEqual([]);
    expect(call('DELETE', '/space_roles/1').status).toBe(404);
    expect(api.unexpected).toEqual(['DELETE /v1/spaces/7/space_roles/1']);
  });
});
