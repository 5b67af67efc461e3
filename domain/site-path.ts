/** Only used to resolve relative paths; never leaves this module. */
const BASE = 'https://shop.invalid';
const MAX_PATH_LENGTH = 2048;
/** Rounds of percent-decoding a path must survive as a plain path; one still changing after them is refused. */
const DECODING_ROUNDS = 5;

/**
 * Refused anywhere in the value as written: the URL parser drops tabs and newlines and reads a backslash as '/', so
 * it would hide them, and no address of ours has whitespace or an invisible character unencoded.
 */
const RAW_REFUSED = /[\\\s\p{Cc}\p{Cf}]/u;
/** Refused anywhere in a path or any decoding of it; a colon is what every scheme (javascript:, https:) needs. */
const PATH_REFUSED = /[\\:\s\p{Cc}\p{Cf}]/u;
/** A dot segment ('.', '..', or with %2e, which browsers read alike): resolved away, so only a trick has one. */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?=[/?#]|$)/i;
/** Refused in a decoded query or fragment; encoded spaces, colons and percents are a mailing link's own. */
const DECODED_PART_REFUSED = /[\p{Cc}\p{Cf}]/u;

/**
 * docs/rules/02-routes-and-layout.md: 'External URLs and dangerous protocols are refused.' A path of this site
 * ('/...') or undefined. What the URL parser would hide is refused first (RAW_REFUSED); then the value is resolved as
 * a browser resolves it (dot segments, spelled with '.' or %2e), and what is checked is that result, which is what is
 * returned: sitePath(sitePath(v)) === sitePath(v).
 * The path and every decoding of it (up to five rounds) must be a plain path: one leading '/', no backslash, colon,
 * whitespace, control character or dot segment. The query and fragment may hold percent-encodings (a mailing's
 * `utm_campaign=herfst%20actie`), but none that decodes to a control or invisible character.
 */
export function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_PATH_LENGTH) return undefined;
  if (!value.startsWith('/') || RAW_REFUSED.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = url.pathname + url.search + url.hash;
  if (path.length > MAX_PATH_LENGTH || RAW_REFUSED.test(path)) return undefined;
  if (!everyDecodingIsPlainPath(url.pathname)) return undefined;
  if (!isPlainPart(url.search) || !isPlainPart(url.hash)) return undefined;
  return path;
}

function everyDecodingIsPlainPath(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round < DECODING_ROUNDS; round += 1) {
    if (!isPlainPath(current)) return false;
    const decoded = decoding(current);
    if (decoded === undefined) return false;
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

function isPlainPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !PATH_REFUSED.test(value) && !DOT_SEGMENT.test(value);
}

/** A query or fragment a reader decodes once: well-formed, and no control or invisible character when decoded. */
function isPlainPart(part: string): boolean {
  const decoded = decoding(part);
  return decoded !== undefined && !DECODED_PART_REFUSED.test(decoded);
}

function decoding(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
