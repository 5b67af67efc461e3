import { TAG_MANAGER_CACHE_CONTROL } from '@/site/cache-policy.ts';
import { env } from '@/site/env.ts';
import { tagManagerScript } from '@/site/tag-manager/tag-manager.ts';

// The environment is the server's, chosen when it starts: a prerendered page, built once for every environment, loads
// this script to learn whether the tag manager comes (docs/adr/0022-one-build-every-environment.md).
export const dynamic = 'force-dynamic';

/** The tag manager's loader where the environment loads it (production), an empty script elsewhere. */
export function GET(): Response {
  return new Response(tagManagerScript(env.APP_ENV, env.GTM_CONTAINER_ID), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': TAG_MANAGER_CACHE_CONTROL },
  });
}
