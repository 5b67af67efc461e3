// The Lighthouse budgets, judged on the applied-throttling run of a page against the bare page measured in the
// same run. Pure, so a table test holds each boundary; the bench prints the verdicts and asserts none of them.

/** The figures a verdict reads (scores 0-1, LCP in ms, CLS unitless), as e2e/bench/lighthouse.ts measures them. */
export interface BudgetFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly cls: number;
}

export interface Verdict {
  readonly budget: string;
  readonly pass: boolean;
  /** The figures the budget was judged on. */
  readonly figures: string;
}

const LCP_LIMIT_MS = 1200;
const LCP_OVER_BARE_MS = 300;
const CLS_LIMIT = 0.02;
const PERFORMANCE_UNDER_BARE = 0.03;

export const LIGHTHOUSE_BUDGETS =
  `budgets, applied throttling, against the bare page of the same run: ` +
  `LCP <= ${LCP_LIMIT_MS / 1000} s and <= bare + ${LCP_OVER_BARE_MS / 1000} s, ` +
  `CLS <= ${CLS_LIMIT}, accessibility, best practices and SEO 1.00, performance >= bare - ${PERFORMANCE_UNDER_BARE}`;

// Scores are compared in hundredths (as Lighthouse shows them) and CLS in thousandths, so that float noise such as
// 0.97 - 0.03 = 0.9399999 cannot decide a verdict. A missing figure (NaN) fails its budget.
const hundredths = (score: number) => Math.round(score * 100);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const score = (value: number) => value.toFixed(2);

/** Each budget's verdict for `page`, `bare` being the bare page of the same run. */
export function budgetVerdicts(page: BudgetFigures, bare: BudgetFigures): Verdict[] {
  const full = (budget: string, value: number): Verdict => ({
    budget,
    pass: hundredths(value) === 100,
    figures: score(value),
  });
  return [
    { budget: `LCP <= ${LCP_LIMIT_MS / 1000} s`, pass: page.lcpMs <= LCP_LIMIT_MS, figures: seconds(page.lcpMs) },
    {
      budget: `LCP <= bare + ${LCP_OVER_BARE_MS / 1000} s`,
      pass: page.lcpMs <= bare.lcpMs + LCP_OVER_BARE_MS,
      figures: `${seconds(page.lcpMs)} vs bare ${seconds(bare.lcpMs)}`,
    },
    {
      budget: `CLS <= ${CLS_LIMIT}`,
      pass: Math.round(page.cls * 1000) <= Math.round(CLS_LIMIT * 1000),
      figures: page.cls.toFixed(3),
    },
    full('accessibility 1.00', page.accessibility),
    full('best practices 1.00', page.bestPractices),
    full('SEO 1.00', page.seo),
    {
      budget: `performance >= bare - ${PERFORMANCE_UNDER_BARE}`,
      pass: hundredths(page.performance) >= hundredths(bare.performance) - hundredths(PERFORMANCE_UNDER_BARE),
      figures: `${score(page.performance)} vs bare ${score(bare.performance)}`,
    },
  ];
}

/** One line: PASS or FAIL per budget, each with its figures; the failures first counted. */
export function verdictLine(verdicts: readonly Verdict[]): string {
  const failed = verdicts.filter((verdict) => !verdict.pass).length;
  const each = verdicts
    .map((verdict) => `${verdict.pass ? 'PASS' : 'FAIL'} ${verdict.budget} (${verdict.figures})`)
    .join('; ');
  return `${failed === 0 ? 'all budgets met' : `${failed} of ${verdicts.length} budgets missed`}: ${each}`;
}
