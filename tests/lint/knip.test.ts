import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * knip.config.ts (run by `npm run lint`) finds an export nobody imports and a file nothing reaches: knip runs on a
 * copy of the repository with one of each planted, and reports those two and nothing else.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(path.join(tmpdir(), 'knip-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** One file's findings in knip's JSON report: its path, and per kind (files, exports, dependencies, ...) the names. */
type KnipIssue = { readonly file: string } & Record<string, readonly { name: string }[] | string>;

describe('knip', () => {
  it('fails on a planted unused export and a planted unused file, and on nothing else', () => {
    // The checkout's files, new ones before their commit too; one deleted and not yet staged, or a link, is left out.
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((name) => name && statSync(path.join(ROOT, name), { throwIfNoEntry: false })?.isFile());
    for (const file of files) cpSync(path.join(ROOT, file), path.join(copy, file));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
    appendFileSync(path.join(copy, 'site/request/headers.ts'), 'export const PLANTED_EXPORT = 1;\n');
    writeFileSync(path.join(copy, 'site/request/planted.ts'), 'export const planted = 1;\n');

    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/knip/bin/knip.js'), '--no-progress', '--reporter', 'json'],
      { cwd: copy, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(1);
    const { issues } = JSON.parse(run.stdout) as { issues: KnipIssue[] };
    const found = issues.flatMap(({ file, ...kinds }) =>
      Object.entries(kinds).flatMap(([kind, names]) =>
        Array.isArray(names)
          ? names.map(({ name }) => (kind === 'files' ? `files: ${name}` : `${kind}: ${file} ${name}`))
          : [],
      ),
    );
    expect(found.sort()).toEqual(['exports: site/request/headers.ts PLANTED_EXPORT', 'files: site/request/planted.ts']);
  }, 60_000);
});
