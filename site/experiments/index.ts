import { env } from '../env.ts';
import { reportProblem } from '../monitoring/report.ts';
import { createExperimentDecider, type ExperimentDecider, type ExperimentsRequest, type ExperimentsResult } from './decider.ts';
import { DROPPING_EVENT_DISPATCHER, LOCAL_DATAFILE, recordingEventDispatcher } from './local.ts';

export type { ExperimentsRequest, ExperimentsResult };

let decider: ExperimentDecider | undefined;

/** The spec's warning to the log; the decider's problems (a datafile to fix) reported like any other failure. */
const log = { warn: (message: string) => console.warn(message), error: (message: string) => reportProblem(message) };

/**
 * The experiments port (DESIGN.md): the provider's datafile and event endpoint when OPTIMIZELY_SDK_KEY is set, else
 * the stand-in datafile with events recorded to EXPERIMENT_EVENTS_FILE (or dropped). The caller (the proxy,
 * site/experiments/visitor.ts) decides `disabled` with domain/experiments.ts experimentClientChoice.
 */
export function decideExperiments(request: ExperimentsRequest): Promise<ExperimentsResult> {
  decider ??= createExperimentDecider(
    env.OPTIMIZELY_SDK_KEY
      ? { source: { sdkKey: env.OPTIMIZELY_SDK_KEY }, appEnv: env.APP_ENV, log }
      : {
          source: { datafile: LOCAL_DATAFILE },
          appEnv: env.APP_ENV,
          log,
          eventDispatcher: env.EXPERIMENT_EVENTS_FILE ? recordingEventDispatcher(env.EXPERIMENT_EVENTS_FILE) : DROPPING_EVENT_DISPATCHER,
        },
  );
  return decider.decideExperiments(request);
}
