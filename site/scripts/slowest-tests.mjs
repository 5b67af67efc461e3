// The ten slowest test files of a run, printed at the end of `npm test` (site/scripts/test-all.sh): where a run's time
// goes, from the JSON reports vitest and Playwright write beside their own output (TEST_TIMES_DIR). A report a run did
// not reach is left out. Usage: node site/scripts/slowest-tests.mjs [count]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const TEST_TIMES_DIR = path.resolve(import.meta.dirname, '../../.data/test-times');

/** vitest's JSON report: each file with its start and end. */
export function vitestFiles(report) {
  return (report.testResults ?? []).map((file) => ({
    runner: 'vitest',
    file: path.relative(path.resolve(import.meta.dirname, '../..'), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
}

/** Playwright's JSON report: each file with the time its tests took, every attempt counted. */
export function playwrightFiles(report) {
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return [...byFile].map(([file, seconds]) => ({
    runner: 'playwright',
    file: path.join('e2e', 'specs', file),
    seconds,
  }));
}

/** The `count` slowest files of both runners, slowest first, as the lines of a table. */
export function slowestTable(files, count = 10) {
  const rows = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  if (rows.length === 0) return [];
  return rows.map(({ runner, file, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${runner.padEnd(10)} ${file}`);
}

function read(name) {
  const file = path.join(TEST_TIMES_DIR, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const vitest = read('vitest.json');
  const playwright = read('playwright.json');
  const lines = slowestTable(
    [...(vitest ? vitestFiles(vitest) : []), ...(playwright ? playwrightFiles(playwright) : [])],
    Number(process.argv[2] ?? 10),
  );
  if (lines.length > 0)
    console.log(
      `The ${lines.length} slowest test files (Playwright: its tests' time in the file):\n${lines.join('\n')}`,
    );
}
