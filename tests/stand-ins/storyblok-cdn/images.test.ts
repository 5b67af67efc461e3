import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSETS_DIR, repositoryImage } from '../../../stand-ins/storyblok-cdn/images.ts';
import { startCdnServer, type CdnServer } from '../../../stand-ins/storyblok-cdn/server.ts';

/* The stand-in as the asset host of the repository's images (docs/adr/0036-repository-images-offline.md). */

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
let dir: string;
let cdn: CdnServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cdn-images-'));
  writeFileSync(path.join(dir, 'foto.png'), PNG);
  writeFileSync(path.join(dir, 'notitie.txt'), 'geen beeld');
  cdn = await startCdnServer({ port: 0, assetsDir: dir });
});
afterAll(async () => {
  await cdn.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /assets/<file>', () => {
  it('answers the file with its type and an ETag, then 304 for that ETag', async () => {
    const first = await repositoryImage(dir, '/assets/foto.png');
    expect(first.status).toBe(200);
    expect(new Uint8Array(first.body ?? [])).toEqual(PNG);
    expect(first.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'no-cache' });
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await repositoryImage(dir, '/assets/foto.png', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect((await repositoryImage(dir, '/assets/foto.png', '"other"')).status).toBe(200);
  });

  it.each(['/assets/missing.png', '/assets/notitie.txt', '/assets/../images.test.ts', '/assets/', '/v2/foto.png'])(
    '%s: 404',
    async (pathname) => {
      expect((await repositoryImage(dir, pathname)).status).toBe(404);
    },
  );

  it('is served beside the API, GET and HEAD; the folder is the content folder’s', async () => {
    const got = await fetch(`${cdn.url}/assets/foto.png`);
    expect([got.status, got.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(PNG);
    const head = await fetch(`${cdn.url}/assets/foto.png`, { method: 'HEAD' });
    expect([head.status, (await head.arrayBuffer()).byteLength]).toEqual([200, 0]);
    expect((await fetch(`${cdn.url}/assets/foto.png`, { method: 'POST' })).status).not.toBe(200);
    expect((await fetch(`${cdn.url}/assets/%2e%2e%2fserver.ts`)).status).toBe(404);
    expect(ASSETS_DIR).toBe(path.resolve(import.meta.dirname, '../../../stand-ins/content/assets'));
  });
});
