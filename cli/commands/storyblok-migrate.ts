import { existsSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS, rollbackMigration, runMigration, TARGETS, type Target } from '../storyblok/migrate.ts';
import type { Output } from '../storyblok/push.ts';
import { UsageError } from './shared.ts';
import { spaceSettings, type SpaceOptions } from './storyblok-sync.ts';

export interface MigrateCommandOptions extends Omit<SpaceOptions, 'only'> {
  readonly brand?: string;
  readonly all?: boolean;
  readonly dryRun?: boolean;
  readonly target: string;
  readonly rollback?: boolean;
}

const CONSOLE: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** `shop storyblok migrate <name>`: blocks migrated in a space and the story files (cli/storyblok/migrate.ts). */
export async function storyblokMigrateCommand(
  name: string,
  options: MigrateCommandOptions,
  output: Output = CONSOLE,
): Promise<number> {
  const migration = MIGRATIONS.find((known) => known.name === name);
  if (!migration)
    throw new UsageError(`no migration "${name}": known are ${MIGRATIONS.map((known) => known.name).join(', ')}`);
  if (Boolean(options.brand) === Boolean(options.all))
    throw new UsageError('name one folder with --brand <code> (a brand, or group), or every folder with --all');
  if (!(TARGETS as readonly string[]).includes(options.target))
    throw new UsageError(`--target is one of ${TARGETS.join(', ')}`);
  const target = options.target as Target;
  const contentDir = path.resolve(options.content);
  if (options.brand && !existsSync(path.join(contentDir, 'stories', options.brand)))
    throw new UsageError(
      `no folder "${options.brand}" under ${path.join(contentDir, 'stories')} (see \`shop brand list\`)`,
    );
  const run = {
    migration,
    contentDir,
    folder: options.brand,
    target,
    // The files alone need no space: no token asked for.
    settings: target === 'files' ? undefined : spaceSettings(options),
    dryRun: options.dryRun ?? false,
  };
  return options.rollback ? rollbackMigration(run, output) : runMigration(run, output);
}
