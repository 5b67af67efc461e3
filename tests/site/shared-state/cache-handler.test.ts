import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import { racingCommands } from '../../../site/shared-state/cache-handler.mjs';
import { fakeRedis } from './fake-redis.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Whether `promise` settles within `ms`, and how. */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), ms)),
  ]);

describe("the page cache's Redis reads when Redis goes silent (a cut link: sent commands get no answer)", () => {
  it.each([
    { client: 'as the site gives it (racingCommands)', racing: true, after: 'rejected' },
    { client: "with node-redis's own abort, which stops at a written command", racing: false, after: 'pending' },
  ])('a read $client is $after past its timeout', async ({ racing, after }) => {
    const redis = fakeRedis();
    const port = await redis.listen();
    cleanups.push(redis.close);
    const client = createClient({ url: `redis://127.0.0.1:${port}` });
    cleanups.push(() => client.disconnect().catch(() => undefined));
    await client.connect();
    // The handler's own client type is another copy of node-redis's: the same client, as the site passes it.
    const handlerClient = client as unknown as Parameters<typeof createRedisHandler>[0]['client'];
    const handler = createRedisHandler({
      client: racing ? racingCommands(handlerClient) : handlerClient,
      keyPrefix: 'test:',
      timeoutMs: 200,
    });
    redis.silence();
    expect(await within(handler.get('page', { implicitTags: [] }), 1_000)).toBe(after);
    redis.speak();
  });
});
