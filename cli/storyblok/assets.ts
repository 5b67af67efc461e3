import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writeJsonFile, type LocalStory, type StoryFields } from './local-stories.ts';
import { naming, type Mapi, type SpaceSettings } from './management.ts';
import { REPOSITORY_ASSET_PREFIX, REPOSITORY_IMAGE_FILE } from '../../schemas/repository-images.ts';

/*
 * The images of a space and of the repository (docs/adr/0015-storyblok-space-from-the-repository.md). A story file
 * points at an image of the repository with an asset field whose `filename` is `/assets/<file>`, the file being
 * assets/<file> beside stories/ in the content folder; in a space the same field holds the space's asset (`id`, and
 * `filename` its `https://a.storyblok.com/f/...` URL). Story files keep their own references: one repository serves
 * several spaces, each with its own asset ids. Push maps a story to the space's form before it compares or saves it,
 * uploading each image the space lacks once (Storyblok's signed upload); pull maps it back, downloading an asset an
 * editor uploaded into the image folder. An image is known by the sha-256 of its bytes: the space's name of an upload
 * starts with 16 hex of it, and spaces/<space id>.assets.json records each hash's asset in that space.
 */

/** Storyblok's asset hosts (a.storyblok.com, a-us.storyblok.com, ...), whose paths start with /f/<space id>/. */
const STORYBLOK_ASSET = /^https:\/\/a(?:-[a-z]+)?\.storyblok\.com\/f\/\d+\//;
/** A space's name of an image this repository uploaded: 16 hex of its sha-256, a dash, its file name. */
const HASHED_NAME = /^([0-9a-f]{16})-/;

const assetsDirOf = (contentDir: string) => path.join(contentDir, 'assets');
export const assetRecordFileFor = (contentDir: string, spaceId: number) =>
  path.join(contentDir, 'spaces', `${spaceId}.assets.json`);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// --- image sizes --------------------------------------------------------------------------------------------------

/**
 * Width and height from an image's header (PNG, GIF, JPEG, WebP), for the upload's `size`: Storyblok puts it in the
 * asset's URL, where the site reads an image's proportions (blocks/shared/asset.ts). Undefined for anything else.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (start: number, end: number) => view.toString('latin1', start, end);
  if (view.length >= 24 && ascii(1, 4) === 'PNG' && ascii(12, 16) === 'IHDR')
    return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
  if (view.length >= 10 && ascii(0, 4) === 'GIF8') return { width: view.readUInt16LE(6), height: view.readUInt16LE(8) };
  if (view.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    const chunk = ascii(12, 16);
    if (chunk === 'VP8X') return { width: view.readUIntLE(24, 3) + 1, height: view.readUIntLE(27, 3) + 1 };
    if (chunk === 'VP8 ') return { width: view.readUInt16LE(26) & 0x3fff, height: view.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = view.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    return undefined;
  }
  if (view.length >= 4 && view[0] === 0xff && view[1] === 0xd8) {
    // JPEG: the first start-of-frame marker (C0-CF but DHT C4, JPG C8, DAC CC) holds the size.
    for (let at = 2; at + 9 < view.length;) {
      if (view[at] !== 0xff) return undefined;
      const marker = view[at + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { width: view.readUInt16BE(at + 7), height: view.readUInt16BE(at + 5) };
      at += 2 + view.readUInt16BE(at + 2);
    }
  }
  return undefined;
}

// --- asset fields in content --------------------------------------------------------------------------------------

type AssetField = Record<string, unknown> & { filename: string };
const isAssetField = (value: unknown): value is AssetField =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof Reflect.get(value, 'filename') === 'string';

/** Every asset field of a content, nested blocks included. */
export function assetFields(value: unknown): AssetField[] {
  if (Array.isArray(value)) return value.flatMap(assetFields);
  if (typeof value !== 'object' || value === null) return [];
  return [...(isAssetField(value) ? [value] : []), ...Object.values(value).flatMap(assetFields)];
}

/** The content with each asset field replaced by `map`'s answer (the field itself when it answers undefined). */
async function mapAssetFields(
  value: unknown,
  map: (field: AssetField) => Promise<AssetField | undefined>,
): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((child) => mapAssetFields(child, map)));
  if (typeof value !== 'object' || value === null) return value;
  const mapped = isAssetField(value) ? ((await map(value)) ?? value) : value;
  return Object.fromEntries(
    await Promise.all(Object.entries(mapped).map(async ([key, child]) => [key, await mapAssetFields(child, map)])),
  );
}

// --- the record of a space's assets -------------------------------------------------------------------------------

const assetRecordSchema = z.strictObject({
  space: z.number().int(),
  about: z.string(),
  assets: z.record(z.string(), z.strictObject({ id: z.number().int(), filename: z.string() })),
});
type SpaceAsset = z.infer<typeof assetRecordSchema>['assets'][string];

const ABOUT =
  'Written by `shop storyblok push` and `pull`: per image (the sha-256 of its bytes), the asset that holds it in this space. Commit it with the push. docs/adr/0015-storyblok-space-from-the-repository.md';

function readAssetRecord(file: string, spaceId: number): Map<string, SpaceAsset> {
  if (!existsSync(file)) return new Map();
  const parsed = assetRecordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file}: not an asset record (${z.prettifyError(parsed.error).replaceAll('\n', ' ')})`);
  if (parsed.data.space !== spaceId) throw new Error(`${file}: records space ${parsed.data.space}, not ${spaceId}`);
  return new Map(Object.entries(parsed.data.assets));
}

// --- a space's assets, as push and pull see them --------------------------------------------------------------------

export interface AssetOptions {
  readonly settings: SpaceSettings;
  readonly contentDir: string;
  readonly dryRun: boolean;
}

export interface SpaceAssets {
  /** Replaces each story (in place) by its space form; push also uploads what the space lacks. */
  toSpace(stories: Map<string, LocalStory>, upload: boolean): Promise<void>;
  /** A story's fields from the space in the repository's form, downloading an editor's new asset (pull). */
  toRepository(fields: StoryFields): Promise<StoryFields>;
  /** Writes the record when something was uploaded or downloaded (not in a dry run). */
  save(): void;
  readonly counts: { uploaded: number; known: number; downloaded: number };
}

export function spaceAssets(client: Mapi, options: AssetOptions, output: { out(line: string): void }): SpaceAssets {
  const { settings, contentDir, dryRun } = options;
  const assetsDir = assetsDirOf(contentDir);
  const recordFile = assetRecordFileFor(contentDir, settings.spaceId);
  const record = readAssetRecord(recordFile, settings.spaceId);
  const counts = { uploaded: 0, known: 0, downloaded: 0 };
  let changed = false;
  /** The repository's images by hash, read once. */
  let repository: Map<string, string> | undefined;
  const repositoryFiles = () => {
    repository ??= new Map(
      (existsSync(assetsDir) ? readdirSync(assetsDir) : [])
        .filter((file) => REPOSITORY_IMAGE_FILE.test(file))
        .map((file) => [sha256(readFileSync(path.join(assetsDir, file))), file]),
    );
    return repository;
  };
  /**
   * The space's assets, listed once and only when a story has an image: their ids (a recorded asset no longer there,
   * in a space emptied or new, is uploaded again) and this repository's uploads by their hash's 16 hex.
   */
  let listed: Promise<{ ids: Set<number>; byPrefix: Map<string, SpaceAsset> }> | undefined;
  const listSpace = () => {
    listed ??= naming('listing the assets', async () => {
      const ids = new Set<number>();
      const byPrefix = new Map<string, SpaceAsset>();
      for (let page = 1; ; page++) {
        const { data, response } = await client.assets.list({ query: { per_page: 100, page } });
        const assets = data.assets ?? [];
        for (const asset of assets) {
          ids.add(asset.id);
          const prefix = HASHED_NAME.exec(asset.filename.split('/').at(-1) ?? '')?.[1];
          if (prefix && !byPrefix.has(prefix)) byPrefix.set(prefix, { id: asset.id, filename: asset.filename });
        }
        if (assets.length === 0 || page * 100 >= Number(response.headers.get('total') ?? 0)) return { ids, byPrefix };
      }
    });
    return listed;
  };
  const remember = (hash: string, asset: SpaceAsset) => {
    record.set(hash, asset);
    changed = true;
  };

  /** The space's asset for a repository image, uploading it once if `upload` (else undefined when it has none). */
  const uploads = new Map<string, Promise<SpaceAsset | undefined>>();
  function assetFor(file: string, upload: boolean): Promise<SpaceAsset | undefined> {
    const bytes = readFileSync(path.join(assetsDir, file));
    const hash = sha256(bytes);
    const key = `${hash}:${upload}`;
    let pending = uploads.get(key);
    if (pending) return pending;
    pending = (async () => {
      const space = await listSpace();
      const known = record.get(hash);
      if (known && space.ids.has(known.id)) {
        counts.known += 1;
        return known;
      }
      const inSpace = space.byPrefix.get(hash.slice(0, 16));
      if (inSpace) {
        counts.known += 1;
        if (!dryRun) remember(hash, inSpace);
        return inSpace;
      }
      if (!upload) return undefined;
      counts.uploaded += 1;
      if (dryRun) {
        output.out(`  + asset ${file}`);
        return undefined;
      }
      const size = imageSize(bytes);
      const asset = await naming(`uploading ${REPOSITORY_ASSET_PREFIX}${file}`, () =>
        client.assets.upload({
          body: {
            short_filename: `${hash.slice(0, 16)}-${file}`,
            ...(size ? { size: `${size.width}x${size.height}` } : {}),
          },
          file: new Blob([new Uint8Array(bytes)]),
        }),
      );
      const uploaded = { id: asset.id, filename: asset.filename };
      remember(hash, uploaded);
      return uploaded;
    })();
    uploads.set(key, pending);
    return pending;
  }

  async function toSpace(stories: Map<string, LocalStory>, upload: boolean): Promise<void> {
    const referenced = [...stories.values()].filter((story) =>
      assetFields(story.fields.content).some((field) => field.filename.startsWith(REPOSITORY_ASSET_PREFIX)),
    );
    for (const story of referenced) {
      const content = await mapAssetFields(story.fields.content, async (field) => {
        if (!field.filename.startsWith(REPOSITORY_ASSET_PREFIX)) return undefined;
        const file = field.filename.slice(REPOSITORY_ASSET_PREFIX.length);
        if (!REPOSITORY_IMAGE_FILE.test(file) || !existsSync(path.join(assetsDir, file)))
          throw new Error(`${story.file}: ${field.filename} is not an image under ${assetsDir}`);
        const asset = await assetFor(file, upload);
        return asset && { ...field, id: asset.id, filename: asset.filename };
      });
      stories.set(story.fullSlug, {
        ...story,
        fields: { ...story.fields, content: content as StoryFields['content'] },
      });
    }
    if (upload && uploads.size > 0)
      output.out(
        `  ${'assets'.padEnd(8)} ${uploads.size} images: ${counts.uploaded} ${dryRun ? 'to upload' : 'uploaded'}, ${counts.known} already in the space`,
      );
  }

  /** Where to read a space's asset: its URL, or the same path on the stand-in when the API is one. */
  const downloadUrl = (filename: string) =>
    settings.endpoint ? `${new URL(settings.endpoint).origin}${new URL(filename).pathname}` : filename;

  const downloads = new Map<string, Promise<string | undefined>>();
  async function download(field: AssetField): Promise<string | undefined> {
    const name = (field.filename.split('/').at(-1) ?? '').replace(HASHED_NAME, '');
    if (dryRun) {
      output.out(`  + asset ${name} (from ${field.filename})`);
      counts.downloaded += 1;
      return undefined;
    }
    const response = await naming(`downloading ${field.filename}`, () => fetch(downloadUrl(field.filename)));
    if (!response.ok) throw new Error(`downloading ${field.filename}: answered ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const hash = sha256(bytes);
    const files = repositoryFiles();
    let file = files.get(hash);
    if (!file) {
      const safe = name.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, '') || 'image';
      file = existsSync(path.join(assetsDir, safe)) ? `${hash.slice(0, 16)}-${safe}` : safe;
      mkdirSync(assetsDir, { recursive: true });
      writeFileSync(path.join(assetsDir, file), bytes);
      files.set(hash, file);
      counts.downloaded += 1;
      output.out(`  + asset ${path.join(assetsDir, file)} (from ${field.filename})`);
    }
    if (typeof field.id === 'number') remember(hash, { id: field.id, filename: field.filename });
    return file;
  }

  async function toRepository(fields: StoryFields): Promise<StoryFields> {
    if (!assetFields(fields.content).some((field) => STORYBLOK_ASSET.test(field.filename))) return fields;
    const content = await mapAssetFields(fields.content, async (field) => {
      if (!STORYBLOK_ASSET.test(field.filename)) return undefined;
      const hash = [...record].find(([, asset]) => asset.filename === field.filename)?.[0];
      const prefix = HASHED_NAME.exec(field.filename.split('/').at(-1) ?? '')?.[1];
      const files = repositoryFiles();
      let file = (hash && files.get(hash)) ?? (prefix && [...files].find(([known]) => known.startsWith(prefix))?.[1]);
      if (!file) {
        let pending = downloads.get(field.filename);
        if (!pending) downloads.set(field.filename, (pending = download(field)));
        file = await pending;
      }
      if (!file) return undefined;
      // The asset's id is the space's: the repository's reference is the file alone, and push puts the id back.
      const repositoryField: AssetField = { ...field, filename: `${REPOSITORY_ASSET_PREFIX}${file}` };
      delete repositoryField.id;
      return repositoryField;
    });
    return { ...fields, content: content as StoryFields['content'] };
  }

  return {
    toSpace,
    toRepository,
    counts,
    save() {
      if (dryRun || !changed) return;
      const assets = Object.fromEntries([...record].sort(([a], [b]) => a.localeCompare(b)));
      writeJsonFile(recordFile, { space: settings.spaceId, about: ABOUT, assets });
    },
  };
}
