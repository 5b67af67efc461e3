import { hkdfSync } from 'node:crypto';
import { EncryptJWT, errors, jwtDecrypt } from 'jose';
import type { z } from 'zod';
import { DEVELOPMENT_SESSION_SECRET, env } from '../env.ts';
import { repositorySecretsAllowed } from '../secret-settings.mjs';

/*
 * A cookie value the browser carries but can neither read nor change (docs/adr/0019): an encrypted JWT (JWE compact,
 * `dir` + A256GCM, jose) whose key is derived from the session secret for one purpose (HKDF-SHA256), so a value
 * sealed for one cookie never opens as another. The value is the `v` claim; `exp` bounds its life. Anything that does
 * not decrypt, has expired or does not match its schema reads as no value at all.
 */

export type SealPurpose = 'session' | 'login-flow' | 'payment' | 'draft' | 'placed-order';

/**
 * The one secret every sealed cookie's key comes from: SESSION_SECRET; in local and test only, the development one.
 * Acceptance and production never fall back, whatever else they allow (docs/adr/0037).
 */
export function sessionSecret(settings: Pick<typeof env, 'APP_ENV' | 'SESSION_SECRET'> = env): string {
  if (settings.SESSION_SECRET) return settings.SESSION_SECRET;
  if (!repositorySecretsAllowed(settings.APP_ENV)) throw new Error(`SESSION_SECRET is required in ${settings.APP_ENV}`);
  return DEVELOPMENT_SESSION_SECRET;
}

const ALGORITHMS = { alg: 'dir', enc: 'A256GCM' } as const;

const keys = new Map<string, Uint8Array>();

function keyFor(secret: string, purpose: SealPurpose): Uint8Array {
  const id = `${purpose}\n${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, 'brand-shop-fleet sealed cookie', purpose, 32));
    keys.set(id, key);
  }
  return key;
}

export function sealValue(
  purpose: SealPurpose,
  data: unknown,
  secret: string,
  lifetimeSeconds: number,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ v: data })
    .setProtectedHeader(ALGORITHMS)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .encrypt(keyFor(secret, purpose));
}

export async function openValue<Schema extends z.ZodType>(
  purpose: SealPurpose,
  value: string | undefined,
  secret: string,
  schema: Schema,
  now = new Date(),
): Promise<z.infer<Schema> | undefined> {
  if (!value) return undefined;
  try {
    const { payload } = await jwtDecrypt(value, keyFor(secret, purpose), {
      keyManagementAlgorithms: [ALGORITHMS.alg],
      contentEncryptionAlgorithms: [ALGORITHMS.enc],
      currentDate: now,
      requiredClaims: ['exp'],
    });
    const parsed = schema.safeParse(payload.v);
    return parsed.success ? parsed.data : undefined;
  } catch (error) {
    // A forged, altered, foreign or expired value is the visitor's problem, not the site's: no value.
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
