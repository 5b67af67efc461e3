import { describe, expect, it } from 'vitest';
import { sitePath } from '../../domain/site-path.ts';

/*
 * docs/rules/02-routes-and-layout.md: 'External URLs and dangerous protocols are refused.' sitePath resolves a value as
 * a browser does and checks that result, so what it returns passes its own check again (domain/site-path.ts).
 */

/** A page of ours, where a returned path is read as a link or a redirect. */
const SHOP_PAGE = 'https://abonnement.volkskrant.nl/studenten/bestellen';

const KEPT: readonly [rule: string, value: string, path: string][] = [
  ['a page', '/digitaal', '/digitaal'],
  ['a dot-dot segment, resolved', '/a/../bestellen', '/bestellen'],
  ['a dot segment, resolved', '/a/./b', '/a/b'],
  ['dot segments spelled %2e, resolved as a browser does', '/a/%2e%2e/bestellen', '/bestellen'],
  ['a dot segment half spelled %2E', '/a/.%2E/bestellen', '/bestellen'],
  [
    'a mailing’s encoded space in the query',
    '/digitaal?otag=sp2kub&utm_campaign=herfst%20actie',
    '/digitaal?otag=sp2kub&utm_campaign=herfst%20actie',
  ],
  ['an encoded colon in the query', '/digitaal?utm_term=a%3Ab', '/digitaal?utm_term=a%3Ab'],
  ['an encoded percent in the query', '/digitaal?korting=50%25', '/digitaal?korting=50%25'],
  ['a colon in the query', '/digitaal?tijd=12:30', '/digitaal?tijd=12:30'],
  [
    'javascript: as a query value, which is no address',
    '/digitaal?next=javascript%3Aalert(1)',
    '/digitaal?next=javascript%3Aalert(1)',
  ],
  ['a query and a fragment', '/bestellen?group=fallback#formulier', '/bestellen?group=fallback#formulier'],
  ['encoded spaces in the fragment', '/digitaal#prijzen%20en%20acties', '/digitaal#prijzen%20en%20acties'],
  ['a letter outside ASCII, encoded as a browser does', '/ad/é', '/ad/%C3%A9'],
  ['quotes in the query, encoded as a browser does', '/digitaal?naam="x"', '/digitaal?naam=%22x%22'],
  ['a doubled slash inside the path', '/a//b', '/a//b'],
  ['encoded slashes inside the path', '/a/%2F%2Fb', '/a/%2F%2Fb'],
  ['an empty query and fragment', '/a?#', '/a'],
  ['the root', '/', '/'],
];

const REFUSED: readonly [rule: string, value: string][] = [
  ['dot-dot then a doubled slash: //evil.example once resolved', '/a/..//evil.example'],
  ['two dot-dots then a doubled slash', '/a/b/../..//evil.example'],
  ['a dot-dot at the root then a doubled slash', '/..//evil.example'],
  ['%2e%2e then a doubled slash', '/a/%2e%2e//evil.example'],
  ['%2E%2E then a doubled slash', '/a/%2E%2E//evil.example'],
  ['.%2e then a doubled slash', '/a/.%2e//evil.example'],
  // The shortest values fast-check found to undo the old check (site-path.property.test.ts).
  ['%2e%2e at the root then two slashes', '/%2e%2e//'],
  ['.%2E at the root then two slashes', '/.%2E//'],
  ['double-encoded dots: a decoding resolves elsewhere', '/a/%252e%252e//evil.example'],
  ['encoded slashes around a dot-dot', '/a%2F..%2F%2Fevil.example'],
  ['a dot-dot before encoded slashes', '/a/..%2F%2Fevil.example'],
  ['protocol-relative', '//evil.example'],
  ['three slashes', '///evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['backslashes with dot-dots', '/a\\..\\..\\evil.example'],
  ['a backslash in the query', '/digitaal?x=a\\b'],
  ['encoded slashes at the start', '/%2F%2Fevil.example'],
  ['encoded slashes, lower case', '/%2f%2fevil.example'],
  ['an encoded backslash', '/%5Cevil.example'],
  ['a double-encoded backslash', '/%255Cevil.example'],
  ['double-encoded slashes', '/%252F%252Fevil.example'],
  ['javascript:', 'javascript:alert(1)'],
  ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
  ['javascript: behind a slash', '/javascript:alert(1)'],
  ['javascript: with an encoded colon', '/javascript%3Aalert(1)'],
  ['javascript: with a double-encoded colon', '/javascript%253Aalert(1)'],
  ['javascript: fully encoded', '/%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)'],
  ['javascript: encoded without a slash', 'javascript%3Aalert(1)'],
  ['a tab inside javascript:', '/java\tscript:alert(1)'],
  ['a tab between the slashes', '/\t/evil.example'],
  ['a newline between the slashes', '/\n/evil.example'],
  ['an encoded tab in the path', '/%09/evil.example'],
  ['a zero-width space', '/\u200b/evil.example'],
  ['a space in the path', '/digi taal'],
  ['an encoded space in the path', '/digi%20taal'],
  ['a colon in the path', '/a:b'],
  ['a tab in the query', '/digitaal?x=a\tb'],
  ['a space in the query', '/digitaal?x=a b'],
  ['a newline in the fragment', '/digitaal#a\nb'],
  ['an encoded newline in the query', '/digitaal?x=%0A'],
  ['an encoded zero-width space in the query', '/digitaal?x=%E2%80%8B'],
  ['an encoded control character in the fragment', '/digitaal#%00'],
  ['a malformed encoding in the path', '/%E0%A4%A'],
  ['a malformed encoding in the query', '/digitaal?x=%zz'],
  ['a lone percent in the query', '/digitaal?korting=50%'],
  ['an absolute address', 'https://evil.example'],
  ['a relative path', './bestellen'],
  ['a host name', 'evil.example'],
  ['empty', ''],
  ['too long', `/${'a'.repeat(3000)}`],
  ['too long once encoded', `/${'é'.repeat(1000)}`],
];

describe('sitePath: a path of this site, checked as a browser reads it', () => {
  it.each(KEPT)('%s: %j -> %j', (_rule, value, path) => {
    expect(sitePath(value)).toBe(path);
  });

  it.each(REFUSED)('%s: %j is refused', (_rule, value) => {
    expect(sitePath(value)).toBeUndefined();
  });

  it.each([[undefined], [null], [42], [['/digitaal']], [{ path: '/digitaal' }]])(
    'a non-string (%j) is refused',
    (value) => {
      expect(sitePath(value)).toBeUndefined();
    },
  );
});

describe('what sitePath returns passes its own check again and stays on this site', () => {
  const returned = [...KEPT, ...REFUSED].map(([, value]) => sitePath(value)).filter((path) => path !== undefined);

  it('over every value of the tables', () => {
    expect(returned).toHaveLength(KEPT.length);
    for (const path of returned) {
      expect(sitePath(path)).toBe(path);
      expect(path).toMatch(/^\/(?![/\\])/);
      expect(new URL(path, SHOP_PAGE).origin).toBe(new URL(SHOP_PAGE).origin);
    }
  });
});
