// Lint: TypeScript strictness (no `any`) and the import direction of DESIGN.md, enforced mechanically.
import tseslint from 'typescript-eslint';

/**
 * A rule forbidding imports of the named top-level folders (and optionally of packages) from some files. A folder
 * may be given as [name, allowed] where `allowed` is a regex of the files inside it that stay importable.
 */
const forbid = (files, folders, packages = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...folders.map((entry) => {
            const [folder, allowed] = Array.isArray(entry) ? entry : [entry, undefined];
            return {
              regex: allowed ? `(^|/)${folder}/(?!${allowed})` : `(^|/)${folder}(/|$)`,
              message: `${files[0].split('/')[0]}/ may not import ${folder}/${allowed ? ' other than its schemas' : ''} (DESIGN.md, folders and import direction).`,
            };
          }),
          ...packages.map((name) => ({
            regex: `^${name}(/|$)`,
            message: `${name} belongs in site/ only (DESIGN.md).`,
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
  // The CLI generates Storyblok's component definitions from the block schemas: those (and nothing that renders).
  forbid(['cli/**'], ['site', 'themes', ['blocks', String.raw`(?:catalog|define)\.ts$|[a-z-]+/schema\.ts$|shared/asset\.ts$`], 'stand-ins'], ['next', 'react']),
  forbid(['site/**'], ['cli', 'stand-ins']),
  forbid(['stand-ins/**'], ['site', 'cli', 'blocks', 'themes'], ['next']),
);
