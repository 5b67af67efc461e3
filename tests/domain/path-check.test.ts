import { describe, expect, it } from 'vitest';
import { pathCheckRedirect, type PathCheckRedirect } from '../../domain/path-check.ts';

describe('pathCheckRedirect: the path-check answer as a redirect (docs/rules/02-routes-and-layout.md)', () => {
  it.each<[rule: string, location: string | undefined, request: { pathname: string; search: string }, redirect: PathCheckRedirect | undefined]>([
    ['no answer: no redirect', undefined, { pathname: '/abonneren', search: '' }, undefined],
    ['an empty answer: no redirect', '  ', { pathname: '/abonneren', search: '' }, undefined],
    ['a path: internal', '/', { pathname: '/abonneren', search: '' }, { kind: 'internal', location: '/' }],
    ['a deeper path: internal', '/digitaal', { pathname: '/oud', search: '' }, { kind: 'internal', location: '/digitaal' }],
    ['a route name: internal to its path', 'bestellen', { pathname: '/oud', search: '' }, { kind: 'internal', location: '/bestellen' }],
    ["'index' is the root", 'index', { pathname: '/oud', search: '' }, { kind: 'internal', location: '/' }],
    [
      "internal keeps the visitor's query",
      '/',
      { pathname: '/abonneren', search: '?mid=CAM-AB12CD&otag=sp2kub' },
      { kind: 'internal', location: '/?mid=CAM-AB12CD&otag=sp2kub' },
    ],
    [
      "a key the location sets wins over the visitor's",
      '/bestellen?group=fallback#formulier',
      { pathname: '/oud', search: '?group=default&mid=CAM-AB12CD' },
      { kind: 'internal', location: '/bestellen?group=fallback&mid=CAM-AB12CD#formulier' },
    ],
    ['the same path: no redirect (a loop)', '/abonneren/', { pathname: '/abonneren', search: '' }, undefined],
    ['the same path with a query: no redirect (a loop)', '/abonneren?x=1', { pathname: '/abonneren', search: '' }, undefined],
    ['https: external', 'https://www.dpgmedia.nl/', { pathname: '/oud-aanbod', search: '' }, { kind: 'external', location: 'https://www.dpgmedia.nl/' }],
    ['http: external', 'http://example.nl/a?b=1', { pathname: '/oud', search: '' }, { kind: 'external', location: 'http://example.nl/a?b=1' }],
    ['upper-case scheme: external, normalised', 'HTTPS://WWW.DPGMEDIA.NL', { pathname: '/oud', search: '' }, { kind: 'external', location: 'https://www.dpgmedia.nl/' }],
    [
      "external does not carry the visitor's query off the site",
      'https://www.dpgmedia.nl/',
      { pathname: '/oud-aanbod', search: '?mid=CAM-AB12CD' },
      { kind: 'external', location: 'https://www.dpgmedia.nl/' },
    ],
    ['javascript: ignored', 'javascript:alert(1)', { pathname: '/oud', search: '' }, undefined],
    ['JaVaScRiPt: ignored', 'JaVaScRiPt:alert(1)', { pathname: '/oud', search: '' }, undefined],
    ['java<tab>script: ignored', 'java\tscript:alert(1)', { pathname: '/oud', search: '' }, undefined],
    ['data: ignored', 'data:text/html,<script>alert(1)</script>', { pathname: '/oud', search: '' }, undefined],
    ['vbscript: ignored', 'vbscript:msgbox(1)', { pathname: '/oud', search: '' }, undefined],
    ['ftp: ignored (only http and https leave the site)', 'ftp://example.nl/', { pathname: '/oud', search: '' }, undefined],
    ['mailto: ignored', 'mailto:klant@example.nl', { pathname: '/oud', search: '' }, undefined],
    ['protocol-relative: ignored', '//evil.example/', { pathname: '/oud', search: '' }, undefined],
    ['backslash host: ignored', '/\\evil.example', { pathname: '/oud', search: '' }, undefined],
    ['encoded slashes: ignored', '/%2F%2Fevil.example', { pathname: '/oud', search: '' }, undefined],
    ['a bare word that is no route: ignored', 'evil.example', { pathname: '/oud', search: '' }, undefined],
  ])('%s', (_rule, location, request, redirect) => {
    expect(pathCheckRedirect(location, request)).toEqual(redirect);
  });
});
