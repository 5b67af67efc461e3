// Lighthouse (mobile preset: a mid-range phone on slow 4G) on Debian's Chromium, for the benchmark (`npm run bench`,
// section 8) and the fleet run (`npm run bench:fleet`). Each page is loaded twice over: with the preset's throttling
// applied to the browser (what a phone sees: the figures the budgets judge) and with it simulated from an unthrottled
// load (Lighthouse's default, printed beside). Offline: the tag manager's script comes from a local stand-in
// (stand-ins/tag-manager), any other host outside loopback does not resolve. Printed, never asserted.
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { narrowing } from '../../site/scripts/narrowing.mjs';
import { startTagManagerStandIn, TAG_MANAGER_HOST } from '../../stand-ins/tag-manager/server.ts';
import { budgetVerdicts, verdictLine, type Verdict } from './lighthouse-budgets.ts';

export const LIGHTHOUSE_VERSION = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string })
  .version;

export interface LighthouseFigures {
  readonly url: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly fcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  /** Stylesheets and scripts Lighthouse found blocking the first paint. */
  readonly renderBlocking: number;
  /** The document's transfer size (bytes, as sent: gzip). */
  readonly documentBytes: number;
  /**
   * When the document's last byte had arrived (ms from the first request): under applied throttling every brand
   * page's largest paint is its first, so LCP minus this is what parsing and painting took.
   */
  readonly documentMs: number;
  /** Web fonts loaded and their bytes, as sent. */
  readonly fonts: number;
  readonly fontBytes: number;
  /**
   * What Lighthouse took as the largest paint: the element's selector (on a first visit, the consent banner's text).
   */
  readonly lcpElement: string;
  /**
   * Fonts and scripts that finished loading before the largest paint was seen, of all the page loaded. Lighthouse's
   * simulation counts such a request into LCP (a script only if it also started running before), however little the
   * paint needed it: on loopback every file arrives within milliseconds, so these decide how far the simulated LCP
   * lies from the first paint, and why one page's LCP swings between runs.
   */
  readonly beforeLcp: { readonly fonts: string; readonly scripts: string };
  /** Whether the page asked for the tag manager's script (as a phone's browser does; the stand-in answered it). */
  readonly tagManager: boolean;
  /** Requests that got no answer or an error status: none, when the page loads offline as it should. */
  readonly failedRequests: readonly string[];
}

/**
 * How a page was throttled: `devtools` applies the preset's latency, bandwidth and 4x CPU slowdown to the browser
 * while it loads; `simulate` loads unthrottled and estimates the phone's figures from that trace (on loopback it
 * counts every script evaluated before the observed paint into LCP, however little the paint needed it).
 */
type ThrottlingMethod = 'devtools' | 'simulate';

/** One page, measured both ways. */
export interface MeasuredPage {
  readonly url: string;
  readonly applied: LighthouseFigures;
  readonly simulated: LighthouseFigures;
}

export { LIGHTHOUSE_BUDGETS } from './lighthouse-budgets.ts';

/**
 * How many times each page is measured each way; the run with the median performance score is kept (Lighthouse's own
 * advice: one run of a page whose largest paint races its scripts can be off by a second).
 */
const RUNS = Math.max(1, Number(narrowing('LIGHTHOUSE_RUNS') ?? 3));
export const LIGHTHOUSE_RUNS = RUNS;

/**
 * Runs Lighthouse on each URL in turn, RUNS times with applied and RUNS times with simulated throttling (alternating,
 * so both see the same machine), each run in a Chromium of its own (as Lighthouse's command line does): a Chromium
 * shared by runs now and then fails to record the trace (NO_NAVSTART). The tag manager's stand-in runs for the whole
 * call.
 */
async function lighthouseAll(
  urls: readonly string[],
  onResult?: (page: MeasuredPage) => void,
): Promise<MeasuredPage[]> {
  const tagManager = await startTagManagerStandIn();
  const median = (runs: LighthouseFigures[]) =>
    runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
  try {
    const results: MeasuredPage[] = [];
    for (const url of urls) {
      const applied: LighthouseFigures[] = [];
      const simulated: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        applied.push(await lighthouseRetried(url, 'devtools', tagManager.chromiumFlags));
        simulated.push(await lighthouseRetried(url, 'simulate', tagManager.chromiumFlags));
      }
      const page = { url, applied: median(applied), simulated: median(simulated) };
      onResult?.(page);
      results.push(page);
    }
    return results;
  } finally {
    await tagManager.close();
  }
}

/**
 * A page measured against the bare page of the same run, with each budget's verdict (e2e/bench/lighthouse-budgets.ts).
 */
export interface JudgedPage extends MeasuredPage {
  readonly verdicts: readonly Verdict[];
}

/**
 * The bare page, then each of `urls`, in one run (lighthouseAll); each page's budgets judged on its applied figures
 * against the bare page's. `onResult` gets each page as it is measured, the bare page first (no verdicts).
 */
export async function lighthouseAgainstBare(
  bareUrl: string,
  urls: readonly string[],
  onResult: (page: MeasuredPage, verdicts?: readonly Verdict[]) => void,
): Promise<{ bare: MeasuredPage; pages: JudgedPage[] }> {
  let bare: MeasuredPage | undefined;
  const pages: JudgedPage[] = [];
  await lighthouseAll([bareUrl, ...urls], (page) => {
    if (!bare) {
      bare = page;
      onResult(page);
      return;
    }
    const judged = { ...page, verdicts: budgetVerdicts(page.applied, bare.applied) };
    pages.push(judged);
    onResult(page, judged.verdicts);
  });
  return { bare: bare!, pages };
}

async function inFreshChromium<T>(flags: readonly string[], work: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...flags],
  });
  try {
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

type Request = {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
  statusCode?: number;
};
type Audit = { numericValue?: number; details?: { items?: Request[] } };

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): that run is made again, four times at most,
 * since each page is loaded both ways and a page may fail twice in a row.
 */
async function lighthouseRetried(
  url: string,
  throttlingMethod: ThrottlingMethod,
  flags: readonly string[],
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inFreshChromium(flags, (port) => lighthouseOne(url, port, throttlingMethod));
    } catch (error) {
      if (attempt === 5) throw error;
      console.warn(`  (${throttlingMethod}: ${(error as Error).message}; trying again)`);
    }
  }
}

/**
 * One run, the mobile preset's throttling figures applied (`devtools`) or simulated, as the command line's
 * --throttling-method.
 */
async function lighthouseOne(
  url: string,
  port: number,
  throttlingMethod: ThrottlingMethod,
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id] as Audit | undefined;
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const requests = audit('network-requests')?.details?.items ?? [];
  const fonts = requests.filter((item) => item.resourceType === 'Font');
  const document = requests.find((item) => item.resourceType === 'Document');
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? NaN),
    fcpMs: Math.round(audit('first-contentful-paint')?.numericValue ?? NaN),
    cls: +(audit('cumulative-layout-shift')?.numericValue ?? NaN).toFixed(3),
    tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? NaN),
    renderBlocking: audit('render-blocking-resources')?.details?.items?.length ?? 0,
    documentBytes: document?.transferSize ?? 0,
    documentMs: Math.round(document?.networkEndTime ?? NaN),
    fonts: fonts.length,
    fontBytes: fonts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    lcpElement: largestPaintElement(lhr.audits['largest-contentful-paint-element']),
    beforeLcp: loadedBeforeLargestPaint(requests, lhr.audits.metrics),
    tagManager: requests.some((item) => item.url?.startsWith(`https://${TAG_MANAGER_HOST}/gtm.js`)),
    // Status -1: no answer (a host that does not resolve); a data: URL has 200.
    failedRequests: requests
      .filter((item) => !(item.statusCode! >= 200 && item.statusCode! < 400))
      .map((item) => `${item.statusCode} ${item.url}`),
  };
}

/**
 * 'finished before the observed LCP / loaded' for fonts and scripts (network times and metrics from navigation start).
 */
function loadedBeforeLargestPaint(requests: readonly Request[], metrics: unknown): LighthouseFigures['beforeLcp'] {
  const observed =
    (metrics as { details?: { items?: { observedLargestContentfulPaint?: number }[] } } | undefined)?.details
      ?.items?.[0]?.observedLargestContentfulPaint ?? NaN;
  const share = (type: string) => {
    const loaded = requests.filter((request) => request.resourceType === type);
    return `${loaded.filter((request) => (request.networkEndTime ?? Infinity) <= observed).length}/${loaded.length}`;
  };
  return { fonts: share('Font'), scripts: share('Script') };
}

/** The LCP element's selector from its audit (its first table's first row), or '?' when Lighthouse found none. */
function largestPaintElement(audit: unknown): string {
  type NodeTable = { details?: { items?: { items?: { node?: { selector?: string } }[] }[] } };
  return (audit as NodeTable | undefined)?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '?';
}

/**
 * A page's lines: its label, its applied and simulated figures, and (a page measured against the bare page) each
 * budget's verdict on the applied figures.
 */
export function lighthouseLines(label: string, page: MeasuredPage, verdicts?: readonly Verdict[]): string {
  return [
    `  ${label}`,
    `    applied   ${lighthouseLine(page.applied)}`,
    `    simulated ${lighthouseLine(page.simulated)}`,
    ...(verdicts ? [`    budgets   ${verdictLine(verdicts)}`] : []),
  ].join('\n');
}

/** One line of figures: every one, aligned. */
function lighthouseLine(f: LighthouseFigures): string {
  const cell = (value: number, digits = 2) => value.toFixed(digits);
  return (
    `perf ${cell(f.performance)}  LCP ${(f.lcpMs / 1000).toFixed(2)} s  FCP ${(f.fcpMs / 1000).toFixed(2)} s  CLS ${cell(f.cls, 3)}  TBT ${f.tbtMs} ms` +
    `  a11y ${cell(f.accessibility)}  bp ${cell(f.bestPractices)}  seo ${cell(f.seo)}  blocking ${f.renderBlocking}  doc ${(f.documentBytes / 1024).toFixed(1)} KB in ${(f.documentMs / 1000).toFixed(2)} s` +
    `  fonts ${f.fonts} (${(f.fontBytes / 1024).toFixed(0)} KB)  loaded before LCP: fonts ${f.beforeLcp.fonts}, scripts ${f.beforeLcp.scripts}  LCP element ${f.lcpElement}` +
    `  tag manager ${f.tagManager ? 'loaded' : 'not asked for'}  failed requests ${f.failedRequests.length === 0 ? 'none' : f.failedRequests.join(', ')}`
  );
}
