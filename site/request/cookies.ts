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
