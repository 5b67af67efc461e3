import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { brandCodeSchema, brandTypeSchema, countrySchema, domainSchema } from '../../schemas/brand.ts';
import { loadRegistry } from '../registry/load.ts';
import { seedStories, storiesDirFor } from '../content/seed.ts';
import { renderBrandFiles } from '../scaffold.ts';
import { reportDiagnostics, UsageError, validateBrandsDir, type BrandsOption } from './shared.ts';

const brandAddOptionsSchema = z.object({
  brands: z.string(),
  code: brandCodeSchema,
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .regex(/^[^\r\n]*$/, 'must be one line'),
  domain: z.union([domainSchema, z.literal('')]),
  type: brandTypeSchema,
  country: countrySchema,
  formal: z.boolean(),
  colour: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, 'must be a six-digit hex colour such as "#c8102e"')
    .transform((v) => v.toLowerCase()),
});

export function brandAddCommand(raw: BrandsOption & Record<string, unknown>): number {
  const parsed = brandAddOptionsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`--${String(issue.path[0])}: ${issue.message}`);
  }
  const { brands, colour, ...brand } = parsed.data;
  const brandsDir = path.resolve(brands);

  const existing = loadRegistry(brandsDir).brands.map((entry) => entry.brand);
  if (existing.some((other) => other.code === brand.code) || existsSync(path.join(brandsDir, brand.code))) {
    throw new UsageError(`brand code "${brand.code}" already exists (brands/${brand.code})`);
  }
  const owner = brand.domain && existing.find((other) => (other.allDomains ?? [other.domain]).includes(brand.domain));
  if (owner) throw new UsageError(`domain "${brand.domain}" already belongs to brand "${owner.code}"`);

  const folder = path.join(brandsDir, brand.code);
  mkdirSync(folder);
  for (const [name, content] of Object.entries(renderBrandFiles({ ...brand, brandColour: colour }))) {
    writeFileSync(path.join(folder, name), content);
  }

  // The new folder must leave the registry valid; otherwise take it back out so nothing half-made stays behind.
  const result = validateBrandsDir(brandsDir);
  if (!result.ok) {
    rmSync(folder, { recursive: true, force: true });
    reportDiagnostics(result.diagnostics, '; the new brand was not added');
    return 1;
  }
  const stories = seedStories(
    brand.code,
    { ...brand, digital: false, specials: [] },
    { dir: storiesDirFor(brandsDir) },
  );
  console.log(
    `Added ${brand.name} (${brand.code}) in ${path.relative(process.cwd(), folder) || folder}, with ${stories.length} default stories.`,
  );
  console.log('Next: adjust theme.yaml and logo.svg if you like, then run `npx shop generate` and commit.');
  return 0;
}
