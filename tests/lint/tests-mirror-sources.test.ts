import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Folders of tests/ that are no source's mirror: the repository's own checks, shared fixtures, vitest's snapshots. */
const OWN_FOLDERS = ['tests/lint', 'tests/fixtures'];

describe('tests mirror the source folders (docs/conventions.md#tests)', () => {
  it('puts every test in the folder of what it tests: tests/<path> for a source folder <path>', () => {
    const files = execFileSync('git', ['ls-files', 'tests'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
    const folders = new Set(files.filter(Boolean).map((file) => path.posix.dirname(file)));
    const astray = [...folders].filter(
      (folder) =>
        folder !== 'tests' &&
        !OWN_FOLDERS.some((own) => folder === own || folder.startsWith(`${own}/`)) &&
        path.posix.basename(folder) !== '__snapshots__' &&
        !existsSync(path.join(ROOT, folder.slice('tests/'.length))),
    );
    expect(folders.size).toBeGreaterThan(20);
    expect(astray).toEqual([]);
  });
});
