import { captureException, captureMessage, isInitialized } from '@sentry/nextjs';
import { redactText } from '../../domain/error-redaction.ts';
import { log } from './log.ts';

/** The one line a failure is logged with: the problem and the error's own message (never a body), redacted. */
function problemLine(problem: string, error?: unknown): string {
  return redactText(
    error === undefined ? problem : `${problem}: ${error instanceof Error ? error.message : 'unknown error'}`,
  );
}

/**
 * The one way server code reports a failure it handles (docs/architecture.md#failure-rules: 'logs the error once'): one
 * line to the log (./log.ts, with the request's id) and,
 * when error reporting is on (SENTRY_DSN), a report; both redacted (docs/architecture.md#failure-rules: personal data
 * reaches neither). With an Error it is an error-level report of that error; without one, a warning with the problem's
 * text (docs/rules/08-errors.md: 'severity default warning, error if an error object is present'). `context` goes with
 * the report as extra data (redacted as well): the brand, the operation; never the visitor's input.
 */
export function reportProblem(problem: string, error?: unknown, context: Readonly<Record<string, unknown>> = {}): void {
  const line = problemLine(problem, error);
  log.error(line);
  if (!isInitialized()) return;
  if (error instanceof Error) captureException(error, { level: 'error', extra: { ...context, problem } });
  else captureMessage(line, { level: 'warning', extra: context });
}
