import { describe, expect, it } from 'vitest';
import { activeMid, MID_PATTERN, MID_REPLACEMENT_ORDER, parseMid, replaceMid, type Mid } from '../../domain/mid.ts';
import { MID_SEGMENT_PREFIXES, midSchema } from '../../schemas/front-office.ts';

const mid = (value: string): Mid => midSchema.parse(value);
const DEFAULT = mid('PRG-DEF001');

describe('parseMid: the six-segment pattern, case-insensitive (docs/rules/03-entities.md and docs/rules/05-validation.md)', () => {
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

/**
 * One mid of six segments in the spec's order (docs/rules/03-entities.md), upper case, and the same segments as a list.
 */
const SIX = 'CAM-ZOMER1|TCH-EMAIL1|TCO-NWSBRF|CTY-NL0001|CCO-000001|PRG-DEFLT1';
const SEGMENTS = SIX.split('|');
const joined = (segments: readonly string[], separator = '|') => segments.join(separator);

describe('parseMid: one segment, or all six joined by | in the spec’s order (docs/rules/03-entities.md and docs/rules/05-validation.md)', () => {
  it('knows the six prefixes in the spec’s order', () => {
    expect(MID_SEGMENT_PREFIXES).toEqual(['CAM', 'TCH', 'TCO', 'CTY', 'CCO', 'PRG']);
  });

  it.each([
    { rule: 'a CAM segment alone', value: 'CAM-ZOMER1', parsed: 'CAM-ZOMER1' },
    { rule: 'a TCH segment alone', value: 'TCH-EMAIL1', parsed: 'TCH-EMAIL1' },
    { rule: 'a TCO segment alone', value: 'TCO-NWSBRF', parsed: 'TCO-NWSBRF' },
    { rule: 'a CTY segment alone', value: 'CTY-NL0001', parsed: 'CTY-NL0001' },
    { rule: 'a CCO segment alone', value: 'CCO-000001', parsed: 'CCO-000001' },
    { rule: 'a PRG segment alone', value: 'PRG-DEFLT1', parsed: 'PRG-DEFLT1' },
    { rule: 'all six segments', value: SIX, parsed: SIX },
    { rule: 'all six in lower case', value: SIX.toLowerCase(), parsed: SIX },
    {
      rule: 'all six in mixed case',
      value: 'cam-Zomer1|Tch-email1|TCO-nwsbrf|cty-NL0001|Cco-000001|prg-Deflt1',
      parsed: SIX,
    },
    {
      rule: 'a segment of digits only',
      value: 'CAM-123456|TCH-123456|TCO-123456|CTY-123456|CCO-123456|PRG-123456',
      parsed: 'CAM-123456|TCH-123456|TCO-123456|CTY-123456|CCO-123456|PRG-123456',
    },
  ])('$rule: $value -> $parsed', ({ value, parsed }) => {
    expect(parseMid(value)).toBe(parsed);
    expect(parsed).toMatch(MID_PATTERN);
  });

  it('gives one spelling for every case, so one mid is one cache key', () => {
    expect(new Set(['cam-zomer1', 'CAM-ZOMER1', 'Cam-Zomer1'].map(parseMid))).toEqual(new Set(['CAM-ZOMER1']));
    expect(new Set([SIX, SIX.toLowerCase()].map(parseMid))).toEqual(new Set([SIX]));
  });

  it.each([
    { rule: 'the | raw in the query', query: `mid=${SIX}` },
    { rule: 'the | percent-encoded as %7C', query: `mid=${joined(SEGMENTS, '%7C')}` },
    { rule: 'the | percent-encoded as %7c', query: `mid=${joined(SEGMENTS, '%7c')}` },
    { rule: 'the whole value percent-encoded', query: `mid=${encodeURIComponent(SIX)}` },
    { rule: 'among other parameters', query: `otag=x&mid=${encodeURIComponent(SIX)}&group=default` },
  ])('a query with $rule is decoded by URLSearchParams to the mid', ({ query }) => {
    expect(parseMid(new URLSearchParams(query).get('mid'))).toBe(SIX);
  });

  it.each([
    { rule: 'a | still percent-encoded (%7C)', value: joined(SEGMENTS, '%7C') },
    { rule: 'a | still percent-encoded (%7c)', value: joined(SEGMENTS, '%7c') },
    { rule: 'a single segment with an encoded | after it', value: 'CAM-ZOMER1%7C' },
    {
      rule: 'a double-encoded | decoded once',
      value: new URLSearchParams(`mid=${joined(SEGMENTS, '%257C')}`).get('mid'),
    },
    { rule: 'an encoded dash', value: 'CAM%2DZOMER1' },
  ])('decoded text only: $rule ($value) is ignored, not read as something else', ({ value }) => {
    expect(parseMid(value)).toBeUndefined();
  });

  it.each([
    { rule: 'TCH and TCO swapped', value: joined([SEGMENTS[0]!, SEGMENTS[2]!, SEGMENTS[1]!, ...SEGMENTS.slice(3)]) },
    { rule: 'PRG first', value: joined([SEGMENTS[5]!, ...SEGMENTS.slice(0, 5)]) },
    { rule: 'reversed', value: joined([...SEGMENTS].reverse()) },
    { rule: 'CAM twice, no TCH', value: joined([SEGMENTS[0]!, 'CAM-OTHER1', ...SEGMENTS.slice(2)]) },
    { rule: 'a segment of five', value: SIX.replace('TCO-NWSBRF', 'TCO-NWSBR') },
    { rule: 'a segment of seven', value: SIX.replace('TCO-NWSBRF', 'TCO-NWSBRFX') },
    { rule: 'an empty segment value', value: SIX.replace('CTY-NL0001', 'CTY-') },
    { rule: 'an unknown prefix', value: SIX.replace('CCO-', 'CCC-') },
    { rule: 'five segments (no PRG)', value: joined(SEGMENTS.slice(0, 5)) },
    { rule: 'five segments (no CTY)', value: joined([...SEGMENTS.slice(0, 3), ...SEGMENTS.slice(4)]) },
    { rule: 'two segments', value: joined(SEGMENTS.slice(0, 2)) },
    { rule: 'seven segments (PRG twice)', value: joined([...SEGMENTS, 'PRG-EXTRA1']) },
    { rule: 'seven segments (CAM again)', value: joined([...SEGMENTS, SEGMENTS[0]!]) },
    { rule: 'the six twice', value: joined([SIX, SIX]) },
    { rule: 'a leading |', value: `|${SIX}` },
    { rule: 'a trailing |', value: `${SIX}|` },
    { rule: 'a single segment with a trailing |', value: 'CAM-ZOMER1|' },
    { rule: 'a doubled |', value: joined(SEGMENTS, '||') },
  ])('$rule is ignored', ({ value }) => {
    expect(parseMid(value)).toBeUndefined();
  });

  it.each([
    { rule: 'comma', separator: ',' },
    { rule: 'semicolon', separator: ';' },
    { rule: 'slash', separator: '/' },
    { rule: 'dash', separator: '-' },
    { rule: 'plus (a space in a query)', separator: '+' },
    { rule: 'space', separator: ' ' },
    { rule: 'tab', separator: '\t' },
    { rule: '| with spaces around it', separator: ' | ' },
    { rule: 'broken bar ¦', separator: '\u00A6' },
    { rule: 'fullwidth vertical line ｜', separator: '\uFF5C' },
    { rule: 'divides ∣', separator: '\u2223' },
    { rule: 'no separator', separator: '' },
  ])('segments separated by $rule are ignored', ({ separator }) => {
    expect(parseMid(joined(SEGMENTS, separator))).toBeUndefined();
  });

  it.each([
    { rule: 'a leading space', value: ` ${SIX}` },
    { rule: 'a trailing space', value: `${SIX} ` },
    { rule: 'a trailing newline', value: `${SIX}\n` },
    { rule: 'a trailing CR LF', value: `CAM-ZOMER1\r\n` },
    { rule: 'CR LF between segments', value: joined(SEGMENTS, '\r\n') },
    { rule: 'a header injected after the mid', value: 'CAM-ZOMER1\r\nSet-Cookie: shop_mid=CAM-EVIL01' },
    { rule: 'a newline before a second mid', value: 'CAM-ZOMER1\nCAM-EVIL01' },
    { rule: 'a NUL byte', value: 'CAM-ZOMER1\u0000' },
    { rule: 'a zero-width space', value: 'CAM-ZOMER1\u200B' },
    { rule: 'a no-break space inside', value: 'CAM-\u00A0ZOMER1' },
    { rule: 'a script element', value: '<script>alert(1)</script>' },
    { rule: 'markup after a mid', value: 'CAM-ZOMER1<img src=x onerror=alert(1)>' },
    { rule: 'markup as a segment', value: SIX.replace('TCO-NWSBRF', 'TCO-<b>x</b>') },
    { rule: 'an attribute breakout', value: '"><svg onload=alert(1)>' },
    { rule: 'a path traversal', value: '../../CAM-ZOMER1' },
    { rule: 'the Kelvin sign, which folds to K under /iu', value: 'CAM-ZOMER\u212A' },
    { rule: 'the long s, which upper-cases to S', value: 'CAM-\u017FOMER1' },
    { rule: 'the dotless i, which upper-cases to I', value: 'CAM-ZOMER\u0131' },
    { rule: 'a Cyrillic prefix that looks like CAM', value: '\u0421\u0410\u041C-ZOMER1' },
    { rule: 'fullwidth letters', value: '\uFF23\uFF21\uFF2D-ZOMER1' },
    { rule: 'a very long value of valid segments', value: 'CAM-ZOMER1|'.repeat(100_000) },
    { rule: 'a very long segment', value: `CAM-${'A'.repeat(1_000_000)}` },
    { rule: 'the six with a very long tail', value: `${SIX}${'|PRG-DEFLT1'.repeat(100_000)}` },
  ])('a hostile value is ignored: $rule', ({ value }) => {
    expect(parseMid(value)).toBeUndefined();
  });

  it.each<{ rule: string; value: unknown }>([
    {
      rule: 'a repeated query parameter (mid=a&mid=b)',
      value: new URLSearchParams(`mid=${SIX}&mid=CAM-ZOMER1`).getAll('mid'),
    },
    {
      rule: 'a repeated query parameter of one value',
      value: new URLSearchParams('mid=CAM-ZOMER1&mid=CAM-ZOMER1').getAll('mid'),
    },
    { rule: 'the six segments as a list', value: SEGMENTS },
    { rule: 'a list holding the six', value: [SIX] },
    { rule: 'a number', value: 123456 },
    { rule: 'NaN', value: Number.NaN },
    { rule: 'a bigint', value: 123456n },
    { rule: 'a String object', value: new String('CAM-ZOMER1') },
    { rule: 'an object that prints as a mid', value: { toString: () => 'CAM-ZOMER1' } },
    { rule: 'an object holding a mid', value: { mid: SIX } },
    { rule: 'a Date', value: new Date(0) },
    { rule: 'a symbol', value: Symbol('CAM-ZOMER1') },
    { rule: 'a function', value: () => 'CAM-ZOMER1' },
    { rule: 'null', value: null },
    { rule: 'undefined', value: undefined },
    { rule: 'false', value: false },
  ])('a non-string is ignored, never thrown on: $rule', ({ value }) => {
    expect(parseMid(value)).toBeUndefined();
  });
});

describe('activeMid and replaceMid with six-segment mids', () => {
  it.each([
    {
      rule: 'a six-segment query wins over stored',
      query: SIX.toLowerCase(),
      stored: 'TCH-STORE1',
      mid: SIX,
      source: 'query',
    },
    {
      rule: 'a six-segment stored mid after an invalid query',
      query: joined(SEGMENTS.slice(0, 5)),
      stored: SIX,
      mid: SIX,
      source: 'stored',
    },
    {
      rule: 'a repeated six-segment query falls to stored',
      query: [SIX, SIX],
      stored: 'TCH-STORE1',
      mid: 'TCH-STORE1',
      source: 'stored',
    },
    {
      rule: 'a still-encoded query falls to the default',
      query: joined(SEGMENTS, '%7C'),
      stored: undefined,
      mid: 'PRG-DEF001',
      source: 'default',
    },
  ])('$rule', ({ query, stored, mid: expected, source }) => {
    expect(activeMid({ query, stored, configuredDefault: DEFAULT })).toEqual({ mid: expected, source });
  });

  it('a lead’s six-segment mid replaces the query’s', () => {
    expect(replaceMid({ mid: mid('CAM-QUERY1'), source: 'query' }, { lead: SIX.toLowerCase() })).toEqual({
      mid: SIX,
      source: 'lead',
    });
  });
});

describe('activeMid: valid query, then valid stored, then the configured default (docs/rules/04-states-and-flows.md)', () => {
  it.each([
    {
      rule: 'valid query wins over stored',
      query: 'CAM-QUERY1',
      stored: 'TCH-STORE1',
      mid: 'CAM-QUERY1',
      source: 'query',
    },
    { rule: 'query is normalised', query: 'cam-query1', stored: undefined, mid: 'CAM-QUERY1', source: 'query' },
    {
      rule: 'invalid query falls to stored',
      query: 'CAM-BAD',
      stored: 'TCH-STORE1',
      mid: 'TCH-STORE1',
      source: 'stored',
    },
    {
      rule: 'array query falls to stored',
      query: ['CAM-QUERY1'],
      stored: 'TCH-STORE1',
      mid: 'TCH-STORE1',
      source: 'stored',
    },
    { rule: 'no query, stored', query: undefined, stored: 'tch-store1', mid: 'TCH-STORE1', source: 'stored' },
    {
      rule: 'invalid stored falls to default',
      query: undefined,
      stored: 'nonsense',
      mid: 'PRG-DEF001',
      source: 'default',
    },
    { rule: 'both invalid, default', query: 'x', stored: 'y', mid: 'PRG-DEF001', source: 'default' },
    { rule: 'nothing given, default', query: undefined, stored: undefined, mid: 'PRG-DEF001', source: 'default' },
  ])('$rule', ({ query, stored, mid: expected, source }) => {
    expect(activeMid({ query, stored, configuredDefault: DEFAULT })).toEqual({ mid: expected, source });
  });
});

describe('replaceMid: customer data, lead, promo, experiment; the later one wins (docs/rules/04-states-and-flows.md)', () => {
  const active = { mid: mid('CAM-QUERY1'), source: 'query' } as const;

  it('documents the order', () => {
    expect(MID_REPLACEMENT_ORDER).toEqual(['customer-data', 'lead', 'promo', 'experiment']);
  });

  it.each([
    { rule: 'no replacement keeps the active mid', with: {}, mid: 'CAM-QUERY1', source: 'query' },
    {
      rule: 'customer data replaces the active mid',
      with: { customerData: 'CCO-CUST01' },
      mid: 'CCO-CUST01',
      source: 'customer-data',
    },
    {
      rule: 'lead replaces customer data',
      with: { customerData: 'CCO-CUST01', lead: 'TCO-LEAD01' },
      mid: 'TCO-LEAD01',
      source: 'lead',
    },
    {
      rule: 'promo replaces lead',
      with: { lead: 'TCO-LEAD01', promo: 'CAM-PROMO1' },
      mid: 'CAM-PROMO1',
      source: 'promo',
    },
    {
      rule: 'experiment replaces everything',
      with: { customerData: 'CCO-CUST01', lead: 'TCO-LEAD01', promo: 'CAM-PROMO1', experiment: 'CTY-EXPER1' },
      mid: 'CTY-EXPER1',
      source: 'experiment',
    },
    {
      rule: 'an invalid replacement is ignored',
      with: { lead: 'TCO-LEAD01', promo: 'not-a-mid' },
      mid: 'TCO-LEAD01',
      source: 'lead',
    },
    { rule: 'a non-string replacement is ignored', with: { experiment: 42 }, mid: 'CAM-QUERY1', source: 'query' },
    { rule: 'replacements are normalised', with: { lead: 'tco-lead01' }, mid: 'TCO-LEAD01', source: 'lead' },
  ])('$rule', ({ with: replacements, mid: expected, source }) => {
    expect(replaceMid(active, replacements)).toEqual({ mid: expected, source });
  });
});
