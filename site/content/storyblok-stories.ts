// The SDK core that @storyblok/react wraps: its RSC entry would also bring the live-editing client component and
// server action into every page's bundle, which a data adapter does not need.
import { apiPlugin, storyblokInit } from '@storyblok/js';
import { storyResponseSchema } from '../../schemas/story.ts';
import { reportProblem } from '../monitoring/report.ts';
import type { ContentSource } from './content-source.ts';
import { DEFAULT_BREAKER, upstreamBreaker, type BreakerSettings } from '../upstream/resilience.ts';

/** One request's timeout, in the client's seconds (docs/architecture.md#failure-rules: 'every call has a timeout'). */
const TIMEOUT_SECONDS = 3;

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
 * The content port on Storyblok's CDN, through the official SDK's client. Its built-in behaviour is configured,
 * not rewritten: 5 requests/s, 10 retries 300 ms apart on 429, relations fetched by uuid in batches of 50
 * (docs/rules/07-calls.md and docs/rules/09-constants-and-limits.md). The client's own story cache is switched off: caching is Next's (per brand, by tag), and a
 * per-process cache would go stale on serverless and multi-instance hosting. Each request has a timeout, and a
 * circuit breaker fails every call at once while the CDN keeps failing (a 404 is an answer, not a failure).
 */
export function storyblokStories(options: StoryblokOptions): ContentSource {
  const { storyblokApi: api } = storyblokInit({
    accessToken: options.accessToken,
    bridge: false,
    use: [apiPlugin],
    apiOptions: {
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      rateLimit: 5,
      maxRetries: 10,
      retriesDelay: 300,
      timeout: options.timeoutSeconds ?? TIMEOUT_SECONDS,
      cache: { type: 'none', clear: 'manual' },
    },
  });
  if (!api) throw new Error('Storyblok API plugin did not initialise');
  const breaker = upstreamBreaker(`content service${options.version === 'draft' ? ' (drafts)' : ''}`, options.breaker ?? DEFAULT_BREAKER);
  return {
    async story(folder, slug) {
      const response = await breaker.execute(async () => {
        try {
          return await api.get(`cdn/stories/${folder}/${slug}`, {
            version: options.version ?? 'published',
            language: options.language ?? 'default',
            ...(options.resolveRelations?.length ? { resolve_relations: [...options.resolveRelations] } : {}),
          });
        } catch (error) {
          if ((error as { status?: number }).status === 404) return undefined;
          throw error;
        }
      });
      if (response === undefined) return undefined;
      const parsed = storyResponseSchema.safeParse(response.data);
      if (!parsed.success) {
        reportProblem(`content: ${folder}/${slug} from Storyblok is not a story (${parsed.error.issues[0]?.message})`);
        return undefined;
      }
      return parsed.data;
    },
  };
}
