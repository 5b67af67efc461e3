import { redactEvent } from '../../domain/error-redaction.ts';
import {
  itemJson,
  jsonItem,
  parseEnvelope,
  serializeEnvelope,
  type EnvelopeItem,
} from '../../monitoring/sentry-envelope.ts';
import type { MonitoringConfig } from './config.ts';
import { envelopeUrl, parseDsn, publicDsn, sameProject, type SentryDsn } from './dsn.ts';
import { reportProblem } from './report.ts';
import { readBodyUpTo } from './request-body.ts';

/*
 * The browser's reports reach Sentry through the site's own /api/monitoring, so blockers that drop requests to
 * Sentry's hosts do not drop them. Next's own tunnel option (withSentryConfig's tunnelRoute) only recognises
 * sentry.io DSNs; this one relays to the configured DSN's host, whatever it is: sentry.io, a self-hosted Sentry, or
 * the local sink in tests. It relays for that one project only (no open relay) and redacts every event again.
 */

/** A browser event is a few KB; this leaves room for long breadcrumb trails, and refuses anything bigger. */
const MAX_ENVELOPE_BYTES = 200_000;
/** Sentry answers in milliseconds; a slow upstream must not hold the visitor's connection. */
const UPSTREAM_TIMEOUT_MS = 5_000;
/** Items relayed: events (redacted again) and the SDK's client reports (counts, no data). Attachments, replays and
 * the rest carry what cannot be redacted; the browser SDK is set up not to send them. */
const RELAYED_ITEM_TYPES = new Set(['event', 'client_report']);
/** Sentry's rate-limit answer, passed back so the browser's SDK backs off. */
const RATE_LIMIT_HEADERS = ['x-sentry-rate-limits', 'retry-after'];

type Fetch = typeof fetch;

/** GET /api/monitoring's answer: the DSN without its secret, or null when reporting is off. */
export function monitoringConfig(configuredDsn: string | undefined, environment: string): MonitoringConfig {
  const dsn = configuredDsn === undefined ? undefined : parseDsn(configuredDsn);
  return dsn ? { dsn: publicDsn(dsn), environment } : { dsn: null };
}

const answer = (status: number, headers?: HeadersInit) => new Response(null, { status, headers });

function redactItem(item: EnvelopeItem): EnvelopeItem | undefined {
  if (!RELAYED_ITEM_TYPES.has(item.header.type)) return undefined;
  const payload = itemJson(item);
  if (typeof payload !== 'object' || payload === null) return undefined;
  return item.header.type === 'event' ? jsonItem(item.header, redactEvent(payload)) : item;
}

/**
 * POST /api/monitoring: 204 with reporting off (nothing sent); 413 too big; 400 not an envelope, or no DSN in it;
 * 403 a DSN of another project; otherwise Sentry's answer (502 when it cannot be reached or refuses).
 */
export async function relayEnvelope(
  request: Request,
  configuredDsn: string | undefined,
  fetchImpl: Fetch = fetch,
): Promise<Response> {
  const dsn = configuredDsn === undefined ? undefined : parseDsn(configuredDsn);
  if (!dsn) return answer(204);
  const body = await readBodyUpTo(request, MAX_ENVELOPE_BYTES);
  if (!body) return answer(413);
  const envelope = parseEnvelope(body);
  if (!envelope) return answer(400);
  const claimed = envelope.header.dsn === undefined ? undefined : parseDsn(envelope.header.dsn);
  if (!claimed) return answer(400);
  if (!sameProject(claimed, dsn)) return answer(403);
  const items = envelope.items.flatMap((item) => redactItem(item) ?? []);
  if (items.length === 0) return answer(200);
  return forward(dsn, serializeEnvelope({ header: envelope.header, items }), fetchImpl);
}

async function forward(dsn: SentryDsn, body: Uint8Array, fetchImpl: Fetch): Promise<Response> {
  try {
    const upstream = await fetchImpl(envelopeUrl(dsn), {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body: body as Uint8Array<ArrayBuffer>,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    const headers = new Headers();
    for (const name of RATE_LIMIT_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    if (upstream.ok || upstream.status === 429) return answer(upstream.status, headers);
    reportProblem(`monitoring: Sentry answered the tunnel with HTTP ${upstream.status}`);
  } catch (error) {
    reportProblem('monitoring: Sentry could not be reached from the tunnel', error);
  }
  return answer(502);
}
