import { z } from 'zod';
import { env } from '../env.ts';
import { reportProblem } from '../monitoring/report.ts';
import { visitorCookieOptions } from '../request/cookies.ts';
import { openValue, sealValue } from './signed-cookie.ts';
import { ANONYMOUS, type AccountState } from './state.ts';

/** The account session in its cookie (SESSION_COOKIE): the least the shop needs, signed (signed-cookie.ts). */
export const sessionSchema = z
  .object({
    sub: z.string().min(1),
    givenName: z.string(),
    email: z.string().optional(),
    /** Sent back as id_token_hint when the visitor logs out, so the account service ends its session too. */
    idToken: z.string().min(1),
    /** Seconds since the epoch. */
    expiresAt: z.number().int(),
  })
  .strict();

export type Session = z.infer<typeof sessionSchema>;

/** A day: long enough for a visit that ends in an order; the account service keeps its own, longer session. */
export const SESSION_SECONDS = 24 * 60 * 60;

/** Outside production only: a fixed, public secret, so that a fresh `npm start` logs in without configuration. */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-not-for-production';

export function sessionSecret(settings: Pick<typeof env, 'APP_ENV' | 'SESSION_SECRET'> = env): string {
  if (settings.SESSION_SECRET) return settings.SESSION_SECRET;
  if (settings.APP_ENV === 'production') throw new Error('SESSION_SECRET is required in production');
  return DEVELOPMENT_SESSION_SECRET;
}

export const sealSession = (session: Session, secret = sessionSecret()) => sealValue(session, secret);

/** The session in a cookie value, if it verifies and has not expired. */
export function openSession(value: string | undefined, now = new Date(), secret = sessionSecret()): Session | undefined {
  const session = openValue(value, secret, sessionSchema);
  return session && session.expiresAt * 1000 > now.getTime() ? session : undefined;
}

/** The account as the page chrome shows it; a missing, tampered or expired cookie is anonymous. */
export function accountState(value: string | undefined, now = new Date()): AccountState {
  if (!value) return ANONYMOUS;
  let session: Session | undefined;
  try {
    session = openSession(value, now);
  } catch (error) {
    reportProblem('account: session not readable', error);
  }
  if (!session) return ANONYMOUS;
  return { kind: 'signed-in', givenName: session.givenName, ...(session.email ? { email: session.email } : {}) };
}

/** httpOnly, SameSite=Lax, Secure outside localhost (visitor-cookies.ts), for the session's lifetime. */
export const sessionCookieOptions = (host: string | null) => visitorCookieOptions(host, SESSION_SECONDS);
