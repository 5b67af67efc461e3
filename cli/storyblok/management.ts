import {
  ClientError,
  createManagementApiClient,
  type ManagementApiClientConfig,
  type Story,
} from '@storyblok/management-api-client';

/*
 * The connection to a space's Management API through Storyblok's own client (docs/adr/0015): it picks the region's
 * base URL, sends the personal access token, keeps under the plan's calls per second, and retries a 429 with
 * backoff (honouring Retry-After). What this file adds: the settings, one listing of every story across pages, and
 * a sentence a person can act on for each way a call fails.
 */

export const REGIONS = ['eu', 'us', 'ap', 'ca', 'cn'] as const;
type Region = (typeof REGIONS)[number];

export interface SpaceSettings {
  readonly spaceId: number;
  /** A personal access token (sent as it is), or an OAuth token written "Bearer ...". */
  readonly token: string;
  readonly region: Region;
  /** Another base URL than the region's, e.g. the local stand-in. */
  readonly endpoint?: string | undefined;
  /**
   * Calls per second the client starts. One under the plan's limit (6 on Storyblok's paid plans, 3 on Starter): the
   * client retries a 429 outside its own count, so at the limit itself a third of the calls came back 429 against
   * the stand-in, and none at one under it, in the same time.
   */
  readonly rate: number;
}

export type Mapi = ReturnType<typeof createManagementApiClient<true>>;
/** A story as the list of stories gives it: without content. */
export type ListedStory = Story;

type RetryConfig = NonNullable<ManagementApiClientConfig['retry']> & {
  backoffLimit: number;
  shouldRetry: (state: { error: Error }) => boolean | undefined;
};

/**
 * The client's own retry for 429 (12 tries, backoff up to 20 s, Retry-After honoured), for every method: a 429 means
 * the call was not carried out. Anything but an HTTP answer (refused connection, unknown host) fails at once instead
 * of being retried for minutes.
 */
const RETRY: RetryConfig = {
  limit: 12,
  methods: ['get', 'post', 'put', 'delete'],
  statusCodes: [429],
  backoffLimit: 20_000,
  shouldRetry: ({ error }) => (error.name === 'HTTPError' ? undefined : false),
};

export function connect(settings: SpaceSettings): Mapi {
  const auth = settings.token.startsWith('Bearer ')
    ? { oauthToken: settings.token }
    : { personalAccessToken: settings.token };
  return createManagementApiClient({
    ...auth,
    spaceId: settings.spaceId,
    region: settings.region,
    ...(settings.endpoint ? { baseUrl: settings.endpoint } : {}),
    rateLimit: settings.rate,
    retry: RETRY,
    throwOnError: true,
  });
}

/** The regions' Management API hosts, as the client chooses them (for messages: the client does the choosing). */
const REGION_HOSTS: Readonly<Record<Region, string>> = {
  eu: 'mapi.storyblok.com',
  us: 'api-us.storyblok.com',
  ap: 'api-ap.storyblok.com',
  ca: 'api-ca.storyblok.com',
  cn: 'app.storyblokchina.cn',
};
const baseUrlOf = (settings: SpaceSettings) => settings.endpoint ?? `https://${REGION_HOSTS[settings.region]}`;

/** Every story and folder of the space, 100 a page (the API's most), following the `total` header. */
export async function listAllStories(client: Mapi): Promise<ListedStory[]> {
  const stories: ListedStory[] = [];
  for (let page = 1; ; page++) {
    const { data, response } = await client.stories.list({ query: { per_page: 100, page } });
    const batch = (data.stories ?? []) as ListedStory[];
    stories.push(...batch);
    const total = Number(response.headers.get('total') ?? stories.length);
    if (batch.length === 0 || stories.length >= total) return stories;
  }
}

/**
 * The content a space publishes for a story with unpublished changes: the story itself is its latest save (the
 * editor's draft), its published content is the newest version of status "published" (`GET /story_versions`, which
 * the client does not wrap). Undefined when none of its versions was published.
 */
export async function readPublishedContent(
  client: Mapi,
  spaceId: number,
  storyId: number,
): Promise<Record<string, unknown> | undefined> {
  for (let page = 1; ; page++) {
    const { data } = await client.get<{ story_versions?: { status?: string; content?: Record<string, unknown> }[] }>(
      `/v1/spaces/${spaceId}/story_versions`,
      { query: { by_story_id: storyId, show_content: true, per_page: 100, page } },
    );
    const versions = data.story_versions ?? [];
    const published = versions.find((version) => version.status === 'published');
    if (published) return published.content ?? {};
    if (versions.length < 100) return undefined;
  }
}

/** A failed call with what it was doing, when that is more precise than the step (one story among many at once). */
export class CallFailed extends Error {
  constructor(
    readonly doing: string,
    readonly failure: unknown,
  ) {
    super(doing);
  }
}

/** Runs a call, naming what it does should it fail. */
export async function naming<T>(doing: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof CallFailed ? error : new CallFailed(doing, error);
  }
}

/** Why a call failed, in words that say what to change; `step` names the step ("listing the stories"). */
export function explainFailure(failed: unknown, settings: SpaceSettings, step: string): string {
  const error = failed instanceof CallFailed ? failed.failure : failed;
  const doing = failed instanceof CallFailed ? failed.doing : step;
  const where = `space ${settings.spaceId} at ${baseUrlOf(settings)}`;
  if (error instanceof ClientError) {
    const status = error.response.status;
    const data = error.response.data as unknown;
    const detail =
      typeof data === 'object' && data !== null ? JSON.stringify(data) : String(data ?? error.response.statusText);
    if (status === 401 || status === 403) {
      return `the Management API refused the token (${status}) while ${doing}: set STORYBLOK_MANAGEMENT_TOKEN to a personal access token (My account > Personal access tokens) of a user of ${where}`;
    }
    if (status === 404 && doing === 'opening the space') {
      return `${where} was not found (404): check STORYBLOK_SPACE_ID (or --space) and the region (STORYBLOK_REGION, --region; the space's settings show it)`;
    }
    if (status === 429)
      return `the Management API kept answering 429 (too many calls) while ${doing}, after 12 tries: lower --rate (2 on the Starter plan)`;
    if (status === 422) return `the Management API refused a payload (422) while ${doing}: ${detail}`;
    if (status === 0) return `could not reach ${where} while ${doing}: ${errorCause(error)}`;
    return `the Management API answered ${status} while ${doing}: ${detail}`;
  }
  return `could not reach ${where} while ${doing}: ${errorCause(error)}`;
}

/** The network's own words for a failure without an answer: the client wraps fetch's error, which wraps the cause. */
function errorCause(error: unknown): string {
  const parts: string[] = [];
  let current: unknown =
    error instanceof ClientError && error.response.data instanceof Error ? error.response.data : error;
  while (current instanceof Error && parts.length < 4) {
    const code = (current as { code?: unknown }).code;
    parts.push(
      typeof code === 'string' && !current.message.includes(code) ? `${current.message} (${code})` : current.message,
    );
    current = current.cause;
  }
  return parts.filter(Boolean).join(': ') || 'no answer';
}
