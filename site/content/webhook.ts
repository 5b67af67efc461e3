import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { GROUP_STORY_FOLDER } from '../../domain/routes.ts';
import { contentTag } from '../cache-policy.ts';

/** What Storyblok posts on publish, unpublish, delete and move (only what we read). */
const webhookBodySchema = z.looseObject({ action: z.string().optional(), full_slug: z.string().min(1) });

export type WebhookOutcome =
  | { readonly kind: 'revalidate'; readonly tag: string }
  | { readonly kind: 'ignored'; readonly reason: string }
  | { readonly kind: 'refused'; readonly status: 400 | 401; readonly reason: string };

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

/** Which tag a webhook revalidates: exactly the affected brand's pages (or every page, for the group folder). */
export function webhookOutcome(
  request: { rawBody: string; secret: string | null; signature: string | null },
  config: { revalidateSecret: string; webhookSecret: string | undefined; isBrandFolder: (folder: string) => boolean },
): WebhookOutcome {
  if (request.secret !== config.revalidateSecret) return { kind: 'refused', status: 401, reason: 'wrong or missing secret' };
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
  if (!body.success) return { kind: 'refused', status: 400, reason: 'body has no full_slug' };
  const folder = body.data.full_slug.split('/')[0] ?? '';
  if (folder === GROUP_STORY_FOLDER || config.isBrandFolder(folder)) return { kind: 'revalidate', tag: contentTag(folder) };
  return { kind: 'ignored', reason: `"${folder}" is not a brand folder` };
}
