import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/*
 * The checks npm test makes of its own run (site/scripts/ci-checks.sh, docs/conventions.md#ci-runs), each against a
 * scratch git checkout: a run leaves the tree as it found it, and under CI npm install may not change the lockfile.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
let dir: string;

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.nl', ...args], { cwd: dir, stdio: 'pipe' });
/** `script` run by bash in the scratch checkout with the checks sourced. */
const bash = (script: string, env: Record<string, string> = {}) =>
  spawnSync('bash', ['-c', `set -euo pipefail; source site/scripts/ci-checks.sh; ${script}`], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  });

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ci-checks-'));
  mkdirSync(path.join(dir, 'site/scripts'), { recursive: true });
  cpSync(path.join(ROOT, 'site/scripts/ci-checks.sh'), path.join(dir, 'site/scripts/ci-checks.sh'));
  writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion": 3}\n');
  writeFileSync(path.join(dir, 'story.json'), '{"title": "Actiecode"}\n');
  writeFileSync(path.join(dir, '.gitignore'), 'ignored/\n');
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'start');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the run leaves the working tree as it found it', () => {
  it('passes when only ignored files were written', () => {
    expect(
      bash('before=$(tree_state); mkdir -p ignored; echo x > ignored/out; check_tree_unchanged "$before"').status,
    ).toBe(0);
  });

  it.each([
    ['a committed file is edited', 'echo changed > story.json'],
    ['a committed file is deleted', 'rm story.json'],
    ['a new file is left', 'echo x > left-behind.json'],
  ])('fails when %s', (_, change) => {
    const result = bash(`before=$(tree_state); ${change}; check_tree_unchanged "$before"`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The run changed the working tree; tests must work on temporary copies.');
  });

  it('keeps a developer’s own uncommitted change, and fails when a test edits that file further', () => {
    expect(bash('echo mine > story.json; before=$(tree_state); check_tree_unchanged "$before"').status).toBe(0);
    expect(
      bash('echo mine > story.json; before=$(tree_state); echo theirs >> story.json; check_tree_unchanged "$before"')
        .status,
    ).toBe(1);
  });
});

describe('npm install under CI does not change the lockfile', () => {
  const install =
    'install_with_lockfile bash -c "echo \'{\\"lockfileVersion\\": 3, \\"changed\\": true}\' > package-lock.json"';

  it('fails under CI when the install rewrote the lockfile', () => {
    const result = bash(install, { CI: 'true' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm install changed package-lock.json under CI');
  });

  it('passes under CI when the install left it alone, and outside CI either way', () => {
    expect(bash('install_with_lockfile true', { CI: 'true' }).status).toBe(0);
    expect(bash(install).status).toBe(0);
  });

  it('fails when the install itself fails', () => {
    expect(bash('install_with_lockfile false', { CI: 'true' }).status).toBe(1);
  });
});
