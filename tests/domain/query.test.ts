import { describe, expect, it } from 'vitest';
import { queryOf, single } from '../../domain/query.ts';

describe('the query, read alike everywhere (docs/rules/05-validation.md: a repeated mid is not a string)', () => {
  it.each([
    ['mid=CAM-ZOMER1', { mid: 'CAM-ZOMER1' }],
    ['mid=a&mid=b', { mid: ['a', 'b'] }],
    ['mid=CAM-AB12CD%7CTCH-AB12CD', { mid: 'CAM-AB12CD|TCH-AB12CD' }],
    ['mid=&group=fallback', { mid: '', group: 'fallback' }],
    ['optimizely_force_variation[x]=y', { 'optimizely_force_variation[x]': 'y' }],
    ['a=%3Cscript%3E', { a: '<script>' }],
    ['', {}],
  ])('%s', (search, expected) => {
    expect(queryOf(new URLSearchParams(search))).toEqual(expected);
  });

  // Found by tests/domain/query.property.test.ts: assigned, the key set the query's prototype and was no key of it.
  it.each<[string, [string, string | string[]][]]>([
    ['__proto__=', [['__proto__', '']]],
    [
      '__proto__=a&__proto__=b&mid=CAM-ZOMER1',
      [
        ['__proto__', ['a', 'b']],
        ['mid', 'CAM-ZOMER1'],
      ],
    ],
  ])('%s: __proto__ is a key like any other, and the query a plain object', (search, entries) => {
    const query = queryOf(new URLSearchParams(search));
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.entries(query)).toEqual(entries);
  });

  it.each([
    ['x', 'x'],
    ['', ''],
    [['x', 'y'], undefined],
    [['x'], undefined],
    [undefined, undefined],
  ] as const)('single(%j) -> %j', (value, expected) => {
    expect(single(value as string | string[] | undefined)).toBe(expected);
  });
});
