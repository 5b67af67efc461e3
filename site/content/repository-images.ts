import { REPOSITORY_ASSET_PREFIX, repositoryImageType } from '../../schemas/repository-images.ts';
import { PLAIN_TEXT_HEADERS } from '../request/headers.ts';

/*
 * The repository's images on a run that reads the CDN stand-in's space (docs/adr/0036-repository-images-offline.md):
 * a story file points at `/assets/<file>`, which the page loads from its own origin, and the site passes the request
 * on to the stand-in, the space's asset host. With Storyblok's space every image is Storyblok's (push maps them), and
 * /assets/ answers 404 as an unknown path does.
 */

/** How long the stand-in may take: an image is a file read on the same machine. */
const STAND_IN_TIMEOUT_MS = 5_000;

const plain = (status: number, text: string) => new Response(`${text}\n`, { status, headers: PLAIN_TEXT_HEADERS });

/**
 * The answer to a GET of /assets/`file`: the stand-in's image (200, or 304 for the ETag the browser has), 404 for a
 * name that is no image of the repository or on a run without the stand-in, 503 when the stand-in does not answer.
 */
export async function repositoryImageAnswer(
  file: string,
  ifNoneMatch: string | null,
  origin: string | undefined,
): Promise<Response> {
  if (origin === undefined || repositoryImageType(file) === undefined) return plain(404, 'Not found');
  const upstream = await fetch(`${origin}${REPOSITORY_ASSET_PREFIX}${file}`, {
    headers: ifNoneMatch === null ? {} : { 'if-none-match': ifNoneMatch },
    signal: AbortSignal.timeout(STAND_IN_TIMEOUT_MS),
  }).catch(() => undefined);
  if (upstream?.status === 404) return plain(404, 'Not found');
  if (upstream?.status !== 200 && upstream?.status !== 304) return plain(503, "The content's images are unavailable");
  const headers = new Headers({ 'cache-control': 'no-cache' });
  for (const name of ['content-type', 'etag']) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers });
}
