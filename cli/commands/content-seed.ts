import path from 'node:path';
import { DEFAULT_BRAND_CODE } from '../../domain/brand-resolution.ts';
import { GROUP_STORY_FOLDER } from '../../domain/routes.ts';
import { seedStories, storiesDirFor } from '../content/seed.ts';
import { reportDiagnostics, UsageError, validateBrandsDir, type BrandsOption } from './shared.ts';

export interface ContentSeedOptions extends BrandsOption {
  readonly brand?: string;
  readonly all?: boolean;
  readonly force?: boolean;
}

/** `shop content seed`: default stories for a brand (or all brands and the group folder) from the templates. */
export function contentSeedCommand(options: ContentSeedOptions): number {
  if (!options.brand && !options.all) throw new UsageError('name a brand with --brand <code>, or use --all');
  const result = validateBrandsDir(options.brands);
  if (!result.ok) {
    reportDiagnostics(result.diagnostics, '; no content was seeded');
    return 1;
  }
  const brands = result.registry.brands.map((entry) => entry.brand);
  const chosen = options.all ? brands : brands.filter((brand) => brand.code === options.brand);
  if (chosen.length === 0) throw new UsageError(`unknown brand code "${options.brand}" (see \`shop brand list\`)`);
  const dir = storiesDirFor(options.brands);
  const seed = { force: options.force ?? false, dir };
  let total = 0;
  if (options.all) {
    const group = brands.find((brand) => brand.code === DEFAULT_BRAND_CODE);
    if (group) total += seedStories(GROUP_STORY_FOLDER, group, seed).length;
  }
  for (const brand of chosen) total += seedStories(brand.code, brand, seed).length;
  console.log(
    `Seeded ${total} stor${total === 1 ? 'y' : 'ies'} in ${path.relative(process.cwd(), dir) || dir}${seed.force ? ' (hand-written stories kept)' : ' (existing stories kept; --force to overwrite)'}.`,
  );
  return 0;
}
