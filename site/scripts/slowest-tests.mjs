// The ten slowest test files of a run, printed at the end of `npm test` (site/scripts/test-all.sh): where a run's time
// goes, from the JSON reports vitest and Playwright write beside their own output (TEST_TIMES_DIR). A report a run did
// not reach is left out. Usage: node site/scripts/slowest-tests.mjs [count]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ testResults?: { name: string, startTime: number, endTime: number }[] }} VitestReport The part of
 *   vitest's JSON report read here.
 * @typedef {{ file: string, tests?: { results?: { duration?: number }[] }[] }} PlaywrightSpec A spec of Playwright's
 *   JSON report, each of its tests with every attempt's result.
 * @typedef {{ specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite A suite of Playwright's JSON
 *   report, as read here.
 * @typedef {{ suites?: PlaywrightSuite[] }} PlaywrightReport The part of Playwright's JSON report read here.
 * @typedef {{ runner: string, file: string, seconds: number }} FileTime One test file's time in one runner.
 */

export const TEST_TIMES_DIR = path.resolve(import.meta.dirname, '../../.data/test-times');

/**
 * vitest's JSON report: each file with its start and end.
 * @param {VitestReport} report
 * @returns {FileTime[]}
 */
export function vitestFiles(report) {
  return (report.testResults ?? []).map((file) => ({
    runner: 'vitest',
    file: path.relative(path.resolve(import.meta.dirname, '../..'), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
}

/**
 * Playwright's JSON report: each file with the time its tests took, every attempt counted.
 * @param {PlaywrightReport} report
 * @returns {FileTime[]}
 */
export function playwrightFiles(report) {
  /** @type {Map<string, number>} */
  const byFile = new Map();
  /** @param {PlaywrightSuite} suite */
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

/**
 * The `count` slowest files of both runners, slowest first, as the lines of a table.
 * @param {Iterable<FileTime>} files
 * @param {number} [count]
 * @returns {string[]}
 */
export function slowestTable(files, count = 10) {
  const rows = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  if (rows.length === 0) return [];
  return rows.map(({ runner, file, seconds }) => `${seconds.toFixed(1).padStart(7)} s  ${runner.padEnd(10)} ${file}`);
}

/**
 * @param {string} name
 * @returns {unknown} the parsed report, undefined when the run did not reach it
 */
function read(name) {
  const file = path.join(TEST_TIMES_DIR, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const vitest = /** @type {VitestReport | undefined} */ (read('vitest.json'));
  const playwright = /** @type {PlaywrightReport | undefined} */ (read('playwright.json'));
  const lines = slowestTable(
    [...(vitest ? vitestFiles(vitest) : []), ...(playwright ? playwrightFiles(playwright) : [])],
    Number(process.argv[2] ?? 10),
  );
  if (lines.length > 0)
    console.log(
      `The ${lines.length} slowest test files (Playwright: its tests' time in the file):\n${lines.join('\n')}`,
    );
}
