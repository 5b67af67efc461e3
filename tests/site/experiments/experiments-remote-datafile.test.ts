import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experimentAttributes } from '../../../domain/experiments/attributes.ts';
import { midSchema } from '../../../schemas/front-office.ts';
import { createExperimentDecider } from '../../../site/experiments/decider.ts';
import { LOCAL_DATAFILE } from '../../../site/experiments/local.ts';

/*
 * With OPTIMIZELY_SDK_KEY the datafile is fetched by the SDK's own polling manager from the provider's URL for the
 * key. Here that URL is a server on 127.0.0.1 (the SDK's urlTemplate), so the real fetch path runs offline.
 */

let server: Server;
let base: string;
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    if (request.url === '/datafiles/remote-key.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(LOCAL_DATAFILE);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const attributes = experimentAttributes({
  brandCode: 'ad',
  brandType: 'paper',
  country: 'nl',
  mid: midSchema.parse('CAM-ZOMER1'),
  query: {},
  returning: false,
  appEnv: 'local',
});

const decider = (sdkKey: string, log: { warnings: string[]; errors: string[] }) =>
  createExperimentDecider({
    source: { sdkKey, urlTemplate: `${base}/datafiles/%s.json` },
    appEnv: 'local',
    eventDispatcher: { dispatchEvent: () => Promise.resolve({ statusCode: 204 }) },
    log: { warn: (message) => log.warnings.push(message), error: (message) => log.errors.push(message) },
    requestWaitMs: 3000,
  });

const newLog = () => ({ warnings: [] as string[], errors: [] as string[] });

describe('the datafile from the SDK key’s URL', () => {
  it('is fetched once and decides like the local one', async () => {
    const log = newLog();
    const remote = decider('remote-key', log);
    const forced = [{ experimentKey: 'header_points_intro_discount', variationKey: 'variation_1' }];
    const first = await remote.decideExperiments({ disabled: false, userId: 'remote-visitor', attributes, forced });
    const second = await remote.decideExperiments({
      disabled: false,
      userId: 'remote-visitor',
      attributes,
      forced: [],
    });
    await remote.close();
    expect(first.decisions).toContainEqual({
      flagKey: 'header_points',
      experimentKey: 'header_points_intro_discount',
      variationKey: 'variation_1',
    });
    expect(first.events.length).toBeGreaterThan(0);
    expect(second.decisions.length).toBe(first.decisions.length);
    expect(requested.filter((url) => url === '/datafiles/remote-key.json')).toHaveLength(1);
    // The stand-in datafile's experiment without a dimension number (on purpose), and nothing else.
    expect(log.errors).toEqual(['experiments: cancel_switch_flow_intro is missing Optimizely dimension number.']);
    expect(log.warnings).toEqual([]);
  });

  it('an unknown key (the URL answers 404): pages do not wait for it, they get no experiments, said once', async () => {
    const log = newLog();
    const remote = decider('unknown-key', log);
    const started = Date.now();
    for (let i = 0; i < 2; i += 1) {
      expect(
        await remote.decideExperiments({ disabled: false, userId: 'remote-visitor', attributes, forced: [] }),
      ).toEqual({
        decisions: [],
        events: [],
        problems: [],
      });
    }
    // Each request waited its 3 s at most, not the client's 30 s ready timeout.
    expect(Date.now() - started).toBeLessThan(10_000);
    await remote.close();
    expect(log.warnings).toEqual([
      'experiments: the datafile is not there yet; pages are rendered without experiments until it is',
    ]);
  });
});
