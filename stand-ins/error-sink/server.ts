import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { itemJson, parseEnvelope, type EnvelopeHeader } from '../../monitoring/sentry-envelope.ts';
import { STAND_IN_PORTS } from '../shared/ports.mjs';
import { closeServer, isMainModule, portFrom } from '../shared/server.ts';
import { logRequests } from '../../monitoring/log.ts';
import { standInLog } from '../shared/log.ts';

/*
 * A local stand-in for Sentry's ingest: it accepts envelopes on 127.0.0.1 at Sentry's path
 * (`POST /api/<project>/envelope/`) and keeps them in memory for tests to read (README.md beside this file).
 * A DSN pointing here (http://public@127.0.0.1:<port>/1) makes the SDKs and the site's tunnel send real envelopes.
 */

const MAX_BODY_BYTES = 5_000_000;
const ENVELOPE_PATH = /^\/api\/(\d+)\/envelope\/?$/;

/** One envelope as it arrived: its project, header, items (JSON payloads parsed) and its raw text. */
export interface ReceivedEnvelope {
  readonly project: string;
  readonly header: EnvelopeHeader;
  readonly items: readonly { readonly type: string; readonly payload: unknown }[];
  /** The whole decompressed body, to check what did not arrive. */
  readonly raw: string;
}

export interface ErrorSink {
  /** e.g. http://127.0.0.1:40123 */
  readonly url: string;
  /** A DSN for project 1 on this sink. */
  readonly dsn: string;
  envelopes(): readonly ReceivedEnvelope[];
  clear(): void;
  close(): Promise<void>;
}

async function readBody(request: http.IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The SDKs compress bigger envelopes (the Node transport gzips over 32 KB). */
function decompress(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

function send(response: http.ServerResponse, status: number, body?: unknown): void {
  response.writeHead(
    status,
    body === undefined ? {} : { 'content-type': 'application/json', 'cache-control': 'no-store' },
  );
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startErrorSink(options: { readonly port?: number } = {}): Promise<ErrorSink> {
  const received: ReceivedEnvelope[] = [];

  async function receive(request: http.IncomingMessage, response: http.ServerResponse, project: string): Promise<void> {
    const body = await readBody(request);
    if (!body) return send(response, 413, { detail: 'envelope too big' });
    const raw = decompress(body, request.headers['content-encoding']);
    const envelope = parseEnvelope(raw);
    if (!envelope) return send(response, 400, { detail: 'not an envelope' });
    const items = envelope.items.map((item) => ({ type: item.header.type, payload: itemJson(item) ?? null }));
    received.push({ project, header: envelope.header, items, raw: raw.toString('utf8') });
    send(response, 200, { id: envelope.header.event_id ?? null });
  }

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://sink.invalid').pathname;
    const project = ENVELOPE_PATH.exec(path)?.[1];
    if (request.method === 'POST' && project) {
      receive(request, response, project).catch(() => send(response, 400, { detail: 'unreadable envelope' }));
    } else if (path === '/envelopes' && request.method === 'GET') {
      send(response, 200, received);
    } else if (path === '/envelopes' && request.method === 'DELETE') {
      received.length = 0;
      send(response, 204);
    } else {
      send(response, 404, { detail: 'not found' });
    }
  });
  logRequests(server, standInLog('error-sink'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? STAND_IN_PORTS.errorSink, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes: () => [...received],
    clear: () => {
      received.length = 0;
    },
    close: () => closeServer(server),
  };
}

if (isMainModule(import.meta.url)) {
  const port = portFrom(process.env.ERROR_SINK_PORT, STAND_IN_PORTS.errorSink);
  const sink = await startErrorSink({ port });
  console.log(`Local error sink on ${sink.url} (DSN ${sink.dsn}); GET/DELETE ${sink.url}/envelopes. Stop with Ctrl+C.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void sink.close().then(() => process.exit(0));
    });
  }
}
