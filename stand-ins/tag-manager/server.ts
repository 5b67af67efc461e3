import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { closeServer } from '../shared/server.ts';

/*
 * A local stand-in for Google Tag Manager's script host (README.md beside this file): HTTPS on 127.0.0.1, with a
 * certificate for www.googletagmanager.com that only a browser told this certificate's key trusts. A Chromium whose
 * resolver maps that host here (chromiumFlags) loads the page exactly as production sends it, CSP and all, and every
 * request of it is answered offline.
 */

const HERE = import.meta.dirname;
const CERTIFICATE = readFileSync(path.join(HERE, 'tls-cert.pem'));
const KEY = readFileSync(path.join(HERE, 'tls-key.pem'));
export const TAG_MANAGER_HOST = 'www.googletagmanager.com';

/**
 * The container's script: it marks the data layer and loads no tags (a real container's tags are not ours to measure).
 */
export const STAND_IN_SCRIPT =
  "(function(){var d=window.dataLayer=window.dataLayer||[];d.push({event:'gtm.stand-in'});})();\n";

export interface TagManagerStandIn {
  readonly port: number;
  /** The container ids whose script was asked for, one entry per request. */
  requested(): readonly string[];
  /** The flags that make a Chromium send the tag manager's requests here, and everything else off loopback nowhere. */
  readonly chromiumFlags: readonly string[];
  close(): Promise<void>;
}

/** base64 SHA-256 of the certificate's public key: what --ignore-certificate-errors-spki-list takes. */
export function publicKeyHash(certificatePem: Buffer | string): string {
  const spki = new X509Certificate(certificatePem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * Chromium flags for a browser measured offline: the tag manager's host resolves to the stand-in on `port` (its
 * certificate trusted by its key alone), localhost names keep resolving to loopback, and any other host fails to
 * resolve, so nothing leaves the machine and a request the page makes elsewhere shows as failed.
 */
export function offlineChromiumFlags(port: number): string[] {
  return [
    `--host-resolver-rules=MAP ${TAG_MANAGER_HOST} 127.0.0.1:${port}, MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1`,
    `--ignore-certificate-errors-spki-list=${publicKeyHash(CERTIFICATE)}`,
  ];
}

export async function startTagManagerStandIn(options: { readonly port?: number } = {}): Promise<TagManagerStandIn> {
  const requested: string[] = [];
  const server = createServer({ cert: CERTIFICATE, key: KEY }, (request, response) => {
    const url = new URL(request.url ?? '/', `https://${TAG_MANAGER_HOST}`);
    const id = url.searchParams.get('id');
    if (request.method !== 'GET' || url.pathname !== '/gtm.js' || !id) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    requested.push(id);
    response
      .writeHead(200, {
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'private, max-age=900',
      })
      .end(STAND_IN_SCRIPT);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    requested: () => [...requested],
    chromiumFlags: offlineChromiumFlags(port),
    close: () => closeServer(server),
  };
}
