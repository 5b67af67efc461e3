import { ResponseCookies, type ResponseCookie } from '@edge-runtime/cookies';
import { hostName } from '../../domain/brand-resolution.ts';
import { isLoopbackName } from '../../domain/public-origin.ts';

/**
 * A cookie an answer sets, as data: the request's decision (site/routing/request-decision.ts) lists them, the proxy
 * puts them on its answer and nginx's decision service hands them to nginx. The type is Next's own cookie jar's
 * (@edge-runtime/cookies, the package Next compiles in).
 */
export type CookieToSet = ResponseCookie;

/** A cookie cleared, as Next's `cookies.delete(name)` writes it: empty and expired, on path /. */
export const clearedCookie = (name: string): CookieToSet => ({ name, value: '', expires: new Date(0), path: '/' });

/**
 * The Set-Cookie values of `cookies`, each as Next's cookie jar writes it, by that jar over a plain list: the part of
 * Headers the jar uses (it rewrites the whole list on each set). A real Headers validates every value on each
 * rewrite, which was an eighth of a front decision's time.
 */
export function setCookieValues(cookies: readonly CookieToSet[]): string[] {
  let values: string[] = [];
  const list = {
    getSetCookie: () => [],
    delete: () => void (values = []),
    append: (_name: string, value: string) => void values.push(value),
  };
  const jar = new ResponseCookies(list as unknown as Headers);
  for (const cookie of cookies) jar.set(cookie);
  return values;
}

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
