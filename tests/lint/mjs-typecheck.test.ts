import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * `npm run typecheck` checks the .mjs files as it checks TypeScript (docs/conventions.md): tsconfig.json takes in every
 * tracked .mjs, and its options fail a planted .mjs with a type error and pass a planted one whose JSDoc is right.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(ROOT, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
)!;
const planted = mkdtempSync(path.join(tmpdir(), 'mjs-typecheck-'));
afterAll(() => rmSync(planted, { recursive: true, force: true }));

/** The codes of what tsc reports for one planted .mjs, checked with the project's own compiler options. */
function errorCodes(name: string, code: string): number[] {
  const file = path.join(planted, name);
  writeFileSync(file, code);
  const program = ts.createProgram([file], { ...config.options, incremental: false, types: [] });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => diagnostic.code);
}

describe('tsconfig.json and the .mjs files', () => {
  it('takes in every tracked .mjs file', () => {
    const tracked = execFileSync('git', ['ls-files', '*.mjs'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
    const checked = new Set(config.fileNames.map((file) => path.relative(ROOT, file)));
    expect(tracked.filter((file) => file && !checked.has(file))).toEqual([]);
  });

  it.each<[string, string, number[]]>([
    [
      'a call with the wrong type',
      "/** @param {number} n */\nexport const twice = (n) => n * 2;\ntwice('2');\n",
      [2345],
    ],
    ['a parameter without a type', 'export const same = (value) => value;\n', [7006]],
    [
      'a property the type lacks',
      '/** @type {{ port: number }} */\nconst s = { port: 1 };\nexport const h = s.host;\n',
      [2339],
    ],
    ['JSDoc that is right', '/** @param {number} n */\nexport const twice = (n) => n * 2;\ntwice(2);\n', []],
  ])('%s', (_, code, expected) => {
    expect(errorCodes(`planted-${expected.join('-') || 'clean'}.mjs`, code)).toEqual(expected);
  });
});
