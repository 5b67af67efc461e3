// `npm run bench:fleet`: Lighthouse (mobile preset) on every brand's home and order page of the production build,
// then the worst brand for each figure. Printed for the record and written to .bench/fleet.json, never asserted.
// Takes about 20 s a page on 2 cores: ~40 minutes for the fleet; FLEET_BRANDS=ad,vk,... runs some brands only (not
// under CI: site/scripts/narrowing.mjs). On a free port unless BENCH_PORT names one.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { narrowing } from '../site/scripts/narrowing.mjs';
import { build, freePort, needsBuild, ON_LOCAL_STAND_INS, ROOT, startServer } from '../site/scripts/server.mjs';
import { BRANDS } from './fleet.ts';
import { LIGHTHOUSE_BUDGETS, LIGHTHOUSE_VERSION, lighthouseAll, lighthouseLine, type LighthouseFigures } from './lighthouse.ts';

const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const codes = narrowing('FLEET_BRANDS')?.split(',') ?? Object.keys(BRANDS).sort();
const pages = codes.flatMap((code) => ['/', '/bestellen'].map((pathname) => ({ code, pathname, url: `http://${code}.localhost:${PORT}${pathname}` })));

if (needsBuild()) await build({ quiet: true });
const server = await startServer({ port: PORT, appEnv: 'production', stdio: 'ignore', extraEnv: { CI: '', ...ON_LOCAL_STAND_INS } });
let figures: LighthouseFigures[];
try {
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION} mobile preset on ${pages.length} pages of ${codes.length} brands; ${LIGHTHOUSE_BUDGETS}:`);
  let done = 0;
  figures = await lighthouseAll(
    pages.map((page) => page.url),
    (result) => {
      const page = pages[done++]!;
      console.log(`[${String(done).padStart(3)}/${pages.length}]${lighthouseLine(`${page.code} ${page.pathname}`, result)}`);
    },
  );
} finally {
  await server.stop();
}

// The worst page for each figure: lowest scores, highest times and sizes.
const label = (index: number) => `${pages[index]!.code} ${pages[index]!.pathname}`;
const worst = (pick: (f: LighthouseFigures) => number, higherIsWorse: boolean) => {
  const index = figures.reduce((worstIndex, f, i) => ((higherIsWorse ? pick(f) > pick(figures[worstIndex]!) : pick(f) < pick(figures[worstIndex]!)) ? i : worstIndex), 0);
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
console.log('\nWorst page for each figure:');
for (const [figure, { page, value }] of Object.entries(summary)) console.log(`  ${figure.padEnd(16)} ${String(value).padStart(8)}  ${page}`);
mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
writeFileSync(path.join(ROOT, '.bench/fleet.json'), JSON.stringify({ date: new Date().toISOString(), lighthouse: LIGHTHOUSE_VERSION, pages: figures, summary }, null, 2));
console.log('\nWritten to .bench/fleet.json');
