import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPOSITORY_ASSET_PREFIX, repositoryImageType } from '../../schemas/repository-images.ts';

/*
 * The repository's images, as this stand-in's asset host (docs/adr/0036-repository-images-offline.md): GET
 * /assets/<file> answers assets/<file> of the content folder, the image a story file points at. Read on every request,
 * so an image pulled or replaced shows at once; the ETag (its bytes' sha-256) saves sending it again.
 */

export const ASSETS_DIR = path.resolve(import.meta.dirname, '../content/assets');

export interface ImageAnswer {
  readonly status: 200 | 304 | 404;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Uint8Array;
}

const NOT_FOUND: ImageAnswer = {
  status: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: new TextEncoder().encode('Not found\n'),
};

/** The answer to a GET of `pathname` (under /assets/) from `dir`; `ifNoneMatch` as the request sent it. */
export async function repositoryImage(dir: string, pathname: string, ifNoneMatch?: string): Promise<ImageAnswer> {
  const file = pathname.slice(REPOSITORY_ASSET_PREFIX.length);
  const type = pathname.startsWith(REPOSITORY_ASSET_PREFIX) ? repositoryImageType(file) : undefined;
  if (type === undefined) return NOT_FOUND;
  const bytes = await readFile(path.join(dir, file)).catch(() => undefined);
  if (bytes === undefined) return NOT_FOUND;
  const etag = `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;
  const headers = { 'content-type': type, 'cache-control': 'no-cache', etag };
  return ifNoneMatch === etag ? { status: 304, headers } : { status: 200, headers, body: bytes };
}
