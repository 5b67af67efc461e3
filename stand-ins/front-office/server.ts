import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import {
  createFrontOfficeStandIn,
  type FrontOfficeStandIn,
  type FrontOfficeStandInOptions,
  type StandInAnswer,
} from './stand-in.ts';
import { STAND_IN_PORTS } from '../shared/ports.mjs';
import { closeServer, isMainModule, portFrom } from '../shared/server.ts';
import { logRequests } from '../../monitoring/log.ts';
import { standInLog } from '../shared/log.ts';

/*
 * The local front office over HTTP (node:http, no framework), so the site's HTTP adapter can be run and tested
 * against it: `npm run front-office` (port 4010), or startFrontOfficeServer({ port: 0 }) in a test. Besides the
 * front office's paths it has a test API under /__stand-in/ (README.md beside this file).
 */

const TEST_API = '/__stand-in/';
const MAX_BODY_BYTES = 1_000_000;
/** The request log keeps the latest entries only: a long-running stand-in must not grow without bound. */
const MAX_LOGGED = 500;
/** Headers the request log keeps (a test asserts what the adapter sent). */
const LOGGED_HEADERS = [
  'accept',
  'content-type',
  'user-agent',
  'x-mid-token',
  'x-client-path',
  'x-forwarded-for',
  'idempotency-key',
];

const faultSchema = z
  .object({
    /** A regular expression tested against the request's path. */
    path: z.string().min(1),
    method: z.string().toUpperCase().optional(),
    /** The status to answer with; without one the request is only delayed and then answered normally. */
    status: z.number().int().min(100).max(599).optional(),
    /** How many matching requests get the fault. */
    times: z.number().int().positive().default(1),
    /** A JSON body ({ message }) with the status, or none. */
    withBody: z.boolean().default(true),
    delayMs: z.number().int().min(0).max(60_000).default(0),
  })
  .strict()
  .refine((fault) => fault.status !== undefined || fault.delayMs > 0, 'a fault needs a status or a delay');
type Fault = z.infer<typeof faultSchema> & { remaining: number; readonly pattern: RegExp };

const visitorCountrySchema = z.object({ country: z.string().min(1).nullable() }).strict();
const clockSchema = z.object({ now: z.iso.datetime({ offset: true }) }).strict();

export interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  /** The raw query string, without '?'. */
  readonly query: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON body as received (snake_case). */
  readonly body?: unknown;
}

export interface FrontOfficeServerOptions extends FrontOfficeStandInOptions {
  /** 0 for any free port (tests). */
  readonly port?: number;
}

export interface FrontOfficeServer {
  /** e.g. http://127.0.0.1:40123 */
  readonly url: string;
  readonly standIn: FrontOfficeStandIn;
  close(): Promise<void>;
}

class BadRequest extends Error {}

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('Body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequest('Body is not JSON');
  }
}

function send(response: http.ServerResponse, answer: StandInAnswer): void {
  if (answer.body === undefined) {
    response.writeHead(answer.status).end();
    return;
  }
  response
    .writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(answer.body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the local front office on 127.0.0.1. */
export async function startFrontOfficeServer(options: FrontOfficeServerOptions = {}): Promise<FrontOfficeServer> {
  const log = options.log ?? standInLog('front-office');
  const standIn = createFrontOfficeStandIn({ ...options, log });
  const counts = new Map<string, number>();
  let logged: LoggedRequest[] = [];
  let faults: Fault[] = [];

  /** The test API: request log, faults, visitor country and clock. */
  function testApi(method: string, path: string, body: unknown): StandInAnswer {
    const done = { status: 204 };
    const invalid = (error: z.ZodError) => ({
      status: 400,
      body: { message: error.issues.map((issue) => issue.message).join('; ') },
    });
    const route = `${method} ${path.slice(TEST_API.length)}`;
    switch (route) {
      case 'GET requests':
        return { status: 200, body: { counts: Object.fromEntries(counts), requests: logged } };
      case 'DELETE requests':
        counts.clear();
        logged = [];
        return done;
      case 'PUT faults': {
        const parsed = faultSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        faults.push({ ...parsed.data, remaining: parsed.data.times, pattern: new RegExp(parsed.data.path) });
        return done;
      }
      case 'DELETE faults':
        faults = [];
        return done;
      case 'PUT visitor-country': {
        const parsed = visitorCountrySchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        standIn.setVisitorCountry(parsed.data.country);
        return done;
      }
      case 'DELETE visitor-country':
        standIn.setVisitorCountry(undefined);
        return done;
      case 'PUT clock': {
        const parsed = clockSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        standIn.setNow(new Date(parsed.data.now));
        return done;
      }
      case 'DELETE clock':
        standIn.setNow(undefined);
        return done;
      default:
        return { status: 404, body: { message: 'Not Found' } };
    }
  }

  async function answer(request: http.IncomingMessage): Promise<StandInAnswer> {
    const url = new URL(request.url ?? '/', 'http://front-office.invalid');
    const method = request.method ?? 'GET';
    let body: unknown;
    try {
      body = await readJson(request);
    } catch (error) {
      if (error instanceof BadRequest) return { status: 400, body: { message: error.message } };
      throw error;
    }
    if (url.pathname.startsWith(TEST_API)) return testApi(method, url.pathname, body);

    const key = `${method} ${url.pathname}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const headers = Object.fromEntries(
      LOGGED_HEADERS.flatMap((name) =>
        typeof request.headers[name] === 'string' ? [[name, request.headers[name]]] : [],
      ),
    ) as Record<string, string>;
    logged.push({
      method,
      path: url.pathname,
      query: url.search.slice(1),
      headers,
      ...(body !== undefined && { body }),
    });
    if (logged.length > MAX_LOGGED) logged = logged.slice(-MAX_LOGGED);

    const fault = faults.find(
      (each) => each.remaining > 0 && each.pattern.test(url.pathname) && (!each.method || each.method === method),
    );
    if (fault) {
      fault.remaining -= 1;
      if (fault.delayMs > 0) await sleep(fault.delayMs);
      if (fault.status !== undefined) {
        return { status: fault.status, ...(fault.withBody && { body: { message: 'Injected fault' } }) };
      }
    }
    return standIn.handle({
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
      ),
      body,
    });
  }

  const server = http.createServer((request, response) => {
    answer(request).then(
      (result) => send(response, result),
      (error: unknown) => {
        log.error({ err: error }, 'front-office stand-in: a request failed');
        send(response, { status: 500, body: { message: 'Internal Server Error' } });
      },
    );
  });
  logRequests(server, log);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? STAND_IN_PORTS.frontOffice, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    standIn,
    close: () => closeServer(server),
  };
}

if (isMainModule(import.meta.url)) {
  // `npm run front-office [port]`; FRONT_OFFICE_PORT and FRONT_OFFICE_DATA_DIR are honoured too.
  const port = portFrom(process.argv[2] ?? process.env.FRONT_OFFICE_PORT, STAND_IN_PORTS.frontOffice);
  const server = await startFrontOfficeServer({ port });
  console.log(`Local front office on ${server.url} (orders in ${server.standIn.ordersFolder}). Stop with Ctrl+C.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}
