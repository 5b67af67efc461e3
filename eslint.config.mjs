// Lint: TypeScript strictness (no `any`) and the import direction of docs/architecture.md#folders-and-import-direction, enforced mechanically.
import tseslint from 'typescript-eslint';

/**
 * A rule forbidding imports of the named top-level folders (and optionally of packages) from some files. A folder
 * may be given as [name, allowed, what] where `allowed` is a regex of the files inside it that stay importable and
 * `what` names them in the message.
 */
const forbid = (files, folders, packages = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...folders.map((entry) => {
            const [folder, allowed, what] = Array.isArray(entry) ? entry : [entry, undefined, undefined];
            return {
              regex: allowed ? `(^|/)${folder}/(?!${allowed})` : `(^|/)${folder}(/|$)`,
              message: `${files[0].split('/')[0]}/ may not import ${folder}/${allowed ? ` other than ${what}` : ''} (docs/architecture.md#folders-and-import-direction).`,
            };
          }),
          ...packages.map((name) => ({
            regex: `^${name}(/|$)`,
            message: `${name} belongs in site/ only (docs/architecture.md#folders-and-import-direction).`,
          })),
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['node_modules/', 'site/.next/', 'brands/generated/', '.bench/', 'test-results/', 'playwright-report/', '**/*.d.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  forbid(['schemas/**'], ['domain', 'brands', 'themes', 'blocks', 'site', 'cli', 'stand-ins'], ['next', 'react']),
  forbid(['domain/**'], ['brands', 'themes', 'blocks', 'site', 'cli', 'stand-ins'], ['next', 'react']),
  forbid(['themes/**'], ['domain', 'blocks', 'site', 'cli', 'stand-ins'], ['next']),
  forbid(['blocks/**'], ['site', 'cli', 'stand-ins']),
  // The CLI generates Storyblok's component definitions from the block schemas: those (and nothing that renders);
  // the gallery builds and serves the site the one way the project does (site/scripts/server.mjs), as a process.
  forbid(
    ['cli/**'],
    [['site', String.raw`scripts/server\.mjs$`, 'its build-and-serve script'], 'themes', ['blocks', String.raw`(?:catalog|define)\.ts$|[a-z-]+/schema\.ts$|shared/asset\.ts$`, 'its schemas'], 'stand-ins'],
    ['next', 'react'],
  ),
  forbid(['site/**'], ['cli', 'stand-ins']),
  // docs/architecture.md#ports-and-adapters: runtime code reaches a stand-in only through the adapter choice in site/: the front office's embedded
  // default adapter, and only the front-office stand-in; the experiments' embedded default, and only its datafile.
  forbid(['site/front-office/local.ts'], ['cli', ['stand-ins', 'front-office/', 'the front-office stand-in']]),
  forbid(['site/experiments/local.ts'], ['cli', ['stand-ins', 'experiments/', 'the experiments stand-in']]),
  forbid(['stand-ins/**'], ['site', 'cli', 'blocks', 'themes'], ['next']),
);
