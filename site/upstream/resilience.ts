import { AsyncLocalStorage } from 'node:async_hooks';
import { cache } from 'react';
import {
  circuitBreaker,
  ConsecutiveBreaker,
  handleAll,
  handleWhen,
  isBrokenCircuitError,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import { log } from '../monitoring/log.ts';
import { breakerStateName, shopMetrics, type UpstreamOutcome } from '../monitoring/metrics.ts';
import { reportProblem } from '../monitoring/report.ts';

/*
 * docs/architecture.md#failure-rules: 'every call has a timeout, every page a deadline for its upstream calls together,
 * and each upstream a circuit breaker, so no page waits long for any of them'. The adapters (front office, content) put
 * their calls through `upstreamBreaker`, and bound each attempt with `attemptSignal`; nothing else knows about either.
 */

/**
 * The render's deadline: one signal per server request (React's `cache` is per request inside a render, and calls
 * the function afresh outside one, so a server action or the proxy gets a deadline per call). It starts with the
 * render's first upstream call.
 */
const renderDeadline = cache((ms: number) => AbortSignal.timeout(ms));

/** A deadline set around work outside a render (the proxy's), which every call inside it shares. */
const scopedDeadline = new AsyncLocalStorage<AbortSignal>();

/**
 * PAGE_DEADLINE_MS bounds a whole request's waiting on its upstreams: a third for the proxy's calls (a campaign's mid
 * data, the path check), the rest for the render's, so a page with a hung front office answers within about the
 * deadline itself (before, the render's full deadline came after the proxy's share: about 2.1 s at 1.5 s).
 */
export function deadlineShares(pageDeadlineMs: number): { readonly proxyMs: number; readonly renderMs: number } {
  const proxyMs = Math.round(pageDeadlineMs / 3);
  return { proxyMs, renderMs: pageDeadlineMs - proxyMs };
}

/** Runs `work` with one deadline of `ms` for all its upstream calls together (the proxy: a share of the page's). */
export function withDeadline<T>(ms: number, work: () => Promise<T>): Promise<T> {
  return scopedDeadline.run(AbortSignal.timeout(ms), work);
}

/**
 * The deadline a call shares with the rest of its render or its `withDeadline` scope (else one per call): pass it
 * to every attempt of the call. Absent `ms`, none: an order is never cut short by a page's deadline.
 */
export function pageDeadline(ms: number | undefined): AbortSignal | undefined {
  return ms === undefined ? undefined : (scopedDeadline.getStore() ?? renderDeadline(ms));
}

/** The signal one attempt runs under: its own timeout and the call's deadline, whichever ends first. */
export function attemptSignal(timeoutMs: number, deadline?: AbortSignal | null): AbortSignal {
  return deadline ? AbortSignal.any([AbortSignal.timeout(timeoutMs), deadline]) : AbortSignal.timeout(timeoutMs);
}

export interface BreakerSettings {
  /** Failed calls in a row that open the circuit. */
  readonly failuresToOpen: number;
  /** How long it stays open before one call probes the upstream again (half-open). */
  readonly halfOpenAfterMs: number;
}

export const DEFAULT_BREAKER: BreakerSettings = { failuresToOpen: 5, halfOpenAfterMs: 10_000 };

/**
 * One upstream's circuit breaker (cockatiel): after `failuresToOpen` failed calls in a row it fails every call at
 * once for `halfOpenAfterMs`, then lets one call through to probe; a success closes it. `countsAsFailure` (default:
 * every error) tells the upstream's failures from its answers (an OAuth error, a forged callback). Opening and closing
 * are logged once each (the calls failing in between are not, docs/architecture.md#failure-rules: 'logs the error
 * once').
 */
export function upstreamBreaker(
  name: string,
  settings: BreakerSettings = DEFAULT_BREAKER,
  countsAsFailure?: (error: unknown) => boolean,
): CircuitBreakerPolicy {
  const breaker = circuitBreaker(countsAsFailure ? handleWhen(countsAsFailure) : handleAll, {
    halfOpenAfter: settings.halfOpenAfterMs,
    breaker: new ConsecutiveBreaker(settings.failuresToOpen),
  });
  breaker.onBreak(() =>
    reportProblem(
      `${name}: circuit open after ${settings.failuresToOpen} failed calls in a row; calls fail at once for ${settings.halfOpenAfterMs} ms`,
    ),
  );
  breaker.onReset(() => log.info(`${name}: circuit closed again, the upstream answers`));
  return measuredBreaker(name, breaker);
}

/** A failure that was the attempt's timeout or the page's deadline running out, not the upstream's answer. */
function timedOut(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const named = (candidate: unknown) =>
    candidate instanceof Error && ['TimeoutError', 'AbortError', 'TaskCancelledError'].includes(candidate.name);
  return named(error) || named(error.cause) || (error as { failure?: unknown }).failure === 'timeout';
}

/**
 * Every call through the breaker counted by service, outcome and duration, and every state change
 * (site/monitoring/metrics.ts). cockatiel reports a call's end and a state change as events; a call refused while the
 * circuit is open throws before any event, so `execute` itself is wrapped for that one.
 */
function measuredBreaker(service: string, breaker: CircuitBreakerPolicy): CircuitBreakerPolicy {
  const metrics = shopMetrics();
  const record = (outcome: UpstreamOutcome, ms: number) =>
    metrics.upstreamCalls.observe({ service, outcome }, ms / 1000);
  breaker.onSuccess(({ duration }) => record('success', duration));
  // An error the breaker does not count (`countsAsFailure`: an OAuth error) is the upstream's answer.
  breaker.onFailure(({ duration, handled, reason }) =>
    record(!handled ? 'success' : 'error' in reason && timedOut(reason.error) ? 'timeout' : 'failure', duration),
  );
  breaker.onStateChange((state) => metrics.breakerStateChanges.inc({ service, state: breakerStateName(state) }));
  const execute = breaker.execute.bind(breaker);
  breaker.execute = (async (fn, signal) => {
    try {
      return await execute(fn, signal);
    } catch (error) {
      if (isBrokenCircuitError(error)) record('circuit_open', 0);
      throw error;
    }
  }) as CircuitBreakerPolicy['execute'];
  return breaker;
}

export { isBrokenCircuitError };
