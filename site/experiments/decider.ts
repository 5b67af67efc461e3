import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createBatchEventProcessor,
  createInstance,
  createLogger,
  DEBUG,
  createPollingProjectConfigManager,
  createStaticProjectConfigManager,
  OptimizelyDecideOption,
  type Client,
  type EventDispatcher,
  type OptimizelyConfig,
} from '@optimizely/optimizely-sdk';
import { z } from 'zod';
import type { AppEnv } from '../../domain/brand-resolution.ts';
import { campaignDecidedEvent, type CampaignDecidedEvent } from '../../domain/experiments/campaign-decided.ts';
import { EXPERIMENT_CLIENT, CLIENT_NOT_INITIALIZED_WARNING } from '../../domain/experiments/client.ts';
import { type ExperimentAttributes } from '../../domain/experiments/attributes.ts';
import { type ExperimentDecision } from '../../domain/experiments/decisions.ts';
import { decisionPlan, type DatafileExperiments } from '../../domain/experiments/decision-plan.ts';
import { type ForcedVariation } from '../../domain/experiments/forced-variations.ts';
import { EXPERIMENT_LOG_LEVELS, type ExperimentLogLevel } from '../../domain/experiments/log-level.ts';
import type { DatafileRequestHandler } from './shared-datafile.ts';

/**
 * Where the datafile comes from: the provider's CDN for an SDK key (polled; `urlTemplate`, with `%s` for the key,
 * names another host, e.g. a local one in tests), or a datafile given as JSON text.
 */
export type DatafileSource =
  | {
      readonly sdkKey: string;
      readonly urlTemplate?: string;
      /**
       * How the SDK fetches the datafile; unset, over HTTP itself (the cluster's goes through Redis,
       * shared-datafile.ts).
       */
      readonly requestHandler?: DatafileRequestHandler;
    }
  | { readonly datafile: string };

export interface DeciderOptions {
  readonly source: DatafileSource;
  readonly appEnv: AppEnv;
  /** Unset, the SDK's own dispatcher posts batches to the provider. */
  readonly eventDispatcher?: EventDispatcher;
  /** How long a request waits for the client to get ready (default a second); tests shorten it. */
  readonly requestWaitMs?: number;
  /** Where the 'not initialized' warning and decision problems go (console by default). */
  readonly log?: { readonly warn: (message: string) => void; readonly error: (message: string) => void };
  /** Where the SDK's own messages go for a request that raised its log level (optimizely_log); console by default. */
  readonly sdkLog?: (level: ExperimentLogLevel, message: string) => void;
}

/** A request the domain refused a client (domain/experiments/client.ts experimentClientChoice), or one to decide. */
export type ExperimentsRequest =
  | { readonly disabled: true }
  | {
      readonly disabled: false;
      /** The visitor's stable id (the experiment user id cookie, domain/experiments/client.ts EXPERIMENT_COOKIES). */
      readonly userId: string;
      readonly attributes: ExperimentAttributes;
      /** From the query (domain/experiments/forced-variations.ts forcedVariations): they win over bucketing. */
      readonly forced: readonly ForcedVariation[];
      /**
       * docs/rules/02-routes-and-layout.md optimizely_log (domain/experiments/log-level.ts): the SDK's messages at this
       * level and up, for this request.
       */
      readonly logLevel?: ExperimentLogLevel | undefined;
      /**
       * A warm-up's decision (site/request/warm-up.ts): made as a visitor's, but no event is sent for it, so it counts
       * as no visitor of any experiment.
       */
      readonly silent?: boolean;
    };

export interface ExperimentsResult {
  /** One per flag whose experiment the visitor is in; delivery rules and 'no rule' are left out. */
  readonly decisions: ExperimentDecision[];
  /** The campaign-decided events for the page's dataLayer, each once. */
  readonly events: CampaignDecidedEvent[];
  /**
   * Missing dimension numbers outside production (docs/rules/04-states-and-flows.md): logged once each, and returned to
   * report.
   */
  readonly problems: string[];
}

export interface ExperimentDecider {
  decideExperiments(request: ExperimentsRequest): Promise<ExperimentsResult>;
  /** Whether the client has a datafile; starts the client (and its fetch) when none was started (readiness). */
  hasDatafile(): boolean;
  /** Flushes the queued events and stops the client (tests, shutdown). */
  close(): Promise<void>;
}

const NO_EXPERIMENTS: ExperimentsResult = { decisions: [], events: [], problems: [] };

/** How long one request waits for a client that is not ready yet (its datafile still on the way). */
const REQUEST_WAIT_MS = 1000;

/** Datafile refresh when polling the provider: experiments change by the hour, not the second. */
export const POLL_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The datafile's exclusion groups, which the SDK's config object does not list: read from the datafile it was made of.
 */
const exclusionGroupsSchema = z.object({
  groups: z.array(z.object({ policy: z.string(), experiments: z.array(z.object({ id: z.string() })) })).default([]),
});

function datafileExperiments(config: OptimizelyConfig): DatafileExperiments {
  const flags = new Map(
    Object.values(config.featuresMap).map((flag) => [
      flag.key,
      new Map(
        flag.experimentRules.map((rule) => [
          rule.key,
          {
            id: rule.id,
            variationIds: Object.fromEntries(
              Object.values(rule.variationsMap).map((variation) => [variation.key, variation.id]),
            ),
          },
        ]),
      ),
    ]),
  );
  const { groups } = exclusionGroupsSchema.parse(JSON.parse(config.getDatafile()));
  return {
    flags,
    exclusionGroups: groups
      .filter((group) => group.policy === 'random')
      .map((group) => group.experiments.map(({ id }) => id)),
  };
}

/** The log level of the request being decided; outside one (polling, event batches) there is none. */
const requestLogLevel = new AsyncLocalStorage<ExperimentLogLevel>();

/**
 * The SDK logs at its most verbose level into this handler, which passes on only what the request being decided
 * asked for (optimizely_log), so one client serves every request and only that request's messages reach the log.
 * Otherwise the SDK says nothing, as before: the site logs what matters itself.
 */
function sdkLogger(sink: (level: ExperimentLogLevel, message: string) => void) {
  return createLogger({
    level: DEBUG,
    logHandler: {
      log(level, message) {
        const wanted = requestLogLevel.getStore();
        const name = EXPERIMENT_LOG_LEVELS[level];
        if (wanted !== undefined && name !== undefined && level >= EXPERIMENT_LOG_LEVELS.indexOf(wanted))
          sink(name, message);
      },
    },
  });
}

const consoleSdkLog = (level: ExperimentLogLevel, message: string) =>
  console[level === 'debug' ? 'log' : level](`[optimizely] ${level.toUpperCase()} ${message}`);

function createClient({ source, eventDispatcher, sdkLog, appEnv }: DeciderOptions): Client {
  return createInstance({
    // optimizely_log is refused in production (domain/experiments/log-level.ts), so there the SDK has no logger: with
    // one at its most verbose level it formats every message of every decision first (a sixth of a decision's time).
    ...(appEnv === 'production' ? {} : { logger: sdkLogger(sdkLog ?? consoleSdkLog) }),
    projectConfigManager:
      'sdkKey' in source
        ? createPollingProjectConfigManager({
            sdkKey: source.sdkKey,
            autoUpdate: true,
            updateInterval: POLL_INTERVAL_MS,
            ...(source.urlTemplate ? { urlTemplate: source.urlTemplate } : {}),
            // The Node entry's factory takes a request handler like the universal one (it spreads its options over
            // its own HTTP handler), but does not declare it.
            ...(source.requestHandler ? ({ requestHandler: source.requestHandler } as object) : {}),
          })
        : createStaticProjectConfigManager({ datafile: source.datafile }),
    eventProcessor: createBatchEventProcessor({
      batchSize: EXPERIMENT_CLIENT.batchSize,
      flushInterval: EXPERIMENT_CLIENT.flushIntervalMs,
      ...(eventDispatcher ? { eventDispatcher } : {}),
    }),
  });
}

/**
 * Server-side decisions over the Optimizely SDK (v6): one client per decider, created on the first request that may
 * have one, so the first HTML already holds the variant. A request the domain refuses a client gets no
 * decisions and the spec's warning, logged once per decider rather than once per request.
 */
export function createExperimentDecider(options: DeciderOptions): ExperimentDecider {
  const log = options.log ?? {
    warn: (message: string) => console.warn(message),
    error: (message: string) => console.error(message),
  };
  let client: Client | undefined;
  let ready: Promise<void> | undefined;
  let warned = false;
  let warnedLate = false;
  const reported = new Set<string>();
  const indexes = new WeakMap<OptimizelyConfig, DatafileExperiments>();

  async function readyConfig(): Promise<OptimizelyConfig | undefined> {
    client ??= createClient(options);
    ready ??= client.onReady({ timeout: EXPERIMENT_CLIENT.readyTimeoutMs }).then(
      () => undefined,
      (error: unknown) =>
        log.error(
          `experiments: the client did not get ready: ${error instanceof Error ? error.message : 'unknown error'}`,
        ),
    );
    // The client may take up to its ready timeout (docs/rules/09-constants-and-limits.md: 30 s) to fetch a datafile; a
    // visitor's page does not wait that long: past a second it is rendered without experiments, and later requests find
    // the client ready.
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>(
      (resolve) => (waiting = setTimeout(() => resolve('late'), options.requestWaitMs ?? REQUEST_WAIT_MS)),
    );
    const outcome = await Promise.race([ready, late]);
    clearTimeout(waiting);
    if (outcome === 'late') {
      if (!warnedLate)
        log.warn('experiments: the datafile is not there yet; pages are rendered without experiments until it is');
      warnedLate = true;
      return undefined;
    }
    return client.getOptimizelyConfig() ?? undefined;
  }

  function indexOf(config: OptimizelyConfig): DatafileExperiments {
    let index = indexes.get(config);
    if (!index) indexes.set(config, (index = datafileExperiments(config)));
    return index;
  }

  async function decideExperiments(request: ExperimentsRequest): Promise<ExperimentsResult> {
    if (!request.disabled && request.logLevel) {
      const { logLevel } = request;
      return requestLogLevel.run(logLevel, () => decide({ ...request, logLevel: undefined }));
    }
    return decide(request);
  }

  async function decide(request: ExperimentsRequest): Promise<ExperimentsResult> {
    if (request.disabled) {
      if (!warned) log.warn(CLIENT_NOT_INITIALIZED_WARNING);
      warned = true;
      return NO_EXPERIMENTS;
    }
    const config = await readyConfig();
    if (!client || !config) return NO_EXPERIMENTS;
    const datafile = indexOf(config);
    const user = client.createUserContext(request.userId, request.attributes);
    // docs/rules/04-states-and-flows.md: the forced variations win, and excluding experiments are never both decided.
    const plan = decisionPlan(datafile, request.forced);
    for (const { flagKey, experimentKey, variationKey } of plan.forced)
      user.setForcedDecision({ flagKey, ruleKey: experimentKey }, { variationKey });

    const result: ExperimentsResult = { decisions: [], events: [], problems: [] };
    const silently = request.silent ? [OptimizelyDecideOption.DISABLE_DECISION_EVENT] : [];
    for (const decision of Object.values(user.decideForKeys([...plan.flagKeys], silently))) {
      const known = decision.ruleKey === null ? undefined : datafile.flags.get(decision.flagKey)?.get(decision.ruleKey);
      if (!known || decision.ruleKey === null || decision.variationKey === null) continue;
      const notice = {
        experimentKey: decision.ruleKey,
        variationKey: decision.variationKey,
        variables: decision.variables,
      };
      result.decisions.push({
        flagKey: decision.flagKey,
        experimentKey: decision.ruleKey,
        variationKey: decision.variationKey,
      });
      try {
        const event = campaignDecidedEvent(notice, known, result.events, options.appEnv);
        if (event) result.events.push(event);
      } catch (error) {
        // Outside production a missing dimension number is an error to fix in the datafile, not a reason to fail the
        // page.
        const message = error instanceof Error ? error.message : String(error);
        result.problems.push(message);
        if (!reported.has(message)) log.error(`experiments: ${message}`);
        reported.add(message);
      }
    }
    return result;
  }

  return {
    decideExperiments,
    hasDatafile: () => {
      client ??= createClient(options);
      return client.getOptimizelyConfig() !== null;
    },
    close: async () => {
      await client?.close();
    },
  };
}
