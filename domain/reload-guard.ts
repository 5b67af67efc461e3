/*
 * docs/rules/04-states-and-flows.md and docs/rules/08-errors.md: a chunk that fails to load (a new build replaced the
 * old one's files) reloads the page, at most once per path per 10 s (docs/rules/09-constants-and-limits.md: reload
 * guard), so a chunk that is gone for good cannot make the page reload forever.
 */

/** docs/rules/09-constants-and-limits.md: reload guard 10 s. */
export const RELOAD_GUARD_MS = 10_000;

/** The session storage key of a path's last reload (its value: ms since 1970). */
export const reloadGuardKey = (path: string): string => `shop:chunk-reload:${path}`;

/** The part of the browser's sessionStorage the guard uses (a fake in tests). */
export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Whether the page at `path` may reload now; if so, the reload is remembered. No reload within RELOAD_GUARD_MS of
 * the path's last one, and none when the storage cannot remember it (disabled, full): a reload that cannot be
 * counted could be the first of a loop.
 */
export function claimReload(storage: GuardStorage | undefined, path: string, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(reloadGuardKey(path)) ?? Number.NaN);
    // A clock set back since (last in the future) counts as long ago.
    if (Number.isFinite(last) && now >= last && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(reloadGuardKey(path), String(now));
    return true;
  } catch {
    return false;
  }
}

/** A failed chunk load, as webpack and Turbopack name it (and their older messages). */
export function isChunkLoadError(problem: unknown): boolean {
  if (typeof problem !== 'object' || problem === null) return false;
  const { name, message } = problem as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && /^(Loading (CSS )?chunk \S+ failed|Failed to load chunk )/.test(message);
}

/** Where the build's scripts and stylesheets are served (Next's static files, renamed by every build). */
const BUILD_ASSETS_PATH = '/_next/static/';

/**
 * Whether a script or stylesheet that failed to load is one of the build's own (same origin, under Next's static
 * files): after a new build the old page's files are gone, which a reload fixes. A tag manager's or other host's
 * script is not the page's to reload for.
 */
export function isBuildAsset(url: string, pageOrigin: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === pageOrigin && parsed.pathname.startsWith(BUILD_ASSETS_PATH);
  } catch {
    return false;
  }
}
