import { hostName } from '../../domain/brand-resolution.ts';
import { isLoopbackName } from '../../domain/public-origin.ts';

/**
 * Options for the shop's own cookies: httpOnly (no script needs them), SameSite=Lax, path /, and Secure outside
 * localhost (a local run over plain http must still keep them).
 */
export function visitorCookieOptions(host: string | null, maxAge: number) {
  const name = hostName(host);
  const local = name !== '' && isLoopbackName(name);
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: !local, maxAge };
}
