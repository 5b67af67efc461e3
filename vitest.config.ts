import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // tsconfig.json's path alias: '@/site/...' is the repository's site/ (route files import by it).
  resolve: { alias: [{ find: /^@\//, replacement: `${import.meta.dirname}/` }] },
  // React's automatic runtime for component tests (the site itself is compiled by Next).
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    // CLI tests spawn the real `shop` binary; give them room on a 2-core machine.
    testTimeout: 30_000,
    // vitest's default is one worker fewer than the cores: one, here. Most files wait on a process they spawned (the
    // CLI, a server, Redis) or on their imports, so three keep both cores busy: 149 s for the suite against 188 s.
    maxWorkers: 3,
    // The site's and the stand-ins' JSON lines (docs/adr/0023) stay out of the test output; a test that reads them
    // gives its logger a level and a destination of its own.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
  },
});
