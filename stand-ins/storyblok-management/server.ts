import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STAND_IN_PORTS } from '../shared/ports.mjs';
import { closeServer, isMainModule, portFrom } from '../shared/server.ts';
import { createManagementStandIn, type ManagementStandIn, type ManagementStandInOptions } from './stand-in.ts';
import { logRequests } from '../../monitoring/log.ts';
import { standInLog } from '../shared/log.ts';
import { STORAGE_PATH } from './assets.ts';
import { serveStorage } from './storage.ts';

/*
 * The Management API stand-in on 127.0.0.1 (README.md beside this file): `npm run storyblok-management` (port
 * STORYBLOK_MANAGEMENT_PORT or 4030), `startManagementServer({ port: 0, ... })` in a test.
 */

/** What the stand-in accepts when run as a command: give the same to `shop storyblok push` (README.md). */
export const STAND_IN_TOKEN = 'standin-personal-access-token';
export const STAND_IN_SPACE = 1000;
const MAX_BODY_BYTES = 5_000_000;

export interface ManagementServer {
  /** The API's base as the client takes it (`baseUrl`), e.g. http://127.0.0.1:40123 */
  readonly url: string;
  readonly standIn: ManagementStandIn;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startManagementServer(
  options: ManagementStandInOptions & { readonly port?: number },
): Promise<ManagementServer> {
  const standIn = createManagementStandIn(options);
  const server = createServer((request, response) => {
    if (serveStorage(standIn.assets, request, response)) return;
    const send = (status: number, headers: Readonly<Record<string, string>>, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(JSON.stringify(body));
    };
    readBody(request).then(
      (text) => {
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          return send(422, {}, { error: 'The request body is not JSON' });
        }
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        const reply = standIn.handle({
          method: request.method ?? 'GET',
          path: url.pathname.replace(/\/+$/, ''),
          query: url.searchParams,
          authorization: request.headers.authorization,
          body,
        });
        send(reply.status, reply.headers, reply.body);
      },
      () => send(413, {}, { error: 'Payload Too Large' }),
    );
  });
  logRequests(server, standInLog('storyblok-management'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? STAND_IN_PORTS.storyblokManagement, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  standIn.assets.postUrl = `http://127.0.0.1:${port}${STORAGE_PATH}`;
  return { url: `http://127.0.0.1:${port}`, standIn, close: () => closeServer(server) };
}

if (isMainModule(import.meta.url)) {
  const port = portFrom(process.env.STORYBLOK_MANAGEMENT_PORT, STAND_IN_PORTS.storyblokManagement);
  const requestsPerSecond = Number(process.env.STORYBLOK_MANAGEMENT_RATE ?? 6);
  const server = await startManagementServer({
    port,
    token: STAND_IN_TOKEN,
    spaces: [STAND_IN_SPACE],
    requestsPerSecond,
  });
  console.log(
    `Storyblok Management API stand-in on ${server.url}: space ${STAND_IN_SPACE}, token ${STAND_IN_TOKEN}, ${requestsPerSecond || 'unlimited'} calls/s. Ctrl+C stops it (the space is in memory only).`,
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
