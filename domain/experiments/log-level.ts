import type { AppEnv } from '../brand-resolution.ts';
import { single, type Query } from '../query.ts';

/** The experiment SDK's log levels, most verbose first. */
export const EXPERIMENT_LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type ExperimentLogLevel = (typeof EXPERIMENT_LOG_LEVELS)[number];

/**
 * docs/rules/02-routes-and-layout.md's `optimizely_log`: the experiment SDK's log level for this one request, outside
 * production only (a query must not fill a production log). A level name (any case) is that level; a bare
 * `optimizely_log`, 'true' or '1' the most verbose; anything else, or the parameter given twice, is none.
 */
export function experimentLogLevel(query: Query, appEnv: AppEnv): ExperimentLogLevel | undefined {
  if (appEnv === 'production') return undefined;
  const value = single(query.optimizely_log)?.trim().toLowerCase();
  if (value === undefined) return undefined;
  if (value === '' || value === 'true' || value === '1') return 'debug';
  return EXPERIMENT_LOG_LEVELS.find((level) => level === value);
}
