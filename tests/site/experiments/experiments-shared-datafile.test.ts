import { connect, createServer, type Server } from 'node:net';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { experimentAttributes } from '../../../domain/experiments/attributes.ts';
import { midSchema } from '../../../schemas/front-office.ts';
import { createExperimentDecider } from '../../../site/experiments/decider.ts';
import { LOCAL_DATAFILE } from '../../../site/experiments/local.ts';
import { DATAFILE_KEY, FETCH_LOCK_KEY, sharedDatafileRequests } from '../../../site/experiments/shared-datafile.ts';
import { freePort, startRedisServer } from '../../fixtures/redis-server.ts';

/*
 * Several instances share one datafile (docs/rules/07-calls.md 'optimizely-datafile',
 * docs/architecture.md#several-instances): one fetches it from its origin, every instance reads it from Redis. Each
 * "instance" here is a decider with a Redis client of its own, against a real redis-server on 127.0.0.1; the origin
 * counts its fetches.
 */

let redisServer: Awaited<ReturnType<typeof startRedisServer>>;
const clients: ReturnType<typeof createClient>[] = [];

beforeAll(async () => {
  redisServer = await startRedisServer();
});

afterAll(async () => {
  await redisServer.stop();
});

afterEach(async () => {
  for (const client of clients.splice(0)) if (client.isOpen) client.destroy();
  const admin = createClient({ url: redisServer.url });
  await admin.connect();
  await admin.flushAll();
  admin.destroy();
});

async function connected(url = redisServer.url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: false, connectTimeout: 500 },
  });
  client.on('error', () => undefined);
  clients.push(client);
  await client.connect().catch(() => undefined);
  return client;
}

const attributes = experimentAttributes({
  brandCode: 'ad',
  brandType: 'paper',
  country: 'nl',
  mid: midSchema.parse('CAM-ZOMER1'),
  query: {},
  returning: false,
  appEnv: 'local',
});
const FORCED = [{ experimentKey: 'header_points_intro_discount', variationKey: 'variation_1' }];
const EXPECTED = {
  flagKey: 'header_points',
  experimentKey: 'header_points_intro_discount',
  variationKey: 'variation_1',
};

function countingOrigin(answer: () => Promise<string> = async () => LOCAL_DATAFILE) {
  const fetched: string[] = [];
  return { fetched, origin: (url: string) => (fetched.push(url), answer()) };
}

const instance = (redis: Awaited<ReturnType<typeof connected>>, origin: (url: string) => Promise<string>) =>
  createExperimentDecider({
    source: {
      sdkKey: 'cluster-key',
      requestHandler: sharedDatafileRequests({ redis, origin, refreshMs: 60_000, waitForOtherMs: 2000 }),
    },
    appEnv: 'local',
    eventDispatcher: { dispatchEvent: () => Promise.resolve({ statusCode: 204 }) },
    log: { warn: () => undefined, error: () => undefined },
    requestWaitMs: 5000,
  });

const decide = (decider: ReturnType<typeof instance>) =>
  decider.decideExperiments({ disabled: false, userId: 'cluster-visitor', attributes, forced: FORCED });

describe('the datafile shared through Redis', () => {
  it('one instance fetches it from the origin and keeps it; the others read it, and all decide alike', async () => {
    const { fetched, origin } = countingOrigin();
    const instances = [
      instance(await connected(), origin),
      instance(await connected(), origin),
      instance(await connected(), origin),
    ];
    const results = await Promise.all(instances.map(decide));
    await Promise.all(instances.map((decider) => decider.close()));
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toContain('cluster-key');
    for (const result of results) expect(result.decisions).toContainEqual(EXPECTED);
    const admin = await connected();
    expect(await admin.get(DATAFILE_KEY)).toBe(LOCAL_DATAFILE);
    expect(await admin.pTTL(FETCH_LOCK_KEY)).toBeGreaterThan(0);
  });

  it('the origin failing: the datafile the cluster kept is served, and the next poll may try the origin again', async () => {
    const admin = await connected();
    await admin.set(DATAFILE_KEY, LOCAL_DATAFILE);
    const { fetched, origin } = countingOrigin(() => Promise.reject(new Error('HTTP 503')));
    const decider = instance(await connected(), origin);
    const result = await decide(decider);
    await decider.close();
    expect(fetched).toHaveLength(1);
    expect(result.decisions).toContainEqual(EXPECTED);
    expect(await admin.exists(FETCH_LOCK_KEY)).toBe(0);
  });

  it('Redis unreachable: each instance fetches the datafile itself, as one process does', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}`;
    const { fetched, origin } = countingOrigin();
    const instances = [instance(await connected(closed), origin), instance(await connected(closed), origin)];
    const results = await Promise.all(instances.map(decide));
    await Promise.all(instances.map((decider) => decider.close()));
    expect(fetched).toHaveLength(2);
    for (const result of results) expect(result.decisions).toContainEqual(EXPECTED);
  });

  it('Redis connected, then never answering (a connection left half open): the instance still gets its datafile, from the origin', async () => {
    // A real client through a relay to the real server; once the client is ready the relay stops passing anything on,
    // closing nothing, as a peer gone without a word (no RST) leaves a connection.
    let silent = false;
    const relay: Server = createServer((client) => {
      const server = connect(Number(new URL(redisServer.url).port), '127.0.0.1');
      client.on('data', (chunk) => void (silent || server.write(chunk)));
      server.on('data', (chunk) => void (silent || client.write(chunk)));
      client.on('error', () => server.destroy());
      server.on('error', () => client.destroy());
      client.on('close', () => server.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    try {
      const redis = await connected(`redis://127.0.0.1:${(relay.address() as { port: number }).port}`);
      expect(redis.isReady).toBe(true);
      silent = true;
      const { fetched, origin } = countingOrigin();
      const decider = instance(redis, origin);
      const result = await decide(decider);
      await decider.close();
      expect(fetched).toHaveLength(1);
      expect(result.decisions).toContainEqual(EXPECTED);
    } finally {
      relay.close();
    }
  });

  it('an instance that finds another fetching waits for its datafile rather than fetching too', async () => {
    const admin = await connected();
    await admin.set(FETCH_LOCK_KEY, 'another instance', { expiration: { type: 'PX', value: 60_000 } });
    // The other instance keeps its datafile a moment later; awaited below, so the teardown never cuts its answer off.
    const kept = new Promise((resolve) => setTimeout(resolve, 300)).then(() => admin.set(DATAFILE_KEY, LOCAL_DATAFILE));
    const { fetched, origin } = countingOrigin();
    const decider = instance(await connected(), origin);
    const result = await decide(decider);
    await decider.close();
    await kept;
    expect(fetched).toHaveLength(0);
    expect(result.decisions).toContainEqual(EXPECTED);
  });
});
