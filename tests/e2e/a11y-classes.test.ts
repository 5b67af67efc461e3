import { describe, expect, it } from 'vitest';
import { chooseChecks, partResults, type PartedPage } from '../../e2e/a11y-classes.ts';

const PAGES: PartedPage[] = [
  { key: 'ad / default 412', parts: ['skeleton-1', 'header-1', 'main-1', 'footer-1'] },
  { key: 'bd / default 412', parts: ['skeleton-1', 'header-1', 'main-2', 'footer-1'] },
  { key: 'tr / default 412', parts: ['skeleton-1', 'header-1', 'main-1', 'footer-1'] },
  { key: 'vk / default 412', parts: ['skeleton-2', 'header-1', 'main-2', 'footer-1'] },
  { key: 'ad / campaign 412', parts: ['campaign-main-1'] },
  { key: 'bd / campaign 412', parts: ['campaign-main-1'] },
];

describe('the accessibility stage’s classes (e2e/a11y-classes.ts)', () => {
  it('checks a page only when it has a part no page checked before has', () => {
    const coverage = chooseChecks(PAGES);
    expect(coverage.checked).toEqual(['ad / default 412', 'bd / default 412', 'vk / default 412', 'ad / campaign 412']);
    expect(coverage.checkedFor.get('main-2')).toBe('bd / default 412');
    expect(coverage.checkedFor.size).toBe(7);
  });

  it('gives every page the rules found in its parts, wherever they were checked', () => {
    const found = new Map([
      ['ad / default 412', new Map([['main-1', ['image-alt']]])],
      ['bd / default 412', new Map([['footer-1', ['link-name']]])],
      ['vk / default 412', new Map()],
      ['ad / campaign 412', new Map()],
    ]);
    expect(Object.fromEntries(partResults(PAGES, found))).toEqual({
      'ad / default 412': ['image-alt', 'link-name'],
      'bd / default 412': ['link-name'],
      'tr / default 412': ['image-alt', 'link-name'],
      'vk / default 412': ['link-name'],
      'ad / campaign 412': [],
      'bd / campaign 412': [],
    });
  });

  it('covers no page whose part was checked on a page not reached', () => {
    const found = new Map([
      ['ad / default 412', new Map()],
      ['ad / campaign 412', new Map()],
    ]);
    const results = partResults(PAGES, found);
    expect([...results.keys()]).toEqual([
      'ad / default 412',
      'tr / default 412',
      'ad / campaign 412',
      'bd / campaign 412',
    ]);
  });
});
