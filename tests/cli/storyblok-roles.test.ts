import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../cli/registry/load.ts';
import { pushSpace, type PushOptions } from '../../cli/storyblok/push.ts';
import { BRAND_ROLE_PERMISSIONS } from '../../cli/storyblok/roles.ts';
import { startManagementServer, type ManagementServer } from '../../stand-ins/storyblok-management/server.ts';
import { REAL_BRANDS, ROOT } from './run-shop.ts';

/*
 * The space role per brand that `shop storyblok push` keeps (cli/storyblok/roles.ts), against the Management API
 * stand-in on 127.0.0.1: a few brands' folders and the group's, so each run takes a moment.
 */

const TOKEN = 'roles-test-token';
const SPACE = 1000;
/** A second, empty space for a push limited to one brand. */
const ONLY_SPACE = 2000;
const FOLDERS = ['ad', 'lib', 'tvf', 'group'];
const BRANDS = FOLDERS.filter((folder) => folder !== 'group');

let server: ManagementServer;
let dir: string;
let contentDir: string;

beforeAll(async () => {
  server = await startManagementServer({ port: 0, token: TOKEN, spaces: [SPACE, ONLY_SPACE], requestsPerSecond: 0 });
  dir = mkdtempSync(path.join(os.tmpdir(), 'storyblok-roles-'));
  contentDir = path.join(dir, 'content');
  for (const folder of FOLDERS)
    cpSync(path.join(ROOT, 'stand-ins/content/stories', folder), path.join(contentDir, 'stories', folder), {
      recursive: true,
    });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const NAMES = new Map(loadRegistry(REAL_BRANDS).brands.map(({ brand }) => [brand.code, brand.name]));
const space = (id = SPACE) => server.standIn.spaces.get(id)!;
const rolesOf = (id = SPACE) => [...space(id).roles.values()];
const folderId = (slug: string, id = SPACE) =>
  [...space(id).stories.values()].find((story) => story.is_folder && story.full_slug === slug)!.id;
const roleOf = (code: string, id = SPACE) => rolesOf(id).find((role) => role.subtitle?.startsWith(`brand-${code}:`))!;

async function push(options: Partial<PushOptions> = {}, spaceId = SPACE) {
  const out: string[] = [];
  const err: string[] = [];
  const writesBefore = server.standIn.counts.writes;
  const code = await pushSpace(
    {
      settings: { spaceId, token: TOKEN, region: 'eu', endpoint: server.url, rate: 1000 },
      contentDir,
      folderNames: NAMES,
      dryRun: false,
      force: false,
      ...options,
    },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n'), writes: server.standIn.counts.writes - writesBefore };
}

/** An admin's call to the space's roles, as the app makes it. */
async function inSpace(method: string, pathInSpace: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${server.url}/v1/spaces/${SPACE}${pathInSpace}`, {
    method,
    headers: { authorization: TOKEN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, `${method} ${pathInSpace}`).toBeLessThan(300);
  return answer.json();
}

describe('shop storyblok push keeps a space role per brand', () => {
  it('creates one role per brand that may edit and publish its own folder only', async () => {
    const result = await push();
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('  roles    3 brand roles: 3 created or updated');
    expect(rolesOf()).toHaveLength(BRANDS.length);
    for (const code of BRANDS) {
      expect(roleOf(code), code).toMatchObject({
        role: `Redactie ${NAMES.get(code)}`,
        allowed_paths: [folderId(code)],
        resolved_allowed_paths: [code],
        permissions: [...BRAND_ROLE_PERMISSIONS],
      });
    }
    expect(roleOf('ad').role).toBe('Redactie AD');
    // The group folder is in no brand's role: a role's permissions hold for every path it allows.
    const groupId = folderId('group');
    expect(rolesOf().filter((role) => role.allowed_paths.includes(groupId))).toEqual([]);
  });

  it('a second push changes no role', async () => {
    const result = await push();
    expect(result.code).toBe(0);
    expect(result.out).toContain('  roles    3 brand roles: unchanged');
    expect(result.out).toMatch(/Nothing to do: space 1000 matches the repository/);
    expect(result.writes).toBe(0);
  });

  it('a role changed in the space is planned as a diff by a dry run and put back by a push', async () => {
    const lib = roleOf('lib');
    await inSpace('PUT', `/space_roles/${lib.id}`, {
      space_role: { permissions: ['save_stories', 'publish_stories', 'delete_stories'], allowed_paths: [] },
    });
    const plan = await push({ dryRun: true });
    expect(plan.code).toBe(0);
    expect(plan.writes).toBe(0);
    expect(plan.out).toContain('  ~ role "Redactie Libelle" (brand-lib): may edit and publish lib/');
    expect(plan.out).toContain(`      allowed_paths[0]\n        + ${folderId('lib')}\n`);
    expect(plan.out).toContain('        - "delete_stories"');
    expect(plan.out).not.toContain('role "Redactie AD"');

    const result = await push();
    expect(result.code).toBe(0);
    expect(result.writes).toBe(1);
    expect(result.out).toContain('  roles    3 brand roles: 1 created or updated');
    expect(roleOf('lib')).toMatchObject({
      id: lib.id,
      allowed_paths: [folderId('lib')],
      permissions: [...BRAND_ROLE_PERMISSIONS],
    });
    expect(rolesOf()).toHaveLength(BRANDS.length);
  });

  it('a brand renamed in the registry renames its role rather than making a second one', async () => {
    const ad = roleOf('ad');
    const result = await push({ folderNames: new Map([...NAMES, ['ad', 'Algemeen Dagblad']]) });
    expect(result.code).toBe(0);
    expect(roleOf('ad')).toMatchObject({ id: ad.id, role: 'Redactie Algemeen Dagblad' });
    expect(rolesOf()).toHaveLength(BRANDS.length);
    // The folder was renamed with it; both go back.
    expect((await push()).writes).toBe(2);
    expect(roleOf('ad').role).toBe('Redactie AD');
  });

  it('leaves a role an admin made by hand alone', async () => {
    const made = (await inSpace('POST', '/space_roles', {
      space_role: { role: 'Vertalers', subtitle: 'Engelse vertalingen', permissions: ['save_stories'] },
    })) as { space_role: { id: number } };
    const result = await push();
    expect(result.code).toBe(0);
    expect(result.writes).toBe(0);
    expect(result.out).toContain('  roles    3 brand roles: unchanged; 1 other role in the space, kept');
    expect(space().roles.get(made.space_role.id)).toMatchObject({
      role: 'Vertalers',
      subtitle: 'Engelse vertalingen',
      permissions: ['save_stories'],
      allowed_paths: [],
    });
  });

  it('a push limited to one brand (--only) keeps that brand’s role only', async () => {
    const result = await push({ only: new Set(['lib']) }, ONLY_SPACE);
    expect(result.code).toBe(0);
    expect(rolesOf(ONLY_SPACE).map((role) => role.role)).toEqual(['Redactie Libelle']);
    expect(roleOf('lib', ONLY_SPACE).allowed_paths).toEqual([folderId('lib', ONLY_SPACE)]);
    const group = await push({ only: new Set(['group']) }, ONLY_SPACE);
    expect(group.code).toBe(0);
    expect(rolesOf(ONLY_SPACE)).toHaveLength(1);
  });

  it('asked the stand-in nothing it does not answer', () => {
    expect(server.standIn.unexpected).toEqual([]);
  });
});
