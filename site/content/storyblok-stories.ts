// The SDK core that @storyblok/react wraps: its RSC entry would also bring the live-editing client component and
// server action into every page's bundle, which a data adapter does not need.
import { apiPlugin, storyblokInit } from '@storyblok/js';
import { storyResponseSchema, storySchema, type StoryResponse } from '../../schemas/story.ts';
import { reportProblem } from '../monitoring/report.ts';
import { requestIdHeader } from '../../monitoring/request-id.mjs';
import type { ContentSource } from './content-source.ts';
import { DEFAULT_BREAKER, upstreamBreaker, type BreakerSettings } from '../upstream/resilience.ts';

/** One request's timeout, in the client's seconds (docs/architecture.md#failure-rules: 'every call has a timeout'). */
const TIMEOUT_SECONDS = 3;

/**
 * A folder's stories are read in pages of 25: docs/rules/09-constants-and-limits.md's page size, and Storyblok's
 * fastest rate tier.
 */
const PER_PAGE = 25;

/**
 * The client rejects with a plain `{ message, status }`: an Error that says what the CDN answered, keeping the status.
 */
function cdnError(error: unknown): Error {
  if (error instanceof Error) return error;
  const { message, status } = (error ?? {}) as { message?: string; status?: number };
  return Object.assign(new Error(`Storyblok's CDN answered ${status ?? 'nothing'}: ${message ?? 'no message'}`), {
    status,
  });
}

export interface StoryblokOptions {
  readonly accessToken: string;
  /** The CDN API's base URL, e.g. "https://api.storyblok.com/v2"; default: Storyblok's EU region. */
  readonly endpoint?: string;
  readonly version?: 'published' | 'draft';
  readonly language?: string;
  /** Block fields that point at other stories, resolved by the client (in batches of 50, docs/rules/07-calls.md). */
  readonly resolveRelations?: readonly string[];
  /** One request's timeout in seconds; default 3. */
  readonly timeoutSeconds?: number;
  /** The circuit breaker's settings (site/upstream/resilience.ts); default 5 failures in a row open it for 10 s. */
  readonly breaker?: BreakerSettings;
}

/**
 * The content port on Storyblok's CDN, through the official SDK's client (docs/adr/0013). Its built-in behaviour is
 * configured, not rewritten: Storyblok's own rate tiers (50 uncached requests/s for a story or a page of 25), 10
 * retries 300 ms apart on 429 (docs/rules/09-constants-and-limits.md), relations fetched by uuid in batches of 50. The
 * client's story cache is off, and so is its `cv`: caching is Next's (per brand, by tag), and without a cv the CDN
 * sends each request to the space's latest version, so an instance that did not receive the publish webhook still reads
 * what was published (a remembered cv would be answered from the CDN's cache of that version). Each request has a
 * timeout, and a circuit breaker fails every call at once while the CDN keeps failing (a 404 is an answer, not a
 * failure).
 */
export function storyblokStories(options: StoryblokOptions): ContentSource {
  const { storyblokApi: api } = storyblokInit({
    accessToken: options.accessToken,
    bridge: false,
    use: [apiPlugin],
    apiOptions: {
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      maxRetries: 10,
      retriesDelay: 300,
      timeout: options.timeoutSeconds ?? TIMEOUT_SECONDS,
      cache: { type: 'none', clear: 'manual', cv: 'manual' },
      // Each request carries the id of the visitor's request it is made for, if any (docs/adr/0023).
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        for (const [name, value] of Object.entries(requestIdHeader())) headers.set(name, value);
        return fetch(input, { ...init, headers });
      },
    },
  });
  if (!api) throw new Error('Storyblok API plugin did not initialise');
  const breaker = upstreamBreaker(
    `content service${options.version === 'draft' ? ' (drafts)' : ''}`,
    options.breaker ?? DEFAULT_BREAKER,
  );
  const params = () => ({
    version: options.version ?? 'published',
    language: options.language ?? 'default',
    ...(options.resolveRelations?.length ? { resolve_relations: [...options.resolveRelations] } : {}),
  });
  /** One story by its path under cdn/stories/ (a full slug, or a story's id): undefined for a 404. */
  const read = async (path: string, label: string, release?: number): Promise<StoryResponse | undefined> => {
    const response = await breaker.execute(async () => {
      try {
        // `from_release` (Storyblok's release preview) is a CDN parameter the client's types do not list.
        const query = { ...params(), ...(release ? { from_release: release } : {}) } as ReturnType<typeof params>;
        return await api.get(path, query);
      } catch (error) {
        if ((error as { status?: number }).status === 404) return undefined;
        throw cdnError(error);
      }
    });
    if (response === undefined) return undefined;
    const parsed = storyResponseSchema.safeParse(response.data);
    if (!parsed.success) {
      reportProblem(`content: ${label} from Storyblok is not a story (${parsed.error.issues[0]?.message})`);
      return undefined;
    }
    return parsed.data;
  };
  return {
    story: (folder, slug, options) => read(`cdn/stories/${folder}/${slug}`, `${folder}/${slug}`, options?.release),
    storyById: (id) => read(`cdn/stories/${id}`, `story ${id}`),
    async folder(folder) {
      const stories: unknown[] = await breaker.execute(() =>
        api
          .getAll('cdn/stories', { ...params(), starts_with: `${folder}/`, per_page: PER_PAGE })
          .catch((error: unknown) => {
            throw cdnError(error);
          }),
      );
      const bySlug: Record<string, StoryResponse> = {};
      for (const item of stories) {
        const parsed = storySchema.safeParse(item);
        if (!parsed.success) {
          reportProblem(
            `content: a story of ${folder}/ from Storyblok is not a story (${parsed.error.issues[0]?.message})`,
          );
          continue;
        }
        // Only the folder's own stories: a nested folder's are not pages of the brand.
        if (parsed.data.full_slug === `${folder}/${parsed.data.slug}`)
          bySlug[parsed.data.slug] = { story: parsed.data };
      }
      return bySlug;
    },
  };
}
