import { describe, expect, it } from 'vitest';
import { otherShopUrl, regionNotice, shouldFetchVisitorCountry } from '../../domain/region-notice.ts';

describe('regionNotice: Belgians on don/dat, Dutch on bdon/bdan (docs/rules/08-errors.md)', () => {
  it.each([
    { brand: 'don', visitor: 'be', notice: 'bdon' },
    { brand: 'dat', visitor: 'be', notice: 'bdan' },
    { brand: 'bdon', visitor: 'nl', notice: 'don' },
    { brand: 'bdan', visitor: 'nl', notice: 'dat' },
    { brand: 'don', visitor: 'BE', notice: 'bdon' },
    { brand: 'DON', visitor: 'be', notice: 'bdon' },
    { brand: 'don', visitor: 'nl', notice: undefined },
    { brand: 'dat', visitor: 'nl', notice: undefined },
    { brand: 'bdon', visitor: 'be', notice: undefined },
    { brand: 'bdan', visitor: 'be', notice: undefined },
    { brand: 'don', visitor: 'de', notice: undefined },
    { brand: 'don', visitor: undefined, notice: undefined },
    { brand: 'ad', visitor: 'be', notice: undefined },
    { brand: 'hl', visitor: 'nl', notice: undefined },
  ])('$visitor visitor on $brand -> $notice', ({ brand, visitor, notice }) => {
    expect(regionNotice(brand, visitor)).toEqual(
      notice ? { kind: 'notice', otherBrandCode: notice } : { kind: 'none' },
    );
  });
});

describe('shouldFetchVisitorCountry: every brand with a counterpart (docs/rules/08-errors.md)', () => {
  it.each([
    ['don', true],
    ['dat', true],
    ['DON', true],
    ['bdon', true],
    ['bdan', true],
    ['BDAN', true],
    ['ad', false],
    ['kiosk', false],
  ])('%s -> %s', (brand, fetch) => {
    expect(shouldFetchVisitorCountry(brand)).toBe(fetch);
  });
});

describe("otherShopUrl: the notice leads to the other brand's shop, also without a domain of its own (docs/rules/02-routes-and-layout.md)", () => {
  const GROUP = 'https://www.dpgmedia.nl';
  const bdon = { code: 'bdon', domain: 'donaldduck.be' };
  const bdan = { code: 'bdan', domain: '' };
  it.each([
    { brand: bdon, host: 'don.localhost:3000', appEnv: 'local', url: 'http://bdon.localhost:3000/' },
    { brand: bdon, host: 'www.don.localhost', appEnv: 'test', url: 'http://bdon.localhost/' },
    { brand: bdon, host: 'donaldduck.nl', appEnv: 'production', url: 'https://donaldduck.be/' },
    { brand: bdon, host: undefined, appEnv: 'production', url: 'https://donaldduck.be/' },
    { brand: bdan, host: 'localhost:3000', appEnv: 'local', url: 'http://bdan.localhost:3000/' },
    { brand: bdan, host: 'dat.localhost:3310', appEnv: 'test', url: 'http://bdan.localhost:3310/' },
    {
      brand: bdan,
      host: 'shop.acceptatie.example',
      appEnv: 'acceptance',
      url: '//shop.acceptatie.example/?brandcode=bdan',
    },
    { brand: bdan, host: '127.0.0.1:3000', appEnv: 'local', url: '//127.0.0.1:3000/?brandcode=bdan' },
    // In production a brand without a domain has no shop (brandcode is honoured outside production only).
    { brand: bdan, host: 'shop.example', appEnv: 'production', url: `${GROUP}/` },
    { brand: bdan, host: undefined, appEnv: 'acceptance', url: `${GROUP}/` },
    // A Host header that is no plain host name never reaches a link.
    { brand: bdan, host: 'evil.example/"><script>', appEnv: 'acceptance', url: `${GROUP}/` },
    { brand: bdan, host: 'a.example@evil.example', appEnv: 'acceptance', url: `${GROUP}/` },
  ] as const)('$brand.code from $host ($appEnv) -> $url', ({ brand, host, appEnv, url }) => {
    expect(otherShopUrl(brand, { host, appEnv }, GROUP)).toBe(url);
  });
});
