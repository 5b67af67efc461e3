'use client';

import { useUncaughtProblems } from '../monitoring/browser-reporter.tsx';
import { claimReload, isChunkLoadError } from '../../domain/reload-guard.ts';

/** The browser's sessionStorage, or undefined where reading it throws (storage disabled). */
function sessionStorageOrNone(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * docs/rules/08-errors.md: a chunk that fails to load reloads the page (after a new build its old chunks are gone);
 * domain/reload-guard.ts lets that happen once per path per 10 s. Called by the listeners below and by the error
 * boundaries, which catch a lazy component's failed chunk before any listener hears of it.
 */
export function reloadOnChunkError(problem: unknown): void {
  if (!isChunkLoadError(problem)) return;
  if (claimReload(sessionStorageOrNone(), window.location.pathname, Date.now())) window.location.reload();
}

/** Listens on every page of the brand document for a chunk that failed to load: a dynamic import, a script. */
export function ChunkReload() {
  useUncaughtProblems(reloadOnChunkError);
  return null;
}
