import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What the upstream does (docs/architecture.md#failure-rules): `pass` answers as the real one does; `down` drops every
 * connection at once (a crashed service behind its address); `hung` accepts and never answers; `slow` answers after
 * `slowMs`; `malformed` answers 200 with JSON cut off halfway; `flaky` fails `flakyShare` of the requests with a 503,
 * half of them before the upstream saw the request and half after it did (the answer lost on the way back, the
 * case that tests an order's idempotency).
 */
export type FaultMode = 'pass' | 'down' | 'hung' | 'slow' | 'malformed' | 'flaky';

export interface FaultProxy {
  readonly url: string;
  setMode(mode: FaultMode): void;
  /** Requests (and for `down`, connections) that reached the proxy, as 'METHOD path' ('CONNECT' for a dropped one). */
  calls(): string[];
  /** The failures `flaky` injected, as 'before METHOD path' (the upstream never saw it) or 'after METHOD path'. */
  injected(): string[];
  close(): Promise<void>;
}

/** A seeded generator (mulberry32): the same run injects the same failures. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A fault-injecting proxy on 127.0.0.1 in front of `target` (the local front office over HTTP), its mode switched
 * by the test. Bounded: `close` drops whatever it holds.
 */
export async function startFaultProxy(
  target: string,
  { slowMs = 3000, flakyShare = 0.3, seed = 13 } = {},
): Promise<FaultProxy> {
  const upstream = new URL(target);
  // Orders (POST) draw from a sequence of their own: which submissions fail does not depend on how many page calls
  // happened to come between them.
  const random = { page: seeded(seed), order: seeded(seed + 1) };
  const injected: string[] = [];
  const calls: string[] = [];
  const held = new Set<http.ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  let mode: FaultMode = 'pass';

  function forward(request: http.IncomingMessage, response: http.ServerResponse, loseAnswer = false) {
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        if (loseAnswer) {
          injected.push(`after ${request.method} ${request.url}`);
          answer.resume();
          answer.on('end', () =>
            response
              .writeHead(503, { 'content-type': 'application/json' })
              .end('{"message":"injected after the upstream answered"}'),
          );
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => response.destroy());
    request.pipe(outgoing);
  }

  const server = http.createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    switch (mode) {
      case 'pass':
        return forward(request, response);
      case 'hung':
        held.add(response);
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          forward(request, response);
        }, slowMs);
        timers.add(timer);
        return;
      }
      case 'malformed':
        request.resume();
        response
          .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
          .end('{"propositions": [{"id": "half');
        return;
      case 'flaky': {
        const draw = (request.method === 'POST' ? random.order : random.page)();
        if (draw < flakyShare / 2) {
          injected.push(`before ${request.method} ${request.url}`);
          request.resume();
          response
            .writeHead(503, { 'content-type': 'application/json' })
            .end('{"message":"injected before the upstream"}');
          return;
        }
        return forward(request, response, draw < flakyShare);
      }
      case 'down':
        // Dropped at connection time (below); a request parsed before the switch is dropped here.
        response.destroy();
        return;
    }
  });
  server.on('connection', (socket: Socket) => {
    if (mode !== 'down') return;
    calls.push('CONNECT');
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setMode(next) {
      mode = next;
      // An upstream that goes down or recovers drops what it held.
      for (const response of held) response.destroy();
      held.clear();
      server.closeIdleConnections();
    },
    calls: () => [...calls],
    injected: () => [...injected],
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
