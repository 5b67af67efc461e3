import { diffJson, formatChanges } from './diff.ts';
import { naming, type Mapi } from './management.ts';

/*
 * A space role per brand, provisioned by `shop storyblok push`: its editors save and publish the stories of the
 * brand's folder and no other (docs/adr/0015-storyblok-space-from-the-repository.md, "Roles"). Storyblok applies a
 * role's permissions alike to every path in its `allowed_paths`, and for a user with several roles the one without
 * access wins, so read-only access to the group folder beside an editable brand folder cannot be expressed: the group
 * folder stays out of the brand roles. A role is push's by the key its subtitle starts with (`brand-<code>:`); roles
 * an admin made are listed and left alone.
 */

/** What a brand's editors may do in the stories the role allows: edit and save, and publish. */
export const BRAND_ROLE_PERMISSIONS = ['publish_stories', 'save_stories'] as const;

const roleKey = (code: string) => `brand-${code}`;
const brandRoleName = (brandName: string) => `Redactie ${brandName}`;

interface BrandRole {
  readonly role: string;
  readonly subtitle: string;
  readonly allowed_paths: readonly number[];
  readonly permissions: readonly string[];
}

/** The role push keeps for a brand, given the id of the brand's folder in the space. */
function brandRole(code: string, brandName: string, folderId: number): BrandRole {
  return {
    role: brandRoleName(brandName),
    subtitle: `${roleKey(code)}: edits and publishes the stories in ${code}/ (kept by shop storyblok push)`,
    allowed_paths: [folderId],
    permissions: [...BRAND_ROLE_PERMISSIONS],
  };
}

interface SpaceRole {
  readonly id: number;
  readonly role: string;
  readonly subtitle?: string | null;
  readonly allowed_paths?: readonly (number | string)[] | null;
  readonly permissions?: readonly string[] | null;
}

/** A role on the keys push sets; ids sorted as numbers (Storyblok's OpenAPI gives them as strings). */
const comparable = (role: BrandRole | SpaceRole) => ({
  role: role.role,
  subtitle: role.subtitle ?? '',
  allowed_paths: (role.allowed_paths ?? []).map(Number).sort((a, b) => a - b),
  permissions: [...(role.permissions ?? [])].sort(),
});

export interface RolesPlan {
  readonly spaceId: number;
  /** The brands whose roles to keep: code, display name and the id of its folder in the space (0: not made yet). */
  readonly brands: readonly { readonly code: string; readonly name: string; readonly folderId: number }[];
  readonly dryRun: boolean;
}

export async function pushRoles(
  client: Mapi,
  plan: RolesPlan,
  output: { out(line: string): void },
): Promise<{ total: number; changed: number }> {
  const base = `/v1/spaces/${plan.spaceId}/space_roles`;
  const { data } = await client.get<{ space_roles?: SpaceRole[] }>(base);
  const existing = data.space_roles ?? [];
  const keyOf = (role: SpaceRole) => /^(brand-[^:\s]+):/.exec(role.subtitle ?? '')?.[1];
  const ours = new Map(existing.flatMap((role) => (keyOf(role) ? [[keyOf(role)!, role] as const] : [])));
  let changed = 0;
  await Promise.all(
    plan.brands.map(async ({ code, name, folderId }) => {
      const wanted = brandRole(code, name, folderId);
      const remote = ours.get(roleKey(code));
      const changes = remote ? diffJson(comparable(remote), comparable(wanted)) : [];
      if (remote && changes.length === 0) return;
      changed += 1;
      if (plan.dryRun) {
        output.out(`  ${remote ? '~' : '+'} role "${wanted.role}" (${roleKey(code)}): may edit and publish ${code}/`);
        if (remote) output.out(formatChanges(changes).join('\n'));
        return;
      }
      const body = { space_role: wanted };
      await naming(`saving the role ${wanted.role}`, () =>
        remote ? client.put(`${base}/${remote.id}`, { body }) : client.post(base, { body }),
      );
    }),
  );
  const others = existing.filter((role) => !keyOf(role));
  const kept =
    others.length === 0 ? '' : `; ${others.length} other ${others.length === 1 ? 'role' : 'roles'} in the space, kept`;
  if (!plan.dryRun)
    output.out(
      `  ${'roles'.padEnd(8)} ${plan.brands.length} brand roles: ${changed === 0 ? 'unchanged' : `${changed} created or updated`}${kept}`,
    );
  return { total: plan.brands.length, changed };
}
