import https from 'node:https';

/*
 * Mollie's client pins its own copy of Mozilla's CA list (an internal `caCertificates`, not among its options), so
 * neither NODE_EXTRA_CA_CERTS nor an option makes it trust the local stand-in's self-signed certificate. This adds
 * that one certificate for that one loopback origin, and nothing else; production never calls it (site/payments/
 * index.ts refuses a loopback endpoint there). docs/adr/0012 records why.
 */

const TRUSTED = Symbol.for('brand-shop-fleet.payments.loopback-trust');

type Registry = Map<string, string>;

export function trustLoopbackCertificate(endpoint: string, certificate: string): void {
  const url = new URL(endpoint);
  if (url.hostname !== '127.0.0.1' || url.protocol !== 'https:')
    throw new Error(`only a loopback https endpoint may be trusted this way, not ${url.origin}`);
  const global = globalThis as { [TRUSTED]?: Registry };
  if (!global[TRUSTED]) {
    const registry: Registry = new Map();
    global[TRUSTED] = registry;
    const original = https.Agent.prototype.createConnection;
    https.Agent.prototype.createConnection = function createConnection(this: https.Agent, ...args: unknown[]) {
      const options = args[0] as { host?: string; port?: number | string; ca?: string | string[] } | null;
      const extra =
        options && typeof options === 'object' ? registry.get(`${options.host}:${options.port}`) : undefined;
      if (options && extra) args[0] = { ...options, ca: [...[options.ca ?? []].flat(), extra] };
      return (original as (...parameters: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  }
  global[TRUSTED].set(`${url.hostname}:${url.port}`, certificate);
}
