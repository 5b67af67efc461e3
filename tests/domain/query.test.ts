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
