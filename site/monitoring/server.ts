import * as Sentry from '@sentry/nextjs';
import { beforeBreadcrumb, beforeSend, DATA_COLLECTION } from './event-hooks.ts';
import { currentRequestId } from '../../monitoring/request-id.mjs';

/*
 * Server-side error reporting with @sentry/nextjs, started by instrumentation.ts when SENTRY_DSN is set. No
 * `withSentryConfig` (docs/stack.md#measured-costs: it costs about 15% of a cached page's throughput) and no tracing:
 * errors only.
 */

/** Starts the SDK in this Node process (once: a second call is ignored by the SDK). */
export function initServerErrorReporting(dsn: string, environment: string): void {
  Sentry.init({
    dsn,
    environment,
    dataCollection: DATA_COLLECTION,
    // Errors only: no tracer provider (scopes are isolated with AsyncLocalStorage instead), no module hooks.
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    beforeSend: (event) => withRequestId(beforeSend(event)),
    beforeBreadcrumb,
  });
}

/**
 * The id of the request the event happened in, as the tag `request_id`: the same id as in nginx's access log and the
 * site's and the front office's log lines (docs/adr/0023-structured-logs-and-request-ids.md). Added after redaction:
 * an id is no personal data, and a digit run in it must not be taken for a phone number.
 */
function withRequestId<E extends { tags?: Record<string, unknown> }>(event: E): E {
  const id = currentRequestId();
  return id ? { ...event, tags: { ...event.tags, request_id: id } } : event;
}

/** Next's `onRequestError` (a render, route handler, server action or proxy failure) as a report; a no-op when off. */
export function reportRequestError(...args: Parameters<typeof Sentry.captureRequestError>): void {
  if (Sentry.isInitialized()) Sentry.captureRequestError(...args);
}
