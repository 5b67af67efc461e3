import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { GROUP_STORY_FOLDER } from '../../domain/routes.ts';
import { contentTag } from '../cache-policy.ts';
import { readBodyUpTo } from '../monitoring/request-body.ts';
import { isSameSecret } from './preview.ts';

/**
 * The most a webhook body may hold: a story event is a few hundred bytes (its text, action, ids and slug), so 64 KB
 * is far above any real one, and a sender cannot make the site hold more.
 */
export const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * The story events Storyblok posts, as it shapes them (only what we read), and a release's merge; other actions are
 * acknowledged and ignored.
 */
const STORY_ACTIONS = ['published', 'unpublished', 'deleted', 'moved'] as const;
const webhookBodySchema = z.looseObject({ action: z.string() });
/**
 * A story event: `published` and `moved` carry the story's full slug (for a move, the new one); `unpublished` and
 * `deleted` carry only its id, so where it was is read from the folders the site has kept (`foldersHolding`).
 */
const storyEventSchema = z.looseObject({
  action: z.enum(STORY_ACTIONS),
  story_id: z.number().int(),
  space_id: z.number().int().optional(),
  full_slug: z.string().min(1).optional(),
});
type StoryEvent = z.infer<typeof storyEventSchema>;

/**
 * A release merged into the published content (Storyblok's Releases app: `release_merged` in its webhook, `merged` in
 * the newer one). Which stories it held only the Management API can say, so every folder is revalidated.
 */
const RELEASE_ACTIONS = ['release_merged', 'merged'] as const;
const releaseEventSchema = z.looseObject({
  action: z.enum(RELEASE_ACTIONS),
  release_id: z.number().int(),
  space_id: z.number().int().optional(),
});
export type ReleaseEvent = z.infer<typeof releaseEventSchema>;
export type ContentEvent = StoryEvent | ReleaseEvent;
const isReleaseEvent = (event: ContentEvent): event is ReleaseEvent =>
  'release_id' in event && (RELEASE_ACTIONS as readonly string[]).includes(event.action);

export type WebhookRequest =
  | { readonly kind: 'event'; readonly event: ContentEvent }
  | { readonly kind: 'ignored'; readonly reason: string }
  | { readonly kind: 'refused'; readonly status: 400 | 401 | 413; readonly reason: string };

/**
 * Storyblok signs a webhook's raw body with HMAC-SHA1 under the webhook secret, hex, in `webhook-signature`.
 * Compared in constant time.
 */
export function validSignature(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(createHmac('sha1', secret).update(rawBody).digest('hex'));
  const given = Buffer.from(signature.trim().toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface WebhookConfig {
  readonly revalidateSecret: string;
  readonly webhookSecret: string | undefined;
}

/**
 * One webhook call as it arrives: the URL's secret first, compared in constant time, and only then the body, at most
 * MAX_WEBHOOK_BYTES of it (a bigger one is 413, read no further); then parseWebhook.
 */
export async function readWebhook(request: Request, config: WebhookConfig): Promise<WebhookRequest> {
  if (!isSameSecret(new URL(request.url).searchParams.get('secret'), config.revalidateSecret)) {
    return { kind: 'refused', status: 401, reason: 'wrong or missing secret' };
  }
  const body = await readBodyUpTo(request, MAX_WEBHOOK_BYTES);
  if (body === undefined) return { kind: 'refused', status: 413, reason: `body over ${MAX_WEBHOOK_BYTES} bytes` };
  const signature = request.headers.get('webhook-signature');
  return parseWebhook({ rawBody: new TextDecoder().decode(body), signature }, config);
}

/** The signature and payload of a call whose secret passed: a story event, or why it is refused or ignored. */
export function parseWebhook(
  request: { rawBody: string; signature: string | null },
  config: Pick<WebhookConfig, 'webhookSecret'>,
): WebhookRequest {
  if (config.webhookSecret && !validSignature(request.rawBody, request.signature, config.webhookSecret)) {
    return { kind: 'refused', status: 401, reason: 'invalid webhook-signature' };
  }
  let json: unknown;
  try {
    json = JSON.parse(request.rawBody);
  } catch {
    return { kind: 'refused', status: 400, reason: 'body is not JSON' };
  }
  const body = webhookBodySchema.safeParse(json);
  if (!body.success) return { kind: 'refused', status: 400, reason: 'body has no action' };
  if ((RELEASE_ACTIONS as readonly string[]).includes(body.data.action)) {
    const release = releaseEventSchema.safeParse(json);
    return release.success
      ? { kind: 'event', event: release.data }
      : { kind: 'refused', status: 400, reason: `a ${body.data.action} event needs release_id` };
  }
  if (!(STORY_ACTIONS as readonly string[]).includes(body.data.action))
    return { kind: 'ignored', reason: `"${body.data.action}" is not a story event` };
  const event = storyEventSchema.safeParse(json);
  if (!event.success)
    return {
      kind: 'refused',
      status: 400,
      reason: `a ${body.data.action} event needs ${event.error.issues[0]?.path.join('.')}`,
    };
  if ((event.data.action === 'published' || event.data.action === 'moved') && !event.data.full_slug) {
    return { kind: 'refused', status: 400, reason: `a ${event.data.action} event needs full_slug` };
  }
  return { kind: 'event', event: event.data };
}

/** The story whose former folders the site must look up: every story event but a publish, which names its folder. */
export const storyToLocate = (event: ContentEvent): number | undefined =>
  isReleaseEvent(event) || event.action === 'published' ? undefined : event.story_id;

export type Revalidation =
  | { readonly kind: 'revalidate'; readonly tags: readonly string[]; readonly note?: string }
  | { readonly kind: 'ignored'; readonly reason: string };

/**
 * The tags one story event revalidates: the folder it is in now (published, moved) and the folders whose kept
 * listing holds it (unpublished, deleted, moved away), so exactly the pages that show it or will. A story the site
 * never kept (an unpublish after a cold start, whose listings are read afresh) revalidates every folder: over-broad,
 * never stale.
 */
export function revalidationFor(
  event: ContentEvent,
  formerFolders: readonly string[],
  folders: { isBrandFolder: (folder: string) => boolean; all: readonly string[] },
): Revalidation {
  if (isReleaseEvent(event)) {
    return {
      kind: 'revalidate',
      tags: folders.all.map(contentTag),
      note: `release ${event.release_id} merged: every folder revalidated`,
    };
  }
  const isStoryFolder = (folder: string) => folder === GROUP_STORY_FOLDER || folders.isBrandFolder(folder);
  const current = event.full_slug?.split('/')[0];
  if (event.action === 'published') {
    return current !== undefined && isStoryFolder(current)
      ? { kind: 'revalidate', tags: [contentTag(current)] }
      : { kind: 'ignored', reason: `"${current}" is not a brand folder` };
  }
  const former = formerFolders.filter(isStoryFolder);
  if (former.length === 0) {
    return {
      kind: 'revalidate',
      tags: folders.all.map(contentTag),
      note: `story ${event.story_id} is in no kept folder: every folder revalidated`,
    };
  }
  const concerned = [...new Set([...former, ...(current !== undefined && isStoryFolder(current) ? [current] : [])])];
  return { kind: 'revalidate', tags: concerned.map(contentTag) };
}
