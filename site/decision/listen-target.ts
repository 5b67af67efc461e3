/** Where the decision service listens: a unix socket, or a TCP host and port. */
export type ListenTarget = { readonly socket: string } | { readonly host: string; readonly port: number };

/**
 * DECISION_LISTEN: an absolute path is a unix socket (nginx beside the service), `host:port` a TCP address (another
 * container, compose.yaml). Anything else stops the service at start with what was wrong.
 */
export function listenTarget(value: string | undefined): ListenTarget {
  if (!value)
    throw new Error('DECISION_LISTEN must name where the decision service listens: a unix socket path, or host:port');
  if (value.startsWith('/')) return { socket: value };
  const match = /^([\w.-]+|\[[\da-f:]+\]):(\d{1,5})$/i.exec(value);
  const port = Number(match?.[2]);
  if (!match || port < 1 || port > 65_535)
    throw new Error(`DECISION_LISTEN=${value} is neither a unix socket path (/…) nor host:port`);
  return { host: match[1]!.replace(/^\[|\]$/g, ''), port };
}
