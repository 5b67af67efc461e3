import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import { answeringWatch, answerWithin } from '../../../site/shared-state/redis.mjs';
import { fakeRedis } from './fake-redis.ts';

const waitUntil = async (condition: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
};

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('a Redis that goes silent without closing its connection (a cut link)', () => {
  it('is not ready once a PING has gone unanswered past the timeout, and ready again at its first answer', async () => {
    const redis = fakeRedis();
    const port = await redis.listen();
    cleanups.push(redis.close);
    const client = answeringWatch(createClient({ url: `redis://127.0.0.1:${port}`, disableOfflineQueue: true }), {
      everyMs: 50,
      silentAfterMs: 200,
    });
    cleanups.push(() => client.disconnect().catch(() => undefined));
    await client.connect();
    expect(client.isReady).toBe(true);
    // Answering: still ready after many heartbeats.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(client.isReady).toBe(true);
    redis.silence();
    const silentAt = Date.now();
    expect(await waitUntil(() => !client.isReady, 2_000)).toBe(true);
    // Not before the timeout: a slow answer is not a silent Redis.
    expect(Date.now() - silentAt).toBeGreaterThanOrEqual(200);
    redis.speak();
    expect(await waitUntil(() => client.isReady, 2_000)).toBe(true);
  });
});

describe("answerWithin: a command's answer, or a rejection once it is late", () => {
  const after = (ms: number, value: string) => new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));
  it.each([
    { what: 'an answer in time', command: () => after(10, 'OK'), outcome: 'OK' },
    { what: 'a failure in time', command: () => Promise.reject(new Error('READONLY')), outcome: /READONLY/ },
    { what: 'no answer in time', command: () => after(5_000, 'OK'), outcome: /did not answer within 100 ms/ },
  ])('$what', async ({ command, outcome }) => {
    const answer = answerWithin(command(), 100);
    if (typeof outcome === 'string') await expect(answer).resolves.toBe(outcome);
    else await expect(answer).rejects.toThrow(outcome);
  });
});
