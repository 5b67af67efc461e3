import { env } from '@/site/env.ts';
import { standInOrigin } from '@/site/content/local-cdn.ts';
import { repositoryImageAnswer } from '@/site/content/repository-images.ts';

export const dynamic = 'force-dynamic';

/**
 * An image of the repository that a story points at (`/assets/<file>`), on a run with the CDN stand-in's space
 * (site/content/repository-images.ts); 404 on a run with Storyblok's.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return repositoryImageAnswer((await params).file, request.headers.get('if-none-match'), standInOrigin(env));
}
