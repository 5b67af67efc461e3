import type { ReceivedEnvelope } from '../../stand-ins/error-sink/server.ts';
import { STAND_IN_PORTS, standInOrigin } from '../../stand-ins/shared/ports.mjs';

/** The local error sink beside the test server (playwright.config.ts runs it; the site's SENTRY_DSN points at it). */
export const ERROR_SINK_PORT = Number(process.env.E2E_ERROR_SINK_PORT ?? STAND_IN_PORTS.errorSink);
export const ERROR_SINK_URL = standInOrigin(ERROR_SINK_PORT);
export const ERROR_SINK_DSN = `http://public@127.0.0.1:${ERROR_SINK_PORT}/1`;

/** An event as the sink received it, with the raw text of its envelope. */
export interface SunkEvent {
  readonly payload: {
    readonly event_id?: string;
    readonly level?: string;
    readonly platform?: string;
    readonly exception?: { readonly values?: readonly { readonly type?: string; readonly value?: string }[] };
  };
  readonly raw: string;
}

export async function sunkEvents(): Promise<SunkEvent[]> {
  const envelopes = (await (await fetch(`${ERROR_SINK_URL}/envelopes`)).json()) as ReceivedEnvelope[];
  return envelopes.flatMap((envelope) =>
    envelope.items
      .filter((item) => item.type === 'event')
      .map((item) => ({ payload: item.payload as SunkEvent['payload'], raw: envelope.raw })),
  );
}

/** The events whose exception value contains `text` (tests run in parallel: each looks for its own). */
export async function eventsWith(text: string): Promise<SunkEvent[]> {
  return (await sunkEvents()).filter((event) =>
    event.payload.exception?.values?.some((value) => value.value?.includes(text)),
  );
}
