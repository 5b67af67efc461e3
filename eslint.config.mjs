// Lint: TypeScript strictness (no `any`) and the import direction of docs/architecture.md#folders-and-import-direction,
// enforced mechanically.
import path from 'node:path';
import stylistic from '@stylistic/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * @typedef {string | [name: string, allowed: string, what: string]} Folder A top-level folder, or one with the files
 *   inside it that stay importable (forbid).
 */

/**
 * A rule forbidding imports of the named top-level folders (and optionally of packages) from some files. A folder
 * may be given as [name, allowed, what] where `allowed` is a regex of the files inside it that stay importable and
 * `what` names them in the message. `siteFolders` are folders of site/ the files may not import (relative, or by
 * the `@/site/` alias).
 * @param {[string, ...string[]]} files the first names the files in the messages
 * @param {Folder[]} folders
 * @param {string[]} [packages]
 * @param {string[]} [siteFolders]
 * @param {{ regex: string, message: string }[]} [more] further patterns of no-restricted-imports
 * @returns {import('typescript-eslint').ConfigWithExtends}
 */
const forbid = (files, folders, packages = [], siteFolders = [], more = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...siteFolders.map((name) => ({
            regex: `^(?:(?:\\.\\./)+|@/site/)${name}/`,
            message: `${files[0].split('/').slice(0, 2).join('/')}/ may not import site/${name}/ (docs/adr/0016-one-way-site.md).`,
          })),
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
          ...more,
        ],
      },
    ],
  },
});

/*
 * The tiers of site/, top first (docs/architecture.md#folders-and-import-direction): a folder imports folders of its
 * own tier or of a tier after it (and the modules at site/'s root), never of a tier before it. Inside a tier no two
 * folders import each other: tests/lint/import-cycles.test.ts finds any loop between folders.
 */
const SITE_TIERS = [
  // Entry points: Next's route files and the decision service nginx asks.
  ['app', 'decision'],
  // The request's stages: the page and its frame, the order, the route, the visitor.
  ['chrome', 'page', 'order', 'routing', 'visitor'],
  // One folder per outside system or concern, each holding all of its adapter.
  ['experiments', 'tag-manager', 'payments', 'account', 'content', 'front-office'],
  // Plumbing every tier may use: request helpers, upstream calls, shared state, monitoring.
  ['request', 'upstream', 'shared-state', 'monitoring'],
];
/**
 * The folders of site/ a folder may not import: those of the tiers before its own.
 * @param {string} folder
 */
const siteAbove = (folder) =>
  SITE_TIERS.slice(
    0,
    SITE_TIERS.findIndex((tier) => tier.includes(folder)),
  ).flat();
/*
 * Next's route files import by the '@/' alias (docs/architecture.md#folders-and-import-direction): a route's folder
 * is as deep as its URL, so a climb out of it ('../../../../') is hard to read and breaks when the route moves.
 */
const BY_ALIAS = {
  regex: String.raw`^\.\./`,
  message:
    "A route file imports what is outside its folder by the '@/' alias (docs/architecture.md#folders-and-import-direction).",
};
const STAND_IN_PORTS = String.raw`shared/ports\.mjs$`;
/**
 * @param {string} folder
 * @param {Folder[]} [folders]
 * @param {[string, ...string[]]} [files]
 */
const siteStage = (folder, folders = ['cli', 'stand-ins'], files = [`site/${folder}/**`]) =>
  forbid(files, folders, [], siteAbove(folder), folder === 'app' ? [BY_ALIAS] : []);

/**
 * The files of the code that runs that may read process.env, each with its reason: every setting is parsed once, in
 * site/env.ts (docs/architecture.md); these read what is not a setting of env.ts or what runs before it can.
 */
const ENV_READERS = {
  'site/env.ts': 'parses every setting',
  'site/monitoring/log.ts': 'LOG_LEVEL: env.ts imports monitoring (a loop); env.ts checks it all the same',
  'site/shared-state/redis.mjs': "REDIS_URL, in the cache handler's plain JavaScript, loaded before any TypeScript",
  'site/shared-state/cache-handler.mjs': 'REDIS_URL, the same',
  'site/request/request-rules.mjs': "APP_ENV, in the front door's preload, before Next",
  'site/preloads/peer-address.mjs': 'sets the marker site/request/headers.ts reads, before Next',
  'site/preloads/request-id.mjs': 'TRUSTED_PROXIES, in a preload, before Next',
  'site/request/headers.ts': 'a marker the peer-address preload sets, no setting',
  'site/request/warm-up.ts': "PORT and HOSTNAME, Next's own server's",
  'site/instrumentation.ts': "NEXT_RUNTIME and NEXT_PHASE, Next's own",
  'site/decision/server.ts': "DECISION_LISTEN, the decision service's own process (deploy/fleet.ts)",
};

/*
 * Where code runs shows in its name (docs/conventions.md#names-and-files): a module marked 'use client' is
 * `<name>.client.tsx`, and a `.client.tsx` is marked. Next's route files under site/app/ keep the names Next looks
 * for (error.tsx and global-error.tsx must be client components).
 */
const NEXT_ROUTE_FILE =
  /^site\/app\/(?:.+\/)?(?:page|layout|template|loading|error|global-error|not-found|default)\.tsx$/;
/** @type {import('eslint').Rule.RuleModule} */
const clientSuffix = {
  meta: {
    type: 'problem',
    messages: {
      unnamed: "A 'use client' module is named <name>.client.tsx (docs/conventions.md#names-and-files).",
      unmarked: "A .client.tsx file starts with 'use client' (docs/conventions.md#names-and-files).",
    },
    schema: [],
  },
  create(context) {
    const file = path
      .relative(import.meta.dirname, context.filename)
      .split(path.sep)
      .join('/');
    return {
      Program(program) {
        const marked = program.body.some(
          // An expression statement of the prologue is a directive; elsewhere its `directive` is undefined.
          (node) =>
            node.type === 'ExpressionStatement' &&
            /** @type {{ directive?: string }} */ (node).directive === 'use client',
        );
        const named = file.endsWith('.client.tsx');
        if (marked && !named && !NEXT_ROUTE_FILE.test(file)) context.report({ node: program, messageId: 'unnamed' });
        if (named && !marked) context.report({ node: program, messageId: 'unmarked' });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'site/.next/',
      'brands/generated/',
      '.bench/',
      'test-results/',
      'playwright-report/',
      '**/*.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { '@stylistic': stylistic },
    rules: {
      // Prettier lays out code at this width but neither wraps comments nor breaks a string (a test's name, a text
      // a visitor reads, an SVG path): comments are held to it here, a string on a line of its own is not.
      '@stylistic/max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // One import statement per module (a type-only one beside it is allowed): two hide what a file depends on.
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  // A promise nobody awaits or catches: its rejection ends the process (Node's default), and its work may outlive the
  // request. Type-aware, so only over the code that runs.
  {
    files: ['site/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'domain/**/*.ts', 'monitoring/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  // Settings through site/env.ts only (ENV_READERS above are the exceptions).
  {
    files: ['site/**/*.{ts,tsx,mjs}', 'blocks/**/*.{ts,tsx}', 'domain/**/*.{ts,mjs}', 'monitoring/**/*.ts'],
    ignores: ['site/scripts/**', ...Object.keys(ENV_READERS)],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through site/env.ts (eslint.config.mjs ENV_READERS).',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { local: { rules: { 'client-suffix': clientSuffix } } },
    rules: { 'local/client-suffix': 'error' },
  },
  // React's rules of hooks, and effects that name what they read (a stale value in an effect is a bug a visitor meets).
  {
    files: ['site/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  forbid(
    ['schemas/**'],
    ['domain', 'monitoring', 'brands', 'themes', 'blocks', 'site', 'cli', 'stand-ins'],
    ['next', 'react'],
  ),
  forbid(['domain/**'], ['monitoring', 'brands', 'themes', 'blocks', 'site', 'cli', 'stand-ins'], ['next', 'react']),
  // What the site and the stand-ins share to be observed (log lines, request ids, error envelopes): no business rule.
  forbid(['monitoring/**'], ['brands', 'themes', 'blocks', 'site', 'cli', 'stand-ins'], ['next', 'react']),
  forbid(['themes/**'], ['domain', 'blocks', 'site', 'cli', 'stand-ins'], ['next']),
  forbid(['blocks/**'], ['site', 'cli', 'stand-ins']),
  // The CLI generates Storyblok's component definitions from the block schemas: those (and nothing that renders);
  // the gallery builds and serves the site the one way the project does (site/scripts/server.mjs), as a process.
  forbid(
    ['cli/**'],
    [
      ['site', String.raw`scripts/server\.mjs$`, 'its build-and-serve script'],
      'themes',
      ['blocks', String.raw`(?:catalog|define)\.ts$|[a-z-]+/schema\.ts$|shared/(?:asset|link)\.ts$`, 'its schemas'],
      'stand-ins',
    ],
    ['next', 'react'],
  ),
  forbid(['site/**'], ['cli', 'stand-ins']),
  ...SITE_TIERS.flat().map((folder) => siteStage(folder)),
  // docs/architecture.md#folders-and-import-direction: runtime code reaches a stand-in only through the adapter choice
  // in site/: the front office's embedded default adapter, and only the front-office stand-in; the experiments'
  // embedded default, and only its datafile; the content's, and only the CDN stand-in's address and tokens.
  siteStage(
    'front-office',
    ['cli', ['stand-ins', 'front-office/', 'the front-office stand-in']],
    ['site/front-office/local.ts'],
  ),
  siteStage(
    'experiments',
    ['cli', ['stand-ins', 'experiments/', 'the experiments stand-in']],
    ['site/experiments/local.ts'],
  ),
  // The content's embedded default: where the CDN stand-in listens and its space's tokens, nothing else of it.
  siteStage(
    'content',
    ['cli', ['stand-ins', String.raw`storyblok-cdn/defaults\.ts$`, "the CDN stand-in's defaults"]],
    ['site/content/local-cdn.ts'],
  ),
  // The embedded defaults of the account service and the payment provider, production's refusal of them and the start
  // that runs the stand-ins: where the stand-ins listen, no more.
  forbid(
    ['site/env.ts', 'site/production-settings.ts', 'site/scripts/local-services.mjs'],
    ['cli', ['stand-ins', STAND_IN_PORTS, "the stand-ins' ports"]],
  ),
  siteStage('payments', ['cli', ['stand-ins', STAND_IN_PORTS, "the stand-ins' ports"]], ['site/payments/stand-in.ts']),
  forbid(['stand-ins/**'], ['site', 'cli', 'blocks', 'themes'], ['next']),
  // The specs take `test` and `expect` from e2e/support/test.ts: a fixture every spec needs is then added in one place,
  // and no spec runs without it by importing Playwright's own (its types may still come from '@playwright/test').
  {
    files: ['e2e/specs/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "A spec imports test and expect from e2e/support/test.ts ('firstVisit' is Playwright's own).",
            },
          ],
        },
      ],
    },
  },
);
