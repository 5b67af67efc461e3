import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetFields, assetRecordFileFor, imageSize } from '../../../cli/storyblok/assets.ts';
import { pullSpace } from '../../../cli/storyblok/pull.ts';
import { pushSpace } from '../../../cli/storyblok/push.ts';
import { startManagementServer, type ManagementServer } from '../../../stand-ins/storyblok-management/server.ts';
import { ROOT } from '../run-shop.ts';

/*
 * Images between the repository and a space (cli/storyblok/assets.ts), against the Management API stand-in on
 * 127.0.0.1 and a temporary copy of one brand's story files: push uploads each image once (Storyblok's signed
 * upload), the space's stories point at its assets while the files keep theirs, and pull brings an editor's new
 * asset into the image folder.
 */

/** A PNG of `width` x `height` grey pixels of `shade`: a real image, different bytes per shade. */
function png(width: number, height: number, shade: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.from([0, ...Array<number>(width).fill(shade)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('imageSize: the size an upload gives Storyblok, from the image header', () => {
  const gif = Buffer.from('GIF89a\x20\x03\x58\x02', 'latin1');
  const jpeg = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x90, 0x02, 0x58, 0x03,
  ]);
  const webp = (chunk: string, tail: number[]) =>
    Buffer.concat([Buffer.from(`RIFF\0\0\0\0WEBP${chunk}`, 'latin1'), Buffer.alloc(4), Buffer.from(tail)]);
  it.each([
    { kind: 'PNG', bytes: png(600, 400, 0), size: { width: 600, height: 400 } },
    { kind: 'GIF', bytes: gif, size: { width: 800, height: 600 } },
    { kind: 'JPEG (the first start-of-frame after other segments)', bytes: jpeg, size: { width: 600, height: 400 } },
    {
      kind: 'WebP VP8X (sizes minus one, 24 bits)',
      bytes: webp('VP8X', [0, 0, 0, 0, 0x57, 0x02, 0x00, 0x8f, 0x01, 0x00, 0, 0]),
      size: { width: 600, height: 400 },
    },
    { kind: 'anything else', bytes: Buffer.from('not an image at all, long enough'), size: undefined },
  ])('$kind', ({ bytes, size }) => {
    expect(imageSize(new Uint8Array(bytes))).toEqual(size);
  });
});

describe('assetFields: every asset field of a content', () => {
  it('finds them in nested blocks and lists, and nothing else', () => {
    const content = {
      component: 'page',
      body: [
        { component: 'touchpoints', items: [{ image: { filename: '/assets/a.png' } }, { image: null }] },
        { component: 'image', image: { filename: 'https://a.storyblok.com/f/1/2x2/abc/b.png', alt: 'b' } },
        { component: 'hero', title: 'filename' },
      ],
    };
    expect(assetFields(content).map((field) => field.filename)).toEqual([
      '/assets/a.png',
      'https://a.storyblok.com/f/1/2x2/abc/b.png',
    ]);
    expect(assetFields({ component: 'page', body: [] })).toEqual([]);
  });
});

const TOKEN = 'assets-push-token';
const SPACE = 1000;
let server: ManagementServer;
let dir: string;
let contentDir: string;
const COVER = png(6, 4, 120);
const EDITORS = png(3, 2, 30);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Field = { filename: string; id?: number | null; alt?: string };
type StoryFile = { story: { content: { body: { component: string; items?: { image: Field | null }[] }[] } } };
const storyFile = (fullSlug: string) => path.join(contentDir, 'stories', `${fullSlug}.json`);
const readStory = (fullSlug: string) => JSON.parse(readFileSync(storyFile(fullSlug), 'utf8')) as StoryFile;
const touchpointImages = (content: StoryFile['story']['content']) =>
  content.body.find((block) => block.component === 'touchpoints')!.items!.map((item) => item.image);

function setImages(fullSlug: string, images: (Field | null)[]): void {
  const file = readStory(fullSlug);
  const items = file.story.content.body.find((block) => block.component === 'touchpoints')!.items!;
  images.forEach((image, index) => {
    items[index]!.image = image;
  });
  writeFileSync(storyFile(fullSlug), `${JSON.stringify(file, null, 2)}\n`);
}

const settings = () => ({ spaceId: SPACE, token: TOKEN, region: 'eu' as const, endpoint: server.url, rate: 1000 });
const only = new Set(['ad']);

async function push() {
  const out: string[] = [];
  const err: string[] = [];
  const writes = server.standIn.counts.writes;
  const code = await pushSpace(
    { settings: settings(), contentDir, only, folderNames: new Map([['ad', 'AD']]), dryRun: false, force: false },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n'), writes: server.standIn.counts.writes - writes };
}

async function pull() {
  const out: string[] = [];
  const err: string[] = [];
  const code = await pullSpace(
    { settings: settings(), contentDir, only },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const assets = () => [...server.standIn.assets.of(SPACE).values()];
const spaceStory = (fullSlug: string) =>
  [...server.standIn.spaces.get(SPACE)!.stories.values()].find((story) => story.full_slug === fullSlug)!;

beforeAll(async () => {
  server = await startManagementServer({ port: 0, token: TOKEN, spaces: [SPACE], requestsPerSecond: 0 });
  dir = mkdtempSync(path.join(os.tmpdir(), 'storyblok-assets-'));
  contentDir = path.join(dir, 'content');
  cpSync(path.join(ROOT, 'stand-ins/content/stories/ad'), path.join(contentDir, 'stories/ad'), { recursive: true });
  mkdirSync(path.join(contentDir, 'assets'));
  writeFileSync(path.join(contentDir, 'assets/cover.png'), COVER);
  const cover = { filename: '/assets/cover.png', alt: 'De krant', fieldtype: 'asset' };
  setImages('ad/home', [cover, { ...cover, alt: 'Nog eens' }]);
  setImages('ad/digitaal', [cover]);
});

afterAll(async () => {
  expect(server.standIn.unexpected).toEqual([]);
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('push and pull with images', () => {
  it("uploads each image the stories use once, through the signed upload, and the space's stories point at it", async () => {
    const homeFile = readFileSync(storyFile('ad/home'), 'utf8');
    const pushed = await push();
    expect(pushed.err).toBe('');
    expect(pushed.code).toBe(0);
    expect(pushed.out).toContain('assets   1 images: 1 uploaded, 0 already in the space');

    expect(assets()).toHaveLength(1);
    const asset = assets()[0]!;
    expect(asset.filename).toMatch(
      /^https:\/\/a\.storyblok\.com\/f\/1000\/6x4\/[0-9a-f]{10}\/[0-9a-f]{16}-cover\.png$/,
    );
    expect(asset.short_filename).toBe(`${sha256(COVER).slice(0, 16)}-cover.png`);
    expect(asset.content_length).toBe(COVER.length); // finish_upload ran after the file reached the storage
    const served = await fetch(`${server.url}${new URL(asset.filename).pathname}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(COVER);

    const inSpace = (slug: string) => touchpointImages(spaceStory(slug).content as StoryFile['story']['content']);
    expect(inSpace('ad/home').slice(0, 2)).toEqual([
      { filename: asset.filename, id: asset.id, alt: 'De krant', fieldtype: 'asset' },
      { filename: asset.filename, id: asset.id, alt: 'Nog eens', fieldtype: 'asset' },
    ]);
    expect(inSpace('ad/digitaal')[0]).toMatchObject({ filename: asset.filename, id: asset.id });
    // The repository's files keep their own references.
    expect(readFileSync(storyFile('ad/home'), 'utf8')).toBe(homeFile);
    const record = JSON.parse(readFileSync(assetRecordFileFor(contentDir, SPACE), 'utf8')) as {
      assets: Record<string, unknown>;
    };
    expect(record.assets).toEqual({ [sha256(COVER)]: { id: asset.id, filename: asset.filename } });
  });

  it('a second push uploads nothing and writes nothing', async () => {
    const again = await push();
    expect(again.code).toBe(0);
    expect(again.out).toContain('Nothing to do');
    expect(again.writes).toBe(0);
    expect(assets()).toHaveLength(1);
  });

  it('without the record, the space still holds the image by its hash: nothing is uploaded twice', async () => {
    rmSync(assetRecordFileFor(contentDir, SPACE));
    const again = await push();
    expect(again.code).toBe(0);
    expect(again.out).toContain('assets   1 images: 0 uploaded, 1 already in the space');
    expect(again.writes).toBe(0);
    expect(assets()).toHaveLength(1);
  });

  it("pull downloads an editor's new asset into the image folder and the story file points at it", async () => {
    // The editor uploads through the app, which goes the same three steps, and publishes the story with it.
    const call = (method: string, pathInSpace: string, body?: unknown) =>
      fetch(`${server.url}/v1/spaces/${SPACE}${pathInSpace}`, {
        method,
        headers: { authorization: TOKEN, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }).then((response) => response.json() as Promise<Record<string, unknown>>);
    const signed = (await call('POST', '/assets', { filename: 'Editor photo.png', size: '3x2' })) as {
      id: number;
      post_url: string;
      fields: Record<string, string>;
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(EDITORS)], { type: 'image/png' }), 'Editor photo.png');
    expect((await fetch(signed.post_url, { method: 'POST', body: form })).status).toBe(204);
    const finished = (await call('GET', `/assets/${signed.id}/finish_upload`)) as { filename: string };
    const story = spaceStory('ad/home');
    const content = structuredClone(story.content) as StoryFile['story']['content'];
    content.body.find((block) => block.component === 'touchpoints')!.items![2]!.image = {
      id: signed.id,
      filename: finished.filename,
      alt: 'Van de redactie',
    };
    await call('PUT', `/stories/${story.id}?publish=1`, { story: { content } });

    const pulled = await pull();
    expect(pulled.err).toBe('');
    expect(pulled.code).toBe(0);
    expect(readFileSync(path.join(contentDir, 'assets/Editor-photo.png'))).toEqual(EDITORS);
    const images = touchpointImages(readStory('ad/home').story.content);
    expect(images[2]).toEqual({ filename: '/assets/Editor-photo.png', alt: 'Van de redactie' });
    // The images this repository pushed stay the repository's references.
    expect(images[0]).toEqual({ filename: '/assets/cover.png', alt: 'De krant', fieldtype: 'asset' });
    expect(existsSync(path.join(contentDir, 'stories/ad/digitaal.json'))).toBe(true);

    // What was pulled is what the space holds: the next push sends nothing back and uploads nothing.
    const after = await push();
    expect(after.code).toBe(0);
    expect(after.out).toContain('Nothing to do');
    expect(after.writes).toBe(0);
    expect(assets()).toHaveLength(2);
  });
});
