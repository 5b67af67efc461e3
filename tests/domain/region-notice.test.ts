import { describe, expect, it } from 'vitest';
import { regionNotice, shouldFetchVisitorCountry } from '../../domain/region-notice.ts';

describe('regionNotice: Belgians on don/dat, Dutch on bdon/bdan (spec section 8)', () => {
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
    expect(regionNotice(brand, visitor)).toEqual(notice ? { kind: 'notice', otherBrandCode: notice } : { kind: 'none' });
  });
});

describe('shouldFetchVisitorCountry: every brand with a counterpart, so the notice works both ways (spec section 8, issue 12)', () => {
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
