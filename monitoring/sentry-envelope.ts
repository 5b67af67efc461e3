import { z } from 'zod';

/*
 * Sentry's envelope, the body every SDK sends (https://develop.sentry.dev/sdk/envelopes/): a JSON header line, then
 * items, each a JSON header line and a payload. A payload is `length` bytes when its header says so (it may hold
 * newlines, or be binary), else the rest of its line. Read by the site's tunnel and by the local error sink.
 */

const envelopeHeaderSchema = z.looseObject({ dsn: z.string().optional() });
export type EnvelopeHeader = z.infer<typeof envelopeHeaderSchema>;

const envelopeItemHeaderSchema = z.looseObject({
  type: z.string(),
  length: z.number().int().nonnegative().optional(),
});
export type EnvelopeItemHeader = z.infer<typeof envelopeItemHeaderSchema>;

export interface EnvelopeItem {
  readonly header: EnvelopeItemHeader;
  readonly payload: Uint8Array;
}

export interface Envelope {
  readonly header: EnvelopeHeader;
  readonly items: readonly EnvelopeItem[];
}

const NEWLINE = 0x0a;
const decoder = new TextDecoder();
const encoder = new TextEncoder();

function jsonLine<T>(bytes: Uint8Array, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(decoder.decode(bytes)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The envelope in these bytes, or undefined when they are not one (a bad header, a payload cut short). */
export function parseEnvelope(bytes: Uint8Array): Envelope | undefined {
  const lineEnd = (from: number) => {
    const at = bytes.indexOf(NEWLINE, from);
    return at === -1 ? bytes.length : at;
  };
  let end = lineEnd(0);
  const header = jsonLine(bytes.subarray(0, end), envelopeHeaderSchema);
  if (!header) return undefined;
  const items: EnvelopeItem[] = [];
  let offset = end + 1;
  while (offset < bytes.length) {
    end = lineEnd(offset);
    // A trailing newline (or an empty line between items) is no item.
    if (end === offset) {
      offset += 1;
      continue;
    }
    const itemHeader = jsonLine(bytes.subarray(offset, end), envelopeItemHeaderSchema);
    if (!itemHeader) return undefined;
    offset = end + 1;
    if (itemHeader.length !== undefined) {
      if (offset + itemHeader.length > bytes.length) return undefined;
      items.push({ header: itemHeader, payload: bytes.subarray(offset, offset + itemHeader.length) });
      offset += itemHeader.length + 1;
    } else {
      end = lineEnd(offset);
      items.push({ header: itemHeader, payload: bytes.subarray(offset, end) });
      offset = end + 1;
    }
  }
  return { header, items };
}

/** The envelope's bytes; each item's header carries its payload's length. */
export function serializeEnvelope(envelope: Envelope): Uint8Array {
  const parts: Uint8Array[] = [encoder.encode(`${JSON.stringify(envelope.header)}\n`)];
  for (const item of envelope.items) {
    parts.push(
      encoder.encode(`${JSON.stringify({ ...item.header, length: item.payload.byteLength })}\n`),
      item.payload,
      encoder.encode('\n'),
    );
  }
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

/** An item's payload as JSON (events, client reports), or undefined when it is not JSON. */
export function itemJson(item: EnvelopeItem): unknown {
  try {
    return JSON.parse(decoder.decode(item.payload));
  } catch {
    return undefined;
  }
}

/** An item with a JSON payload. */
export function jsonItem(header: EnvelopeItemHeader, payload: unknown): EnvelopeItem {
  return { header, payload: encoder.encode(JSON.stringify(payload)) };
}
