import { createLogger, logLevelFrom } from '../../monitoring/log.ts';
import { currentRequestId } from './request-id.ts';

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
