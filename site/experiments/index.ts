import { env } from '../env.ts';
import { log as siteLog } from '../monitoring/log.ts';
import { reportProblem } from '../monitoring/report.ts';
import { REDIS_TIMEOUT_MS, sharedRedis } from '../shared-state/redis.mjs';
import {
  createExperimentDecider,
  POLL_INTERVAL_MS,
  type DatafileSource,
  type ExperimentDecider,
  type ExperimentsRequest,
  type ExperimentsResult,
} from './decider.ts';
import { DROPPING_EVENT_DISPATCHER, LOCAL_DATAFILE, recordingEventDispatcher } from './local.ts';
import { providerDatafile, sharedDatafileRequests } from './shared-datafile.ts';

export type { ExperimentsRequest, ExperimentsResult };

let decider: ExperimentDecider | undefined;

/** The spec's warning to the log; the decider's problems (a datafile to fix) reported like any other failure. */
const log = { warn: (message: string) => siteLog.warn(message), error: (message: string) => reportProblem(message) };

/**
 * The experiments port (docs/architecture.md#ports-and-adapters): the provider's datafile and event endpoint when
 * OPTIMIZELY_SDK_KEY is set, else the stand-in datafile with events recorded to EXPERIMENT_EVENTS_FILE (or dropped).
 * The caller (the proxy, site/visitor/experiments.ts) decides `disabled` with domain/experiments/client.ts
 * experimentClientChoice.
 */
export function decideExperiments(request: ExperimentsRequest): Promise<ExperimentsResult> {
  return experimentDecider().decideExperiments(request);
}

/** Whether the experiment client has its first datafile (the readiness check; it starts the client when none was). */
export const experimentsDatafileLoaded = (): boolean => experimentDecider().hasDatafile();

function experimentDecider(): ExperimentDecider {
  decider ??= createExperimentDecider({
    source: datafileSource(),
    appEnv: env.APP_ENV,
    log,
    ...(env.OPTIMIZELY_SDK_KEY ? {} : { eventDispatcher: localEvents() }),
  });
  return decider;
}

const localEvents = () =>
  env.EXPERIMENT_EVENTS_FILE ? recordingEventDispatcher(env.EXPERIMENT_EVENTS_FILE) : DROPPING_EVENT_DISPATCHER;

/**
 * One process: the provider's URL for the SDK key, polled, or the stand-in. Several instances sharing Redis: the same
 * origins, fetched by one instance and read by all from Redis (shared-datafile.ts).
 */
function datafileSource(): DatafileSource {
  const redis = sharedRedis();
  if (!redis) return env.OPTIMIZELY_SDK_KEY ? { sdkKey: env.OPTIMIZELY_SDK_KEY } : { datafile: LOCAL_DATAFILE };
  const origin = env.OPTIMIZELY_SDK_KEY ? providerDatafile : async () => LOCAL_DATAFILE;
  return {
    sdkKey: env.OPTIMIZELY_SDK_KEY ?? 'stand-in',
    requestHandler: sharedDatafileRequests({
      redis,
      origin,
      refreshMs: POLL_INTERVAL_MS,
      commandTimeoutMs: REDIS_TIMEOUT_MS,
    }),
  };
}
