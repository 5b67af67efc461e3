import { describe, expect, it } from 'vitest';
import { MAX_HOPS, pathCheckDecision, type PathCheckDecision } from '../../domain/path-check.ts';

/** The front office's redirect table for the tests: path -> location. */
type Table = Readonly<Record<string, string>>;

/** The decision for a vk visitor on vk.localhost, the table answering each path asked (counted). */
async function decide(table: Table, pathname: string, search = '') {
  const asked: string[] = [];
  const decision = await pathCheckDecision(
    { pathname, search, host: 'vk.localhost:3000' },
    {
      locate: async (path) => {
        asked.push(path);
        return table[path];
      },
    },
  );
  return { decision, asked };
}

const none: PathCheckDecision = { kind: 'none' };
const internal = (location: string): PathCheckDecision => ({ kind: 'internal', location });
const external = (location: string): PathCheckDecision => ({ kind: 'external', location });

describe('pathCheckDecision: the path-check answers as a redirect (docs/rules/02-routes-and-layout.md)', () => {
  it.each<[rule: string, table: Table, request: { pathname: string; search: string }, decision: PathCheckDecision]>([
    ['no answer: no redirect', {}, { pathname: '/abonneren', search: '' }, none],
    ['an empty answer: no redirect', { '/abonneren': '  ' }, { pathname: '/abonneren', search: '' }, none],
    ['a path: internal', { '/abonneren': '/' }, { pathname: '/abonneren', search: '' }, internal('/')],
    ['a deeper path: internal', { '/oud': '/digitaal' }, { pathname: '/oud', search: '' }, internal('/digitaal')],
    [
      'a page moved (the home page is asked too)',
      { '/': '/digitaal' },
      { pathname: '/', search: '' },
      internal('/digitaal'),
    ],
    [
      'a page retired (/studenten to the home page)',
      { '/studenten': '/' },
      { pathname: '/studenten', search: '' },
      internal('/'),
    ],
    [
      'a route name: internal to its path',
      { '/oud': 'bestellen' },
      { pathname: '/oud', search: '' },
      internal('/bestellen'),
    ],
    ["'index' is the root", { '/oud': 'index' }, { pathname: '/oud', search: '' }, internal('/')],
    [
      "internal keeps the visitor's query",
      { '/abonneren': '/' },
      { pathname: '/abonneren', search: '?mid=CAM-AB12CD&otag=sp2kub' },
      internal('/?mid=CAM-AB12CD&otag=sp2kub'),
    ],
    [
      "a key the location sets wins over the visitor's",
      { '/oud': '/bestellen?group=fallback#formulier' },
      { pathname: '/oud', search: '?group=default&mid=CAM-AB12CD' },
      internal('/bestellen?group=fallback&mid=CAM-AB12CD#formulier'),
    ],
    [
      'a chain ends where it ends, in one redirect',
      { '/a': '/b', '/b': '/c' },
      { pathname: '/a', search: '' },
      internal('/c'),
    ],
    [
      'a chain keeps every location’s keys, a later one’s winning, and then the visitor’s',
      { '/a': '/b?group=x&leadId=L1#top', '/b': '/c?group=y' },
      { pathname: '/a', search: '?mid=CAM-AB12CD&group=v' },
      internal('/c?group=y&leadId=L1&mid=CAM-AB12CD#top'),
    ],
    [
      'the same path: refused (a loop A->A)',
      { '/abonneren': '/abonneren/' },
      { pathname: '/abonneren', search: '' },
      { kind: 'refused', reason: 'loop', location: '/abonneren/' },
    ],
    [
      'the same path with a query: refused (a loop)',
      { '/abonneren': '/abonneren?x=1' },
      { pathname: '/abonneren', search: '' },
      { kind: 'refused', reason: 'loop', location: '/abonneren?x=1' },
    ],
    [
      'A->B->A: refused',
      { '/studenten': '/digitaal', '/digitaal': '/studenten' },
      { pathname: '/studenten', search: '' },
      { kind: 'refused', reason: 'loop', location: '/digitaal' },
    ],
    [
      'A->B->C->A: refused',
      { '/a': '/b', '/b': '/c', '/c': '/a/' },
      { pathname: '/a', search: '' },
      { kind: 'refused', reason: 'loop', location: '/b' },
    ],
    [
      'a loop further on (A->B->C->B): to B, whose own check refuses it',
      { '/a': '/b', '/b': '/c', '/c': '/b' },
      { pathname: '/a', search: '' },
      internal('/b'),
    ],
    [
      'a later path’s unsafe redirect: the chain ends before it',
      { '/a': '/b', '/b': 'javascript:alert(1)' },
      { pathname: '/a', search: '' },
      internal('/b'),
    ],
    [
      'a later path to another brand’s shop: external, there',
      { '/a': '/b', '/b': 'https://www.ad.nl/' },
      { pathname: '/a', search: '' },
      external('https://www.ad.nl/'),
    ],
    [
      'a chain that leaves the site: external',
      { '/a': '/b', '/b': 'https://www.dpgmedia.nl/' },
      { pathname: '/a', search: '?mid=CAM-AB12CD' },
      external('https://www.dpgmedia.nl/'),
    ],
    [
      'https: external',
      { '/oud-aanbod': 'https://www.dpgmedia.nl/' },
      { pathname: '/oud-aanbod', search: '' },
      external('https://www.dpgmedia.nl/'),
    ],
    [
      'http: external',
      { '/oud': 'http://example.nl/a?b=1' },
      { pathname: '/oud', search: '' },
      external('http://example.nl/a?b=1'),
    ],
    [
      'upper-case scheme: external, normalised',
      { '/oud': 'HTTPS://WWW.DPGMEDIA.NL' },
      { pathname: '/oud', search: '' },
      external('https://www.dpgmedia.nl/'),
    ],
    [
      "external does not carry the visitor's query off the site",
      { '/oud-aanbod': 'https://www.dpgmedia.nl/' },
      { pathname: '/oud-aanbod', search: '?mid=CAM-AB12CD' },
      external('https://www.dpgmedia.nl/'),
    ],
    [
      'the brand’s own domain (its news site): external',
      { '/oud': 'https://www.volkskrant.nl/' },
      { pathname: '/oud', search: '' },
      external('https://www.volkskrant.nl/'),
    ],
    [
      'another brand’s shop (a retired title sent to a sister brand): external',
      { '/studenten': 'https://abonnement.ad.nl/studenten' },
      { pathname: '/studenten', search: '?mid=CAM-AB12CD' },
      external('https://abonnement.ad.nl/studenten'),
    ],
    [
      'another brand’s local shop: external',
      { '/studenten': 'http://ad.localhost:3000/' },
      { pathname: '/studenten', search: '' },
      external('http://ad.localhost:3000/'),
    ],
    [
      'the visitor’s own host: a path of this site, with their query',
      { '/oud': 'http://vk.localhost:3000/digitaal' },
      { pathname: '/oud', search: '?mid=CAM-AB12CD' },
      internal('/digitaal?mid=CAM-AB12CD'),
    ],
    [
      'the visitor’s own host and path: refused (a loop)',
      { '/oud': 'http://vk.localhost:3000/oud' },
      { pathname: '/oud', search: '' },
      { kind: 'refused', reason: 'loop', location: 'http://vk.localhost:3000/oud' },
    ],
    [
      'javascript: refused',
      { '/oud': 'javascript:alert(1)' },
      { pathname: '/oud', search: '' },
      { kind: 'refused', reason: 'unsafe', location: 'javascript:alert(1)' },
    ],
    [
      'JaVaScRiPt: refused',
      { '/oud': 'JaVaScRiPt:alert(1)' },
      { pathname: '/oud', search: '' },
      { kind: 'refused', reason: 'unsafe', location: 'JaVaScRiPt:alert(1)' },
    ],
    [
      'java<tab>script: refused',
      { '/oud': 'java\tscript:alert(1)' },
      { pathname: '/oud', search: '' },
      { kind: 'refused', reason: 'unsafe', location: 'java\tscript:alert(1)' },
    ],
    [
      'data: refused',
      { '/oud': 'data:text/html,<script>alert(1)</script>' },
      { pathname: '/oud', search: '' },
      { kind: 'refused', reason: 'unsafe', location: 'data:text/html,<script>alert(1)</script>' },
    ],
    [
      'vbscript: refused',
      { '/oud': 'vbscript:msgbox(1)' },
      { pathname: '/oud', search: '' },
      { kind: 'refused', reason: 'unsafe', location: 'vbscript:msgbox(1)' },
    ],
    [
      'ftp: refused (only http and https leave the site)',
      { '/oud': 'ftp://example.nl/' },
      { pathname: '/oud', search: '' },
      { kind: 'refused', reason: 'unsafe', location: 'ftp://example.nl/' },
    ],
    [
      'mailto: refused',
      { '/oud': 'mailto:klant@example.nl' },
      { pathname: '/oud', search: '' },
      { kind: 'refused', reason: 'unsafe', location: 'mailto:klant@example.nl' },
    ],
    [
      'protocol-relative: refused',
      { '/oud': '//evil.example/' },
      { pathname: '/oud', search: '' },
      { kind: 'refused', reason: 'unsafe', location: '//evil.example/' },
    ],
    [
      'backslash host: refused',
      { '/oud': '/\\evil.example' },
      { pathname: '/oud', search: '' },
      { kind: 'refused', reason: 'unsafe', location: '/\\evil.example' },
    ],
    [
      'encoded slashes: refused',
      { '/oud': '/%2F%2Fevil.example' },
      { pathname: '/oud', search: '' },
      { kind: 'refused', reason: 'unsafe', location: '/%2F%2Fevil.example' },
    ],
    [
      'a bare word that is no route: refused',
      { '/oud': 'evil.example' },
      { pathname: '/oud', search: '' },
      { kind: 'refused', reason: 'unsafe', location: 'evil.example' },
    ],
  ])('%s', async (_rule, table, request, expected) => {
    expect((await decide(table, request.pathname, request.search)).decision).toEqual(expected);
  });

  it(`follows at most ${MAX_HOPS} redirects in a row; a longer chain is refused`, async () => {
    const chain = (length: number): Table =>
      Object.fromEntries(Array.from({ length }, (_, hop) => [`/p${hop}`, `/p${hop + 1}`]));
    expect((await decide(chain(MAX_HOPS), '/p0')).decision).toEqual(internal(`/p${MAX_HOPS}`));
    const tooLong = await decide(chain(MAX_HOPS + 1), '/p0');
    expect(tooLong.decision).toEqual({ kind: 'refused', reason: 'too-many-hops', location: '/p1' });
    expect(tooLong.asked).toHaveLength(MAX_HOPS + 1);
  });

  it('asks the lookup once per path of the chain, starting with the path asked for, without a trailing slash', async () => {
    expect((await decide({ '/a': '/b', '/b': '/c/' }, '/a/')).asked).toEqual(['/a', '/b', '/c']);
    expect((await decide({}, '/')).asked).toEqual(['/']);
  });
});
