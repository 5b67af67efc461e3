import { ofetch } from 'ofetch';

/*
 * The experiment datafile shared by every instance of a cluster (docs/rules/07-calls.md's shared state
 * 'optimizely-datafile', docs/architecture.md#several-instances): one instance fetches it from its origin (the
 * provider's URL for the SDK key, or the stand-in) at most once per refresh period, keeps it in Redis, and every
 * instance reads it from there. It plugs into the SDK's own polling as the request handler the polling config manager
 * fetches the datafile with, so the SDK keeps parsing, validating and updating its config as it does for a fetch of its
 * own.
 */

/** Where the datafile is kept (docs/rules/07-calls.md). */
export const DATAFILE_KEY = 'optimizely-datafile';
/** Held for one refresh period by the instance that fetches: the others read what it keeps. */
export const FETCH_LOCK_KEY = 'optimizely-datafile:fetching';

/** The part of a Redis client this needs (node-redis). */
interface DatafileRedis {
  readonly isReady: boolean;
  get(key: string): Promise<string | null>;
  set(
    key: string,
    value: string,
    options?: { condition: 'NX'; expiration: { type: 'PX'; value: number } },
  ): Promise<string | null>;
  del(key: string): Promise<number>;
}

/**
 * The SDK's request handler shape (optimizely-sdk utils/http_request_handler/http.d.ts), which its Node entry does not
 * export.
 */
export interface DatafileRequestHandler {
  makeRequest(
    url: string,
    headers: Record<string, string | undefined>,
    method: string,
  ): { abort(): void; responsePromise: Promise<{ statusCode: number; body: string; headers: Record<string, string> }> };
}

export interface SharedDatafileOptions {
  /** The cluster's Redis; while it is not ready each instance fetches the datafile itself, as one process does. */
  readonly redis: DatafileRedis;
  /** The datafile's text from its origin for the SDK's URL; throws when it cannot be had. */
  readonly origin: (url: string) => Promise<string>;
  /** At most one fetch from the origin per this many ms, for the whole cluster. */
  readonly refreshMs: number;
  /** How long an instance waits for the datafile another instance is fetching (a cluster starting). */
  readonly waitForOtherMs?: number;
  /**
   * Longest wait for one Redis command (site/shared-state/redis.mjs REDIS_TIMEOUT_MS), past which Redis counts as down.
   */
  readonly commandTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The provider's datafile for the SDK's URL: ten seconds, one retry (docs/rules/07-calls.md's datafile is a CDN file).
 */
export const providerDatafile = (url: string): Promise<string> =>
  ofetch(url, { responseType: 'text', timeout: 10_000, retry: 1 });

/**
 * The request handler for the SDK's polling config manager: the datafile through Redis (see above). Every Redis
 * command has a deadline: the SDK waits for each fetch before it schedules the next, so one command that never
 * returns (a connection left half open) would leave the instance without a datafile until it restarts. Not node-redis's
 * own command timeout: in 5.12 it drops a command still waiting to be sent, but leaves one already sent waiting.
 */
export function sharedDatafileRequests({
  redis,
  origin,
  refreshMs,
  waitForOtherMs = 3000,
  commandTimeoutMs = 500,
}: SharedDatafileOptions): DatafileRequestHandler {
  const command = <T>(pending: Promise<T>): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>(
      (_, reject) =>
        (timer = setTimeout(
          () => reject(new Error(`Redis did not answer within ${commandTimeoutMs} ms`)),
          commandTimeoutMs,
        )),
    );
    return Promise.race([pending, late]).finally(() => clearTimeout(timer));
  };

  async function fetchAndKeep(url: string): Promise<string> {
    let text: string;
    try {
      text = await origin(url);
    } catch (error) {
      // Let the next poll (of any instance) try the origin again, and serve what the cluster kept meanwhile.
      await command(redis.del(FETCH_LOCK_KEY)).catch(() => 0);
      const kept = await command(redis.get(DATAFILE_KEY)).catch(() => null);
      if (kept) return kept;
      throw error;
    }
    // Not kept (Redis failing): the others fetch their own once the lock expires; this instance has its datafile.
    await command(redis.set(DATAFILE_KEY, text)).catch(() => undefined);
    return text;
  }

  async function keptByAnother(url: string): Promise<string> {
    const deadline = Date.now() + waitForOtherMs;
    do {
      const kept = await command(redis.get(DATAFILE_KEY));
      if (kept) return kept;
      await sleep(100);
    } while (Date.now() < deadline);
    return origin(url);
  }

  async function datafile(url: string): Promise<string> {
    if (!redis.isReady) return origin(url);
    let fetches: boolean;
    try {
      fetches =
        (await command(
          redis.set(FETCH_LOCK_KEY, String(process.pid), {
            condition: 'NX',
            expiration: { type: 'PX', value: refreshMs },
          }),
        )) === 'OK';
    } catch {
      return origin(url);
    }
    return fetches ? fetchAndKeep(url) : keptByAnother(url).catch(() => origin(url));
  }

  return {
    makeRequest(url) {
      return {
        abort: () => undefined,
        responsePromise: datafile(url).then((body) => ({ statusCode: 200, body, headers: {} })),
      };
    },
  };
}
