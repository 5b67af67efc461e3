import { createLogger, logLevelFrom, type Logger } from '../../monitoring/log.ts';
import { currentRequestId, REQUEST_LOG_HOOK, type RequestLine } from '../../monitoring/request-id.mjs';

/**
 * The site's log (docs/adr/0023-structured-logs-and-request-ids.md): JSON lines on stdout, service 'site', each with
 * the id of the request it was written for, redacted as error reports are. LOG_LEVEL sets how much (default info);
 * read here, not through site/env.ts (which imports monitoring: a loop), and checked there at start-up all the same.
 */
export const log = createLogger({
  service: 'site',
  level: logLevelFrom(process.env.LOG_LEVEL),
  requestId: currentRequestId,
});

/** What site/preloads/request-id.mjs tells of a request once its answer is done. */
interface FinishedRequest extends RequestLine {
  readonly requestId: string;
  readonly host?: string;
  /** One of the instance's own warm-up requests (site/request/warm-up.ts), no visitor's. */
  readonly warmUp?: true;
}

/** Health checks are frequent and say nothing, and the warm-up is no visitor's: their lines only at debug. */
const QUIET_PATHS = new Set(['/healthz']);

/** Writes each finished request's line to `log` from now on (site/instrumentation.ts, at start-up). */
export function logFinishedRequests(log: Logger): void {
  (globalThis as { [REQUEST_LOG_HOOK]?: (request: FinishedRequest) => void })[REQUEST_LOG_HOOK] = (request) => {
    if (QUIET_PATHS.has(request.path) || request.warmUp) log.debug(request, 'request');
    else log.info(request, 'request');
  };
}
