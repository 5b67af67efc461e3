import { redactText } from '../../domain/error-redaction.ts';
import { MONITORING_ROUTE, monitoringConfigSchema } from './config.ts';

/*
 * Loaded by ./browser-reporter.client.tsx on a page's first error. Asks the site once whether reporting is on (the DSN
 * is the server's, at run time); on, loads ./browser-sentry.ts (Sentry's SDK); off, nothing is sent. Either way an
 * error object gives the dataLayer its `error` event (docs/rules/08-errors.md).
 */

/**
 * docs/rules/08-errors.md: 'error level pushes event 'error' with error_id, error_description, error_title to the data
 * layer'.
 */
export interface ErrorDataLayerEvent {
  readonly event: 'error';
  /**
   * Sentry's event id when reported; with reporting off, the digest the server logged the error under, else a fresh id.
   */
  readonly error_id: string;
  /** The error's message, redacted as a report's is. */
  readonly error_description: string;
  /** The error's type: Error, TypeError, ChunkLoadError... */
  readonly error_title: string;
}

function pushErrorEvent(event: ErrorDataLayerEvent): void {
  const target = window as Window & { dataLayer?: unknown[] };
  (target.dataLayer ??= []).push(event);
}

/** Captures one problem: an Error at level error, anything else as a warning; `digest` is Next's for the error. */
export type Capture = (problem: unknown, digest: string | undefined) => void;

/** A random id in Sentry's event-id shape (32 hex digits); crypto.randomUUID needs a secure context, this does not. */
function freshId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Next's digest of a server-side error (the id the server logged it under), if the problem carries one. */
function digestOf(problem: unknown): string | undefined {
  const digest = problem instanceof Error ? (problem as Error & { digest?: unknown }).digest : undefined;
  return typeof digest === 'string' && digest ? digest : undefined;
}

/** Reporting off: no report, but the dataLayer still hears of an error. */
const withoutSentry: Capture = (problem, digest) => {
  if (!(problem instanceof Error)) return;
  pushErrorEvent({
    event: 'error',
    error_id: digest ?? freshId(),
    error_description: redactText(problem.message),
    error_title: problem.name,
  });
};

async function loadCapture(): Promise<Capture> {
  try {
    const response = await fetch(MONITORING_ROUTE, { cache: 'no-store', headers: { accept: 'application/json' } });
    const config = monitoringConfigSchema.parse(await response.json());
    if (config.dsn === null) return withoutSentry;
    const { startBrowserSentry } = await import('./browser-sentry.ts');
    return startBrowserSentry({ dsn: config.dsn, environment: config.environment, onErrorSent: pushErrorEvent });
  } catch {
    // The site or the SDK's chunk could not be reached, or answered something else: as if reporting were off.
    return withoutSentry;
  }
}

let capture: Promise<Capture> | undefined;
/** The same error may reach a boundary and a listener: one report. */
const reported = new WeakSet<object>();

export async function report(problem: unknown): Promise<void> {
  if (typeof problem === 'object' && problem !== null) {
    if (reported.has(problem)) return;
    reported.add(problem);
  }
  capture ??= loadCapture();
  (await capture)(problem, digestOf(problem));
}
