import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { closeServer, isMainModule, portFrom } from '../shared/server.ts';
import { CDN_STAND_IN_PORT, CDN_STAND_IN_PREVIEW_TOKEN, CDN_STAND_IN_PUBLIC_TOKEN } from './defaults.ts';
import { createCdnStandIn, type CdnStandIn, type CdnStandInOptions } from './stand-in.ts';
import { logRequests } from '../../monitoring/log.ts';
import { standInLog } from '../shared/log.ts';
import { editorPage } from './editor.ts';
import { ASSETS_DIR, repositoryImage } from './images.ts';
import { REPOSITORY_ASSET_PREFIX } from '../../schemas/repository-images.ts';

/** Where the editor stand-in frames a story when nothing says otherwise: the shop of `npm start` (docs/adr/0029). */
export const DEFAULT_PREVIEW_URLS: readonly string[] = ['http://localhost:3000/api/editor/'];

export const STORIES_DIR = path.resolve(import.meta.dirname, '../content/stories');

export interface CdnServer {
  readonly standIn: CdnStandIn;
  /** The API's base URL as the SDK takes it: http://127.0.0.1:<port>/v2 */
  readonly endpoint: string;
  readonly url: string;
  close(): Promise<void>;
}

const send = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
) => {
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    .end(JSON.stringify(body));
};

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const draftChange = z.object({
  content: z.looseObject({ _uid: z.string(), component: z.string() }).optional(),
  name: z.string().min(1).optional(),
});
const moveTo = z.object({ to: z.string().min(1) });
const faultSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.enum(['down', 'rate-limited']),
    count: z.number().int().min(1).optional(),
    folder: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
  }),
  z.object({ mode: z.literal('none') }),
]);

/**
 * The CDN stand-in on 127.0.0.1 (port 0 picks a free one). Beside the API (/v2/cdn/...), the tester's controls under
 * /_stand-in/, which need the preview token as a bearer token (an editor's rights): PUT /_stand-in/stories/<full slug>
 * saves a draft, POST .../publish, .../unpublish, .../delete, .../move ({"to"}) and .../restore (as its file has it)
 * answer with Storyblok's webhook payload, POST /_stand-in/fault ({"mode": "down" | "rate-limited" | "none", "count"?})
 * and /_stand-in/reset. PUT /_stand-in/releases/<id>/stories/<full slug> ({"content"}) puts a story into a release,
 * POST /_stand-in/releases/<id>/merge publishes it and answers the release webhook's payload.
 * GET /_stand-in/editor?story=<full slug>&preview=<preview URL>&release=<id> is the visual editor's stand-in
 * (./editor.ts), framing the story through one of `previewUrls` (the space's preview URLs), in a release if given.
 * GET /assets/<file> is the repository's image of that name from `assetsDir` (./images.ts).
 */
export async function startCdnServer(
  options: Partial<CdnStandInOptions> & { port?: number; previewUrls?: readonly string[]; assetsDir?: string } = {},
): Promise<CdnServer> {
  const assetsDir = options.assetsDir ?? ASSETS_DIR;
  const previewUrls = options.previewUrls?.length ? options.previewUrls : DEFAULT_PREVIEW_URLS;
  const previewToken = options.previewToken ?? CDN_STAND_IN_PREVIEW_TOKEN;
  const standIn = createCdnStandIn({
    storiesDir: options.storiesDir ?? STORIES_DIR,
    publicToken: options.publicToken ?? CDN_STAND_IN_PUBLIC_TOKEN,
    previewToken,
    rateLimit: options.rateLimit ?? 50,
    ...(options.now ? { now: options.now } : {}),
  });

  async function control(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (url.pathname === '/_stand-in/storyblok' && request.method === 'GET')
      return send(response, 200, standIn.control.counts());
    if (url.pathname === '/_stand-in/editor' && request.method === 'GET') {
      const release = Number(url.searchParams.get('release')) || 0;
      const stories = standIn.control.drafts(release);
      const chosen = url.searchParams.get('preview');
      const page = editorPage({
        stories,
        story: stories.find((story) => story.full_slug === url.searchParams.get('story')),
        previewUrls,
        previewUrl: previewUrls.find((candidate) => candidate === chosen) ?? previewUrls[0]!,
        spaceId: standIn.control.spaceId,
        previewToken,
        now: new Date(),
        release,
      });
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
      return;
    }
    if (request.headers.authorization !== `Bearer ${previewToken}`)
      return send(response, 401, { error: 'the preview token is required as a bearer token' });
    const text = await readBody(request);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return send(response, 400, { error: 'the body is not JSON' });
    }
    if (url.pathname === '/_stand-in/reset' && request.method === 'POST')
      return send(response, 200, (standIn.control.reset(), standIn.control.counts()));
    if (url.pathname === '/_stand-in/fault' && request.method === 'POST') {
      const fault = faultSchema.safeParse(body);
      return fault.success
        ? send(response, 200, (standIn.control.setFault(fault.data), fault.data))
        : send(response, 400, { error: fault.error.issues[0]?.message });
    }
    const inRelease = /^\/_stand-in\/releases\/(\d{1,9})\/stories\/([a-z0-9/-]+)$/.exec(url.pathname);
    if (inRelease && request.method === 'PUT') {
      const change = draftChange.safeParse(body);
      if (!change.success || !change.data.content)
        return send(response, 400, { error: change.error?.issues[0]?.message ?? 'content is required' });
      const saved = standIn.control.saveInRelease(Number(inRelease[1]), inRelease[2]!, change.data.content);
      return saved ? send(response, 200, saved) : send(response, 404, { error: `no story ${inRelease[2]}` });
    }
    const merge = /^\/_stand-in\/releases\/(\d{1,9})\/merge$/.exec(url.pathname);
    if (merge && request.method === 'POST') {
      const payload = standIn.control.mergeRelease(Number(merge[1]));
      return payload ? send(response, 200, payload) : send(response, 404, { error: `no release ${merge[1]}` });
    }
    const story = /^\/_stand-in\/stories\/([a-z0-9/-]+?)(?:\/(publish|unpublish|delete|move|restore))?$/.exec(
      url.pathname,
    );
    if (!story) return send(response, 404, { error: 'no such control' });
    const [, fullSlug, action] = story as unknown as [
      string,
      string,
      'publish' | 'unpublish' | 'delete' | 'move' | 'restore' | undefined,
    ];
    let result: unknown;
    if (action === undefined && request.method === 'PUT') {
      const change = draftChange.safeParse(body);
      if (!change.success) return send(response, 400, { error: change.error.issues[0]?.message });
      result = standIn.control.saveDraft(fullSlug, change.data);
    } else if (action === 'move' && request.method === 'POST') {
      const move = moveTo.safeParse(body);
      if (!move.success) return send(response, 400, { error: move.error.issues[0]?.message });
      result = standIn.control.move(fullSlug, move.data.to);
    } else if (action && action !== 'move' && request.method === 'POST') {
      result = standIn.control[action](fullSlug);
    } else {
      return send(response, 405, { error: 'method not allowed' });
    }
    return result === undefined
      ? send(response, 404, { error: `no story ${fullSlug} (or the move's target is taken)` })
      : send(response, 200, result);
  }

  /** The tester's controls, the repository's images, or the API. */
  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (url.pathname.startsWith('/_stand-in/')) return control(request, response, url);
    if (url.pathname.startsWith(REPOSITORY_ASSET_PREFIX) && (request.method === 'GET' || request.method === 'HEAD')) {
      const image = await repositoryImage(assetsDir, url.pathname, request.headers['if-none-match']);
      response.writeHead(image.status, image.headers).end(request.method === 'HEAD' ? undefined : image.body);
      return;
    }
    const answer = standIn.handle(request.method ?? 'GET', url);
    send(response, answer.status, answer.body, answer.headers);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    handle(request, response, url).catch(() => {
      if (!response.headersSent) send(response, 500, { error: 'the stand-in failed' });
    });
  });
  logRequests(server, standInLog('storyblok-cdn'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { standIn, endpoint: `${url}/v2`, url, close: () => closeServer(server) };
}

if (isMainModule(import.meta.url)) {
  // `npm start`, the cluster, the build and the browser tests: STORYBLOK_CDN_PORT (default 3970), the site's own
  // STORYBLOK_TOKEN and STORYBLOK_PREVIEW_TOKEN (so both sides agree), STORYBLOK_CDN_RATE_LIMIT (default 50,
  // Storyblok's), STORYBLOK_PREVIEW_URLS (the space's preview URLs for the editor stand-in, comma-separated).
  const server = await startCdnServer({
    port: portFrom(process.env.STORYBLOK_CDN_PORT, CDN_STAND_IN_PORT),
    publicToken: process.env.STORYBLOK_TOKEN || undefined,
    previewToken: process.env.STORYBLOK_PREVIEW_TOKEN || undefined,
    rateLimit: z.coerce
      .number()
      .int()
      .min(1)
      .parse(process.env.STORYBLOK_CDN_RATE_LIMIT || 50),
    previewUrls: (process.env.STORYBLOK_PREVIEW_URLS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  });
  console.log(
    `Storyblok CDN stand-in: ${server.endpoint} (stories from stand-ins/content/stories), visual editor: ${server.url}/_stand-in/editor. Stop with Ctrl+C.`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void server.close().then(() => process.exit(0)));
}
