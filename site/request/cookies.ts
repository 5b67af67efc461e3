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

/**
 * A Cookie request header without the cookies named (a bare name without '=' too); undefined when none is left. The
 * other pairs pass as they came: parsing and writing them again could change a value's encoding.
 */
export function cookieHeaderWithout(header: string, names: readonly string[]): string | undefined {
  const kept = header.split(';').filter((pair) => {
    const at = pair.indexOf('=');
    return !names.includes((at < 0 ? pair : pair.slice(0, at)).trim());
  });
  const joined = kept
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .join('; ');
  return joined === '' ? undefined : joined;
}
