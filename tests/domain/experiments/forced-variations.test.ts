import { describe, expect, it } from 'vitest';
import { forcedVariations } from '../../../domain/experiments/forced-variations.ts';

describe('forcedVariations: optimizely_force_variation[experimentKey]=variation (docs/rules/02-routes-and-layout.md)', () => {
  it.each<[string, Record<string, string | string[] | undefined>, { experimentKey: string; variationKey: string }[]]>([
    ['none', { mid: 'CAM-AB12CD' }, []],
    [
      'one',
      { 'optimizely_force_variation[usp_in_bar_changes]': 'variation_1' },
      [{ experimentKey: 'usp_in_bar_changes', variationKey: 'variation_1' }],
    ],
    [
      'two, beside other parameters',
      {
        mid: 'CAM-AB12CD',
        'optimizely_force_variation[remove_owf]': 'control',
        'optimizely_force_variation[top_bar_layout]': 'variation-2',
      },
      [
        { experimentKey: 'remove_owf', variationKey: 'control' },
        { experimentKey: 'top_bar_layout', variationKey: 'variation-2' },
      ],
    ],
    ['an empty variation', { 'optimizely_force_variation[remove_owf]': '' }, []],
    ['an empty experiment key', { 'optimizely_force_variation[]': 'control' }, []],
    ['no brackets', { optimizely_force_variation: 'control' }, []],
    ['a repeated parameter (array)', { 'optimizely_force_variation[remove_owf]': ['control', 'variation_1'] }, []],
    ['an undefined value', { 'optimizely_force_variation[remove_owf]': undefined }, []],
    ['markup in the variation', { 'optimizely_force_variation[remove_owf]': '<script>alert(1)</script>' }, []],
    ['a space in the variation', { 'optimizely_force_variation[remove_owf]': 'variation 1' }, []],
    ['nested brackets', { 'optimizely_force_variation[a][b]': 'control' }, []],
    ['a prefix before the key', { 'xoptimizely_force_variation[remove_owf]': 'control' }, []],
    ['a dotted experiment key', { 'optimizely_force_variation[../../etc]': 'control' }, []],
    ['an over-long variation', { 'optimizely_force_variation[remove_owf]': 'v'.repeat(65) }, []],
    [
      '__proto__ as the key is only a name',
      { 'optimizely_force_variation[__proto__]': 'control' },
      [{ experimentKey: '__proto__', variationKey: 'control' }],
    ],
  ])('%s', (_, query, expected) => {
    expect(forcedVariations(query)).toEqual(expected);
  });

  it('keeps at most 20 of a flooded query', () => {
    const query = Object.fromEntries(
      Array.from({ length: 500 }, (_, i) => [`optimizely_force_variation[exp_${i}]`, 'control']),
    );
    const forced = forcedVariations(query);
    expect(forced).toHaveLength(20);
    expect(forced[0]).toEqual({ experimentKey: 'exp_0', variationKey: 'control' });
  });
});
