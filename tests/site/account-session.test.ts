import { describe, expect, it } from 'vitest';
import { accountState, DEVELOPMENT_SESSION_SECRET, openSession, sealSession, sessionCookieOptions, sessionSecret, type Session } from '../../site/account/session.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const session: Session = { sub: 'acc-jan', givenName: 'Jan', email: 'jan@example.nl', idToken: 'header.payload.signature', expiresAt: nowSeconds + 3600 };

/** The value with one character of the given part (0 payload, 1 signature) changed. */
function tamper(value: string, part: 0 | 1): string {
  const parts = value.split('.');
  const text = parts[part]!;
  parts[part] = `${text.slice(0, 5)}${text[5] === 'A' ? 'B' : 'A'}${text.slice(6)}`;
  return parts.join('.');
}

describe('account session cookie', () => {
  it('reads a signed session back as the signed-in visitor', () => {
    expect(accountState(sealSession(session), NOW)).toEqual({ kind: 'signed-in', givenName: 'Jan', email: 'jan@example.nl' });
  });

  it.each([
    ['no cookie', undefined],
    ['an empty cookie', ''],
    ['garbage', 'not-a-session'],
    ['a changed payload', tamper(sealSession(session), 0)],
    ['a changed signature', tamper(sealSession(session), 1)],
    ['a payload of someone else with this signature', `${sealSession({ ...session, givenName: 'Mallory' }).split('.')[0]}.${sealSession(session).split('.')[1]}`],
    ['a session signed with another secret', sealSession(session, 'another-secret-of-at-least-32-characters')],
    ['an expired session', sealSession({ ...session, expiresAt: nowSeconds - 1 })],
    ['a third part', `${sealSession(session)}.extra`],
  ])('%s is anonymous', (_case, value) => {
    expect(accountState(value, NOW)).toEqual({ kind: 'anonymous' });
  });

  it('a value that verifies but is not a session is none', () => {
    expect(openSession(sealSession({ ...session, sub: '' }), NOW)).toBeUndefined();
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

  it('needs SESSION_SECRET in production, and uses the named development secret elsewhere', () => {
    expect(() => sessionSecret({ APP_ENV: 'production', SESSION_SECRET: undefined })).toThrow('SESSION_SECRET is required in production');
    expect(sessionSecret({ APP_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
    expect(sessionSecret({ APP_ENV: 'local', SESSION_SECRET: undefined })).toBe(DEVELOPMENT_SESSION_SECRET);
  });
});
