// The width rule for the files ESLint does not read (shell, Markdown, YAML, templates, Dockerfile, JSON): no line past
// WIDTH characters (docs/conventions.md#layout). ESLint's max-len holds the code; Prettier lays both out.
// Usage: node site/scripts/line-width.mjs   (exit 1 and the lines when any is too long)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const WIDTH = 120;

/** Files whose lines are not written by hand (generated, synced, binary) or are read by ESLint. */
const NOT_CHECKED = [
  /^package-lock\.json$/,
  /^brands\/generated\//,
  // The Kubernetes manifests (deploy/render.ts): their ConfigMaps hold nginx.conf indented, past the template's width.
  /^deploy\/[^/]+\.yaml$/,
  /^stand-ins\/content\/(stories\/|components\.json$)/,
  /^e2e\/specs\/gallery-baseline\//,
  /\.(png|svg|pem|snap|ico|woff2)$/,
  /\.(ts|tsx|mjs|cjs|js)$/,
];

/** A quoted string or a code span, which no formatter breaks: a line is measured without its longest one. */
const STRING = /"(?:[^"\\]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`]*`/g;

/**
 * The length a line is held to: its own, less its longest string; a Markdown table row (one line by syntax) is 0.
 * @param {string} line
 * @param {string} file
 */
export function measuredLength(line, file) {
  if (file.endsWith('.md') && line.trimStart().startsWith('|')) return 0;
  const longest = Math.max(0, ...[...line.matchAll(STRING)].map(([match]) => [...match].length));
  const length = [...line].length;
  return length > WIDTH ? length - longest : length;
}

/**
 * The too-long lines of the given files, as `file:line: length`.
 * @param {Iterable<string>} files
 * @param {(file: string) => string} [read]
 */
export function tooLong(files, read = (file) => readFileSync(file, 'utf8')) {
  /** @type {string[]} */
  const found = [];
  for (const file of files) {
    if (NOT_CHECKED.some((pattern) => pattern.test(file))) continue;
    read(file)
      .split('\n')
      .forEach((line, index) => {
        if (measuredLength(line, file) > WIDTH) found.push(`${file}:${index + 1}: ${[...line].length} characters`);
      });
  }
  return found;
}

if (import.meta.filename === process.argv[1]) {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  const found = tooLong(files);
  for (const line of found) console.error(line);
  if (found.length) {
    console.error(`${found.length} lines past ${WIDTH} characters: wrap them (a string on a line of its own is fine).`);
    process.exit(1);
  }
}
