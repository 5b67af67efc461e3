/*
 * Links and image sources come from editors' content: only schemes that cannot run code get through. Checked with
 * the WHATWG URL parser, the one browsers use, so tabs, newlines, leading control characters and letter case in a
 * scheme ("java\tscript:", " JAVASCRIPT:") are seen the way a browser would see them.
 */

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
/** A base that only exists to resolve relative references; it never appears in output. */
const BASE = 'https://relative.invalid/';

const NAMED_ENTITIES: Readonly<Record<string, string>> = { colon: ':', tab: '\t', newline: '\n', amp: '&', sol: '/' };

/** HTML character references, leniently (missing ";" too), as a browser would decode them in markup. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number.parseInt(dec, 10), 0x10ffff)))
    .replace(/&([a-z]+);/gi, (match, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? match);
}

/** Percent-decoding that never throws on a stray "%" (a relative link like "/50%-korting" is fine). */
function decodePercent(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function protocolOf(value: string): string | undefined {
  try {
    return new URL(value, BASE).protocol;
  } catch {
    return undefined;
  }
}

/**
 * The URL when every reading of it (as written, entity-decoded, percent-decoded, both, twice) has an allowed
 * scheme; undefined otherwise. The encoded readings are harmless in a React attribute, but content that hides a
 * scheme is refused outright rather than trusted to stay inert.
 */
function allowed(raw: string, protocols: ReadonlySet<string>): string | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  const readings = new Set<string>([value]);
  for (let round = 0; round < 2; round += 1) {
    for (const reading of [...readings]) {
      readings.add(decodeEntities(reading));
      readings.add(decodePercent(reading));
    }
  }
  for (const reading of readings) {
    const protocol = protocolOf(reading);
    if (protocol === undefined || !protocols.has(protocol)) return undefined;
  }
  return value;
}

/**
 * An href for a link: http(s), mailto:, tel: or relative; anything else (javascript:, data:, vbscript:...) is
 * undefined.
 */
export function safeHref(raw: string): string | undefined {
  return allowed(raw, LINK_PROTOCOLS);
}

/** An image source: http(s) or relative only. */
export function safeImageSrc(raw: string): string | undefined {
  return allowed(raw, IMAGE_PROTOCOLS);
}
