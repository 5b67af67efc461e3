import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../brands/generated/brands.ts';
import { HOSTS } from '../../brands/generated/hosts.ts';
import {
  DEFAULT_BRAND_CODE,
  hostMatchesDomain,
  hostName,
  resolveBrand,
  type AppEnv,
  type BrandDirectory,
  type BrandResolution,
} from '../../domain/brand-resolution.ts';

/** The real fleet, as the site builds its directory (site/brands.ts). */
const FLEET: BrandDirectory = { hosts: HOSTS, isBrandCode: (code) => Object.hasOwn(BRANDS, code) };

const brand = (code: string, source: 'query' | 'host' | 'localhost' | 'default'): BrandResolution => ({
  kind: 'brand',
  code,
  source,
});

describe('resolveBrand with the generated fleet tables (docs/rules/01-product-and-brands.md)', () => {
  const rows: {
    rule: string;
    host: string | null;
    brandcode?: string | null;
    appEnv?: AppEnv;
    expected: BrandResolution;
  }[] = [
    { rule: 'exact host', host: 'ad.nl', expected: brand('ad', 'host') },
    { rule: 'subdomain', host: 'abonnement.ad.nl', expected: brand('ad', 'host') },
    { rule: 'www subdomain', host: 'www.ad.nl', expected: brand('ad', 'host') },
    { rule: 'host with port', host: 'volkskrant.nl:3000', expected: brand('vk', 'host') },
    { rule: 'uppercase host', host: 'WWW.AD.NL', expected: brand('ad', 'host') },
    { rule: 'trailing dot (fully qualified)', host: 'ad.nl.', expected: brand('ad', 'host') },
    { rule: 'trailing dot and port', host: 'ad.nl.:443', expected: brand('ad', 'host') },
    { rule: 'second of allDomains', host: 'veronicamagazine.nl', expected: brand('vero', 'host') },
    { rule: 'Belgian host', host: 'hln.be', expected: brand('hl', 'host') },
    { rule: 'host not a suffix match', host: 'notad.nl', expected: brand(DEFAULT_BRAND_CODE, 'default') },
    { rule: '<code>.localhost', host: 'vk.localhost:3000', expected: brand('vk', 'localhost') },
    { rule: 'www.<code>.localhost', host: 'www.vk.localhost', expected: brand('vk', 'localhost') },
    {
      rule: 'unknown *.localhost gives the default brand',
      host: 'xyz.localhost:3000',
      expected: brand('dpg', 'default'),
    },
    { rule: 'bare localhost gives the default brand', host: 'localhost:3000', expected: brand('dpg', 'default') },
    { rule: 'unknown host gives the default brand', host: 'example.com', expected: brand('dpg', 'default') },
    { rule: 'no Host header gives the default brand', host: null, expected: brand('dpg', 'default') },
    {
      rule: 'brandcode query in local (lowercased)',
      host: 'ad.nl',
      brandcode: 'VK',
      appEnv: 'local',
      expected: brand('vk', 'query'),
    },
    { rule: 'brandcode query in test', host: 'ad.nl', brandcode: 'vk', appEnv: 'test', expected: brand('vk', 'query') },
    {
      rule: 'brandcode query in acceptance',
      host: 'ad.nl',
      brandcode: 'Vk',
      appEnv: 'acceptance',
      expected: brand('vk', 'query'),
    },
    {
      rule: 'brandcode query ignored in production',
      host: 'ad.nl',
      brandcode: 'VK',
      appEnv: 'production',
      expected: brand('ad', 'host'),
    },
    {
      rule: 'brandcode wins over *.localhost',
      host: 'ad.localhost',
      brandcode: 'hl',
      appEnv: 'local',
      expected: brand('hl', 'query'),
    },
    {
      rule: 'brandcode with surrounding whitespace',
      host: 'ad.nl',
      brandcode: '  vk \n',
      appEnv: 'local',
      expected: brand('vk', 'query'),
    },
    {
      rule: 'whitespace-only brandcode falls back to the host',
      host: 'ad.nl',
      brandcode: '   ',
      appEnv: 'local',
      expected: brand('ad', 'host'),
    },
    {
      rule: 'empty brandcode falls back to the host',
      host: 'ad.nl',
      brandcode: '',
      appEnv: 'local',
      expected: brand('ad', 'host'),
    },
    {
      rule: 'unknown brandcode outside production',
      host: 'ad.nl',
      brandcode: 'NOPE',
      appEnv: 'local',
      expected: { kind: 'unknown', code: 'nope' },
    },
    {
      rule: 'unknown brandcode in acceptance',
      host: 'ad.nl',
      brandcode: 'xyz',
      appEnv: 'acceptance',
      expected: { kind: 'unknown', code: 'xyz' },
    },
    {
      rule: 'unknown brandcode ignored in production',
      host: 'ad.nl',
      brandcode: 'nope',
      appEnv: 'production',
      expected: brand('ad', 'host'),
    },
  ];

  it.each(rows)(
    '$rule: host $host, brandcode $brandcode',
    ({ host, brandcode = null, appEnv = 'production', expected }) => {
      expect(resolveBrand({ host, brandcode, appEnv }, FLEET)).toEqual(expected);
    },
  );

  it('the default brand is a brand of the fleet', () => {
    expect(DEFAULT_BRAND_CODE).toBe('dpg');
    expect(Object.hasOwn(BRANDS, DEFAULT_BRAND_CODE)).toBe(true);
  });

  it('every domain in the host table resolves to its own brand', () => {
    for (const [domain, code] of HOSTS) {
      expect(resolveBrand({ host: domain, brandcode: null, appEnv: 'production' }, FLEET), domain).toEqual(
        brand(code, 'host'),
      );
    }
  });
});

describe('resolveBrand with nested domains', () => {
  // As the generator orders it: longest domain first, so the most specific one wins.
  const nested: BrandDirectory = {
    hosts: [
      ['dat.example.nl', 'dat'],
      ['example.nl', 'don'],
    ],
    isBrandCode: (code) => code === 'dat' || code === 'don',
  };

  it.each([
    { host: 'dat.example.nl', code: 'dat' },
    { host: 'www.dat.example.nl', code: 'dat' },
    { host: 'example.nl', code: 'don' },
    { host: 'www.example.nl', code: 'don' },
    { host: 'xdat.example.nl', code: 'don' },
  ])('$host -> $code', ({ host, code }) => {
    expect(resolveBrand({ host, brandcode: null, appEnv: 'production' }, nested)).toEqual(brand(code, 'host'));
  });
});

describe('hostName', () => {
  it.each([
    { host: 'ad.nl', expected: 'ad.nl' },
    { host: 'AD.NL', expected: 'ad.nl' },
    { host: 'ad.nl:3000', expected: 'ad.nl' },
    { host: 'ad.nl.', expected: 'ad.nl' },
    { host: 'ad.nl.:8080', expected: 'ad.nl' },
    { host: '  www.ad.nl  ', expected: 'www.ad.nl' },
    { host: 'vk.localhost:', expected: 'vk.localhost' },
    { host: '', expected: '' },
    { host: null, expected: '' },
    { host: undefined, expected: '' },
  ])('$host -> "$expected"', ({ host, expected }) => {
    expect(hostName(host)).toBe(expected);
  });
});

describe('hostMatchesDomain', () => {
  it.each([
    { host: 'ad.nl', domain: 'ad.nl', matches: true },
    { host: 'www.ad.nl', domain: 'ad.nl', matches: true },
    { host: 'abonnement.ad.nl', domain: 'ad.nl', matches: true },
    { host: 'a.b.ad.nl', domain: 'ad.nl', matches: true },
    { host: 'notad.nl', domain: 'ad.nl', matches: false },
    { host: 'ad.nl.evil.com', domain: 'ad.nl', matches: false },
    { host: 'ad.nl', domain: 'www.ad.nl', matches: false },
    { host: 'bd.nl', domain: 'ad.nl', matches: false },
  ])('$host vs $domain -> $matches', ({ host, domain, matches }) => {
    expect(hostMatchesDomain(host, domain)).toBe(matches);
  });
});
