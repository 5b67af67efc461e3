import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../brands/generated/brands.ts';
import { ROUTES } from '../../brands/generated/routes.ts';
import {
  checkSpecialProduct,
  notFoundMessage,
  RESERVED_SLUGS,
  commercialBrand,
  specialProductBrandCode,
  specialProductRedirect,
} from '../../domain/routes.ts';

const CODES = Object.keys(BRANDS) as (keyof typeof BRANDS)[];
const codesWith = (path: string) => CODES.filter((code) => ROUTES[code].some((route) => route.path === path)).sort();
const PAPER = CODES.filter((code) => BRANDS[code].type === 'paper').sort();

describe('the generated route allowlist (docs/rules/02-routes-and-layout.md)', () => {
  it('/digitaal exists exactly for ad, bd, bs, st, ed, dg, pz, tt, hl, vk, hp', () => {
    expect(codesWith('/digitaal')).toEqual(['ad', 'bd', 'bs', 'st', 'ed', 'dg', 'pz', 'tt', 'hl', 'vk', 'hp'].sort());
  });

  it('the fleet has paper brands and non-paper brands (so the paper-only rows can fail)', () => {
    expect(PAPER.length).toBeGreaterThan(0);
    expect(PAPER.length).toBeLessThan(CODES.length);
  });

  it.each(['/zakelijk', '/studenten', '/studenten/bestellen'])('%s exists exactly for the paper brands', (path) => {
    expect(codesWith(path)).toEqual(PAPER);
  });

  it.each(['/', '/actie', '/bedankt', '/specials', '/bestellen'])('every brand has %s', (path) => {
    expect(codesWith(path)).toEqual([...CODES].sort());
  });

  it('don has /katrien-duck and /katrien-duck/bestellen as special product pages', () => {
    expect(ROUTES.don).toEqual(
      expect.arrayContaining([
        // Sold as a brand of its own (docs/rules/02-routes-and-layout.md): the route names its seller, katri.
        { path: '/katrien-duck', name: 'specialProduct', special: 'katrien-duck', seller: 'katri' },
        { path: '/katrien-duck/bestellen', name: 'specialProduct-bestellen', special: 'katrien-duck', seller: 'katri' },
      ]),
    );
  });

  it('a brand without specials has no special product pages', () => {
    expect(BRANDS.bd.specials).toEqual([]);
    expect(ROUTES.bd.filter((route) => route.name.startsWith('specialProduct'))).toEqual([]);
  });
});

describe('specialProductBrandCode: katrien-duck -> katri, donald-duck-junior -> ddj (docs/rules/02-routes-and-layout.md)', () => {
  it.each([
    { slug: 'katrien-duck', code: 'katri' },
    { slug: 'donald-duck-junior', code: 'ddj' },
    { slug: 'donald-duck-pocket', code: 'don' },
    { slug: 'not-a-special', code: 'don' },
  ])('don /$slug -> $code', ({ slug, code }) => {
    expect(specialProductBrandCode('don', BRANDS.don, slug)).toBe(code);
  });

  it('another shop keeps its own code', () => {
    expect(specialProductBrandCode('ad', BRANDS.ad, 'ad-puzzelboek')).toBe('ad');
  });
});

describe('commercialBrand: who sells on a page (docs/rules/02-routes-and-layout.md)', () => {
  it.each([
    { shop: 'don', special: 'katrien-duck', code: 'katri', catalogSlug: undefined },
    { shop: 'don', special: 'donald-duck-junior', code: 'ddj', catalogSlug: undefined },
    { shop: 'don', special: 'donald-duck-pocket', code: 'don', catalogSlug: 'donald-duck-pocket' },
    { shop: 'don', special: undefined, code: 'don', catalogSlug: undefined },
    { shop: 'bdon', special: 'donald-duck-pocket', code: 'bdon', catalogSlug: 'donald-duck-pocket' },
    { shop: 'ad', special: undefined, code: 'ad', catalogSlug: undefined },
  ] as const)('$shop /$special -> $code, catalog slug $catalogSlug', ({ shop, special, code, catalogSlug }) => {
    expect(commercialBrand(shop, BRANDS[shop], { special })).toEqual({ code, catalogSlug });
  });
});

// docs/rules/02-routes-and-layout.md
describe('checkSpecialProduct: [a-z0-9-]+, lowercased first on /{specialProduct} only', () => {
  it.each([
    { raw: 'puzzel', slug: 'puzzel' },
    { raw: 'Puzzel', slug: 'puzzel' },
    { raw: 'KATRIEN-DUCK', slug: 'katrien-duck' },
    { raw: 'editie-2024', slug: 'editie-2024' },
  ])('/{specialProduct}: $raw is valid as $slug', ({ raw, slug }) => {
    expect(checkSpecialProduct(raw, 'specialProduct')).toEqual({ kind: 'valid', slug });
  });

  it.each(['foo_bar', 'foo bar', 'foo%20bar', 'föö', '', '%2F', 'a/b', 'a.b'])(
    '/{specialProduct}: "%s" is invalid',
    (raw) => {
      expect(checkSpecialProduct(raw, 'specialProduct')).toEqual({ kind: 'invalid' });
    },
  );

  // The second route is not the first dynamic route: its value is checked as typed.
  it.each([
    { raw: 'puzzel', check: { kind: 'valid', slug: 'puzzel' } },
    { raw: 'editie-2024', check: { kind: 'valid', slug: 'editie-2024' } },
    { raw: 'Puzzel', check: { kind: 'invalid' } },
    { raw: 'AD-Puzzelboek', check: { kind: 'invalid' } },
    { raw: 'KATRIEN-DUCK', check: { kind: 'invalid' } },
    { raw: 'foo_bar', check: { kind: 'invalid' } },
  ] as const)('/{specialProduct}/bestellen: $raw -> $check.kind', ({ raw, check }) => {
    expect(checkSpecialProduct(raw, 'specialProduct-bestellen')).toEqual(check);
  });
});

describe('notFoundMessage (docs/rules/02-routes-and-layout.md and docs/rules/08-errors.md)', () => {
  it.each([
    { path: '/foo', message: 'Page not found' },
    { path: '/Foo_Bar?x=1', message: 'Page Not Found: /Foo_Bar?x=1' },
    { path: '/studenten/x', message: 'Page not found' },
    { path: '/foo_bar/bestellen', message: 'Page Not Found: /foo_bar/bestellen' },
    { path: '/', message: 'Page not found' },
    { path: '/foo?x=a_b', message: 'Page not found' },
    { path: '/foo#a_b', message: 'Page not found' },
    // A route validation failure: the shape of /{specialProduct}/bestellen, whose value is not lowercased first.
    { path: '/FOO/bestellen', message: 'Page Not Found: /FOO/bestellen' },
    {
      path: '/AD-Puzzelboek/bestellen?mid=CAM-AB12CD',
      message: 'Page Not Found: /AD-Puzzelboek/bestellen?mid=CAM-AB12CD',
    },
    { path: '/KATRIEN-DUCK/BESTELLEN', message: 'Page Not Found: /KATRIEN-DUCK/BESTELLEN' },
    // A valid value of a special the brand lacks: no route matches.
    { path: '/Puzzel-Zzz', message: 'Page not found' },
    { path: '/puzzel-zzz/bestellen', message: 'Page not found' },
    // A shape no route has: unmatched, whatever its first segment.
    { path: '/foo_bar/x/y', message: 'Page not found' },
    { path: '/foo_bar/x', message: 'Page not found' },
    { path: '/Foo_Bar/bestellen/x', message: 'Page not found' },
    // A fixed route in any case is that route, never a special product's.
    { path: '/Studenten/bestellen', message: 'Page not found' },
    { path: '/DIGITAAL', message: 'Page not found' },
  ])('$path -> $message', ({ path, message }) => {
    expect(notFoundMessage(path)).toBe(message);
  });
});

describe('specialProductRedirect: another case redirects to the lowercase address where the rule lowercases', () => {
  it.each([
    { path: '/Katrien-Duck', to: '/katrien-duck' },
    // Not the first dynamic route: the value is not lowercased, so it fails (a 404 with its path, no redirect). This
    // row and the next asserted a redirect to /katrien-duck/bestellen before.
    { path: '/KATRIEN-DUCK/bestellen', to: undefined },
    { path: '/KATRIEN-DUCK/BESTELLEN', to: undefined },
    // The value passes as typed; only the fixed segment is in another case (found by e2e/fuzz/fuzz.ts: it answered
    // 500).
    { path: '/katrien-duck/BESTELLEN', to: '/katrien-duck/bestellen' },
    { path: '/BESTELLEN', to: '/bestellen' },
    { path: '/Katrien-Duck/Nope', to: undefined },
    { path: '/katrien-duck', to: undefined },
    { path: '/katrien-duck/bestellen', to: undefined },
    { path: '/Unknown', to: undefined },
    { path: '/Foo_Bar', to: undefined },
    { path: '/Katrien-Duck/nope', to: undefined },
    { path: '/', to: undefined },
  ])('don $path -> $to', ({ path, to }) => {
    expect(specialProductRedirect(BRANDS.don, path)).toBe(to);
  });

  it.each([
    { path: '/AD-Puzzelboek', to: '/ad-puzzelboek' },
    { path: '/AD-Puzzelboek/bestellen', to: undefined },
    { path: '/ad-puzzelboek/Bestellen', to: '/ad-puzzelboek/bestellen' },
    { path: '/Studenten/Bestellen', to: '/studenten/bestellen' },
  ])('ad $path -> $to', ({ path, to }) => {
    expect(specialProductRedirect(BRANDS.ad, path)).toBe(to);
  });

  // A page and its redirect agree: what is not redirected and is no page is the 404 that names its path.
  it.each(['/AD-Puzzelboek/bestellen', '/AD-PUZZELBOEK/BESTELLEN'])(
    'ad %s: no redirect, and its 404 names it',
    (path) => {
      expect(specialProductRedirect(BRANDS.ad, path)).toBeUndefined();
      expect(ROUTES.ad.some((route) => route.path === path)).toBe(false);
      expect(notFoundMessage(path)).toBe(`Page Not Found: ${path}`);
    },
  );
});

describe('RESERVED_SLUGS', () => {
  it('holds every fixed route and the internal prefixes', () => {
    expect([...RESERVED_SLUGS].sort()).toEqual(
      [
        'actie',
        'bedankt',
        'specials',
        'bestellen',
        'digitaal',
        'zakelijk',
        'studenten',
        'missing',
        'pages',
        'visit',
      ].sort(),
    );
  });

  it('no brand uses a reserved slug for a special', () => {
    const used = CODES.flatMap((code) => BRANDS[code].specials.map((special) => special.slug));
    expect(used.filter((slug) => RESERVED_SLUGS.includes(slug))).toEqual([]);
  });
});
