import { z } from 'zod';
import { DEVELOPMENT_SESSION_SECRET } from '../env.ts';
import { reportProblem } from '../monitoring/report.ts';
import { visitorCookieOptions } from '../request/cookies.ts';
import { openValue, sealValue, sessionSecret } from './sealed-cookie.ts';
import { ANONYMOUS, type AccountState } from './state.ts';

/**
 * The account session in its cookie (SESSION_COOKIE), sealed (sealed-cookie.ts: encrypted, its life its `exp`): only
 * what the pages use, the account menu's greeting and the order form's e-mail, and what logging out needs
 * (docs/adr/0019).
 */
export const sessionSchema = z
  .object({
    givenName: z.string(),
    email: z.string().optional(),
    /** Sent back as id_token_hint when the visitor logs out, so the account service ends its session too. */
    idToken: z.string().min(1),
  })
  .strict();

export type Session = z.infer<typeof sessionSchema>;

/** A day: long enough for a visit that ends in an order; the account service keeps its own, longer session. */
export const SESSION_SECONDS = 24 * 60 * 60;

export { DEVELOPMENT_SESSION_SECRET };

export const sealSession = (session: Session, now = new Date(), secret = sessionSecret()) =>
  sealValue('session', session, secret, SESSION_SECONDS, now);

/** The session in a cookie value, if it opens and has not expired. */
export const openSession = (
  value: string | undefined,
  now = new Date(),
  secret = sessionSecret(),
): Promise<Session | undefined> => openValue('session', value, secret, sessionSchema, now);

/** The account as the page chrome shows it; a missing, tampered, foreign or expired cookie is anonymous. */
export async function accountState(value: string | undefined, now = new Date()): Promise<AccountState> {
  if (!value) return ANONYMOUS;
  let session: Session | undefined;
  try {
    session = await openSession(value, now);
  } catch (error) {
    reportProblem('account: session not readable', error);
  }
  if (!session) return ANONYMOUS;
  return { kind: 'signed-in', givenName: session.givenName, ...(session.email ? { email: session.email } : {}) };
}

/** httpOnly, SameSite=Lax, Secure outside localhost (visitor-cookies.ts), for the session's lifetime. */
export const sessionCookieOptions = (host: string | null) => visitorCookieOptions(host, SESSION_SECONDS);
