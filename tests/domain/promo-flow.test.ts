import { describe, expect, it } from 'vitest';
import {
  actieLocation,
  afterPromoLookup,
  directMailDecision,
  promoLookupBody,
  qrDirectMail,
  safeDestination,
  type DirectMailInput,
} from '../../domain/promo-flow.ts';

const COOKIE = { actiecode: 'ZOMER25', postcode: '1234AB', title: 'VK', pwId: 'pw-9' };
const BASE: DirectMailInput = {
  otag: 'sp2kub',
  promoCookie: COOKIE,
  routeName: 'bestellen',
  path: '/bestellen',
  leadId: undefined,
};

describe('directMailDecision (docs/rules/04-states-and-flows.md)', () => {
  it.each<{ rule: string; change: Partial<DirectMailInput>; decision: unknown }>([
    {
      rule: 'sp2kub, cookie with actiecode, not on actie, no lead: promo lookup',
      change: {},
      decision: { kind: 'lookup', body: COOKIE, destinationName: '/bestellen' },
    },
    {
      rule: 'otag in another case still counts',
      change: { otag: 'SP2KUB' },
      decision: { kind: 'lookup', body: COOKIE, destinationName: '/bestellen' },
    },
    {
      rule: 'lookup body leaves out what the cookie lacks',
      change: { promoCookie: { actiecode: 'ZOMER25', title: 'VK' } },
      decision: { kind: 'lookup', body: { actiecode: 'ZOMER25', title: 'VK' }, destinationName: '/bestellen' },
    },
    {
      rule: 'sp2kub, cookie without actiecode: to actie with the destination',
      change: { promoCookie: { postcode: '1234AB', title: 'VK' } },
      decision: { kind: 'redirect-to-actie', destinationName: '/bestellen' },
    },
    {
      rule: 'sp2kub, no cookie: to actie with the destination',
      change: { promoCookie: undefined, routeName: 'index', path: '/' },
      decision: { kind: 'redirect-to-actie', destinationName: '/' },
    },
    {
      rule: 'special product path is the destination',
      change: { promoCookie: undefined, routeName: 'specialProduct', path: '/katrien-duck' },
      decision: { kind: 'redirect-to-actie', destinationName: '/katrien-duck' },
    },
    {
      rule: 'cookie with actiecode but no title: Title is required',
      change: { promoCookie: { actiecode: 'ZOMER25', postcode: '1234AB' } },
      decision: { kind: 'error', message: 'Title is required' },
    },
    { rule: 'on actie: nothing', change: { routeName: 'actie', path: '/actie' }, decision: { kind: 'none' } },
    {
      rule: 'on actie without cookie: nothing',
      change: { routeName: 'actie', path: '/actie', promoCookie: undefined },
      decision: { kind: 'none' },
    },
    { rule: 'with a lead: nothing', change: { leadId: 'L-1' }, decision: { kind: 'none' } },
    {
      rule: 'with a lead, no cookie: nothing',
      change: { leadId: 'L-1', promoCookie: undefined },
      decision: { kind: 'none' },
    },
    { rule: 'other otag: nothing', change: { otag: 'idtsfu' }, decision: { kind: 'none' } },
    { rule: 'no otag: nothing', change: { otag: undefined }, decision: { kind: 'none' } },
    { rule: 'otag as an array: nothing', change: { otag: ['sp2kub'] }, decision: { kind: 'none' } },
  ])('$rule', ({ change, decision }) => {
    expect(directMailDecision({ ...BASE, ...change })).toEqual(decision);
  });
});

describe('promoLookupBody: a title is required (docs/rules/05-validation.md)', () => {
  it.each([
    { rule: 'complete cookie', cookie: COOKIE, result: { ok: true, body: COOKIE } },
    { rule: 'no title', cookie: { actiecode: 'X' }, result: { ok: false, error: 'Title is required' } },
    { rule: 'no actiecode', cookie: { title: 'VK' }, result: { ok: false, error: 'Actiecode is required' } },
  ])('$rule', ({ cookie, result }) => {
    expect(promoLookupBody(cookie)).toEqual(result);
  });
});

describe('afterPromoLookup: to the destination with mid and leadId, else the index (docs/rules/04-states-and-flows.md)', () => {
  it.each([
    {
      rule: 'success',
      destination: '/bestellen',
      lead: { mid: 'CAM-AB12CD', leadId: 'L-1' },
      to: '/bestellen?mid=CAM-AB12CD&leadId=L-1',
    },
    {
      rule: 'keeps the destination query',
      destination: '/bestellen?group=fallback',
      lead: { mid: 'CAM-AB12CD', leadId: 'L-1' },
      to: '/bestellen?group=fallback&mid=CAM-AB12CD&leadId=L-1',
    },
    {
      rule: 'replaces an older mid',
      destination: '/?mid=TCH-OLD000',
      lead: { mid: 'CAM-AB12CD', leadId: 'L-1' },
      to: '/?mid=CAM-AB12CD&leadId=L-1',
    },
    {
      rule: 'hostile destination: index with the lead',
      destination: '//evil.example',
      lead: { mid: 'CAM-AB12CD', leadId: 'L-1' },
      to: '/?mid=CAM-AB12CD&leadId=L-1',
    },
    { rule: 'failed lookup', destination: '/bestellen', lead: undefined, to: '/' },
    { rule: 'lead without mid', destination: '/bestellen', lead: { leadId: 'L-1' }, to: '/' },
    { rule: 'lead without id', destination: '/bestellen', lead: { mid: 'CAM-AB12CD' }, to: '/' },
  ])('$rule -> $to', ({ destination, lead, to }) => {
    expect(afterPromoLookup(destination, lead)).toBe(to);
  });
});

describe('actieLocation', () => {
  it.each([
    ['/bestellen', '/actie?destinationName=%2Fbestellen'],
    ['https://evil.example', '/actie?destinationName=%2F'],
  ])('%s -> %s', (destination, location) => {
    expect(actieLocation(destination)).toBe(location);
  });
});

describe('safeDestination: only ever a path of this site (docs/rules/02-routes-and-layout.md)', () => {
  it.each([
    ['/bestellen', '/bestellen'],
    ['/studenten/bestellen', '/studenten/bestellen'],
    ['/katrien-duck', '/katrien-duck'],
    ['/bestellen?group=fallback#form', '/bestellen?group=fallback#form'],
    ['/a/../bestellen', '/bestellen'],
    ['/', '/'],
    ['index', '/'],
    ['bestellen', '/bestellen'],
    ['studenten-bestellen', '/studenten/bestellen'],
    ['actie', '/actie'],
  ])('%s -> %s', (value, path) => {
    expect(safeDestination(value)).toBe(path);
  });

  it.each([
    ['absolute https', 'https://evil.example/'],
    ['absolute http', 'http://evil.example'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/bestellen'],
    ['triple slash', '///evil.example'],
    ['backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['backslash inside', '/foo\\..\\..\\evil'],
    ['javascript', 'javascript:alert(1)'],
    ['JavaScript mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript after a slash', '/javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slash at start', '%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['encoded colon', 'javascript%3Aalert(1)'],
    ['encoded javascript path', '/%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)'],
    ['leading space', ' //evil.example'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline inside the slashes', '/\n/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['zero-width space', '/\u200b/evil.example'],
    ['userinfo trick', '/@evil.example'.replace('/', '//')],
    ['malformed encoding', '/%E0%A4%A'],
    ['relative without slash', 'evil.example'],
    ['dot relative', './bestellen'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(3000)}`],
    ['prototype key', '__proto__'],
    ['constructor key', 'constructor'],
  ])('%s (%j) -> /', (_rule, value) => {
    expect(safeDestination(value)).toBe('/');
  });

  it.each([[undefined], [null], [42], [['/bestellen']], [{ path: '/bestellen' }]])(
    'a non-string (%j) -> /',
    (value) => {
      expect(safeDestination(value)).toBe('/');
    },
  );
});

describe('qrDirectMail: the QR landing stores its code and continues as the direct-mail flow', () => {
  it.each<[string, string, string, ReturnType<typeof qrDirectMail>]>([
    [
      'code and postcode: stored, removed from the address, otag becomes sp2kub',
      '/digitaal',
      'otag=idtsfu&actiecode=ZOMER2026&postcode=1234AB&utm_source=qr',
      {
        cookie: { actiecode: 'ZOMER2026', title: 'AD', postcode: '1234AB' },
        location: '/digitaal?otag=sp2kub&utm_source=qr',
      },
    ],
    [
      'code and pwId, otag in capitals',
      '/',
      'otag=IDTSFU&actiecode=X1&pwId=77',
      { cookie: { actiecode: 'X1', title: 'AD', pwId: '77' }, location: '/?otag=sp2kub' },
    ],
    ['no code: not a QR landing with a promotion', '/', 'otag=idtsfu', undefined],
    ['another otag', '/', 'otag=sp2kub&actiecode=X1', undefined],
  ])('%s', (_, path, query, expected) => {
    expect(qrDirectMail(path, new URLSearchParams(query), 'AD')).toEqual(expected);
  });
});
