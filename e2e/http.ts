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
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return requestWithHost('GET', host, path, port, headers);
}

/** Any method, with an explicit Host header and an optional body: the same as getWithHost otherwise. */
export function requestWithHost(
  method: string,
  host: string,
  path: string,
  port = PORT,
  headers: Readonly<Record<string, string>> = {},
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ method, host: '127.0.0.1', port, path, headers: { ...headers, host }, timeout: 15_000 }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('timeout', () => request.destroy(new Error(`timeout: ${method} ${host}${path}`)));
    request.on('error', reject);
    request.end(body);
  });
}
