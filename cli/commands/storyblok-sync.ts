import path from 'node:path';
import { z } from 'zod';
import { loadRegistry } from '../registry/load.ts';
import { REGIONS, type SpaceSettings } from '../storyblok/management.ts';
import { pullSpace } from '../storyblok/pull.ts';
import { pushSpace, type Output } from '../storyblok/push.ts';
import { UsageError, type BrandsOption } from './shared.ts';

/** The project's content folder: stories/ (the files) and spaces/ (the record of each space's last push or pull). */
export const DEFAULT_CONTENT_DIR = path.resolve(import.meta.dirname, '../../stand-ins/content');

export interface SpaceOptions {
  readonly space?: string;
  readonly region?: string;
  readonly endpoint?: string;
  readonly rate: string;
  readonly only?: string;
  readonly content: string;
}

const CONSOLE: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

const settingsSchema = z.object({
  token: z
    .string({
      error:
        'set STORYBLOK_MANAGEMENT_TOKEN to a personal access token (My account > Personal access tokens in Storyblok)',
    })
    .trim()
    .min(1, 'STORYBLOK_MANAGEMENT_TOKEN is empty'),
  spaceId: z.coerce
    .number({ error: 'name the space with --space <id> or STORYBLOK_SPACE_ID' })
    .int('the space id is a whole number (Settings > Space in Storyblok)')
    .positive('the space id is a whole number (Settings > Space in Storyblok)'),
  region: z.enum(REGIONS, { error: `the region is one of ${REGIONS.join(', ')} (STORYBLOK_REGION, --region)` }),
  endpoint: z
    .url({
      protocol: /^https?$/,
      error: 'the endpoint is an http(s) URL, e.g. http://127.0.0.1:4030 (STORYBLOK_MANAGEMENT_ENDPOINT, --endpoint)',
    })
    .optional(),
  rate: z.coerce
    .number()
    .int()
    .min(1, '--rate is calls per second, 1 to 1000')
    .max(1000, '--rate is calls per second, 1 to 1000'),
});

/** The space's settings from the options, else the environment; a missing or bad one is a one-line usage error. */
export function spaceSettings(options: SpaceOptions): SpaceSettings {
  const env = process.env;
  const parsed = settingsSchema.safeParse({
    token: env.STORYBLOK_MANAGEMENT_TOKEN || undefined,
    spaceId: options.space ?? (env.STORYBLOK_SPACE_ID || undefined),
    region: options.region ?? (env.STORYBLOK_REGION || 'eu'),
    endpoint: options.endpoint ?? (env.STORYBLOK_MANAGEMENT_ENDPOINT || undefined),
    rate: options.rate,
  });
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]!.message);
  return parsed.data;
}

const onlyOf = (options: SpaceOptions) =>
  options.only
    ? new Set(
        options.only
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean),
      )
    : undefined;

/** `shop storyblok push`: the space made to match the repository (cli/storyblok/push.ts). */
export async function storyblokPushCommand(
  options: SpaceOptions & BrandsOption & { readonly dryRun?: boolean; readonly force?: boolean },
): Promise<number> {
  const settings = spaceSettings(options);
  const folderNames = new Map(
    loadRegistry(path.resolve(options.brands)).brands.map(({ brand }) => [brand.code, brand.name]),
  );
  return pushSpace(
    {
      settings,
      contentDir: path.resolve(options.content),
      only: onlyOf(options),
      folderNames,
      dryRun: options.dryRun ?? false,
      force: options.force ?? false,
    },
    CONSOLE,
  );
}

/** `shop storyblok pull`: a space's stories written back as the repository's files (cli/storyblok/pull.ts). */
export async function storyblokPullCommand(
  options: SpaceOptions & { readonly dryRun?: boolean; readonly force?: boolean; readonly drafts?: boolean },
): Promise<number> {
  return pullSpace(
    {
      settings: spaceSettings(options),
      contentDir: path.resolve(options.content),
      only: onlyOf(options),
      dryRun: options.dryRun ?? false,
      force: options.force ?? false,
      drafts: options.drafts ?? false,
    },
    CONSOLE,
  );
}
