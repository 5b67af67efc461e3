import { createLogger, logLevelFrom, type Logger } from '../../monitoring/log.ts';

/*
 * The stand-ins log as the site does (docs/adr/0023-structured-logs-and-request-ids.md): JSON lines on stdout,
 * redacted, at LOG_LEVEL (default info), one line per request with the id the site sent in X-Request-Id
 * (monitoring/log.ts logRequests), so that a request through nginx, an instance and the front office can be followed
 * by one id.
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
