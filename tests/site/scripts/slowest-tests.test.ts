import { describe, expect, it } from 'vitest';
import { playwrightFiles, slowestTable, vitestFiles } from '../../../site/scripts/slowest-tests.mjs';

/* The table of the slowest test files `npm test` ends with (site/scripts/slowest-tests.mjs), from both reports. */

const ROOT = new URL('../../..', import.meta.url).pathname;

describe('the slowest test files', () => {
  it('reads vitest’s files and Playwright’s, every attempt of a test counted, slowest first', () => {
    const vitest = vitestFiles({
      testResults: [
        { name: `${ROOT}tests/a.test.ts`, startTime: 1_000, endTime: 4_500 },
        { name: `${ROOT}tests/b.test.ts`, startTime: 0, endTime: 200 },
      ],
    });
    const playwright = playwrightFiles({
      suites: [
        {
          specs: [{ file: 'c.spec.ts', tests: [{ results: [{ duration: 2_000 }, { duration: 3_000 }] }] }],
          suites: [{ specs: [{ file: 'c.spec.ts', tests: [{ results: [{ duration: 1_000 }] }] }] }],
        },
        { specs: [{ file: 'd.spec.ts', tests: [{ results: [{ duration: 100 }] }] }] },
      ],
    });
    const table = slowestTable([...vitest, ...playwright], 3);
    expect(table).toHaveLength(3);
    expect(table[0]).toMatch(/^\s+6\.0 s {2}playwright e2e\/specs\/c\.spec\.ts/);
    expect(table[1]).toMatch(/^\s+3\.5 s {2}vitest {5}tests\/a\.test\.ts/);
    expect(table[2]).toMatch(/^\s+0\.2 s {2}vitest {5}tests\/b\.test\.ts/);
  });

  it('prints nothing for a run that wrote no report', () => {
    expect(slowestTable([])).toEqual([]);
  });
});
