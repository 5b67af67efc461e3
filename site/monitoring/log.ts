import { createLogger } from '../../domain/log.ts';
import { env } from '../env.ts';
import { currentRequestId } from './request-id.ts';

/**
 * The site's log (docs/adr/0023-structured-logs-and-request-ids.md): JSON lines on stdout, service 'site', each with
 * the id of the request it was written for, redacted as error reports are. LOG_LEVEL sets how much (default info).
 */
export const log = createLogger({ service: 'site', level: env.LOG_LEVEL, requestId: currentRequestId });
