import { revalidateTag } from 'next/cache';
import { GROUP_STORY_FOLDER } from '@/domain/routes.ts';
import { BRAND_CODES, isBrandCode } from '@/site/brands.ts';
import { folderStories } from '@/site/content/index.ts';
import { readWebhook, revalidationFor, storyToLocate } from '@/site/content/webhook.ts';
import { env } from '@/site/env.ts';
import { reportProblem } from '@/site/monitoring/report.ts';

const STORY_FOLDERS = [GROUP_STORY_FOLDER, ...BRAND_CODES];

/** The folders whose listing, as this site keeps it (Next's cache, shared by every instance), holds the story. */
async function foldersHolding(storyId: number): Promise<string[]> {
  const listings = await Promise.all(
    STORY_FOLDERS.map(async (folder) => [folder, await folderStories(folder)] as const),
  );
  return listings
    .filter(([, stories]) => Object.values(stories).some((story) => story.story.id === storyId))
    .map(([folder]) => folder);
}

/**
 * Storyblok's webhook for story events (published, unpublished, deleted, moved): revalidates exactly the folders
 * concerned by tag (site/content/webhook.ts); a merged release revalidates every folder. Configure it in the space as
 * https://<any shop host>/api/storyblok/webhook?secret=<STORYBLOK_REVALIDATE_SECRET>.
 */
export async function POST(request: Request): Promise<Response> {
  if (!env.STORYBLOK_REVALIDATE_SECRET) return Response.json({ error: 'webhook not configured' }, { status: 404 });
  // The secret before the body, and the body bounded (site/content/webhook.ts): a sender without it costs nothing.
  const parsed = await readWebhook(request, {
    revalidateSecret: env.STORYBLOK_REVALIDATE_SECRET,
    webhookSecret: env.STORYBLOK_WEBHOOK_SECRET,
  });
  if (parsed.kind === 'refused') return Response.json({ error: parsed.reason }, { status: parsed.status });
  if (parsed.kind === 'ignored') return Response.json({ ignored: parsed.reason }, { status: 202 });
  let former: string[] = [];
  const located = storyToLocate(parsed.event);
  if (located !== undefined) {
    try {
      former = await foldersHolding(located);
    } catch (error) {
      // Content unreachable: the story's folder is unknown, and every folder is revalidated instead.
      reportProblem('content: the webhook could not read the kept folders', error);
    }
  }
  const outcome = revalidationFor(parsed.event, former, { isBrandFolder: isBrandCode, all: STORY_FOLDERS });
  if (outcome.kind === 'ignored') return Response.json({ ignored: outcome.reason }, { status: 202 });
  // Expire at once: a request for an affected page renders the new content once Next has run these, just after this
  // answer (it hands a route handler's revalidations to its waitUntil; docs/adr/0011-several-instances.md).
  for (const tag of outcome.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: outcome.tags, ...(outcome.note ? { note: outcome.note } : {}) });
}
