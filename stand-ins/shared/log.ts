import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createLogger, isRequestId, logLevelFrom, REQUEST_ID_HEADER, type Logger } from '../../monitoring/log.ts';

/*
 * The stand-ins log as the site does (docs/adr/0023-structured-logs-and-request-ids.md): JSON lines on stdout,
 * redacted, at LOG_LEVEL (default info), one line per request with the id the site sent in X-Request-Id, so that a
 * request through nginx, an instance and the front office can be followed by one id.
 */

const logs = new Map<string, Logger>();

/** The stand-in's log, one per service and process (a test can spy on it). */
export function standInLog(service: string): Logger {
  let log = logs.get(service);
  if (!log) {
    log = createLogger({ service, level: logLevelFrom(process.env.LOG_LEVEL) });
    logs.set(service, log);
  }
  return log;
}

/** The id the caller sent, when it is one; a stand-in makes none of its own (it is no part of production). */
function sentRequestId(request: Pick<IncomingMessage, 'headers'>): string | undefined {
  const sent = request.headers[REQUEST_ID_HEADER];
  return isRequestId(sent) ? sent : undefined;
}

/** One line per request `server` answers: the caller's request id, method, path without its query, status and time. */
export function logRequests(server: Server, log: Logger): void {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const requestId = sentRequestId(request);
    response.once('close', () => {
      log.info(
        {
          ...(requestId && { requestId }),
          method: request.method,
          path: (request.url ?? '').split('?')[0],
          status: response.statusCode,
          ms: Math.round(performance.now() - started),
          ...(!response.writableFinished && { aborted: true }),
        },
        'request',
      );
    });
  });
}
