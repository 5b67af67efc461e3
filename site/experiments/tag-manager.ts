import { isbot } from 'isbot';
import type { AppEnv } from '../../domain/brand-resolution.ts';
import { shouldLoadTagManager } from '../../domain/experiments.ts';

/** Whether a page loads the Google Tag Manager script: the domain's rule, with isbot telling crawlers (spec section 6). */
export function tagManagerAllowed(request: {
  readonly appEnv: AppEnv;
  readonly query: Readonly<Record<string, string | string[] | undefined>>;
  readonly userAgent: string | null | undefined;
}): boolean {
  return shouldLoadTagManager({ appEnv: request.appEnv, query: request.query, isCrawler: isbot(request.userAgent) });
}
