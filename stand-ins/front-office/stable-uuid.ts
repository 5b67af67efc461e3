import { createHash } from 'node:crypto';

/**
 * A UUID that is always the same for the same parts (RFC 9562 version 5 layout over SHA-1), so the seed catalog
 * is deterministic: a brand's propositions keep their uuids across restarts, machines and test runs.
 */
export function stableUuid(...parts: readonly string[]): string {
  const bytes = createHash('sha1')
    .update(['front-office-stand-in', ...parts].join('\u0000'))
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A small whole number that is always the same for the same text: picks a brand's price step, its numeric id. */
export function stableNumber(text: string, modulo: number): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0) % modulo;
}
