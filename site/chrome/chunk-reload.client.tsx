'use client';

import { useEffect } from 'react';
import { useUncaughtProblems } from '../monitoring/browser-reporter.client.tsx';
import { claimReload, isBuildAsset, isChunkLoadError } from '../../domain/reload-guard.ts';

/** The browser's sessionStorage, or undefined where reading it throws (storage disabled). */
function sessionStorageOrNone(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Reloads the page unless it reloaded within the guard's 10 s (domain/reload-guard.ts). */
function reloadOnce(): void {
  if (claimReload(sessionStorageOrNone(), window.location.pathname, Date.now())) window.location.reload();
}

/**
 * docs/rules/08-errors.md: a chunk that fails to load reloads the page (after a new build its old chunks are gone);
 * domain/reload-guard.ts lets that happen once per path per 10 s. Called by the listeners below and by the error
 * boundaries, which catch a lazy component's failed chunk before any listener hears of it.
 */
export function reloadOnChunkError(problem: unknown): void {
  if (isChunkLoadError(problem)) reloadOnce();
}

/**
 * A `<script>` or stylesheet `<link>` of the build that failed to load. Such an error event does not bubble: window
 * hears it only in the capture phase, and its target is the element.
 */
function reloadOnFailedAsset(event: Event): void {
  const element = event.target;
  const url =
    element instanceof HTMLScriptElement
      ? element.src
      : element instanceof HTMLLinkElement && element.rel.split(/\s+/).includes('stylesheet')
        ? element.href
        : undefined;
  if (url && isBuildAsset(url, window.location.origin)) reloadOnce();
}

/**
 * Listens on every page of the brand document for a chunk that failed to load: a dynamic import or an uncaught chunk
 * error, and a script or stylesheet element whose file is gone.
 */
export function ChunkReload() {
  useUncaughtProblems(reloadOnChunkError);
  useEffect(() => {
    window.addEventListener('error', reloadOnFailedAsset, true);
    return () => window.removeEventListener('error', reloadOnFailedAsset, true);
  }, []);
  return null;
}
