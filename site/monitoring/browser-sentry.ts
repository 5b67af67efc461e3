import {
  breadcrumbsIntegration,
  captureException,
  captureMessage,
  dedupeIntegration,
  eventFiltersIntegration,
  functionToStringIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/nextjs';
import type { Capture, ErrorDataLayerEvent } from './browser-report.ts';
import { MONITORING_ROUTE } from './config.ts';
import { beforeBreadcrumb, beforeSend, DATA_COLLECTION } from './event-hooks.ts';

/*
 * Sentry's browser SDK, loaded only after a page's first error with reporting on (./browser-report.ts). No replay,
 * tracing, feedback or sessions; no global handlers of Sentry's own (./browser-reporter.client.tsx listens). Events go
 * to the site's tunnel, redacted by the same hooks as the server's.
 */

export interface BrowserSentryOptions {
  readonly dsn: string;
  readonly environment: string;
  /** Called once an error-level event has been sent, with what the dataLayer hears of it. */
  readonly onErrorSent: (event: ErrorDataLayerEvent) => void;
}

export function startBrowserSentry({ dsn, environment, onErrorSent }: BrowserSentryOptions): Capture {
  const client = init({
    dsn,
    environment,
    tunnel: MONITORING_ROUTE,
    dataCollection: DATA_COLLECTION,
    defaultIntegrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
      breadcrumbsIntegration(),
    ],
    beforeSend,
    beforeBreadcrumb,
  });
  // After beforeSend: the id Sentry knows the event by, and its redacted message and level.
  client?.on('afterSendEvent', (event) => {
    const error = event.exception?.values?.at(-1);
    if (event.level !== 'error' || !event.event_id || !error) return;
    onErrorSent({
      event: 'error',
      error_id: event.event_id,
      error_description: error.value ?? '',
      error_title: error.type ?? 'Error',
    });
  });
  return (problem, digest) => {
    // The digest ties a server render error's browser report to the server's (the same digest in its log).
    if (problem instanceof Error)
      captureException(problem, { level: 'error', ...(digest ? { tags: { digest } } : {}) });
    else captureMessage(String(problem), 'warning');
  };
}
