// Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated throttling) on Debian's Chromium, for the
// benchmark (`npm run bench`, section 8) and the fleet run (`npm run bench:fleet`). Printed, never asserted.
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { narrowing } from '../site/scripts/narrowing.mjs';

export const LIGHTHOUSE_VERSION = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;

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
  /** Web fonts loaded and their bytes, as sent. */
  readonly fonts: number;
  readonly fontBytes: number;
  /** What Lighthouse took as the largest paint: the element's selector (on a first visit, the consent banner's text). */
  readonly lcpElement: string;
  /**
   * Fonts and scripts that finished loading before the largest paint was seen, of all the page loaded. Lighthouse's
   * simulation counts such a request into LCP (a script only if it also started running before), however little the
   * paint needed it: on loopback every file arrives within milliseconds, so these decide how far the simulated LCP
   * lies from the first paint, and why one page's LCP swings between runs.
   */
  readonly beforeLcp: { readonly fonts: string; readonly scripts: string };
}

export const LIGHTHOUSE_BUDGETS = 'issue 15: performance >= 0.98, LCP <= 1.5 s, CLS <= 0.02, TBT <= 150 ms, accessibility, best practices and SEO 1.00';

/**
 * How many times each page is measured; the run with the median performance score is kept (Lighthouse's own advice:
 * one run of a page whose largest paint races its scripts can be off by a second).
 */
const RUNS = Math.max(1, Number(narrowing('LIGHTHOUSE_RUNS') ?? 3));
export const LIGHTHOUSE_RUNS = RUNS;

/**
 * Runs Lighthouse on each URL in turn, each run in a Chromium of its own (as Lighthouse's command line does): one
 * Chromium for every run failed to record the trace (NO_NAVSTART) in about one run in ten, three times in a row for
 * one page on 2026-11-25, which stopped the bench.
 */
export async function lighthouseAll(urls: readonly string[], onResult?: (figures: LighthouseFigures) => void): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const url of urls) {
    const runs: LighthouseFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRetried(url));
    const figures = runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
    onResult?.(figures);
    results.push(figures);
  }
  return results;
}

async function inFreshChromium<T>(work: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

type Request = { url?: string; resourceType?: string; transferSize?: number; networkEndTime?: number };
type Audit = { numericValue?: number; details?: { items?: Request[] } };

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): that run is made again, twice at most. */
async function lighthouseRetried(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inFreshChromium((port) => lighthouseOne(url, port));
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  (${(error as Error).message}; trying again)`);
    }
  }
}

async function lighthouseOne(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id] as Audit | undefined;
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const requests = audit('network-requests')?.details?.items ?? [];
  const fonts = requests.filter((item) => item.resourceType === 'Font');
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
    documentBytes: requests.find((item) => item.resourceType === 'Document')?.transferSize ?? 0,
    fonts: fonts.length,
    fontBytes: fonts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    lcpElement: largestPaintElement(lhr.audits['largest-contentful-paint-element']),
    beforeLcp: loadedBeforeLargestPaint(requests, lhr.audits.metrics),
  };
}

/** 'finished before the observed LCP / loaded' for fonts and scripts (network times and metrics from navigation start). */
function loadedBeforeLargestPaint(requests: readonly Request[], metrics: unknown): LighthouseFigures['beforeLcp'] {
  const observed = (metrics as { details?: { items?: { observedLargestContentfulPaint?: number }[] } } | undefined)?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN;
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

/** One line per page: every figure, aligned. */
export function lighthouseLine(label: string, f: LighthouseFigures): string {
  const cell = (value: number, digits = 2) => value.toFixed(digits);
  return (
    `  ${label.padEnd(28)} perf ${cell(f.performance)}  LCP ${(f.lcpMs / 1000).toFixed(2)} s  FCP ${(f.fcpMs / 1000).toFixed(2)} s  CLS ${cell(f.cls, 3)}  TBT ${f.tbtMs} ms` +
    `  a11y ${cell(f.accessibility)}  bp ${cell(f.bestPractices)}  seo ${cell(f.seo)}  blocking ${f.renderBlocking}  doc ${(f.documentBytes / 1024).toFixed(1)} KB` +
    `  fonts ${f.fonts} (${(f.fontBytes / 1024).toFixed(0)} KB)  loaded before LCP: fonts ${f.beforeLcp.fonts}, scripts ${f.beforeLcp.scripts}  LCP element ${f.lcpElement}`
  );
}
