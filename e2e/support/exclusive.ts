import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { test } from '@playwright/test';

/**
 * Runs `body` while no other test of this run holds `name`: for a test whose change breaks what another asserts at the
 * same moment (two workers share one server; docs/conventions.md#ci-runs). The lock is a directory under the run's
 * output folder, which Playwright empties when a run starts: a worker that died holding it blocks no later run, and the
 * waiting test's own timeout bounds the wait.
 */
export async function exclusively<T>(name: string, body: () => Promise<T>): Promise<T> {
  const lock = path.join(test.info().project.outputDir, '.locks', name);
  await mkdir(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await body();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Held by a test that makes the site render every brand's pages again (a release's merge), and by a test that expects
 * a page kept until its own brand's webhook: beside the first, the second would see its page rendered again.
 */
export const EVERY_BRAND_REVALIDATION = 'every-brand-revalidation';
