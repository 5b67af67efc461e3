import { describe, expect, it } from 'vitest';
import { activeMid, MID_REPLACEMENT_ORDER, parseMid, replaceMid, type Mid } from '../../domain/mid.ts';
import { midSchema } from '../../schemas/front-office.ts';

const mid = (value: string): Mid => midSchema.parse(value);
const DEFAULT = mid('PRG-DEF001');

describe('parseMid: the six-segment pattern, case-insensitive (spec sections 3 and 5)', () => {
  it.each([
    { value: 'CAM-AB12CD', parsed: 'CAM-AB12CD' },
    { value: 'TCH-000000', parsed: 'TCH-000000' },
    { value: 'TCO-ZZZZZZ', parsed: 'TCO-ZZZZZZ' },
    { value: 'CTY-a1b2c3', parsed: 'CTY-A1B2C3' },
    { value: 'CCO-123abc', parsed: 'CCO-123ABC' },
    { value: 'PRG-9Z9Z9Z', parsed: 'PRG-9Z9Z9Z' },
    { value: 'cam-ab12cd', parsed: 'CAM-AB12CD' },
    { value: 'Cam-Ab12cD', parsed: 'CAM-AB12CD' },
  ])('$value is valid, normalised to $parsed', ({ value, parsed }) => {
    expect(parseMid(value)).toBe(parsed);
  });

  it.each([
    { rule: 'five characters', value: 'CAM-AB12C' },
    { rule: 'seven characters', value: 'CAM-AB12CDE' },
    { rule: 'unknown prefix', value: 'ABC-AB12CD' },
    { rule: 'prefix of another length', value: 'CA-AB12CD' },
    { rule: 'no dash', value: 'CAMAB12CD' },
    { rule: 'underscore instead of dash', value: 'CAM_AB12CD' },
    { rule: 'non-alphanumeric segment', value: 'CAM-AB_2CD' },
    { rule: 'accented letter', value: 'CAM-ÀB12CD' },
    { rule: 'leading space', value: ' CAM-AB12CD' },
    { rule: 'trailing newline', value: 'CAM-AB12CD\n' },
    { rule: 'two mids', value: 'CAM-AB12CD,TCH-AB12CD' },
    { rule: 'empty', value: '' },
  ])('$rule ($value) is ignored', ({ value }) => {
    expect(parseMid(value)).toBeUndefined();
  });

  it.each([[undefined], [null], [123456], [['CAM-AB12CD']], [{ mid: 'CAM-AB12CD' }], [true]])(
    'a non-string (%j) is ignored, never thrown on',
    (value) => {
      expect(parseMid(value)).toBeUndefined();
    },
  );
});

describe('activeMid: valid query, then valid stored, then the configured default (spec section 4)', () => {
  it.each([
    { rule: 'valid query wins over stored', query: 'CAM-QUERY1', stored: 'TCH-STORE1', mid: 'CAM-QUERY1', source: 'query' },
    { rule: 'query is normalised', query: 'cam-query1', stored: undefined, mid: 'CAM-QUERY1', source: 'query' },
    { rule: 'invalid query falls to stored', query: 'CAM-BAD', stored: 'TCH-STORE1', mid: 'TCH-STORE1', source: 'stored' },
    { rule: 'array query falls to stored', query: ['CAM-QUERY1'], stored: 'TCH-STORE1', mid: 'TCH-STORE1', source: 'stored' },
    { rule: 'no query, stored', query: undefined, stored: 'tch-store1', mid: 'TCH-STORE1', source: 'stored' },
    { rule: 'invalid stored falls to default', query: undefined, stored: 'nonsense', mid: 'PRG-DEF001', source: 'default' },
    { rule: 'both invalid, default', query: 'x', stored: 'y', mid: 'PRG-DEF001', source: 'default' },
    { rule: 'nothing given, default', query: undefined, stored: undefined, mid: 'PRG-DEF001', source: 'default' },
  ])('$rule', ({ query, stored, mid: expected, source }) => {
    expect(activeMid({ query, stored, configuredDefault: DEFAULT })).toEqual({ mid: expected, source });
  });
});

describe('replaceMid: customer data, lead, promo, experiment; the later one wins (spec section 4)', () => {
  const active = { mid: mid('CAM-QUERY1'), source: 'query' } as const;

  it('documents the order', () => {
    expect(MID_REPLACEMENT_ORDER).toEqual(['customer-data', 'lead', 'promo', 'experiment']);
  });

  it.each([
    { rule: 'no replacement keeps the active mid', with: {}, mid: 'CAM-QUERY1', source: 'query' },
    { rule: 'customer data replaces the active mid', with: { customerData: 'CCO-CUST01' }, mid: 'CCO-CUST01', source: 'customer-data' },
    { rule: 'lead replaces customer data', with: { customerData: 'CCO-CUST01', lead: 'TCO-LEAD01' }, mid: 'TCO-LEAD01', source: 'lead' },
    { rule: 'promo replaces lead', with: { lead: 'TCO-LEAD01', promo: 'CAM-PROMO1' }, mid: 'CAM-PROMO1', source: 'promo' },
    {
      rule: 'experiment replaces everything',
      with: { customerData: 'CCO-CUST01', lead: 'TCO-LEAD01', promo: 'CAM-PROMO1', experiment: 'CTY-EXPER1' },
      mid: 'CTY-EXPER1',
      source: 'experiment',
    },
    { rule: 'an invalid replacement is ignored', with: { lead: 'TCO-LEAD01', promo: 'not-a-mid' }, mid: 'TCO-LEAD01', source: 'lead' },
    { rule: 'a non-string replacement is ignored', with: { experiment: 42 }, mid: 'CAM-QUERY1', source: 'query' },
    { rule: 'replacements are normalised', with: { lead: 'tco-lead01' }, mid: 'TCO-LEAD01', source: 'lead' },
  ])('$rule', ({ with: replacements, mid: expected, source }) => {
    expect(replaceMid(active, replacements)).toEqual({ mid: expected, source });
  });
});
