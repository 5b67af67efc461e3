import { describe, expect, it } from 'vitest';
import { chooseChecks, partResults, type PartedPage } from '../../../e2e/accessibility/a11y-classes.ts';

const PAGES: PartedPage[] = [
  { key: 'ad / default 412', parts: ['skeleton-1', 'header-1', 'main-1', 'footer-1'] },
  { key: 'bd / default 412', parts: ['skeleton-1', 'header-1', 'main-2', 'footer-1'] },
  { key: 'tr / default 412', parts: ['skeleton-1', 'header-1', 'main-1', 'footer-1'] },
  { key: 'vk / default 412', parts: ['skeleton-2', 'header-1', 'main-2', 'footer-1'] },
  { key: 'ad / campaign 412', parts: ['campaign-main-1'] },
  { key: 'bd / campaign 412', parts: ['campaign-main-1'] },
];

describe('the accessibility stage’s classes (e2e/accessibility/a11y-classes.ts)', () => {
  it('checks a page only when it has a part no page checked before has, the load adding most first', () => {
    // Each page a load of its own: vk's adds as much as ad's, and ad comes first; bd's adds nothing after vk's.
    const coverage = chooseChecks(PAGES.map((page) => [page]));
    expect(coverage.checked).toEqual(['ad / default 412', 'vk / default 412', 'ad / campaign 412']);
    expect(coverage.checkedFor.get('main-2')).toBe('vk / default 412');
    expect(coverage.checkedFor.size).toBe(7);
  });

  it('takes first the load that holds the most new parts, and checks every page of it that adds one', () => {
    const [ad, bd, , vk, adCampaign, bdCampaign] = PAGES as [PartedPage, ...PartedPage[]];
    // bd's load produces its campaign too: five new parts in one load, then ad's and vk's one each.
    const visits = [[ad], [vk!], [adCampaign!], [bd!, bdCampaign!]];
    const coverage = chooseChecks(visits);
    expect(coverage.checked).toEqual(['bd / default 412', 'bd / campaign 412', 'ad / default 412', 'vk / default 412']);
    expect(coverage.checkedFor.get('campaign-main-1')).toBe('bd / campaign 412');
    expect(coverage.checkedFor.size).toBe(7);
  });

  it('checks every part once, whatever the order of the loads', () => {
    for (const order of [PAGES, [...PAGES].reverse()]) {
      const coverage = chooseChecks(order.map((page) => [page]));
      const parts = new Set(PAGES.flatMap((page) => page.parts));
      expect(new Set(coverage.checkedFor.keys())).toEqual(parts);
      for (const [part, key] of coverage.checkedFor)
        expect(PAGES.find((page) => page.key === key)!.parts).toContain(part);
    }
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
