// The commit message's shape (docs/conventions.md#commits): a subject of 72 characters or fewer, then, when there is
// more, a blank line and the body. Run by .githooks/commit-msg (npm install points git at that folder) with the
// message's file; exits 1 naming what is wrong. Plain JavaScript: git runs it on whatever node is first on PATH.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT = 72;

/**
 * What is wrong with a commit message, one line each; none when it is right. Git's comment lines (`#`) are left out,
 * as git leaves them out of the commit.
 * @param {string} message
 * @returns {string[]}
 */
export function commitMessageProblems(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  const [subject = '', second] = lines;
  const problems = [];
  if (subject.trim() === '') problems.push('the subject (the first line) is empty');
  if (subject.length > MAX_SUBJECT)
    problems.push(`the subject is ${subject.length} characters, more than ${MAX_SUBJECT}: move the detail to the body`);
  if (second !== undefined && second.trim() !== '')
    problems.push('the second line is not empty: a blank line separates the subject from the body');
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node site/scripts/commit-message.mjs <message file>');
    process.exit(2);
  }
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  for (const problem of problems) console.error(`commit message: ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
