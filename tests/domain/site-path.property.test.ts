import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sitePath } from '../../domain/site-path.ts';

/*
 * Properties of sitePath (domain/site-path.ts), beside the table in site-path.test.ts: what it returns it returns
 * again, and neither that nor any decoding of its path leads a browser off this site.
 */
const SHOP_PAGE = 'https://abonnement.volkskrant.nl/studenten/bestellen';
const SHOP = new URL(SHOP_PAGE).origin;

/** The pieces hostile paths are made of, so that a run meets their combinations rather than random letters. */
const PIECES = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%252e',
  '%2F',
  '%2f',
  '%252F',
  '%5C',
  '%255C',
  '%25',
  '%20',
  '%3A',
  '%3a',
  '%253A',
  ':',
  '?',
  '#',
  '&',
  '=',
  '@',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u200b',
  '%09',
  '%0A',
  '%00',
  '%E2%80%8B',
  '%',
  '%E0%A4%A',
  'é',
  'a',
  'digitaal',
  'evil.example',
  'javascript',
  'https',
  'otag=sp2kub',
];
/** Segments of such pieces (often empty or a dot segment), joined by '/' as a path is. */
const segment = fc.oneof(
  fc.constantFrom('', '.', '..', '%2e%2e', '.%2E'),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 3 }).map((pieces) => pieces.join('')),
);
const hostile = fc.oneof(
  fc.array(segment, { maxLength: 8 }).map((segments) => segments.join('/')),
  fc.array(segment, { maxLength: 8 }).map((segments) => `/${segments.join('/')}`),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }).map((text) => `/${text}`),
);

/** The path part and each percent-decoding of it, as far as it decodes and changes. */
function pathDecodings(path: string): string[] {
  const decodings = [path.split(/[?#]/, 1)[0]!];
  for (let round = 0; round < 5; round += 1) {
    const decoded = decodeURIComponent(decodings.at(-1)!);
    if (decoded === decodings.at(-1)) break;
    decodings.push(decoded);
  }
  return decodings;
}

describe('sitePath, for any value', () => {
  it('returns nothing, or a path that it returns again and that starts with one slash', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const path = sitePath(value);
        if (path === undefined) return;
        expect(sitePath(path)).toBe(path);
        expect(path).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: 2000 },
    );
  });

  it('returns nothing, or a path whose every decoding a browser reads as a page of this site', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const path = sitePath(value);
        if (path === undefined) return;
        for (const decoded of pathDecodings(path)) expect(new URL(decoded, SHOP_PAGE).origin).toBe(SHOP);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('sitePath, for a page of this site with any printable query', () => {
  const name = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  const entries = fc.array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })), { maxLength: 5 });

  it('keeps the page and every entry of its query, however encoded', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 4 }), entries, fc.boolean(), (segments, pairs, asForm) => {
        const query = asForm
          ? new URLSearchParams(pairs).toString()
          : pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
        const page = `/${segments.join('/')}`;
        const path = sitePath(query === '' ? page : `${page}?${query}`);
        expect(path).toBeDefined();
        const url = new URL(path!, SHOP_PAGE);
        expect(url.pathname).toBe(page);
        expect([...url.searchParams]).toEqual(pairs);
      }),
      { numRuns: 500 },
    );
  });
});
