import http from 'node:http';
import { PORT } from './fleet.ts';

/**
 * GET with an explicit Host header (fetch and browsers will not set one; the real brand domains are HSTS-preloaded
 * in Chromium). Talks to a server of ours on 127.0.0.1 only (the test server unless `port` says otherwise).
 */
export function getWithHost(
  host: string,
  path: string,
  port = PORT,
  headers: Readonly<Record<string, string>> = {},
): Promise<Answer<string>> {
  return requestWithHost('GET', host, path, port, headers);
}

/** A request's method, Host header, path, and optionally the port (the test server's by default), headers and body. */
type HostRequest = [
  method: string,
  host: string,
  path: string,
  port?: number,
  headers?: Readonly<Record<string, string>>,
  body?: string,
];
type Answer<Body> = { status: number; headers: http.IncomingHttpHeaders; body: Body };

/** Any method, with an explicit Host header and an optional body: the same as getWithHost otherwise. */
export async function requestWithHost(...request: HostRequest): Promise<Answer<string>> {
  const answer = await requestBytesWithHost(...request);
  return { ...answer, body: answer.body.toString('utf8') };
}

/** As requestWithHost, with the answer's body as the bytes that came (not decoded: a compressed body stays so). */
export function requestBytesWithHost(
  ...[method, host, path, port = PORT, headers = {}, body]: HostRequest
): Promise<Answer<Buffer>> {
  return new Promise((resolve, reject) => {
    // setHost false: the Host given is the one sent, an empty one too (node would put its own in place of '').
    const options = { method, host: '127.0.0.1', port, path, headers: { ...headers, host }, setHost: false };
    const request = http.request({ ...options, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`timeout: ${method} ${host}${path}`)));
    request.on('error', reject);
    request.end(body);
  });
}
