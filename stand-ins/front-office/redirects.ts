import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../../monitoring/log.ts';

/**
 * The path-check lookup's redirects (docs/rules/02-routes-and-layout.md): absolute locations leave the site, others
 * stay on it.
 */
const REDIRECTS: Readonly<Record<string, string>> = {
  '/abonneren': '/',
  '/oud-aanbod': 'https://www.dpgmedia.nl/',
};

/**
 * A brand's own redirects, kept beside the orders as `<dataDir>/redirects.json`: `{ "<TITLE>": { "/path": "location" }
 * }`. Read on every lookup, so a test can move or retire a page of one brand while the site runs (the site keeps the
 * answers itself, site/cache-policy.ts).
 */
const REDIRECTS_FILE = 'redirects.json';

function brandRedirects(dataDir: string, title: string, log: Pick<Logger, 'error'>): Readonly<Record<string, string>> {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, REDIRECTS_FILE), 'utf8');
  } catch {
    return {};
  }
  try {
    const table = JSON.parse(text) as Record<string, unknown>;
    const own = table[title.toUpperCase()];
    return own && typeof own === 'object' ? (own as Record<string, string>) : {};
  } catch {
    log.error(`front-office stand-in: ${REDIRECTS_FILE} is no JSON; no brand redirects`);
    return {};
  }
}

/**
 * Where a brand's path redirects to: its own entry first, then the seed table; trailing slashes are ignored
 * (docs/rules/02-routes-and-layout.md).
 */
export function redirectFor(
  dataDir: string,
  query: { readonly path: string | undefined; readonly title: string | undefined },
  log: Pick<Logger, 'error'>,
): string | undefined {
  if (!query.path) return undefined;
  const normalised = query.path.length > 1 ? query.path.replace(/\/+$/, '') : query.path;
  const own = query.title ? brandRedirects(dataDir, query.title, log) : {};
  return Object.hasOwn(own, normalised)
    ? own[normalised]
    : Object.hasOwn(REDIRECTS, normalised)
      ? REDIRECTS[normalised]
      : undefined;
}
