import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryImageAnswer } from '../../../site/content/repository-images.ts';
import { standInOrigin } from '../../../site/content/local-cdn.ts';
import { startCdnServer, type CdnServer } from '../../../stand-ins/storyblok-cdn/server.ts';

/*
 * The site's /assets/<file> (docs/adr/0036-repository-images-offline.md) against the real CDN stand-in on a folder of
 * its own: passed on with the stand-in's type and ETag, 404 for what is no image of the repository or on a run with
 * Storyblok's space, 503 when the stand-in does not answer.
 */

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7]);
let dir: string;
let cdn: CdnServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-images-'));
  writeFileSync(path.join(dir, 'foto.jpg'), JPEG);
  cdn = await startCdnServer({ port: 0, assetsDir: dir });
});
afterAll(async () => {
  await cdn.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('an image of the repository, through the site', () => {
  it('is the stand-in’s file, kept by its ETag: 200, then 304', async () => {
    const first = await repositoryImageAnswer('foto.jpg', null, cdn.url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(JPEG);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await repositoryImageAnswer('foto.jpg', etag, cdn.url);
    expect([again.status, again.headers.get('etag'), await again.text()]).toEqual([304, etag, '']);
  });

  it.each<[string, string, string | undefined | 'cdn', number]>([
    ['no such file', 'weg.jpg', 'cdn', 404],
    ['no image type', 'foto.svg', 'cdn', 404],
    ['a climb', '..%2Ffoto.jpg', 'cdn', 404],
    ['a run with Storyblok’s space (no stand-in)', 'foto.jpg', undefined, 404],
    ['the stand-in not answering', 'foto.jpg', 'http://127.0.0.1:9', 503],
  ])('%s: %s -> %i', async (_, file, origin, status) => {
    const answer = await repositoryImageAnswer(file, null, origin === 'cdn' ? cdn.url : origin);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('the stand-in is the asset host only on a run that reads its space', () => {
    expect(standInOrigin({ STORYBLOK_TOKEN: undefined, STORYBLOK_ENDPOINT: `${cdn.url}/v2` })).toBe(cdn.url);
    expect(standInOrigin({ STORYBLOK_TOKEN: 'space-token', STORYBLOK_ENDPOINT: `${cdn.url}/v2` })).toBeUndefined();
  });
});
