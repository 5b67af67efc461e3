/*
 * The one module the specs take Playwright's `test` and `expect` from (eslint.config.mjs refuses them from
 * '@playwright/test' in e2e/specs/), so a fixture every spec needs is added in one place.
 */
export * from '@playwright/test';
export { presetConsent, test } from './consent-choice.ts';
/** Playwright's own `test`: a first visit, no consent choice stored (the banner itself, or no browser at all). */
export { test as firstVisit } from '@playwright/test';
