// `npm run bench:fleet`: Lighthouse (mobile preset, throttling applied and simulated: e2e/bench/lighthouse.ts) on every
// brand's home and order page of the production build, each judged against the bare page measured first in the same
// run, then the worst brand for each figure and every budget missed. Printed for the record and written to
// .bench/fleet.json, never asserted. Takes about 40 s a page on 2 cores (both loads): ~80 minutes for the fleet;
// FLEET_BRANDS=ad,vk,... runs some brands only (not under CI: site/scripts/narrowing.mjs). On a free port unless
// BENCH_PORT names one.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { narrowing } from '../../site/scripts/narrowing.mjs';
import { build, freePort, needsBuild, ON_LOCAL_STAND_INS, ROOT, startServer } from '../../site/scripts/server.mjs';
import { BRANDS } from '../support/fleet.ts';
import {
  LIGHTHOUSE_BUDGETS,
  LIGHTHOUSE_VERSION,
  lighthouseAgainstBare,
  lighthouseLines,
  type JudgedPage,
  type LighthouseFigures,
  type MeasuredPage,
} from './lighthouse.ts';

const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const codes = narrowing('FLEET_BRANDS')?.split(',') ?? Object.keys(BRANDS).sort();
const pages = codes.flatMap((code) =>
  ['/', '/bestellen'].map((pathname) => ({ code, pathname, url: `http://${code}.localhost:${PORT}${pathname}` })),
);

if (needsBuild()) await build({ quiet: true });
const server = await startServer({
  port: PORT,
  appEnv: 'production',
  stdio: 'ignore',
  extraEnv: { CI: '', ...ON_LOCAL_STAND_INS },
});
let bare: MeasuredPage;
let judged: JudgedPage[];
try {
  console.log(
    `Lighthouse ${LIGHTHOUSE_VERSION} mobile preset, applied and simulated, on the bare page and ${pages.length} pages of ${codes.length} brands; budgets (${LIGHTHOUSE_BUDGETS}):`,
  );
  let done = 0;
  ({ bare, pages: judged } = await lighthouseAgainstBare(
    `http://ad.localhost:${PORT}/healthz`,
    pages.map((page) => page.url),
    (result, verdicts) => {
      if (!verdicts) return console.log(lighthouseLines('bare /healthz', result));
      const page = pages[done++]!;
      console.log(
        lighthouseLines(
          `[${String(done).padStart(3)}/${pages.length}] ${page.code} ${page.pathname}`,
          result,
          verdicts,
        ),
      );
    },
  ));
} finally {
  await server.stop();
}
const figures = judged.map((page) => page.applied);

// The worst page for each figure of the applied runs: lowest scores, highest times and sizes.
const label = (index: number) => `${pages[index]!.code} ${pages[index]!.pathname}`;
const worst = (pick: (f: LighthouseFigures) => number, higherIsWorse: boolean) => {
  const index = figures.reduce(
    (worstIndex, f, i) =>
      (higherIsWorse ? pick(f) > pick(figures[worstIndex]!) : pick(f) < pick(figures[worstIndex]!)) ? i : worstIndex,
    0,
  );
  return { page: label(index), value: pick(figures[index]!) };
};
const summary = {
  performance: worst((f) => f.performance, false),
  lcpMs: worst((f) => f.lcpMs, true),
  cls: worst((f) => f.cls, true),
  tbtMs: worst((f) => f.tbtMs, true),
  accessibility: worst((f) => f.accessibility, false),
  bestPractices: worst((f) => f.bestPractices, false),
  seo: worst((f) => f.seo, false),
  renderBlocking: worst((f) => f.renderBlocking, true),
  documentBytes: worst((f) => f.documentBytes, true),
  fontBytes: worst((f) => f.fontBytes, true),
};
console.log('\nWorst page for each figure (applied throttling):');
for (const [figure, { page, value }] of Object.entries(summary))
  console.log(`  ${figure.padEnd(16)} ${String(value).padStart(8)}  ${page}`);
const missed = judged.flatMap((page, index) =>
  page.verdicts
    .filter((verdict) => !verdict.pass)
    .map((verdict) => `${label(index)}: ${verdict.budget} (${verdict.figures})`),
);
console.log(`\nBudgets missed: ${missed.length === 0 ? 'none' : `${missed.length}\n  ${missed.join('\n  ')}`}`);
mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
writeFileSync(
  path.join(ROOT, '.bench/fleet.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      lighthouse: LIGHTHOUSE_VERSION,
      bare,
      pages: judged.map((page, index) => ({ page: label(index), ...page })),
      summary,
      missed,
    },
    null,
    2,
  ),
);
console.log('\nWritten to .bench/fleet.json');
