import type { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '../../monitoring/log.ts';
import { REQUEST_ID_HEADER, REQUEST_ID_STORE, REQUEST_LOG_HOOK } from '../../monitoring/request-id.mjs';

/*
 * The id of the request this code runs for (docs/adr/0023-structured-logs-and-request-ids.md), kept by
 * site/preloads/request-id.mjs, which every instance loads before Next. Undefined outside a request (start-up, a
 * build's prerender) and in a process without that module (tests, `next dev`).
 */

export function currentRequestId(): string | undefined {
  const store = (globalThis as { [REQUEST_ID_STORE]?: AsyncLocalStorage<string> })[REQUEST_ID_STORE];
  return store?.getStore();
}

/** The header that passes the id on to an upstream (the front office, the content service); none without an id. */
export function requestIdHeader(): Record<string, string> {
  const id = currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}

/** What site/preloads/request-id.mjs tells of a request once its answer is done. */
interface FinishedRequest {
  readonly requestId: string;
  readonly method?: string;
  readonly host?: string;
  readonly path: string;
  readonly status: number;
  readonly ms: number;
  readonly aborted?: true;
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
