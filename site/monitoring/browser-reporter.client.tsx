'use client';

import { useEffect } from 'react';

/*
 * Browser error reporting at no cost to a page until something fails: this module only listens. On the first error
 * it loads the reporting code (./browser-report.ts), which asks the site whether reporting is on, and only then
 * loads Sentry's SDK.
 */

/**
 * Reports an error the browser met (docs/rules/08-errors.md): to Sentry through the site's tunnel when reporting is on,
 * and to the dataLayer as an `error` event. Error boundaries call it with the error Next gives them (`digest` set for a
 * server render error: the id the server logged it under).
 */
export function reportBrowserError(error: unknown): void {
  if (error === undefined || error === null) return;
  void import('./browser-report.ts').then(
    ({ report }) => report(error),
    // The reporting code itself could not load (offline, a new deployment): nothing more to do.
    () => undefined,
  );
}

/** An error boundary's report, once it knows the visitor is a person: crawlers get no error page, and no report. */
export function useBoundaryReport(error: unknown, crawler: boolean | undefined): void {
  useEffect(() => {
    if (crawler === false) reportBrowserError(error);
  }, [crawler, error]);
}

/**
 * Calls `onProblem` with every uncaught error and unhandled rejection of the page while mounted (the error reporter
 * below, the chunk-load reload of site/chrome/chunk-reload.client.tsx).
 */
export function useUncaughtProblems(onProblem: (problem: unknown) => void): void {
  useEffect(() => {
    const onError = (event: ErrorEvent) => onProblem(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => onProblem(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [onProblem]);
}

/** Listens for uncaught errors and unhandled rejections on every page of the brand document. */
export function BrowserErrorReporter() {
  useUncaughtProblems(reportBrowserError);
  return null;
}
