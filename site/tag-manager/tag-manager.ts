import type { Query } from '../../domain/query.ts';
import { isbot } from 'isbot';
import type { AppEnv } from '../../domain/brand-resolution.ts';
import { shouldLoadTagManager } from '../../domain/tag-manager.ts';
import { inlineScript } from '../../blocks/shared/script-json.ts';
import { NAIVE_CRAWLER_PATTERN } from '../request/naive-crawler.ts';

/**
 * Whether a page loads the Google Tag Manager script: the domain's rule, with isbot telling crawlers
 * (docs/rules/06-roles.md).
 */
export function tagManagerAllowed(request: {
  readonly appEnv: AppEnv;
  readonly query: Query;
  readonly userAgent: string | null | undefined;
}): boolean {
  return shouldLoadTagManager({ appEnv: request.appEnv, query: request.query, isCrawler: isbot(request.userAgent) });
}

export { NAIVE_CRAWLER_PATTERN } from '../request/naive-crawler.ts';

/**
 * The tag manager's loader, inline and asynchronous (no render-blocking script): Google's snippet, with the
 * crawler check in front. The container's events already in the dataLayer are processed when it arrives.
 */
export function tagManagerLoader(containerId: string): string {
  const src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  return inlineScript(loadTagManager, src, {
    source: NAIVE_CRAWLER_PATTERN.source,
    flags: NAIVE_CRAWLER_PATTERN.flags,
  });
}

/**
 * Where a prerendered page gets the loader: it knows no environment, since one build serves every one
 * (docs/adr/0022-one-build-every-environment.md); site/app/api/tag-manager answers with the server's.
 */
export const TAG_MANAGER_SCRIPT_PATH = '/api/tag-manager';

/**
 * That script: the loader where the environment alone loads the tag manager (a prerendered page has no query
 * switches: they route a request to its twin), else empty; empty without a container too. Crawlers are skipped by
 * the loader in the browser.
 */
export function tagManagerScript(appEnv: AppEnv, containerId: string | undefined): string {
  if (containerId === undefined) return '';
  return shouldLoadTagManager({ appEnv, query: {}, isCrawler: false }) ? tagManagerLoader(containerId) : '';
}

/** In the browser: Google's snippet, for a reader who is no crawler. */
function loadTagManager(src: string, crawler: { source: string; flags: string }): void {
  if (new RegExp(crawler.source, crawler.flags).test(navigator.userAgent)) return;
  const page = window as unknown as { dataLayer?: unknown[] };
  (page.dataLayer = page.dataLayer || []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}
