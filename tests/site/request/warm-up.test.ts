import { afterEach, describe, expect, it } from 'vitest';
import { setWarming, warming, isWarmUp, warmUpToken } from '../../../monitoring/warm-up.mjs';
import { runWarmUp, warmUp, warmUpBrand, warmUpRequests } from '../../../site/request/warm-up.ts';

/* Ready only when warm (site/request/warm-up.ts, docs/adr/0024-metrics-and-readiness.md). */
describe('warmUpRequests', () => {
  it.each([
    [
      'an instance: every kind the bench measures',
      { host: 'ad.nl', campaignMid: 'CAM-ZOMR01', ownPage: '/bestellen' },
      ['/', '/?mid=CAM-ZOMR01', '/?mid=CAM-ZOMR01&disable_optimizely=true', '/bestellen'],
    ],
    [
      'the decision service: no own page, which it never decides',
      { host: 'ad.nl', campaignMid: 'CAM-ZOMR01' },
      ['/', '/?mid=CAM-ZOMR01', '/?mid=CAM-ZOMR01&disable_optimizely=true'],
    ],
    [
      'a mid is sent as a query value',
      { host: 'ad.nl', campaignMid: 'A&B' },
      ['/', '/?mid=A%26B', '/?mid=A%26B&disable_optimizely=true'],
    ],
  ])('%s', (_, input, paths) => {
    const requests = warmUpRequests(input);
    expect(requests.map((request) => request.path)).toEqual(paths);
    expect(new Set(requests.map((request) => request.host))).toEqual(new Set([input.host]));
  });

  it("warms up on a brand's registered host and its order page", () => {
    const { host, orderPath } = warmUpBrand();
    expect(host).toMatch(/^[a-z0-9.-]+\.[a-z]+$/);
    expect(orderPath).toMatch(/^\//);
  });
});

describe('the warm-up token', () => {
  it("is this process's own: only its exact value marks a warm-up", () => {
    expect(warmUpToken()).toMatch(/^[0-9a-f]{48}$/);
    expect(warmUpToken()).toBe(warmUpToken());
    expect(isWarmUp(warmUpToken())).toBe(true);
    for (const forged of [undefined, '', 'true', '1', warmUpToken().toUpperCase(), [warmUpToken()]])
      expect(isWarmUp(forged)).toBe(false);
  });
});

describe('warmUp', () => {
  const step = (kind: string, log: string[], fail?: Error) => ({
    kind,
    run: async () => {
      log.push(kind);
      if (fail) throw fail;
    },
  });

  it('waits until nothing but the warm-up is left, then sends each kind each round', async () => {
    const log: string[] = [];
    const waiting = [['experiments: no datafile yet'], ['experiments: no datafile yet'], []];
    const outcome = await warmUp({
      waitFor: async () => (log.push('ready?'), waiting.shift()!),
      steps: [step('home', log), step('campaign', log)],
      rounds: 2,
      pollMs: 1,
    });
    expect(outcome).toEqual({ warmed: true, problems: [] });
    expect(log).toEqual(['ready?', 'ready?', 'ready?', 'home', 'campaign', 'home', 'campaign']);
  });

  it('a failing request is reported, and the others still run', async () => {
    const log: string[] = [];
    const outcome = await warmUp({
      waitFor: async () => [],
      steps: [step('home', log, new Error('answered 500')), step('campaign', log)],
      rounds: 1,
    });
    expect(outcome).toEqual({ warmed: false, problems: ['home: answered 500'] });
    expect(log).toEqual(['home', 'campaign']);
  });

  it('past its deadline it gives up waiting, and says why', async () => {
    const outcome = await warmUp({
      waitFor: async () => ['redis: unreachable (REDIS_URL is set)'],
      steps: [],
      deadlineMs: 30,
      pollMs: 5,
    });
    expect(outcome).toEqual({
      warmed: false,
      problems: ['not ready to warm up: redis: unreachable (REDIS_URL is set)'],
    });
  });

  it('a request that hangs ends at the deadline', async () => {
    const started = Date.now();
    const outcome = await warmUp({
      waitFor: async () => [],
      steps: [{ kind: 'home', run: () => new Promise<void>(() => undefined) }],
      deadlineMs: 50,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(outcome.warmed).toBe(false);
    expect(outcome.problems[0]).toMatch(/^home: not done within/);
  });

  it('a readiness check that fails counts as not ready yet', async () => {
    let asked = 0;
    const outcome = await warmUp({
      waitFor: async () => {
        asked += 1;
        if (asked === 1) throw new Error('connect ECONNREFUSED');
        return [];
      },
      steps: [],
      pollMs: 1,
    });
    expect(outcome).toEqual({ warmed: true, problems: [] });
    expect(asked).toBe(2);
  });
});

describe('runWarmUp', () => {
  afterEach(() => setWarming(false));

  it('says "warming" while it runs, not after; an incomplete warm-up is logged, and the process ready anyway', async () => {
    const seen: boolean[] = [];
    const warnings: string[] = [];
    const outcome = await runWarmUp(
      'instance',
      {
        waitFor: async () => (seen.push(warming()), []),
        steps: [
          {
            kind: 'home',
            run: async () => {
              seen.push(warming());
              throw new Error('answered 503');
            },
          },
        ],
        rounds: 1,
      },
      (line) => warnings.push(line),
    );
    expect(seen).toEqual([true, true]);
    expect(warming()).toBe(false);
    expect(outcome.warmed).toBe(false);
    expect(warnings).toEqual(['instance warm-up incomplete, ready without it: home: answered 503']);
  });
});
