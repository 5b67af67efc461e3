/** Only used to resolve relative paths; never leaves this module. */
const BASE = 'https://shop.invalid';
const MAX_PATH_LENGTH = 2048;

/**
 * docs/rules/02-routes-and-layout.md: 'External URLs and dangerous protocols are refused.' A path of this site
 * ('/...'), as a browser resolves it, or undefined. Every decoding of the value (up to five rounds of
 * percent-decoding) must still be a plain path: no '//' or backslash at the start, no backslash, colon, whitespace
 * or control character anywhere. Colons are refused outright: none of our paths has one, and a colon is what every
 * scheme (javascript:, data:, vbscript:, https:) needs.
 */
export function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_PATH_LENGTH) return undefined;
  if (!everyDecodingIsPlainPath(value)) return undefined;
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return undefined;
  return url.pathname + url.search + url.hash;
}

function everyDecodingIsPlainPath(value: string): boolean {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    if (!isPlainPath(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

function isPlainPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\\:\s\p{Cc}\p{Cf}]/u.test(value);
}
