import { describe, expect, it } from 'vitest';
import { budgetVerdicts, verdictLine, type BudgetFigures } from '../../../e2e/bench/lighthouse-budgets.ts';

/* The budgets on the applied-throttling figures, against the bare page of the same run (the bench prints them). */

const BARE: BudgetFigures = { performance: 0.97, accessibility: 1, bestPractices: 1, seo: 0.6, lcpMs: 900, cls: 0 };
const GOOD: BudgetFigures = { performance: 0.96, accessibility: 1, bestPractices: 1, seo: 1, lcpMs: 1100, cls: 0.004 };

const BUDGETS = [
  'LCP <= 1.2 s',
  'LCP <= bare + 0.3 s',
  'CLS <= 0.02',
  'accessibility 1.00',
  'best practices 1.00',
  'SEO 1.00',
  'performance >= bare - 0.03',
] as const;
type Budget = (typeof BUDGETS)[number];

describe('budgetVerdicts', () => {
  it('judges every budget, in order', () => {
    expect(budgetVerdicts(GOOD, BARE).map((verdict) => verdict.budget)).toEqual(BUDGETS);
  });

  it.each<[string, Partial<BudgetFigures>, Partial<BudgetFigures>, readonly Budget[]]>([
    ['a page within every budget', {}, {}, []],
    ['LCP exactly 1.2 s and exactly bare + 0.3 s', { lcpMs: 1200 }, { lcpMs: 900 }, []],
    ['LCP 1 ms over 1.2 s', { lcpMs: 1201 }, { lcpMs: 1000 }, ['LCP <= 1.2 s']],
    [
      'LCP under 1.2 s but 0.3 s and 1 ms after the bare page',
      { lcpMs: 1001 },
      { lcpMs: 700 },
      ['LCP <= bare + 0.3 s'],
    ],
    ['LCP over both', { lcpMs: 1500 }, {}, ['LCP <= 1.2 s', 'LCP <= bare + 0.3 s']],
    ['CLS exactly 0.02', { cls: 0.02 }, {}, []],
    ['CLS 0.021', { cls: 0.021 }, {}, ['CLS <= 0.02']],
    ['accessibility 0.99', { accessibility: 0.99 }, {}, ['accessibility 1.00']],
    ['best practices 0.96 (a failed request, a console error)', { bestPractices: 0.96 }, {}, ['best practices 1.00']],
    ['SEO 0.92', { seo: 0.92 }, {}, ['SEO 1.00']],
    ['a score of 0.999 shows as 1.00', { seo: 0.999 }, {}, []],
    ['performance exactly bare - 0.03', { performance: 0.94 }, { performance: 0.97 }, []],
    [
      'performance exactly bare - 0.03 where floats differ (0.44 - 0.03 is 0.41000000000000003)',
      { performance: 0.41 },
      { performance: 0.44 },
      [],
    ],
    ['performance bare - 0.04', { performance: 0.93 }, { performance: 0.97 }, ['performance >= bare - 0.03']],
    ['performance above the bare page', { performance: 1 }, { performance: 0.9 }, []],
    ['a page without an LCP figure', { lcpMs: NaN }, {}, ['LCP <= 1.2 s', 'LCP <= bare + 0.3 s']],
    [
      'a bare page without figures',
      {},
      { lcpMs: NaN, performance: NaN },
      ['LCP <= bare + 0.3 s', 'performance >= bare - 0.03'],
    ],
    ['a page without a CLS figure', { cls: NaN }, {}, ['CLS <= 0.02']],
  ])('%s', (_, page, bare, failed) => {
    const verdicts = budgetVerdicts({ ...GOOD, ...page }, { ...BARE, ...bare });
    expect(verdicts.filter((verdict) => !verdict.pass).map((verdict) => verdict.budget)).toEqual(failed);
  });

  it('gives the figures each verdict was judged on', () => {
    const verdicts = budgetVerdicts({ ...GOOD, lcpMs: 1234, performance: 0.9 }, BARE);
    expect(verdicts.map((verdict) => verdict.figures)).toEqual([
      '1.23 s',
      '1.23 s vs bare 0.90 s',
      '0.004',
      '1.00',
      '1.00',
      '1.00',
      '0.90 vs bare 0.97',
    ]);
  });
});

describe('verdictLine', () => {
  it('says all budgets were met, each PASS with its figures', () => {
    const line = verdictLine(budgetVerdicts(GOOD, BARE));
    expect(
      line.startsWith(
        'all budgets met: PASS LCP <= 1.2 s (1.10 s); PASS LCP <= bare + 0.3 s (1.10 s vs bare 0.90 s); ',
      ),
    ).toBe(true);
    expect(line).not.toContain('FAIL');
  });

  it('counts the budgets missed and marks each FAIL', () => {
    const line = verdictLine(budgetVerdicts({ ...GOOD, bestPractices: 0.96, cls: 0.05 }, BARE));
    expect(line.startsWith('2 of 7 budgets missed: ')).toBe(true);
    expect(line).toContain('FAIL CLS <= 0.02 (0.050)');
    expect(line).toContain('FAIL best practices 1.00 (0.96)');
    expect(line.match(/PASS/g)).toHaveLength(5);
  });
});
