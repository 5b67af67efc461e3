import { afterEach, describe, expect, it } from 'vitest';
import { experimentAttributes } from '../../../domain/experiments/attributes.ts';
import type { ExperimentLogLevel } from '../../../domain/experiments/log-level.ts';
import { midSchema } from '../../../schemas/front-office.ts';
import {
  createExperimentDecider,
  type ExperimentDecider,
  type ExperimentsRequest,
} from '../../../site/experiments/decider.ts';
import { DROPPING_EVENT_DISPATCHER, LOCAL_DATAFILE } from '../../../site/experiments/local.ts';

/*
 * optimizely_log (docs/rules/02-routes-and-layout.md): one request's SDK messages reach the log at the level it asked
 * for; every other request, before and after it, leaves the SDK silent, though all share one client.
 */

const deciders: ExperimentDecider[] = [];
afterEach(async () => {
  await Promise.all(deciders.splice(0).map((decider) => decider.close()));
});

function logged(appEnv: 'local' | 'production' = 'local') {
  const lines: { level: ExperimentLogLevel; message: string }[] = [];
  const decider = createExperimentDecider({
    source: { datafile: LOCAL_DATAFILE },
    appEnv,
    eventDispatcher: DROPPING_EVENT_DISPATCHER,
    log: { warn: () => undefined, error: () => undefined },
    sdkLog: (level, message) => lines.push({ level, message }),
  });
  deciders.push(decider);
  return { decider, lines };
}

const request = (userId: string, logLevel?: ExperimentLogLevel): ExperimentsRequest => ({
  userId,
  disabled: false,
  forced: [],
  logLevel,
  attributes: experimentAttributes({
    brandCode: 'tr',
    brandType: 'paper',
    country: 'nl',
    mid: midSchema.parse('CAM-AB12CD'),
    query: {},
    returning: false,
    appEnv: 'local',
  }),
});

describe('optimizely_log raises the SDK’s log level for that request only', () => {
  it('without it the SDK says nothing; with debug it says what it decided; the next request is silent again', async () => {
    const { decider, lines } = logged();
    await decider.decideExperiments(request('user-quiet'));
    expect(lines).toEqual([]);

    await decider.decideExperiments(request('user-debug', 'debug'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => line.level === 'debug' || line.level === 'info')).toBe(true);

    const before = lines.length;
    await decider.decideExperiments(request('user-after'));
    expect(lines.length).toBe(before);
  });

  it('error passes only errors: a plain decision logs nothing at that level', async () => {
    const { decider, lines } = logged();
    await decider.decideExperiments(request('user-error', 'error'));
    expect(lines.filter((line) => line.level !== 'error')).toEqual([]);
  });

  it('in production the SDK has no logger (the parameter is refused there): even a request asking debug hears nothing, and decides the same', async () => {
    const production = logged('production');
    const local = logged();
    const [quiet, verbose] = [
      await production.decider.decideExperiments(request('user-prod', 'debug')),
      await local.decider.decideExperiments(request('user-prod', 'debug')),
    ];
    expect(production.lines).toEqual([]);
    expect(local.lines.length).toBeGreaterThan(0);
    expect(quiet.decisions).toEqual(verbose.decisions);
  });
});
