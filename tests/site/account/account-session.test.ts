import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sealLoginFlow } from '../../../site/account/login-flow.ts';
import { sealValue, sessionSecret } from '../../../site/account/sealed-cookie.ts';
import {
  accountState,
  DEVELOPMENT_SESSION_SECRET,
  openSession,
  SESSION_SECONDS,
  sealSession,
  sessionCookieOptions,
  type Session,
} from '../../../site/account/session.ts';
import { sealPaymentCookie } from '../../../site/payments/visitor-cookie.ts';

/*
 * The account session cookie (site/account/session.ts, docs/adr/0019): sealed, so whoever holds it can neither read
 * nor change it without the secret. Every value that is not a session this site sealed, unexpired, is "not logged
 * in", never an error.
 */

const NOW = new Date('2026-11-22T12:00:00Z');
const session: Session = {
  givenName: 'Jan',
  email: 'jan@example.nl',
  idToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhY2MtamFuIn0.c2lnbmF0dXJl',
};
const sealed = await sealSession(session, NOW);
const parts = sealed.split('.');

/** The value with one byte of JWE part `index` flipped (header, encrypted key, IV, ciphertext, tag). */
function flipped(index: number): string {
  const copy = [...parts];
  const bytes = Buffer.from(copy[index]!, 'base64url');
  if (bytes.length === 0) {
    // `dir` has no encrypted key: one where none belongs is as much a change.
    copy[index] = Buffer.from([1]).toString('base64url');
  } else {
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    copy[index] = bytes.toString('base64url');
  }
  return copy.join('.');
}

/** The session claims as the old, signed-only cookie carried them: base64url JSON and its HMAC. */
function signedOnly(secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ ...session, sub: 'acc-jan', expiresAt: NOW.getTime() / 1000 + 3600 }),
  ).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

const claims = { v: session };
const expiresAt = NOW.getTime() / 1000 + 3600;

describe('the sealed session cookie', () => {
  it('opens as the signed-in visitor with the secret', async () => {
    expect(await accountState(sealed, NOW)).toEqual({ kind: 'signed-in', givenName: 'Jan', email: 'jan@example.nl' });
    expect(await openSession(sealed, NOW)).toEqual(session);
  });

  it('cannot be read without the secret: five JWE parts, none of them the e-mail, the name or the ID token', () => {
    expect(parts).toHaveLength(5);
    expect(JSON.parse(Buffer.from(parts[0]!, 'base64url').toString())).toEqual({ alg: 'dir', enc: 'A256GCM' });
    const readable = [sealed, ...parts.map((part) => Buffer.from(part, 'base64url').toString('latin1'))].join('\n');
    for (const secret of ['jan@example.nl', 'Jan', session.idToken, 'eyJzdWIiOiJhY2MtamFuIn0', 'givenName'])
      expect(readable).not.toContain(secret);
  });

  it('is sealed afresh each time (a new IV): two seals of one session differ', async () => {
    expect(await sealSession(session, NOW)).not.toBe(sealed);
  });

  it.each<[string, () => Promise<string | undefined> | string | undefined]>([
    ['no cookie', () => undefined],
    ['an empty cookie', () => ''],
    ['garbage', () => 'not-a-session'],
    ['five empty parts', () => '....'],
    ['a byte flipped in the protected header', () => flipped(0)],
    ['an encrypted key where dir has none', () => flipped(1)],
    ['a byte flipped in the IV', () => flipped(2)],
    ['a byte flipped in the ciphertext', () => flipped(3)],
    ['a byte flipped in the authentication tag', () => flipped(4)],
    ['the tag cut off', () => parts.slice(0, 4).join('.')],
    ['the value truncated', () => sealed.slice(0, -10)],
    ['a sixth part', () => `${sealed}.extra`],
    [
      'another header with the same ciphertext',
      () =>
        [Buffer.from(JSON.stringify({ alg: 'dir', enc: 'A128GCM' })).toString('base64url'), ...parts.slice(1)].join(
          '.',
        ),
    ],
    [
      'a session sealed with another secret',
      () => sealSession(session, NOW, 'another-secret-of-at-least-32-characters'),
    ],
    [
      'the login flow cookie of this site (same secret, another purpose)',
      () => sealLoginFlow({ state: 's', nonce: 'n', codeVerifier: 'v', callbackUrl: '/' }),
    ],
    [
      'the payment cookie of this site (same secret, another purpose)',
      () => sealPaymentCookie('0f8fad5b-d9cb-469f-a165-70867728950e', { firstName: 'Jan' }),
    ],
    [
      'an unsecured JWT (alg none) with the session claims',
      () => new UnsecuredJWT(claims).setExpirationTime(expiresAt).encode(),
    ],
    [
      'a JWS signed (not encrypted) with the secret',
      () =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime(expiresAt)
          .sign(new TextEncoder().encode(DEVELOPMENT_SESSION_SECRET)),
    ],
    ['the old signed-only cookie, signed with the secret', () => signedOnly(DEVELOPMENT_SESSION_SECRET)],
    ['an expired session', () => sealSession(session, new Date(NOW.getTime() - SESSION_SECONDS * 1000 - 1000))],
    [
      'a session sealed with the key of another cookie (the login flow)',
      () => sealValue('login-flow', session, DEVELOPMENT_SESSION_SECRET, 60, NOW),
    ],
    [
      'a sealed value that is not a session',
      () => sealValue('session', { ...session, idToken: '' }, DEVELOPMENT_SESSION_SECRET, 60, NOW),
    ],
    [
      'a sealed session with a field too many',
      () => sealValue('session', { ...session, admin: true }, DEVELOPMENT_SESSION_SECRET, 60, NOW),
    ],
  ])('%s is not logged in, never an error', async (_case, make) => {
    const value = await make();
    await expect(accountState(value, NOW)).resolves.toEqual({ kind: 'anonymous' });
    if (value) await expect(openSession(value, NOW)).resolves.toBeUndefined();
  });

  it.each([
    ['ad.localhost:3000', false],
    ['localhost:3210', false],
    ['LOCALHOST', false],
    ['127.0.0.1:3000', false],
    ['www.ad.nl', true],
    ['abonnement.volkskrant.nl', true],
    ['localhost.evil.example', true],
    [null, true],
  ])('on host %s it is httpOnly, SameSite=Lax, path / and Secure=%s', (host, secure) => {
    expect(sessionCookieOptions(host)).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure });
  });

  it.each<[string, string | undefined, string]>([
    ['production', undefined, 'SESSION_SECRET is required in production'],
    ['acceptance', undefined, 'SESSION_SECRET is required in acceptance'],
  ])('needs SESSION_SECRET in %s: it never falls back to the development secret', (appEnv, secret, message) => {
    expect(() => sessionSecret({ APP_ENV: appEnv as 'production' | 'acceptance', SESSION_SECRET: secret })).toThrow(
      message,
    );
  });

  it.each(['production', 'acceptance', 'local', 'test'] as const)('uses SESSION_SECRET when set, in %s', (appEnv) => {
    const own = randomBytes(32).toString('base64');
    expect(sessionSecret({ APP_ENV: appEnv, SESSION_SECRET: own })).toBe(own);
  });

  it.each(['local', 'test'] as const)('uses the named development secret in %s when unset', (appEnv) => {
    expect(sessionSecret({ APP_ENV: appEnv, SESSION_SECRET: undefined })).toBe(DEVELOPMENT_SESSION_SECRET);
  });
});
