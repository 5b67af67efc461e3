import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The front door every instance loads before Next (site/preloads/request-guard.mjs, docs/adr/0037), in a plain Node
 * server started as an instance is: what reaches the handler, and what every answer carries, for the environment the
 * process started in. Its rules one by one: tests/site/request/request-rules.test.ts; against the site itself:
 * e2e/specs/security.spec.ts.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A server that answers with what it received, and sets the headers the request asks for (`?set=name:value`). */
const SCRIPT = `import http from 'node:http';
  const server = http.createServer((req, res) => {
    const set = new URL(req.url, 'http://x').searchParams.getAll('set');
    for (const pair of set) res.setHeader(pair.split(':')[0], pair.split(':').slice(1).join(':'));
    if (req.url.includes('writehead')) return res.writeHead(200, { 'content-security-policy': "frame-ancestors 'self'" }).end();
    res.setHeader('x-middleware-rewrite', '/pages/ad/consumer/digitaal');
    res.end(JSON.stringify(req.headers));
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;

async function instance(appEnv: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', './site/preloads/request-guard.mjs', '--input-type=module', '-e', SCRIPT],
    {
      cwd: ROOT,
      env: { ...process.env, APP_ENV: appEnv },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve) =>
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  return { port, child };
}

/** One raw request: the status, the headers by lowercase name, the body. */
const raw = (port: number, head: string) =>
  new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => {
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });

const servers: ChildProcess[] = [];
let test: number;
let production: number;

beforeAll(async () => {
  const [a, b] = await Promise.all([instance('test'), instance('production')]);
  servers.push(a.child, b.child);
  test = a.port;
  production = b.port;
});
afterAll(() => {
  for (const child of servers) child.kill();
});

describe('what reaches the handler', () => {
  it('none of Next’s own instructions, and the rest as sent', async () => {
    const answer = await raw(
      test,
      'GET /digitaal HTTP/1.1\r\nHost: ad.localhost\r\nx-prerender-revalidate: 0123\r\nx-middleware-prefetch: 1\r\n' +
        'x-now-route-matches: brand=vk\r\ncontent-security-policy: script-src nonce-x\r\nrsc: 1',
    );
    expect(answer.status).toBe(200);
    const received = JSON.parse(answer.body) as Record<string, string>;
    expect(received).toMatchObject({ host: 'ad.localhost', rsc: '1' });
    for (const name of [
      'x-prerender-revalidate',
      'x-middleware-prefetch',
      'x-now-route-matches',
      'content-security-policy',
    ])
      expect(received).not.toHaveProperty(name);
  });

  it.each([
    ['TRACE / HTTP/1.1\r\nHost: ad.localhost', 405],
    ['OPTIONS * HTTP/1.1\r\nHost: ad.localhost', 405],
    ['GET /assets/% HTTP/1.1\r\nHost: ad.localhost', 400],
    ['GET http://ad.localhost:4444/ HTTP/1.1\r\nHost: ad.localhost:3000', 400],
    ['POST / HTTP/1.1\r\nHost: ad.localhost\r\nContent-Length: 2097152', 413],
    // Node's own parser refuses it before any request: its answer carries the headers too.
    ['GET / HTTP/1.1\r\nHost: ad.localhost\r\nBad Header', 400],
  ])('%j: %i, with the security headers', async (head, status) => {
    const answer = await raw(test, head);
    expect(answer.status).toBe(status);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  // Closed only when no body follows: a close while the sender still writes resets the connection (nginx: a 502).
  it.each([
    ['TRACE / HTTP/1.1\r\nHost: ad.localhost\r\n\r\n', 'close'],
    ['PATCH /actie HTTP/1.1\r\nHost: ad.localhost\r\nContent-Length: 5\r\n\r\nx=123', 'keep-alive'],
  ])('%j, the sender keeping the connection: closed by the instance? %s', async (request, connection) => {
    const head = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(test, '127.0.0.1', () => socket.write(request));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (!text.includes('\r\n\r\n')) return;
        socket.destroy();
        resolve(text.split('\r\n\r\n')[0]!);
      });
      socket.on('error', reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 405 /);
    expect(head.toLowerCase()).toContain(`\r\nconnection: ${connection}`);
  });
});

describe('what every answer carries', () => {
  it('outside production: the policy that forbids framing, the others, no HSTS, and no internal route named', async () => {
    const answer = await raw(test, 'GET / HTTP/1.1\r\nHost: ad.localhost');
    expect(answer.headers['content-security-policy']?.split('; ')).toContain("frame-ancestors 'none'");
    expect(answer.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(answer.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers['x-middleware-rewrite']).toBeUndefined();
  });

  it('in production: HSTS and upgrade-insecure-requests on every answer, a refusal too', async () => {
    for (const head of ['GET / HTTP/1.1\r\nHost: ad.localhost', 'TRACE / HTTP/1.1\r\nHost: ad.localhost']) {
      const answer = await raw(production, head);
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers['content-security-policy']?.split('; ')).toContain('upgrade-insecure-requests');
    }
  });

  it('an answer with a policy of its own (a verified preview) keeps it, without X-Frame-Options', async () => {
    const own = encodeURIComponent("content-security-policy:frame-ancestors 'self' https://app.storyblok.com");
    for (const target of [`/?set=${own}`, '/writehead']) {
      const answer = await raw(test, `GET ${target} HTTP/1.1\r\nHost: ad.localhost`);
      expect(answer.headers['content-security-policy'], target).toMatch(/^frame-ancestors 'self'/);
      expect(answer.headers['x-frame-options'], target).toBeUndefined();
      expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
    }
  });

  it('a header the answer sets itself wins over the default', async () => {
    const answer = await raw(
      test,
      `GET /?set=${encodeURIComponent('referrer-policy:no-referrer')} HTTP/1.1\r\nHost: ad.localhost`,
    );
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });
});
