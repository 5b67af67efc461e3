import type { KnipConfig } from 'knip';

/*
 * Unused files, exports and dependencies (`npm run lint`). Knip's own plugins find the entries of Next (site/app/, by
 * site/next.config.mjs), vitest, Playwright and the package's bin; listed here are the files that run by a path a
 * plugin cannot read: in a shell script, the Dockerfile, a spawn, a node --import preload.
 */
const config: KnipConfig = {
  entry: [
    // Run by package.json's scripts through with-node.sh, by start.sh and test-all.sh, or spawned by another script.
    'site/scripts/{start,dev,cluster,netns-rehearsal,netns-instance,server,serve,line-width,narrowing}.mjs',
    'site/scripts/{slowest-tests,commit-message,compose-nginx}.mjs',
    // Preloaded with node --import: the production preloads (the Dockerfile, site/scripts/server.mjs), and the one
    // every process a local run starts takes (site/scripts/server.mjs).
    'site/preloads/{peer-address,request-id,request-guard}.mjs',
    'site/scripts/ends-with-parent.mjs',
    // Bundled into the decision service by site/scripts/server.mjs.
    'site/decision/server.ts',
    'e2e/accessibility/{a11y,a11y-axe,a11y-planted-faults}.ts',
    'e2e/bench/{bench,bench-fleet,bench-content}.ts',
    'e2e/fuzz/fuzz.ts',
    'stand-ins/{account,error-sink,front-office,payments,storyblok-cdn,storyblok-management,tag-manager}/server.ts',
    'deploy/render.ts',
    // Puppeteer (under pa11y-ci) reads it by its name.
    '.puppeteerrc.cjs',
  ],
  project: ['**/*.{ts,tsx,mts,mjs,cjs}'],
  next: { config: ['site/next.config.mjs'] },
  ignoreDependencies: [
    // Font files read by path (site/chrome/fonts/web-fonts.ts, next.config.mjs's tracing), never imported.
    /^@fontsource-variable\//,
    // Resolved by path: the copy axe runs beside it (e2e/accessibility/a11y-axe.ts), and the runner's script
    // (e2e/accessibility/a11y.ts).
    '@pa11y/html_codesniffer',
    'pa11y-ci',
    // @sentry/nextjs's own browser SDK, which a test mocks Next's flavour with (tests/site/monitoring).
    '@sentry/react',
  ],
  // The machine's, not npm's: the network rehearsal drives Linux's ip and Redis's client.
  ignoreBinaries: ['ip', 'redis-cli'],
};

export default config;
