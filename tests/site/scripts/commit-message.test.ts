import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitMessageProblems, MAX_SUBJECT } from '../../../site/scripts/commit-message.mjs';

/* A commit's subject fits `git log --oneline` (docs/conventions.md#commits): site/scripts/commit-message.mjs. */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const long = 'x'.repeat(MAX_SUBJECT + 1);

describe('commit messages', () => {
  it.each<[string, string, string[]]>([
    ['a subject alone', 'Order form: zod out of the first load\n', []],
    ['a subject and a body', 'Order form: zod out of the first load\n\nWhy, in a paragraph.\n', []],
    ['a subject of exactly 72', `${'y'.repeat(MAX_SUBJECT)}\n`, []],
    ["git's comment lines left out", 'Subject\n# Please enter the commit message\n\nBody\n', []],
    [
      'a subject of 73',
      `${long}\n`,
      [`the subject is ${MAX_SUBJECT + 1} characters, more than 72: move the detail to the body`],
    ],
    [
      'no blank line after the subject',
      'Subject\nBody on the second line\n',
      ['the second line is not empty: a blank line separates the subject from the body'],
    ],
    ['an empty subject', '\n\nBody\n', ['the subject (the first line) is empty']],
  ])('%s', (_, message, problems) => {
    expect(commitMessageProblems(message)).toEqual(problems);
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'commit-message-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it.each([
    ['Short subject\n\nBody\n', 0],
    [`${long}\n`, 1],
  ] as const)('the commit-msg hook exits %#: %i', (message, status) => {
    const file = path.join(dir, 'COMMIT_EDITMSG');
    writeFileSync(file, message);
    const result = spawnSync(path.join(ROOT, '.githooks/commit-msg'), [file], { cwd: ROOT, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(status);
  });
});
