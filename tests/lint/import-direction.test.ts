import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// The planted files are in no tsconfig: without type information here (the import rules need none; the type-aware
// rules have their planted cases in tests/lint/eslint-rules.test.ts).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import direction (docs/architecture.md#folders-and-import-direction) is enforced by lint', () => {
  it.each([
    ['domain/x.ts', "import { env } from '../site/env.ts';", 'domain/ may not import site/'],
    ['domain/x.ts', "import { THEMES } from '../brands/generated/themes.ts';", 'domain/ may not import brands/'],
    ['domain/x.ts', "import { createLogger } from '../monitoring/log.ts';", 'domain/ may not import monitoring/'],
    ['monitoring/x.ts', "import { env } from '../site/env.ts';", 'monitoring/ may not import site/'],
    ['monitoring/x.ts', "import { notFound } from 'next/navigation';", 'next belongs in site/ only'],
    ['schemas/x.ts', "import { localeFor } from '../domain/locale.ts';", 'schemas/ may not import domain/'],
    ['cli/x.ts', "import { BRANDS } from '../site/brands.ts';", 'cli/ may not import site/'],
    ['domain/x.ts', "import { notFound } from 'next/navigation';", 'next belongs in site/ only'],
    ['themes/x.ts', "import { resolveBrand } from '../domain/brand-resolution.ts';", 'themes/ may not import domain/'],
    [
      'cli/x.ts',
      "import { BLOCKS } from '../blocks/registry.ts';",
      'cli/ may not import blocks/ other than its schemas',
    ],
    [
      'cli/x.ts',
      "import { Hero } from '../blocks/hero/hero.tsx';",
      'cli/ may not import blocks/ other than its schemas',
    ],
    [
      'site/x.ts',
      "import { createFrontOfficeStandIn } from '../stand-ins/front-office/stand-in.ts';",
      'site/ may not import stand-ins/',
    ],
    [
      'site/front-office/http.ts',
      "import { createFrontOfficeStandIn } from '../../stand-ins/front-office/stand-in.ts';",
      'site/ may not import stand-ins/',
    ],
    [
      'site/front-office/local.ts',
      "import stories from '../../stand-ins/content/stories/ad/home.json';",
      'site/ may not import stand-ins/ other than the front-office stand-in',
    ],
    ['site/front-office/local.ts', "import { main } from '../../cli/main.ts';", 'site/ may not import cli/'],
    // Inside site/, a folder imports only its own tier and the tiers after it (eslint.config.mjs SITE_TIERS).
    ['site/visitor/x.ts', "import { GET } from '../app/healthz/route.ts';", 'site/visitor/ may not import site/app/'],
    [
      'site/account/x.ts',
      "import { visitorRequest } from '../visitor/request.ts';",
      'site/account/ may not import site/visitor/',
    ],
    [
      'site/content/x.tsx',
      "import { brandShell } from '../chrome/brand-shell.ts';",
      'site/content/ may not import site/chrome/',
    ],
    [
      'site/content/preview/x.tsx',
      "import { brandShell } from '../../chrome/brand-shell.ts';",
      'site/content/ may not import site/chrome/',
    ],
    [
      'site/request/x.ts',
      "import { frontOffice } from '../front-office/index.ts';",
      'site/request/ may not import site/front-office/',
    ],
    [
      'site/request/x.ts',
      "import { parseVisitorState } from '../visitor/state.ts';",
      'site/request/ may not import site/visitor/',
    ],
    [
      'site/monitoring/x.ts',
      "import { tagManagerScript } from '@/site/tag-manager/tag-manager.ts';",
      'site/monitoring/ may not import site/tag-manager/',
    ],
    [
      'site/experiments/local.ts',
      "import { requestExperiments } from '../visitor/experiments.ts';",
      'site/experiments/ may not import site/visitor/',
    ],
    [
      'site/front-office/local.ts',
      "import { reportProblem } from '../order/actions.ts';",
      'site/front-office/ may not import site/order/',
    ],
  ])('%s: %s', async (file, source, message) => {
    expect((await importErrors(file, source)).join('\n')).toContain(message);
  });

  it.each([
    ['domain/x.ts', "import { localeSchema } from '../schemas/locale.ts';"],
    ['site/x.ts', "import { resolveBrand } from '../domain/brand-resolution.ts';"],
    ['cli/x.ts', "import { routesFor } from '../domain/routes.ts';"],
    ['cli/x.ts', "import { BLOCK_CATALOG } from '../blocks/catalog.ts';"],
    ['cli/x.ts', "import { heroBlockSchema } from '../blocks/hero/schema.ts';"],
    [
      'site/front-office/local.ts',
      "import { createFrontOfficeStandIn } from '../../stand-ins/front-office/stand-in.ts';",
    ],
    ['site/chrome/x.ts', "import { pageContext } from '../page/context.ts';"],
    ['site/routing/x.ts', "import { readPromoCookie } from '../visitor/cookies.ts';"],
    ['site/visitor/x.ts', "import { parseMid } from '../../domain/mid.ts';"],
    ['site/payments/x.ts', "import { sessionSecret } from '../account/session.ts';"],
    ['site/account/x.ts', "import { onVisitorHost } from '../request/host.ts';"],
  ])('%s may: %s', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});
