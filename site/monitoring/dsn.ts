/*
 * A Sentry DSN, `{protocol}://{publicKey}[:{secret}]@{host}[:{port}]{/path-prefix}/{projectId}`, as Sentry's own SDKs
 * read it: sentry.io, a self-hosted Sentry under a path, or the local error sink in tests
 * (http://public@127.0.0.1:3907/1). Used by the env check, the server's init, the browser's config and the tunnel.
 */

export interface SentryDsn {
  readonly protocol: 'http:' | 'https:';
  readonly publicKey: string;
  /** Host name with its port, if any: 'o1.ingest.sentry.io', '127.0.0.1:3907'. */
  readonly host: string;
  /** '' or a self-hosted Sentry's path ('/sentry'), without the trailing slash. */
  readonly pathPrefix: string;
  /** Numeric, as Sentry assigns them. */
  readonly projectId: string;
}

/** The DSN's parts, or undefined when it is not a DSN (no public key, no numeric project id, not http(s)). */
export function parseDsn(text: string): SentryDsn | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const match = /^(.*)\/(\d+)\/?$/.exec(url.pathname);
  if (!url.username || !match?.[2]) return undefined;
  return {
    protocol: url.protocol,
    publicKey: decodeURIComponent(url.username),
    host: url.host,
    pathPrefix: match[1] ?? '',
    projectId: match[2],
  };
}

/** The DSN the browser may know: the public key only (a legacy DSN's secret stays on the server). */
export function publicDsn(dsn: SentryDsn): string {
  return `${dsn.protocol}//${encodeURIComponent(dsn.publicKey)}@${dsn.host}${dsn.pathPrefix}/${dsn.projectId}`;
}

/** Sentry's envelope endpoint for the DSN's project, authenticated by its public key as the SDKs do. */
export function envelopeUrl(dsn: SentryDsn): string {
  const query = new URLSearchParams({ sentry_key: dsn.publicKey, sentry_version: '7' });
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/?${query}`;
}

/** Whether two DSNs name the same project on the same Sentry (the tunnel relays for its own project only). */
export function sameProject(a: SentryDsn, b: SentryDsn): boolean {
  return a.protocol === b.protocol && a.host === b.host && a.pathPrefix === b.pathPrefix && a.projectId === b.projectId;
}
