import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The conventions eslint.config.mjs holds (docs/conventions.md), each shown to fail on a planted violation: the
 * project's own configuration lints a snippet as if it were a file at that path.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
// The planted files are in no tsconfig: the type-aware rules read them through the project service's default project.
const PLANTED = [
  'site/request/planted.ts',
  'blocks/planted/planted.tsx',
  'site/chrome/planted.tsx',
  'site/chrome/planted.client.tsx',
  'site/app/planted/error.tsx',
  'site/app/planted/route.ts',
  'domain/planted.ts',
  'e2e/specs/planted.spec.ts',
];
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: { allowDefaultProject: PLANTED } } } },
});

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return [...new Set(result!.messages.map((message) => message.ruleId ?? message.message))].sort();
}

describe('eslint.config.mjs', () => {
  // The first lint builds the type-aware program (seconds, more on a busy machine): here, not in the first case's time.
  beforeAll(() => rulesBroken('domain/planted.ts', 'export const x = 1;\n'), 120_000);

  it.each<[string, string, string, string[]]>([
    [
      'one import statement per module',
      'site/request/planted.ts',
      "import { a } from './x.ts';\nimport { b } from './x.ts';\nexport const c = a + b;\n",
      ['no-duplicate-imports'],
    ],
    [
      'a type-only import beside a value import is fine',
      'site/request/planted.ts',
      "import { a } from './x.ts';\nimport type { B } from './x.ts';\nexport const c: B = a;\n",
      [],
    ],
    [
      'a hook called conditionally',
      'blocks/planted/planted.tsx',
      "import { useState } from 'react';\nexport function P({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
      ['react-hooks/rules-of-hooks'],
    ],
    [
      'an effect that does not name what it reads',
      'site/chrome/planted.tsx',
      "import { useEffect } from 'react';\nexport function P({ id }: { id: string }) {\n  useEffect(() => console.log(id), []);\n  return null;\n}\n",
      ['react-hooks/exhaustive-deps'],
    ],
    [
      'domain code importing the site',
      'domain/planted.ts',
      "import { env } from '../site/env.ts';\nexport const e = env;\n",
      ['no-restricted-imports'],
    ],
    [
      'a promise nobody awaits',
      'site/request/planted.ts',
      "export function p(): void {\n  Promise.reject(new Error('lost'));\n}\n",
      ['@typescript-eslint/no-floating-promises'],
    ],
    [
      'a setting read outside site/env.ts',
      'site/request/planted.ts',
      'export const level = process.env.LOG_LEVEL;\n',
      ['no-restricted-properties'],
    ],
    [
      "a 'use client' module not named .client.tsx",
      'site/chrome/planted.tsx',
      "'use client';\nexport const P = () => null;\n",
      ['local/client-suffix'],
    ],
    [
      "a .client.tsx without 'use client'",
      'site/chrome/planted.client.tsx',
      'export const P = () => null;\n',
      ['local/client-suffix'],
    ],
    [
      "a .client.tsx with 'use client'",
      'site/chrome/planted.client.tsx',
      "'use client';\nexport const P = () => null;\n",
      [],
    ],
    [
      "Next's error.tsx, a client component by the name Next looks for",
      'site/app/planted/error.tsx',
      "'use client';\nexport default function E() {\n  return null;\n}\n",
      [],
    ],
    [
      'a route file climbing out of its folder',
      'site/app/planted/route.ts',
      "import { env } from '../../env.ts';\nexport const e = env;\n",
      ['no-restricted-imports'],
    ],
    [
      "a route file importing by the '@/' alias, and from its own folder",
      'site/app/planted/route.ts',
      "import { env } from '@/site/env.ts';\nimport { x } from './x.ts';\nexport const e = [env, x];\n",
      [],
    ],
    [
      "a spec taking Playwright's test from '@playwright/test'",
      'e2e/specs/planted.spec.ts',
      "import { expect, test } from '@playwright/test';\ntest('t', () => expect(1).toBe(1));\n",
      ['no-restricted-imports'],
    ],
    [
      "a spec taking test from e2e/support/test.ts and Playwright's types from '@playwright/test'",
      'e2e/specs/planted.spec.ts',
      "import type { Page } from '@playwright/test';\nimport { expect, test } from '../support/test.ts';\nexport const p = (page: Page) => test.step('s', () => expect(page).toBeTruthy());\n",
      [],
    ],
    ['any', 'domain/planted.ts', 'export const x: any = 1;\n', ['@typescript-eslint/no-explicit-any']],
    [
      'a comment past 120 characters',
      'domain/planted.ts',
      `// ${'x'.repeat(130)}\nexport const x = 1;\n`,
      ['@stylistic/max-len'],
    ],
  ])('%s', async (_, file, code, rules) => {
    expect(await rulesBroken(file, code)).toEqual(rules);
  });
});
