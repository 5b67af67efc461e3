import { describe, expect, it } from 'vitest';
import { LOGO_DROPPED_PARAMS, logoHref } from '../../domain/logo-link.ts';

describe('logo link (docs/rules/02-routes-and-layout.md: to / with the query kept, gift and productCode dropped)', () => {
  it.each([
    ['', '/'],
    ['?', '/'],
    ['?gift=true', '/'],
    ['?productCode=VK-DIGI', '/'],
    ['?gift=1&productCode=X', '/'],
    ['?mid=CAM-ZOMER1', '/?mid=CAM-ZOMER1'],
    ['mid=CAM-ZOMER1', '/?mid=CAM-ZOMER1'],
    ['?mid=CAM-ZOMER1&gift=1&leadId=L-1&productCode=X', '/?mid=CAM-ZOMER1&leadId=L-1'],
    ['?brandcode=hl&productCode=X', '/?brandcode=hl'],
    // Repeated keys: every value of a kept key stays, in order; every copy of a dropped key goes.
    ['?group=a&gift=1&group=b&gift=2', '/?group=a&group=b'],
    ['?productCode=A&productCode=B', '/'],
    // Only the exact names: the spec's other spellings are other parameters.
    ['?productcode=X&Gift=1', '/?productcode=X&Gift=1'],
    // Values keep their meaning (re-encoded the way URLSearchParams writes them).
    ['?destinationName=%2Fdigitaal&q=a%20b&e=', '/?destinationName=%2Fdigitaal&q=a+b&e='],
    ['?optimizely_force_variation[exp]=v1', '/?optimizely_force_variation%5Bexp%5D=v1'],
  ])('%j -> %s', (search, href) => {
    expect(logoHref(search)).toBe(href);
  });

  it('drops exactly gift and productCode', () => {
    expect(LOGO_DROPPED_PARAMS).toEqual(['gift', 'productCode']);
  });
});
