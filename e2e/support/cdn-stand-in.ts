import type { ReleaseWebhookPayload, StoryWebhookPayload } from '../../stand-ins/storyblok-cdn/stand-in.ts';

/**
 * The CDN stand-in beside the test server (playwright.config.ts runs it; the site's STORYBLOK_ENDPOINT points at it).
 */
export const CDN_PORT = Number(process.env.E2E_CDN_PORT ?? 3976);
export const CDN_URL = `http://127.0.0.1:${CDN_PORT}`;
export const CDN_ENDPOINT = `${CDN_URL}/v2`;
/** The test server's preview token, which the stand-in takes as the space's (and as the key to its controls). */
export const E2E_PREVIEW_TOKEN = 'e2e-preview-token';
/** The space's preview URLs for the test server: by name (brands by <code>.localhost) and by address (brandcode). */
export const E2E_PREVIEW_URLS = [
  `http://localhost:${Number(process.env.E2E_PORT ?? 3210)}/api/editor/`,
  `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210)}/api/editor/`,
];

type Json = Record<string, unknown>;

async function control(method: string, path: string, body?: unknown, cdnUrl = CDN_URL): Promise<Json> {
  const response = await fetch(`${cdnUrl}/_stand-in/${path}`, {
    method,
    headers: { authorization: `Bearer ${E2E_PREVIEW_TOKEN}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`the CDN stand-in refused ${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Json;
}

/**
 * A story read from the stand-in's API as Storyblok's client reads it: a 429 (its 50 uncached requests a second, which
 * the whole suite's pages share) is waited out and asked again, as the client does; anything else but a 404 throws.
 */
async function storyResponse(url: string): Promise<Response | undefined> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url);
    if (response.status === 429 && attempt < 10) {
      await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
      continue;
    }
    if (response.ok) return response;
    if (response.status === 404) return undefined;
    throw new Error(`the CDN stand-in answered ${response.status} for ${url}: ${await response.text()}`);
  }
}

/**
 * An editor's work in the stand-in's space; each publishing step answers with the webhook payload Storyblok would post.
 */
export const cdnSpace = (cdnUrl = CDN_URL) => ({
  story: async (fullSlug: string): Promise<{ story: Json & { content: Json } }> => {
    const response = await storyResponse(
      `${cdnUrl}/v2/cdn/stories/${fullSlug}?token=${E2E_PREVIEW_TOKEN}&version=draft`,
    );
    if (!response) throw new Error(`the CDN stand-in has no story ${fullSlug}`);
    return (await response.json()) as { story: Json & { content: Json } };
  },
  saveDraft: (fullSlug: string, change: { content?: Json; name?: string }) =>
    control('PUT', `stories/${fullSlug}`, change, cdnUrl),
  publish: (fullSlug: string) =>
    control('POST', `stories/${fullSlug}/publish`, {}, cdnUrl) as Promise<StoryWebhookPayload>,
  unpublish: (fullSlug: string) =>
    control('POST', `stories/${fullSlug}/unpublish`, {}, cdnUrl) as Promise<StoryWebhookPayload>,
  delete: (fullSlug: string) =>
    control('POST', `stories/${fullSlug}/delete`, {}, cdnUrl) as Promise<StoryWebhookPayload>,
  move: (fullSlug: string, to: string) =>
    control('POST', `stories/${fullSlug}/move`, { to }, cdnUrl) as Promise<StoryWebhookPayload>,
  /** The story as its file has it again (a deleted one too), published: the payload of that publish. */
  restore: (fullSlug: string) =>
    control('POST', `stories/${fullSlug}/restore`, {}, cdnUrl) as Promise<StoryWebhookPayload>,
  /** The published story at a full slug, as a visitor's page reads it; undefined for a 404. */
  published: async (fullSlug: string): Promise<{ content: Json } | undefined> => {
    const response = await storyResponse(
      `${cdnUrl}/v2/cdn/stories/${fullSlug}?token=${E2E_PREVIEW_TOKEN}&cv=${Date.now()}`,
    );
    return response ? ((await response.json()) as { story: { content: Json } }).story : undefined;
  },
  fault: (fault: { mode: 'down' | 'rate-limited' | 'none'; count?: number; folder?: string }) =>
    control('POST', 'fault', fault, cdnUrl),
  /**
   * Puts a story's content into a release (Storyblok's Releases app); merging publishes it and answers the webhook's
   * payload.
   */
  saveInRelease: (release: number, fullSlug: string, content: Json) =>
    control('PUT', `releases/${release}/stories/${fullSlug}`, { content }, cdnUrl),
  mergeRelease: async (release: number) =>
    (await control('POST', `releases/${release}/merge`, {}, cdnUrl)) as unknown as ReleaseWebhookPayload,
  counts: async () =>
    (await (await fetch(`${cdnUrl}/_stand-in/storyblok`)).json()) as {
      uncached: number;
      cached: number;
      redirects: number;
      limited: number;
      cv: number;
    },
});

/** A story's content with one field of its first block of `component` replaced (the page's hero title, say). */
export function withField(content: Json, component: string, field: string, value: string): Json {
  const copy = structuredClone(content);
  const visit = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(visit);
    if (typeof node !== 'object' || node === null) return false;
    const block = node as Json;
    if (block.component === component && field in block) {
      block[field] = value;
      return true;
    }
    return Object.values(block).some(visit);
  };
  if (!visit(copy)) throw new Error(`no ${component} with ${field} in the story`);
  return copy;
}
