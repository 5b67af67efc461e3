import { FetchError, ofetch } from 'ofetch';
import {
  FRONT_OFFICE_ANSWER_VARY,
  toCamelCaseKeys,
  toSnakeCaseKeys,
  type FrontOfficeVaryHeader,
} from '../../schemas/front-office.ts';
import { memoryCache } from '../cache-policy.ts';
import {
  frontOfficeClient,
  type FrontOfficeAnswer,
  type FrontOfficeRequest,
  type FrontOfficeTransport,
} from './client.ts';
import { FrontOfficeError, type FrontOffice } from './port.ts';
import { requestIdHeader } from '../../monitoring/request-id.mjs';
import {
  attemptSignal,
  DEFAULT_BREAKER,
  isBrokenCircuitError,
  pageDeadline,
  upstreamBreaker,
  type BreakerSettings,
} from '../upstream/resilience.ts';

/** docs/rules/07-calls.md: the statuses worth one more try. */
const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504];

/**
 * docs/rules/07-calls.md: 'one retry for non-body methods, none for body methods'; a body method must not run twice.
 */
const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

const DEFAULT_HEADERS = { Accept: 'application/json', 'User-Agent': 'dpg-brand-shop/1.0 (subscription web shop)' };

export interface HttpFrontOfficeOptions {
  /** The front office's origin, e.g. https://front-office.example; the paths of docs/rules/07-calls.md go below it. */
  readonly baseUrl: string;
  /** Another fetch (tests); default the global one. */
  readonly fetch?: typeof globalThis.fetch;
  /** Per attempt; default 5 s. */
  readonly timeoutMs?: number;
  /**
   * The deadline a page render's GET calls share (site/upstream/resilience.ts); absent, none. An order (a POST) is
   * never cut short by it: it has its own attempt timeout and its idempotency key.
   */
  readonly pageDeadlineMs?: number;
  /** The circuit breaker's settings; default 5 failures in a row open it for 10 s. */
  readonly breaker?: BreakerSettings;
  /** How long a GET answer is reused, for tests; default site/cache-policy.ts's 'front-office-answers'. */
  readonly cacheTtlMs?: number;
  /** Most GET answers kept (the oldest goes first), for tests; default the table's. */
  readonly cacheSize?: number;
  /** The cache's clock in ms (tests); default Date.now. */
  readonly now?: () => number;
}

/** A GET the contract does not list: keyed by every header an answer could vary by but the path. */
const UNLISTED_VARY: readonly FrontOfficeVaryHeader[] = ['X-Mid-Token', 'X-Forwarded-For'];

/**
 * docs/rules/07-calls.md: GET answers are cached. Keyed by the URL with its query and by the headers the answer varies
 * by (schemas/front-office.ts FRONT_OFFICE_ANSWER_VARY, docs/adr/0038): X-Mid-Token for the catalog and a lead,
 * X-Forwarded-For for the visitor country, never X-Client-Path. So every call sends the real path and mid, and an
 * answer that cannot differ by them (business hours, a phone number) is one entry however many paths and mids ask:
 * invented ones cannot crowd the cache. Only successful answers are kept, briefly, in a bounded LRU: a process-local
 * cache must not serve a stale catalog for long.
 */
function answerCache(options: Pick<HttpFrontOfficeOptions, 'cacheTtlMs' | 'cacheSize' | 'now'>) {
  const entries = memoryCache<string, FrontOfficeAnswer>('front-office-answers', {
    ...(options.cacheTtlMs === undefined ? {} : { ms: options.cacheTtlMs }),
    ...(options.cacheSize === undefined ? {} : { entries: options.cacheSize }),
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    get(key: string): FrontOfficeAnswer | undefined {
      const answer = entries.get(key);
      return answer && { status: answer.status, body: structuredClone(answer.body) };
    },
    set(key: string, answer: FrontOfficeAnswer): void {
      entries.set(key, answer);
    },
  };
}

/** A 5xx answer, thrown inside the breaker so that it counts as a failure, and returned as the answer outside it. */
class ServerErrorAnswer extends Error {
  constructor(readonly answer: FrontOfficeAnswer) {
    super(`HTTP ${answer.status}`);
  }
}

/**
 * The front-office port over HTTP on ofetch (docs/architecture.md#ports-and-adapters). ofetch does the retries,
 * configured to docs/rules/07-calls.md: RETRY_STATUS_CODES, one retry for GET/HEAD/DELETE, none for POST/PUT/PATCH
 * (also after a timeout or a network failure). Keys are converted here, on the way out and in, so nothing else sees
 * snake_case.
 */
export function createHttpFrontOffice(options: HttpFrontOfficeOptions): FrontOffice {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  // Each attempt gets its own timeout here, not through ofetch's `timeout` option: ofetch hands that option's
  // aborted signal on to the retry, which then fails at once without a request (unjs/ofetch pull request 621).
  // The call's page deadline arrives as the request's signal and bounds every attempt of it.
  const fetchWithTimeout: typeof globalThis.fetch = (input, init) =>
    baseFetch(input, { ...init, signal: attemptSignal(timeoutMs, init?.signal) });
  const $fetch = ofetch.create(
    { baseURL: options.baseUrl, retryStatusCodes: RETRY_STATUS_CODES, headers: DEFAULT_HEADERS },
    { fetch: fetchWithTimeout },
  );
  const cache = answerCache(options);
  const breaker = upstreamBreaker('front office', options.breaker ?? DEFAULT_BREAKER);

  async function attempt(request: FrontOfficeRequest, deadline: AbortSignal | undefined): Promise<FrontOfficeAnswer> {
    try {
      const response = await $fetch.raw(request.path, {
        method: request.method,
        signal: deadline,
        query: request.query && (toSnakeCaseKeys(request.query) as Record<string, unknown>),
        body: request.body === undefined ? undefined : (toSnakeCaseKeys(request.body) as Record<string, unknown>),
        // The id of the visitor's request (docs/adr/0023), so the front office's log line can be found by it.
        headers: { ...request.headers, ...requestIdHeader() },
        retry: BODY_METHODS.has(request.method) ? 0 : 1,
        responseType: 'json',
      });
      return { status: response.status, body: toCamelCaseKeys(response._data) };
    } catch (error) {
      if (error instanceof FetchError && error.response) {
        return { status: error.response.status, body: toCamelCaseKeys(error.data) };
      }
      const timedOut =
        error instanceof Error &&
        ['TimeoutError', 'AbortError'].includes((error.cause as Error | undefined)?.name ?? '');
      throw new FrontOfficeError(request.endpoint, timedOut ? 'timeout' : 'network');
    }
  }

  /**
   * One call through the breaker: no answer, or an answer of 5xx after the retry, is a failure it counts. While it
   * is open a call fails at once; once the render's deadline has passed a call fails at once too, without blaming
   * the front office for it.
   */
  async function request(request: FrontOfficeRequest): Promise<FrontOfficeAnswer> {
    const deadline = pageDeadline(BODY_METHODS.has(request.method) ? undefined : options.pageDeadlineMs);
    if (deadline?.aborted) throw new FrontOfficeError(request.endpoint, 'timeout');
    try {
      return await breaker.execute(async () => {
        const answer = await attempt(request, deadline);
        if (answer.status >= 500) throw new ServerErrorAnswer(answer);
        return answer;
      });
    } catch (error) {
      if (error instanceof ServerErrorAnswer) return error.answer;
      if (isBrokenCircuitError(error)) throw new FrontOfficeError(request.endpoint, 'circuit-open');
      throw error;
    }
  }

  const transport: FrontOfficeTransport = async (outgoing) => {
    if (outgoing.method !== 'GET') return request(outgoing);
    const vary = FRONT_OFFICE_ANSWER_VARY[outgoing.endpoint] ?? UNLISTED_VARY;
    const key = JSON.stringify([
      outgoing.path,
      outgoing.query ?? {},
      vary.map((name) => [name, outgoing.headers[name] ?? '']),
    ]);
    const cached = cache.get(key);
    if (cached) return cached;
    const answer = await request(outgoing);
    if (answer.status >= 200 && answer.status < 300)
      cache.set(key, { status: answer.status, body: structuredClone(answer.body) });
    return answer;
  };

  return frontOfficeClient(transport);
}
