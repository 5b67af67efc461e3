import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/*
 * A cookie value the browser carries but cannot change: base64url JSON and its HMAC-SHA256. Anything that does not
 * verify, or does not match its schema, reads as no value at all.
 */

const mac = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest();

export function sealValue(data: unknown, secret: string): string {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
  return `${payload}.${mac(payload, secret).toString('base64url')}`;
}

export function openValue<Schema extends z.ZodType>(value: string | undefined, secret: string, schema: Schema): z.infer<Schema> | undefined {
  const [payload, signature, extra] = (value ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
