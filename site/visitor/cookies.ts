import { promoCookieSchema, type PromoCookie } from '../../schemas/front-office.ts';

/** The host part of a Host header, lower case, without the port. */
const hostName = (host: string | null) => (host ?? '').replace(/:\d+$/, '').toLowerCase();

/**
 * Options for the shop's own cookies: httpOnly (no script needs them), SameSite=Lax, path /, and Secure outside
 * localhost (a local run over plain http must still keep them).
 */
export function visitorCookieOptions(host: string | null, maxAge: number) {
  const name = hostName(host);
  const local = name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: !local, maxAge };
}

/** The promo cookie's value: JSON of docs/rules/03-entities.md's fields. */
export const promoCookieValue = (cookie: PromoCookie) => JSON.stringify(cookie);

/** The promo cookie read back; anything malformed is no cookie. */
export function readPromoCookie(value: string | undefined): PromoCookie | undefined {
  if (!value) return undefined;
  try {
    const parsed = promoCookieSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
