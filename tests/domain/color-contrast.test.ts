import { describe, expect, it } from 'vitest';
import { contrastFailures, contrastRatio } from '../../domain/color-contrast.ts';
import { BASE } from '../fixtures/base-theme.ts';

describe('contrastRatio (WCAG 2.2)', () => {
  it.each([
    { fg: '#000000', bg: '#ffffff', ratio: 21 },
    { fg: '#ffffff', bg: '#000000', ratio: 21 },
    { fg: '#777777', bg: '#777777', ratio: 1 },
    { fg: '#767676', bg: '#ffffff', ratio: 4.54 },
    { fg: '#FFFFFF', bg: '#767676', ratio: 4.54 },
    { fg: '#0000ff', bg: '#ffffff', ratio: 8.59 },
  ])('$fg on $bg is $ratio:1', ({ fg, bg, ratio }) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(ratio, 2);
  });
});

describe('contrastFailures', () => {
  it('the base theme passes', () => {
    expect(contrastFailures(BASE)).toEqual([]);
  });

  it('text the colour of the background fails at 4.5:1', () => {
    const failures = contrastFailures({ ...BASE, text: '#ffffff' });
    expect(failures).toContainEqual(expect.objectContaining({ fg: 'text', bg: 'background', min: 4.5, ratio: 1 }));
  });

  it('a light focus ring fails at 3:1, and only that pair', () => {
    const failures = contrastFailures({ ...BASE, focusRing: '#dddddd' });
    expect(failures).toEqual([
      expect.objectContaining({ fg: 'focusRing', bg: 'background', min: 3, use: 'the focus ring' }),
    ]);
    expect(failures[0]!.ratio).toBeCloseTo(1.36, 2);
  });

  it('a ratio just above the minimum passes (#767676 muted text on white is 4.54 >= 4.5)', () => {
    expect(contrastFailures({ ...BASE, textMuted: '#767676', surface: '#ffffff' })).toEqual([]);
  });

  it('a ratio just below the minimum fails (#777777 on white is 4.48 < 4.5)', () => {
    expect(
      contrastFailures({ ...BASE, textMuted: '#777777', surface: '#ffffff' }).map((f) => `${f.fg}/${f.bg}`),
    ).toEqual(['textMuted/background', 'textMuted/surface']);
  });
});
