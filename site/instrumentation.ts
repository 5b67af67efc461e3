import type { Instrumentation } from 'next';

/** next/constants' PHASE_PRODUCTION_BUILD: set while `next build` prerenders, when no server starts. */
const PHASE_PRODUCTION_BUILD = 'phase-production-build';

/**
 * Runs once when the server starts: parse the environment now, so a bad value stops start-up, not a request;
 * production refuses to start half-configured (site/production-settings.ts; not while `next build` prerenders); with
 * SENTRY_DSN set, start error reporting (Node runtime only: the proxy and pages run there). The console redacts
 * personal data from every error and warning line, Next's own included. Each finished request gets its line in the
 * structured log, with its id (docs/adr/0023-structured-logs-and-request-ids.md).
 */
export async function register(): Promise<void> {
  const { env } = await import('./env.ts');
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) {
    const { enforceProductionSettings } = await import('./production-settings.ts');
    enforceProductionSettings(env, {
      error: (line) => process.stderr.write(`${line}\n`),
      exit: (code) => process.exit(code),
    });
  }
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./monitoring/redacted-console.ts')).redactConsole();
  // Every metric registered before the first request: the plain-JavaScript recorders (request durations, cache
  // lookups) find theirs by name (site/monitoring/metrics.ts).
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./monitoring/metrics.ts')).shopMetrics();
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) {
    const { log, logFinishedRequests } = await import('./monitoring/log.ts');
    logFinishedRequests(log);
  }
  // Ready only when warm (docs/adr/0024-metrics-and-readiness.md): the instance's own requests, once it listens; not
  // awaited, as they need the server this start-up prepares. A built server only: `next dev` compiles on demand.
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD &&
    process.env.NODE_ENV === 'production'
  ) {
    const [{ warmUpInstance }, { log }] = await Promise.all([
      import('./request/warm-up.ts'),
      import('./monitoring/log.ts'),
    ]);
    void warmUpInstance(env.MID_OVERRIDE_SUMMER_CAMPAIGN, (line) => log.warn(line));
  }
  if (env.SENTRY_DSN && process.env.NEXT_RUNTIME === 'nodejs') {
    const { initServerErrorReporting } = await import('./monitoring/server.ts');
    initServerErrorReporting(env.SENTRY_DSN, env.APP_ENV);
  }
}

/**
 * Next calls this for every failed render, route handler, server action and proxy run; reported when reporting is on.
 */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('./monitoring/server.ts');
  reportRequestError(...args);
};
