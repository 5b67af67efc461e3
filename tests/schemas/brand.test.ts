import { describe, expect, it } from 'vitest';
import { brandSchema, type BrandInput } from '../../schemas/brand.ts';

const VALID: BrandInput = {
  code: 'ad',
  name: 'AD',
  domain: 'ad.nl',
  type: 'paper',
  country: 'nl',
  formal: false,
  digital: true,
  specials: [{ slug: 'ad-puzzelboek', name: 'AD Puzzelboek' }],
};

/** The issues a person reads: path and message, nothing else. */
function issues(input: unknown) {
  const result = brandSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

describe('brandSchema: valid brands', () => {
  it('the fixture passes and gets its defaults', () => {
    expect(brandSchema.parse(VALID)).toEqual(VALID);
    const minimal = { ...VALID, digital: undefined, specials: undefined };
    expect(brandSchema.parse(minimal)).toEqual({ ...VALID, digital: false, specials: [] });
  });

  it.each<{ rule: string; change: Partial<BrandInput> }>([
    { rule: 'empty domain (reached by brand code only)', change: { domain: '', digital: false } },
    {
      rule: 'allDomains including the main domain',
      change: { domain: 'flair.nl', allDomains: ['flair.nl', 'flairmagazine.nl'] },
    },
    { rule: 'magazine without /digitaal', change: { type: 'magazine', digital: false } },
    { rule: 'Belgian TV guide, formal', change: { type: 'tv', country: 'be', formal: true, digital: false } },
    { rule: 'Dutch TV guide as a magazine', change: { type: 'magazine', country: 'nl', digital: false } },
    {
      rule: 'special sold as its own brand',
      change: { specials: [{ slug: 'katrien-duck', name: 'Katrien Duck', brand: 'katri' }] },
    },
    { rule: '12-character code with digits', change: { code: 'kiosk1234567' } },
  ])('$rule', ({ change }) => {
    expect(issues({ ...VALID, ...change })).toEqual([]);
  });
});

describe('brandSchema: each invalid field names its path and a readable message', () => {
  const CODE = 'must be 2-12 lowercase letters or digits, starting with a letter';
  const DOMAIN = 'must be a lowercase host name such as "ad.nl" (no scheme, path or port)';

  it.each<{ rule: string; input: Record<string, unknown>; path: (string | number)[]; message: string }>([
    { rule: 'uppercase code', input: { ...VALID, code: 'AD' }, path: ['code'], message: CODE },
    { rule: 'one-letter code', input: { ...VALID, code: 'a' }, path: ['code'], message: CODE },
    { rule: 'code with underscore', input: { ...VALID, code: 'x_y' }, path: ['code'], message: CODE },
    { rule: 'code starting with a digit', input: { ...VALID, code: '1ad' }, path: ['code'], message: CODE },
    { rule: 'code longer than 12', input: { ...VALID, code: 'abcdefghijklm' }, path: ['code'], message: CODE },
    { rule: 'domain with scheme', input: { ...VALID, domain: 'https://ad.nl' }, path: ['domain'], message: DOMAIN },
    { rule: 'domain with path', input: { ...VALID, domain: 'ad.nl/' }, path: ['domain'], message: DOMAIN },
    { rule: 'uppercase domain', input: { ...VALID, domain: 'AD.NL' }, path: ['domain'], message: DOMAIN },
    { rule: 'domain with port', input: { ...VALID, domain: 'ad.nl:443' }, path: ['domain'], message: DOMAIN },
    { rule: 'domain without a dot', input: { ...VALID, domain: 'localhost' }, path: ['domain'], message: DOMAIN },
    {
      rule: 'bad domain in allDomains',
      input: { ...VALID, allDomains: ['ad.nl', 'www.AD.nl'] },
      path: ['allDomains', 1],
      message: DOMAIN,
    },
    {
      rule: 'unknown type',
      input: { ...VALID, type: 'krant' },
      path: ['type'],
      message: 'must be one of paper, magazine, tv',
    },
    { rule: 'unknown country', input: { ...VALID, country: 'de' }, path: ['country'], message: 'must be nl or be' },
    { rule: 'empty name', input: { ...VALID, name: '' }, path: ['name'], message: 'must not be empty' },
    {
      rule: 'unknown key (strict)',
      input: { ...VALID, formall: true },
      path: [],
      message: 'Unrecognized key: "formall"',
    },
    {
      rule: 'allDomains without the main domain',
      input: { ...VALID, allDomains: ['www.ad.nl'] },
      path: ['allDomains'],
      message: 'must include the main domain "ad.nl"',
    },
    {
      rule: 'allDomains without a main domain',
      input: { ...VALID, domain: '', digital: false, allDomains: ['ad.nl'] },
      path: ['domain'],
      message: 'must be set when allDomains is given',
    },
    {
      rule: '/digitaal on a magazine',
      input: { ...VALID, type: 'magazine', digital: true },
      path: ['digital'],
      message: 'only paper brands have a /digitaal page',
    },
    {
      rule: '/digitaal on a TV guide',
      input: { ...VALID, type: 'tv', country: 'be', digital: true },
      path: ['digital'],
      message: 'only paper brands have a /digitaal page',
    },
    {
      rule: 'a Dutch brand of type tv (docs/rules/01-product-and-brands.md: the TV type is Belgian)',
      input: { ...VALID, type: 'tv', digital: false },
      path: ['type'],
      message: 'only Belgian brands can be of type tv',
    },
    {
      rule: 'special slug with uppercase',
      input: { ...VALID, specials: [{ slug: 'AD-Puzzelboek', name: 'AD Puzzelboek' }] },
      path: ['specials', 0, 'slug'],
      message: 'must use lowercase letters, digits and hyphens only',
    },
    {
      rule: 'special slug with a space',
      input: { ...VALID, specials: [{ slug: 'ad puzzel', name: 'AD Puzzel' }] },
      path: ['specials', 0, 'slug'],
      message: 'must use lowercase letters, digits and hyphens only',
    },
    {
      rule: 'special brand not a brand code',
      input: { ...VALID, specials: [{ slug: 'katrien-duck', name: 'Katrien', brand: 'KATRI' }] },
      path: ['specials', 0, 'brand'],
      message: CODE,
    },
    {
      rule: 'unknown key in a special (strict)',
      input: { ...VALID, specials: [{ slug: 'x', name: 'X', brnad: 'katri' }] },
      path: ['specials', 0],
      message: 'Unrecognized key: "brnad"',
    },
  ])('$rule', ({ input, path, message }) => {
    expect(issues(input)).toEqual([{ path, message }]);
  });

  it('the tv rule carries its suggestion for the CLI', () => {
    const result = brandSchema.safeParse({ ...VALID, type: 'tv', digital: false });
    expect(
      result.success ? [] : result.error.issues.map((issue) => (issue.code === 'custom' ? issue.params : undefined)),
    ).toEqual([{ suggestion: 'a Dutch TV guide is a magazine: set type: magazine' }]);
  });

  it('a missing field is reported at its own path', () => {
    expect(issues({ ...VALID, country: undefined }).map((issue) => issue.path)).toEqual([['country']]);
  });
});
