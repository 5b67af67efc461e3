import { revalidateTag } from 'next/cache';
import { isBrandCode } from '../../../../brands.ts';
import { webhookOutcome } from '../../../../content/webhook.ts';
import { env } from '../../../../env.ts';

/**
 * Storyblok's publish webhook: revalidates exactly the affected brand's pages by tag. Configure it in the space as
 * https://<any shop host>/api/storyblok/webhook?secret=<STORYBLOK_REVALIDATE_SECRET>.
 */
export async function POST(request: Request): Promise<Response> {
  if (!env.STORYBLOK_REVALIDATE_SECRET) return Response.json({ error: 'webhook not configured' }, { status: 404 });
  const outcome = webhookOutcome(
    {
      rawBody: await request.text(),
      secret: new URL(request.url).searchParams.get('secret'),
      signature: request.headers.get('webhook-signature'),
    },
    { revalidateSecret: env.STORYBLOK_REVALIDATE_SECRET, webhookSecret: env.STORYBLOK_WEBHOOK_SECRET, isBrandFolder: isBrandCode },
  );
  if (outcome.kind === 'refused') return Response.json({ error: outcome.reason }, { status: outcome.status });
  if (outcome.kind === 'ignored') return Response.json({ ignored: outcome.reason }, { status: 202 });
  // Expire at once: the next request for an affected page renders the new content.
  revalidateTag(outcome.tag, { expire: 0 });
  return Response.json({ revalidated: outcome.tag });
}
