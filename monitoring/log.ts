import type { Server } from 'node:http';
import { pino, type DestinationStream, type Level, type Logger, type LoggerOptions } from 'pino';
import { redactLogFields, redactText } from '../domain/error-redaction.ts';
import { sentRequestId, whenRequestDone } from './request-id.mjs';

/*
 * The structured log of the site's instances and the stand-ins (docs/adr/0023-structured-logs-and-request-ids.md):
 * one JSON line per event on stdout, with the service's name and the request id it belongs to. Personal data never
 * reaches a line (docs/architecture.md#failure-rules): every line is redacted by the same rules as an error report
 * (domain/error-redaction.ts), its fields by key and value, its message as text.
 */

export type { Logger };

/** LOG_LEVEL's values: pino's levels, and `silent` for none. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = Level | 'silent';

export interface LogOptions {
  /** The service's name in every line: 'site', 'front-office', 'account' ... */
  readonly service: string;
  /** Default 'info'. */
  readonly level?: LogLevel;
  /** Where lines go; default stdout. */
  readonly destination?: DestinationStream;
  /** The id of the request being served, if any, for every line made while serving it. */
  readonly requestId?: () => string | undefined;
}

/**
 * A line as pino made it, redacted on its way out: its fields (the child loggers' bindings and pino's serialized
 * errors included) by key and value, its message as text. Here rather than in pino's formatters, which a child
 * logger's bindings and an error's message pass by.
 */
export function redactLine(line: string): string {
  let fields: unknown;
  try {
    fields = JSON.parse(line);
  } catch {
    return `${redactText(line.trimEnd())}\n`;
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return `${redactText(line.trimEnd())}\n`;
  return `${JSON.stringify(redactLogFields(fields as Record<string, unknown>))}\n`;
}

/** A JSON-lines logger whose every line is redacted before it is written (`redactLine`). */
export function createLogger({ service, level = 'info', destination, requestId }: LogOptions): Logger {
  const target = destination ?? pino.destination({ dest: 1, sync: true });
  const options: LoggerOptions = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    ...(requestId && {
      mixin: () => {
        const id = requestId();
        return id ? { requestId: id } : {};
      },
    }),
  };
  return pino(options, { write: (line: string) => target.write(redactLine(line)) });
}

/** LOG_LEVEL as set, else `fallback`; a value that is no level stops the start with a message naming it. */
export function logLevelFrom(value: string | undefined, fallback: LogLevel = 'info'): LogLevel {
  if (value === undefined || value === '') return fallback;
  if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(value)}`);
}

/**
 * One line per request `server` answers, as an instance logs its own (monitoring/request-id.mjs): the caller's
 * request id, method, path without its query, status and time. For the stand-ins, which make no id of their own.
 */
export function logRequests(server: Server, log: Logger): void {
  server.on('request', (request, response) => {
    const requestId = sentRequestId(request.headers);
    whenRequestDone({ request, response }, (line) => log.info({ ...(requestId && { requestId }), ...line }, 'request'));
  });
}
