// `npm run bench`: the figures the foundation issue asks for, printed for the record (never asserted by tests).
//  1. shop validate + generate for the real fleet and a synthetic fleet 10x its size (cost per brand)
//  2. next build time (a clean production build)
//  3. first-load JavaScript and CSS of a brand's home page and of its order page, gzip
//  4. requests/s of a cached brand home page vs the bare prerendered /healthz page of the same build, same load;
//     a campaign page; a lead's page; twice 10,000 distinct mids (memory under the heap limit)
//  5. what experiments cost a page (3 to 5 on their own: BENCH_ONLY=load)
//  6. pages with the front office hung (BENCH_ONLY=faults)
//  7. the cluster (nginx, two instances, Redis) against nginx serving a file (BENCH_ONLY=cluster)
//  8. Lighthouse, mobile preset, throttling applied and simulated, on pages of every brand kind and the bare page, with
//     each budget's verdict (BENCH_ONLY=lighthouse); `npm run bench:fleet` runs it on every brand's home and order page
//     (e2e/bench/bench-fleet.ts)
//  9. the content an uncached page reads: through Storyblok's client from the CDN stand-in, beside the in-process
//     read of the story files it replaced (BENCH_ONLY=content)
// 10. the content editor's keystroke to the frame, p50 and p95, and the fleet's CDN requests a minute at rest
//     (BENCH_ONLY=editor)
// Everything runs on 127.0.0.1 and stops by itself.
import { execFile, execFileSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { parseDocument } from 'yaml';
import { renderGenerated } from '../../cli/generate/render.ts';
import { writeGenerated } from '../../cli/generate/write.ts';
import { loadRegistry } from '../../cli/registry/load.ts';
import { validateRegistry } from '../../cli/registry/validate.ts';
import { installClusterParts, startCluster, startNginx } from '../../site/scripts/cluster.mjs';
import { narrowing } from '../../site/scripts/narrowing.mjs';
import {
  build,
  freePort,
  HEAP_LIMIT_MB,
  needsBuild,
  ON_LOCAL_STAND_INS,
  ownServer,
  ROOT,
  startServer,
} from '../../site/scripts/server.mjs';
import { placeOrders } from './bench-orders.ts';
import { getWithHost, requestBytesWithHost } from '../support/http.ts';
import { startHungUpstream } from '../support/hung-upstream.ts';
import {
  LIGHTHOUSE_BUDGETS,
  LIGHTHOUSE_RUNS,
  LIGHTHOUSE_VERSION,
  lighthouseAgainstBare,
  lighthouseLines,
} from './lighthouse.ts';
import http from 'node:http';
import { chromium } from '@playwright/test';
import { CACHES } from '../../site/cache-policy.ts';
import { INPUT_DEBOUNCE_MS } from '../../site/page/preview/live-events.ts';
import { CDN_STAND_IN_PREVIEW_TOKEN } from '../../stand-ins/storyblok-cdn/defaults.ts';
import { startCdnServer } from '../../stand-ins/storyblok-cdn/server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3230);
/** One section alone (below); never under CI (site/scripts/narrowing.mjs). */
const BENCH_ONLY = narrowing('BENCH_ONLY');
const LOAD = { connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 10), pipelining: 1 };
const results: Record<string, unknown> = {};
const execFileAsync = promisify(execFile);
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** validate + generate in-process (what `shop generate` does after start-up), median of `runs`. */
function timeCli(brandsDir: string, runs = 5): { ms: number; brands: number } {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-gen-'));
  const times: number[] = [];
  let brands = 0;
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const result = validateRegistry(loadRegistry(brandsDir));
    if (!result.ok) throw new Error(`invalid fleet in ${brandsDir}: ${result.diagnostics[0]?.message}`);
    writeGenerated(outDir, renderGenerated(result.registry));
    times.push(ms(start));
    brands = result.registry.brands.length;
  }
  rmSync(outDir, { recursive: true, force: true });
  return { ms: median(times), brands };
}

/** The real fleet copied `factor` times under new codes and domains: a fleet `factor`x the size. */
function syntheticFleet(factor: number): string {
  const source = path.join(ROOT, 'brands');
  const target = mkdtempSync(path.join(os.tmpdir(), 'bench-fleet-'));
  cpSync(path.join(source, 'base-theme.yaml'), path.join(target, 'base-theme.yaml'));
  cpSync(path.join(source, 'group.yaml'), path.join(target, 'group.yaml'));
  const codes = readdirSync(source, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'generated')
    .map((entry) => entry.name);
  for (let copy = 0; copy < factor; copy++) {
    // Copy 0 keeps the real codes, so the default brand (dpg) and special-title references stay valid.
    const suffix = copy === 0 ? '' : `x${copy}`;
    for (const code of codes) {
      const folder = path.join(target, `${code}${suffix}`);
      mkdirSync(folder);
      cpSync(path.join(source, code, 'theme.yaml'), path.join(folder, 'theme.yaml'));
      cpSync(path.join(source, code, 'logo.svg'), path.join(folder, 'logo.svg'));
      const doc = parseDocument(readFileSync(path.join(source, code, 'brand.yaml'), 'utf8'));
      doc.set('code', `${code}${suffix}`);
      if (copy > 0) {
        doc.set('domain', doc.get('domain') ? `${code}${suffix}.example.nl` : '');
        doc.delete('allDomains');
        for (const special of (
          doc.get('specials') as { items: { get: (k: string) => unknown; set: (k: string, v: unknown) => void }[] }
        ).items) {
          if (special.get('brand')) special.set('brand', `${special.get('brand')}${suffix}`);
        }
      }
      writeFileSync(path.join(folder, 'brand.yaml'), doc.toString());
    }
  }
  return target;
}

async function firstLoadAssets(url: string, host: string) {
  // fetch silently drops a Host header, so the page would not be the brand asked for.
  const { body: html } = await getWithHost(host, new URL(url).pathname, PORT);
  const brand = /data-brand="([a-z0-9]+)"/.exec(html)?.[1];
  // noModule scripts are legacy polyfills that no current browser downloads: not part of the first load.
  const tags = [...html.matchAll(/<script[^>]+src="(\/_next\/[^"]+\.js)"[^>]*>/g)];
  const scripts = tags.filter((m) => !/nomodule/i.test(m[0])).map((m) => m[1]!);
  const styles = [
    ...html.matchAll(
      /<link[^>]+rel="stylesheet"[^>]+href="(\/_next\/[^"]+\.css)"|<link[^>]+href="(\/_next\/[^"]+\.css)"[^>]+rel="stylesheet"/g,
    ),
  ].map((m) => (m[1] ?? m[2])!);
  const gz = async (assets: string[]) => {
    let total = 0;
    for (const asset of new Set(assets))
      total += gzipSync(Buffer.from(await (await fetch(`${new URL(url).origin}${asset}`)).arrayBuffer())).length;
    return total;
  };
  return {
    brand,
    jsGzip: await gz(scripts),
    cssGzip: await gz(styles),
    htmlGzip: gzipSync(html).length,
    jsFiles: new Set(scripts).size,
    cssFiles: new Set(styles).size,
  };
}

/**
 * The bytes a browser receives for a page and its first-load scripts from `port` when it accepts `encodings`: as an
 * instance sends them (Next compresses with gzip, per request) or as nginx sends them (pages compressed once as they
 * enter its cache, scripts precompressed at build time).
 */
async function firstLoadOnTheWire(host: string, pathname: string, port: number, encodings: string) {
  const get = async (target: string) => {
    const answer = await requestBytesWithHost('GET', host, target, port, {
      'user-agent': BROWSER_UA,
      'accept-encoding': encodings,
    });
    if (answer.status !== 200) throw new Error(`${target}: ${answer.status}`);
    return { bytes: answer.body.length, encoding: String(answer.headers['content-encoding'] ?? 'identity') };
  };
  const { body: html } = await getWithHost(host, pathname, port, { 'user-agent': BROWSER_UA });
  const page = await get(pathname);
  const scripts = new Set(
    [...html.matchAll(/<script[^>]+src="(\/_next\/[^"]+\.js)"[^>]*>/g)]
      .filter((m) => !/nomodule/i.test(m[0]))
      .map((m) => m[1]!),
  );
  const sent: Record<string, number> = {};
  let scriptBytes = 0;
  for (const script of scripts) {
    const answer = await get(script);
    sent[answer.encoding] = (sent[answer.encoding] ?? 0) + 1;
    scriptBytes += answer.bytes;
  }
  return { page, scripts: { files: scripts.size, bytes: scriptBytes, sent } };
}

/** A browser's user agent: curl's and autocannon's count as crawlers, and a campaign page is for people. */
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/**
 * Requests/s under LOAD of one URL, after a 5 s warm-up under the same load (fills Next's caches, loads and optimises
 * the code a first request pulls in; a 2 s warm-up at 10 connections left the first seconds' multi-second requests
 * inside the measurement), with p99, the slowest request and the answer's size.
 */
async function load(url: string, host: string) {
  const { pathname, search, port } = new URL(url);
  const response = await getWithHost(host, `${pathname}${search}`, Number(port), { 'user-agent': BROWSER_UA });
  await wrk(url, host, 5);
  return { ...(await wrk(url, host)), bytesPerRequest: Buffer.byteLength(response.body) };
}

/**
 * The tail's reference: a bare node:http server (no Next, no code of ours) that spends `msPerRequest` of CPU on each
 * request, synchronously, and answers `bytes` bytes, measured by the same wrk load. Under 50 connections every server
 * here is saturated, and a saturated Node server's slowest requests wait many times the median: printed beside the
 * site's own tail, so that the queue's share and the site's can be told apart.
 */
async function saturatedReference(msPerRequest: number, bytes: number) {
  const port = await freePort();
  const server =
    `require('node:http').createServer((q, s) => { const end = performance.now() + ${msPerRequest}; while (performance.now() < end); ` +
    `s.writeHead(200, { 'content-type': 'text/html', 'content-length': ${bytes} }); s.end(Buffer.alloc(${bytes}, 97)); }).listen(${port}, '127.0.0.1')`;
  const child = execFile(process.execPath, ['-e', server]);
  try {
    await ownServer(child, port, `http://127.0.0.1:${port}/`, 5_000, 'the reference server');
    await wrk(`http://127.0.0.1:${port}/`, 'ad.nl', 5);
    return await wrk(`http://127.0.0.1:${port}/`, 'ad.nl');
  } finally {
    child.kill();
  }
}

/** The resident memory of the server and its children, in MB (Linux /proc). */
function serverRssMb(pid: number): number {
  let children = '';
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // ps exits 1 when the process has no children
  }
  const pids = [pid, ...children.split(/\s+/).filter(Boolean).map(Number)];
  let kb = 0;
  for (const id of pids) {
    const status = readFileSync(`/proc/${id}/status`, 'utf8');
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}

/** Bytes under a folder (the build's cache folder: it must not grow with campaign keys). */
function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** A visitor's own page (a lead): its server time, one request at a time, median and p90 of `runs`. */
async function personalPageTime(runs = 200) {
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) await timed('/?leadId=LEAD-NL-0001', 'ad.nl', '');
  for (let i = 0; i < runs; i += 1) times.push((await timed('/?leadId=LEAD-NL-0001', 'ad.nl', '')).ms);
  return { requests: runs, medianMs: +quantile(times, 0.5).toFixed(2), p90Ms: +quantile(times, 0.9).toFixed(2) };
}

/**
 * Distinct well-formed mids, each requested once (50 at a time), in `rounds` of `count`: memory and the build folder
 * before and after each round. The second round shows whether memory levels off under the server's heap limit
 * (site/scripts/server.mjs HEAP_LIMIT_MB) or keeps growing with the keys.
 */
async function midFlood(pid: number, count = 10_000, rounds = 2) {
  const sample = () => ({ rssMb: serverRssMb(pid), nextFolderBytes: folderBytes(path.join(ROOT, 'site/.next')) });
  const before = sample();
  const after: ReturnType<typeof sample>[] = [];
  let next = 0;
  let failed = 0;
  const start = process.hrtime.bigint();
  for (let round = 1; round <= rounds; round += 1) {
    const end = round * count;
    const worker = async () => {
      while (next < end) {
        const mid = `CAM-${(next++).toString(36).toUpperCase().padStart(6, '0')}`;
        const response = await getWithHost('ad.nl', `/?mid=${mid}`, PORT, { 'user-agent': BROWSER_UA });
        if (response.status !== 200) failed += 1;
      }
    };
    await Promise.all(Array.from({ length: 50 }, worker));
    after.push(sample());
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { mids: count * rounds, rounds, failed, seconds: +seconds.toFixed(1), before, after };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One request's time to the last byte, in ms. */
async function timed(
  path: string,
  host: string,
  cookie: string,
): Promise<{ ms: number; body: string; decided: boolean }> {
  const start = process.hrtime.bigint();
  const response = await getWithHost(host, path, PORT, { cookie });
  if (response.status !== 200) throw new Error(`${host}${path}: HTTP ${response.status}`);
  // The decisions reach the browser in the seen cookie beside the page (docs/adr/0007).
  return {
    ms: ms(start),
    body: response.body,
    decided: String(response.headers['set-cookie'] ?? '').includes('shop_exp_seen='),
  };
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

/** Render-blocking scripts: an external classic script in the document without async or defer (nomodule is legacy). */
const blockingScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)].filter(
    (tag) => !/\b(async|defer|nomodule)\b|type="module"/i.test(tag[0]),
  ).length;

async function experimentsCost() {
  // A returning visitor with a web-channel campaign mid (every experiment of the stand-in datafile can apply).
  const cookie = 'shop_exp_uid=bench-visitor-000001; shop_exp_active=2026-11-01';
  const decided = '/?mid=CAM-000001';
  const refused = `${decided}&disable_optimizely=true`;
  const on: number[] = [];
  const off: number[] = [];
  for (let i = 0; i < 20; i += 1) await Promise.all([timed(decided, 'ad.nl', cookie), timed(refused, 'ad.nl', cookie)]);
  let sample = '';
  let decidedAll = true;
  for (let i = 0; i < 300; i += 1) {
    // Alternating, so both see the same machine state.
    const a = await timed(decided, 'ad.nl', cookie);
    const b = await timed(refused, 'ad.nl', cookie);
    on.push(a.ms);
    off.push(b.ms);
    sample = a.body;
    decidedAll &&= a.decided;
    if (b.decided) throw new Error('disable_optimizely=true still decided experiments');
  }
  if (!decidedAll) throw new Error('the measured page decided no experiment');
  const result = {
    requests: on.length,
    decidedMedianMs: +quantile(on, 0.5).toFixed(2),
    refusedMedianMs: +quantile(off, 0.5).toFixed(2),
    decidedP90Ms: +quantile(on, 0.9).toFixed(2),
    refusedP90Ms: +quantile(off, 0.9).toFixed(2),
    addedMedianMs: +(quantile(on, 0.5) - quantile(off, 0.5)).toFixed(2),
    addedP90Ms: +(quantile(on, 0.9) - quantile(off, 0.9)).toFixed(2),
    blockingScripts: blockingScripts(sample),
    // Inline in a per-visitor page; a shared page asks the server's environment by an async script (docs/adr/0022).
    tagManagerAsync:
      (sample.includes('googletagmanager.com/gtm.js') || /<script async="" src="\/api\/tag-manager">/.test(sample)) &&
      !/<script[^>]+src="https:\/\/www\.googletagmanager/.test(sample),
  };
  console.log(
    `experiments: per-visitor page ${result.decidedMedianMs} ms decided vs ${result.refusedMedianMs} ms refused (median of ${result.requests}; ` +
      `p90 ${result.decidedP90Ms} vs ${result.refusedP90Ms}): +${result.addedMedianMs} ms (budget <= 10 ms); ` +
      `render-blocking scripts ${result.blockingScripts} (budget 0), tag manager loaded by an async loader (inline, or the server's /api/tag-manager): ${result.tagManagerAsync}`,
  );
  return result;
}

/** Time to the first byte of one answer, in ms, with its status. */
function timeToFirstByte(host: string, path: string, port: number): Promise<{ status: number; ms: number }> {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, headers: { host, 'user-agent': BROWSER_UA }, timeout: 60_000 },
      (response) => {
        response.once('data', () => resolve({ status: response.statusCode ?? 0, ms: +ms(start).toFixed(0) }));
        response.resume();
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timeout: ${host}${path}`)));
    request.on('error', reject);
  });
}

/**
 * 6. Pages with the front office hung (connections accepted, never an answer; before the page deadline
 * and the breakers an order page answered after 30 s): a second server of the same production build, pointed at a
 * hung upstream. First the pages a visitor meets before the circuit breaker opens, then after it.
 */
async function hungFrontOffice() {
  const hung = await startHungUpstream();
  const port = PORT + 1;
  const server = await startServer({
    port,
    appEnv: 'production',
    stdio: 'ignore',
    extraEnv: { CI: '', ...ON_LOCAL_STAND_INS, FRONT_OFFICE_URL: hung.url },
  });
  try {
    const before = {
      orderPage: await timeToFirstByte('ad.nl', '/bestellen', port),
      leadOrderPage: await timeToFirstByte('ad.nl', '/bestellen?leadId=LEAD-NL-0001', port),
      newCampaignPage: await timeToFirstByte('ad.nl', '/?mid=CAM-HUNGB1', port),
    };
    // Five failed calls in a row open the breaker: a lead's pages ask the front office every time (campaign pages
    // of unknown mids may not, their default offer being cached).
    for (let i = 0; i < 5; i += 1) await timeToFirstByte('ad.nl', '/bestellen?leadId=LEAD-NL-0001', port);
    const after = {
      orderPage: await timeToFirstByte('vk.nl', '/bestellen?leadId=LEAD-NL-0001', port),
      newCampaignPage: await timeToFirstByte('ad.nl', '/?mid=CAM-HUNGB9', port),
    };
    const result = { before, after, frontOfficeRequests: hung.requests() };
    console.log(
      `front office hung, time to first byte: order page ${before.orderPage.ms} ms, a lead's order page ${before.leadOrderPage.ms} ms, ` +
        `a never-seen campaign page ${before.newCampaignPage.ms} ms (target <= 1500; was 30 s); with the breaker open: ` +
        `a lead's order page ${after.orderPage.ms} ms, a campaign page ${after.newCampaignPage.ms} ms (statuses ${[...Object.values(before), ...Object.values(after)].map((r) => r.status).join(', ')})`,
    );
    return result;
  } finally {
    await server.stop();
    await hung.close();
  }
}

/** nginx serving one file for every URL: the ceiling a cache in front of the site can reach on this machine. */
async function staticNginx(html: string, port: number) {
  const dir = path.join(ROOT, '.data/cluster', `${port}-static`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'home.html'), html);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join(' ');
  const config = `${process.getuid?.() === 0 ? 'user root root;' : ''} worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http { access_log off; ${temp} server { listen 127.0.0.1:${port}; location / { root ${dir}; default_type text/html; try_files /home.html =404; } } }`;
  return startNginx(config, dir, port, 'ignore');
}

/** Debian's wrk, installed when missing (site/scripts/debian-packages.sh, as for Chromium): a bare machine has none. */
let wrkInstalled = false;
function installWrk() {
  if (wrkInstalled) return;
  execFileSync('bash', [path.join(ROOT, 'site/scripts/debian-packages.sh'), '/usr/bin/wrk=wrk'], { stdio: 'inherit' });
  wrkInstalled = true;
}

/**
 * requests/s, p99 and the slowest request from wrk (Debian's, two threads in C), the client the budgets were set with.
 * Not autocannon: one Node thread parsing every answer tops out near 1,300 requests/s of an 86 KB page on this
 * machine, and it shares the 2 cores with the server it measures (for the site's own pages the two agree within
 * noise: 114 and 106 requests/s of the brand home minutes apart).
 * A request over 10 s counts as a timeout (printed, not thrown); an error answer or a socket error fails the bench.
 */
async function wrk(url: string, host: string, seconds = LOAD.duration) {
  installWrk();
  const args = [
    '-t2',
    `-c${LOAD.connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '--latency',
    '-H',
    `Host: ${host}`,
    '-H',
    `User-Agent: ${BROWSER_UA}`,
    url,
  ];
  // Not execFileSync: a blocked event loop misses the server closing an idle keep-alive socket, which the next
  // request then reuses ('socket hang up').
  const { stdout: output } = await execFileAsync('wrk', args, { encoding: 'utf8' });
  const failed = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? '0';
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
    .exec(output)
    ?.slice(1)
    .map(Number) ?? [0, 0, 0, 0];
  if (failed !== '0' || socketErrors.slice(0, 3).some((count) => count > 0)) {
    throw new Error(`${host}${new URL(url).pathname}: ${failed} non-2xx, socket errors ${socketErrors.join('/')}`);
  }
  const scale = { us: 0.001, ms: 1, s: 1000 } as const;
  const duration = (match: RegExpExecArray | null) =>
    match ? +(Number(match[1]) * scale[match[2] as keyof typeof scale]).toFixed(1) : undefined;
  return {
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1])),
    requests: Number(/(\d+) requests in /.exec(output)?.[1] ?? 0),
    p99Ms: duration(/^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(output)),
    maxMs: duration(/^\s+Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)/m.exec(output)),
    timeouts: socketErrors[3]!,
  };
}

/** nginx's worker processes: the children of the master whose pid is in the run directory. */
function nginxWorkerPids(runDir: string): number[] {
  const master = readFileSync(path.join(runDir, 'nginx.pid'), 'utf8').trim();
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === master;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

/** CPU seconds a process has spent (user and system), from Linux's /proc (clock ticks of 1/100 s). */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Orders placed for the CPU an order costs, and how many at a time (e2e/bench/bench-orders.ts). */
const ORDERS = 200;
const ORDER_CONCURRENCY = 4;

/** How long the cluster's cold start is measured for, from the moment startCluster resolves. */
const COLD_START_SECONDS = 5;

/**
 * 7. The fleet as production runs it (npm run cluster: nginx in front of two instances sharing Redis), on
 * the production build. New campaign visitors in the cluster's first seconds; a cached brand home through nginx
 * against nginx serving the same bytes from a file; campaign pages; and a campaign load during which one instance is
 * killed halfway (errors counted).
 */
async function throughCluster() {
  installClusterParts();
  execFileSync('bash', [path.join(ROOT, 'site/scripts/debian-packages.sh'), '/usr/bin/wrk=wrk'], { stdio: 'inherit' });
  const port = PORT + 50;
  const cluster = await startCluster({
    port,
    appEnv: 'production',
    stdio: 'ignore',
    extraEnv: { CI: '', ...ON_LOCAL_STAND_INS },
  });
  let fileServer: Awaited<ReturnType<typeof staticNginx>> | undefined;
  try {
    // The cluster's first seconds: new campaign visitors from the moment startCluster resolves (every part ready,
    // docs/adr/0024-metrics-and-readiness.md), before any other request warms a page, a cache or a decision.
    const campaignUrl = `${cluster.url}/?mid=CAM-ZOMER1`;
    const coldCampaign = await wrk(campaignUrl, 'ad.nl', COLD_START_SECONDS);
    const home = await getWithHost('ad.nl', '/', port, { 'user-agent': BROWSER_UA });
    fileServer = await staticNginx(home.body, port + 60);
    // The home is in nginx's cache (the request above rendered it) before either is measured.
    await getWithHost('ad.nl', '/', port, { 'user-agent': BROWSER_UA });
    const acceptedByChromium = 'gzip, deflate, br, zstd';
    const onTheWire = {
      instance: await firstLoadOnTheWire('ad.nl', '/', cluster.instances[0]!.port, acceptedByChromium),
      nginx: await firstLoadOnTheWire('ad.nl', '/', port, acceptedByChromium),
    };
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(`a brand home's first load as Chromium receives it (accepting ${acceptedByChromium}):`);
    for (const [from, { page, scripts }] of Object.entries(onTheWire)) {
      console.log(
        `  from ${from.padEnd(8)} page ${kb(page.bytes)} KB ${page.encoding}, ${scripts.files} scripts ${kb(scripts.bytes)} KB ${JSON.stringify(scripts.sent)}`,
      );
    }
    const fromFile = await wrk(`http://127.0.0.1:${port + 60}/`, 'ad.nl');
    // Where each kind of request's CPU goes: the instances, the decision services and nginx, sampled around a measured
    // run only (after its warm-up): the figures per core docs/operations.md sizes a fleet with.
    const cpuOf = {
      instances: () => cluster.instances.reduce((sum, instance) => sum + cpuSeconds(instance.child.pid), 0),
      decisions: () => cluster.decisions.reduce((sum, service) => sum + cpuSeconds(service.child.pid), 0),
      nginx: () => nginxWorkerPids(path.dirname(cluster.logs.access)).reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    };
    const cpuPerRequest = async <T>(run: () => Promise<T>, requests: (result: T) => number) => {
      const before = Object.fromEntries(Object.entries(cpuOf).map(([part, read]) => [part, read()]));
      const result = await run();
      const ms = Object.fromEntries(
        Object.entries(cpuOf).map(([part, read]) => [
          part,
          +(((read() - before[part]!) * 1000) / Math.max(1, requests(result))).toFixed(3),
        ]),
      ) as Record<keyof typeof cpuOf, number>;
      return { result, ms };
    };
    const kept = await cpuPerRequest(
      () => wrk(`${cluster.url}/`, 'ad.nl'),
      (run) => run.requests,
    );
    const cachedHome = kept.result;
    // New campaign visitors with experiments (docs/adr/0021: decided at the front, kept by nginx per variant), and the
    // instances' CPU they cost: every wrk request is a new visitor (no cookie is sent back).
    await getWithHost('ad.nl', '/?mid=CAM-ZOMER1', port, { 'user-agent': BROWSER_UA });
    await wrk(campaignUrl, 'ad.nl', 5);
    const campaign = await cpuPerRequest(
      () => wrk(campaignUrl, 'ad.nl'),
      (run) => run.requests,
    );
    const visitorCampaign = campaign.result;
    const msPerVisitor = campaign.ms;
    const instanceMsPerVisitor = msPerVisitor.instances;
    const campaignRatio = +(visitorCampaign.requestsPerSecond / cachedHome.requestsPerSecond).toFixed(2);
    await getWithHost('ad.nl', '/?mid=CAM-ZOMER1&disable_optimizely=true', port, { 'user-agent': BROWSER_UA });
    const shareableCampaign = await wrk(`${cluster.url}/?mid=CAM-ZOMER1&disable_optimizely=true`, 'ad.nl');
    // An order page: every visitor's own, rendered for each request and never kept, so every request of the run is
    // for a key nginx has no copy of (docs/adr/0011: no request waits for another's answer).
    const own = await cpuPerRequest(
      () => wrk(`${cluster.url}/bestellen`, 'ad.nl'),
      (run) => run.requests,
    );
    const orderPage = own.result;
    // Orders placed as a visitor without JavaScript places one (the order page, then its form posted), a few at a
    // time, through nginx: the instances' CPU per order, its page included.
    await placeOrders('ad.nl', port, ORDERS / 10, ORDER_CONCURRENCY);
    const orders = await cpuPerRequest(
      () => placeOrders('ad.nl', port, ORDERS, ORDER_CONCURRENCY),
      (run) => run.placed,
    );
    // The campaign page for new visitors (decided at the front; a page not kept yet reaches an instance), one instance
    // killed halfway (SIGKILL: a crash, the requests it holds cut off; nginx tries each again on the other instance).
    const headers = { host: 'ad.nl', 'user-agent': BROWSER_UA };
    const halfway = setTimeout(
      () => (cluster.instances[1]!.child as ChildProcess).kill('SIGKILL'),
      (LOAD.duration * 1000) / 2,
    );
    const stopped = await autocannon({ url: `${cluster.url}/?mid=CAM-ZOMER1`, headers, ...LOAD });
    clearTimeout(halfway);
    const instanceStopped = {
      requests: stopped.requests.total,
      ok: stopped['2xx'],
      non2xx: stopped.non2xx,
      errors: stopped.errors,
      timeouts: stopped.timeouts,
      p99Ms: stopped.latency.p99,
    };
    const ratio = +(cachedHome.requestsPerSecond / fromFile.requestsPerSecond).toFixed(2);
    console.log(
      `through nginx, 2 instances and Redis (requests/s, ${LOAD.connections} connections, ${LOAD.duration} s each, wrk; the kill run autocannon, which counts every failed request):`,
    );
    console.log(
      `  nginx, the home's bytes from a file             ${fromFile.requestsPerSecond}  p99 ${fromFile.p99Ms} ms`,
    );
    console.log(
      `  brand home, kept by nginx                       ${cachedHome.requestsPerSecond}  ` +
        `p99 ${cachedHome.p99Ms} ms  ` +
        `(ratio ${ratio}, budget >= 0.5)`,
    );
    console.log(
      `  campaign page, new visitors (with experiments)  ${visitorCampaign.requestsPerSecond}  p99 ${visitorCampaign.p99Ms} ms  ` +
        `(ratio to the kept home ${campaignRatio}, budget >= 0.3, p99 < 100 ms; ` +
        `instances' CPU ${instanceMsPerVisitor} ms per new visitor, < 1 ms)`,
    );
    console.log(
      `${`    cold start (first ${COLD_START_SECONDS} s)`.padEnd(50)}${coldCampaign.requestsPerSecond}  p99 ${coldCampaign.p99Ms} ms  ` +
        `(from the moment the cluster is ready; warm ${visitorCampaign.requestsPerSecond}, p99 ${visitorCampaign.p99Ms} ms)`,
    );
    console.log(
      `    CPU per new visitor: instances ${msPerVisitor.instances} ms, decision services ${msPerVisitor.decisions} ms, nginx ${msPerVisitor.nginx} ms`,
    );
    console.log(
      `  campaign page without experiments               ${shareableCampaign.requestsPerSecond}  p99 ${shareableCampaign.p99Ms} ms  (kept by nginx with its mid cookie)`,
    );
    console.log(
      `  order page, every visitor's own                 ${orderPage.requestsPerSecond}  p99 ${orderPage.p99Ms} ms  (rendered by an instance for each request)`,
    );
    console.log(
      `  orders placed (page and form, ${ORDER_CONCURRENCY} at a time)       ${(orders.result.placed / orders.result.seconds).toFixed(1)}  (${orders.result.placed} orders in ${orders.result.seconds.toFixed(1)} s)`,
    );
    const perCore = (ms: number) => (ms > 0 ? Math.round(1000 / ms) : Infinity);
    const perCoreFigures = {
      keptPagesNginx: perCore(kept.ms.nginx),
      newVisitorsDecision: perCore(msPerVisitor.decisions),
      newVisitorsNginx: perCore(msPerVisitor.nginx),
      ownPagesInstance: perCore(own.ms.instances),
      ordersInstance: perCore(orders.ms.instances),
    };
    console.log(
      `  CPU per request (ms): kept page nginx ${kept.ms.nginx}; new campaign visitor decision services ${msPerVisitor.decisions}, nginx ${msPerVisitor.nginx}, instances ${msPerVisitor.instances}; ` +
        `own page instances ${own.ms.instances}, nginx ${own.ms.nginx}; order placed instances ${orders.ms.instances}, nginx ${orders.ms.nginx}`,
    );
    console.log(
      `  per core (requests/s one core's CPU serves): kept pages ${perCoreFigures.keptPagesNginx} (nginx); new campaign visitors ${perCoreFigures.newVisitorsDecision} (decision service), ${perCoreFigures.newVisitorsNginx} (nginx); ` +
        `visitors' own pages ${perCoreFigures.ownPagesInstance} (instance); orders ${perCoreFigures.ordersInstance} (instance)`,
    );
    console.log(
      `  new visitors' campaign load, one instance killed (SIGKILL) halfway: ${instanceStopped.requests} requests, ${instanceStopped.ok} 2xx, ` +
        `${instanceStopped.non2xx} other, ${instanceStopped.errors} errors, ${instanceStopped.timeouts} timeouts, p99 ${instanceStopped.p99Ms} ms`,
    );
    return {
      onTheWire,
      fromFile,
      cachedHome,
      ratio,
      visitorCampaign,
      coldCampaign,
      campaignRatio,
      instanceMsPerVisitor,
      msPerVisitor,
      shareableCampaign,
      orderPage,
      orders: { ...orders.result, ms: orders.ms },
      cpuMs: { kept: kept.ms, campaign: msPerVisitor, own: own.ms, orders: orders.ms },
      perCore: perCoreFigures,
      instanceStopped,
    };
  } finally {
    await fileServer?.stop();
    await cluster.stop();
  }
}

/**
 * 8. Lighthouse on the production build, its server otherwise idle: the bare page, then the home page of brands of
 * every kind (nl and be; paper, magazine and tv; formal and informal), /digitaal, an order page and a campaign page.
 * The bare page comes first: each brand page's budgets are judged against it, measured in the same run.
 */
const BARE_PAGE: readonly [label: string, code: string, path: string] = ['bare /healthz', 'ad', '/healthz'];
const LIGHTHOUSE_PAGES: readonly [label: string, code: string, path: string][] = [
  ['ad home (nl paper)', 'ad', '/'],
  ['vk home (nl paper, formal)', 'vk', '/'],
  ['hl home (be paper)', 'hl', '/'],
  ['dm home (be paper, formal)', 'dm', '/'],
  ['lib home (nl magazine)', 'lib', '/'],
  ['tvf home (be tv)', 'tvf', '/'],
  ['vk /digitaal', 'vk', '/digitaal'],
  ['ad /bestellen', 'ad', '/bestellen'],
  ['ad campaign /?mid=CAM-ZOMER1', 'ad', '/?mid=CAM-ZOMER1'],
];

/**
 * The pages measured again through the production front (npm run cluster: nginx compressing, two instances), after its
 * bare page.
 */
const LIGHTHOUSE_THROUGH_NGINX = [
  'ad home (nl paper)',
  'vk home (nl paper, formal)',
  'ad /bestellen',
  'ad campaign /?mid=CAM-ZOMER1',
];

async function lighthousePages() {
  if (needsBuild()) await build({ quiet: true });
  console.log(
    `Lighthouse ${LIGHTHOUSE_VERSION} mobile preset (slow 4G, 4x CPU slowdown) applied to the browser, and simulated beside it, Debian's Chromium, ` +
      `median of ${LIGHTHOUSE_RUNS} runs each; budgets (${LIGHTHOUSE_BUDGETS}):`,
  );
  const measure = async (port: number, pages: typeof LIGHTHOUSE_PAGES) => {
    const url = ([, code, pathname]: typeof BARE_PAGE) => `http://${code}.localhost:${port}${pathname}`;
    const urls = pages.map(url);
    const { bare, pages: measured } = await lighthouseAgainstBare(url(BARE_PAGE), urls, (page, verdicts) =>
      console.log(lighthouseLines(verdicts ? pages[urls.indexOf(page.url)]![0] : BARE_PAGE[0], page, verdicts)),
    );
    return { [BARE_PAGE[0]]: bare, ...Object.fromEntries(pages.map(([label], index) => [label, measured[index]])) };
  };
  const server = await startServer({
    port: PORT,
    appEnv: 'production',
    stdio: 'ignore',
    extraEnv: { CI: '', ...ON_LOCAL_STAND_INS },
  });
  let direct;
  try {
    console.log('  from the site itself (one `next start`, which compresses with gzip):');
    direct = await measure(PORT, LIGHTHOUSE_PAGES);
  } finally {
    await server.stop();
  }
  installClusterParts();
  const cluster = await startCluster({
    port: PORT + 50,
    appEnv: 'production',
    stdio: 'ignore',
    extraEnv: { CI: '', ...ON_LOCAL_STAND_INS },
  });
  try {
    console.log('  through the production front (npm run cluster: nginx, pages and scripts in brotli, two instances):');
    const throughNginx = await measure(
      PORT + 50,
      LIGHTHOUSE_PAGES.filter(([label]) => LIGHTHOUSE_THROUGH_NGINX.includes(label)),
    );
    return { direct, throughNginx };
  } finally {
    await cluster.stop();
  }
}

/**
 * Sections 3 to 5 against the production build: first load, requests/s, the personal page, the mid flood, experiments.
 */
async function serverSections() {
  // Not in CI whatever runs the bench: docs/rules/04-states-and-flows.md creates no experiment client there, and
  // section 5 measures it.
  const server = await startServer({
    port: PORT,
    appEnv: 'production',
    stdio: 'ignore',
    extraEnv: { CI: '', ...ON_LOCAL_STAND_INS },
  });
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    const ad = await firstLoadAssets(`${origin}/`, 'ad.nl');
    const order = await firstLoadAssets(`${origin}/bestellen`, 'ad.nl');
    results.firstLoad = { ad, hl: await firstLoadAssets(`${origin}/`, 'hln.be'), order };
    if (ad.brand !== 'ad' || order.brand !== 'ad')
      throw new Error(`expected the ad pages, got ${ad.brand} and ${order.brand}`);
    console.log(
      `home page first load (ad): JS ${kb(ad.jsGzip)} gzip in ${ad.jsFiles} files (budget 110 KB), CSS ${kb(ad.cssGzip)} gzip in ${ad.cssFiles} files (budget 15 KB), HTML ${kb(ad.htmlGzip)} gzip`,
    );
    console.log(
      `order page first load (ad /bestellen): JS ${kb(order.jsGzip)} gzip in ${order.jsFiles} files (budget 150 KB), CSS ${kb(order.cssGzip)} gzip`,
    );

    const brandPage = await load(`${origin}/`, 'ad.nl');
    const barePage = await load(`${origin}/healthz`, 'ad.nl');
    // A campaign page (docs/adr/0007): every request a new visitor, decided by the experiments and served by key;
    // and the same link without experiments, the page a shared cache may keep.
    const visitorPage = await load(`${origin}/?mid=CAM-ZOMER1`, 'ad.nl');
    const campaignPage = await load(`${origin}/?mid=CAM-ZOMER1&disable_optimizely=true`, 'ad.nl');
    const ratio = +(brandPage.requestsPerSecond / barePage.requestsPerSecond).toFixed(2);
    const campaignRatio = +(visitorPage.requestsPerSecond / brandPage.requestsPerSecond).toFixed(2);
    results.load = {
      connections: LOAD.connections,
      seconds: LOAD.duration,
      brandPage,
      barePage,
      visitorPage,
      campaignPage,
      ratio,
      campaignRatio,
    };
    console.log(`requests/s (wrk), ${LOAD.connections} connections, ${LOAD.duration} s each:`);
    console.log(
      `  brand home (Host ad.nl)                         ${brandPage.requestsPerSecond}  p99 ${brandPage.p99Ms} ms  ${brandPage.bytesPerRequest} B`,
    );
    console.log(
      `  bare prerendered /healthz (static route)        ${barePage.requestsPerSecond}  p99 ${barePage.p99Ms} ms  ${barePage.bytesPerRequest} B`,
    );
    console.log(
      `  brand home with a campaign mid (new visitors)   ${visitorPage.requestsPerSecond}  p99 ${visitorPage.p99Ms} ms  ${visitorPage.bytesPerRequest} B`,
    );
    console.log(
      `  the same without experiments (shareable)        ${campaignPage.requestsPerSecond}  p99 ${campaignPage.p99Ms} ms  ${campaignPage.bytesPerRequest} B`,
    );
    console.log(
      `  slowest request: brand home ${brandPage.maxMs} ms, bare ${barePage.maxMs} ms, ` +
        `campaign ${visitorPage.maxMs} ms (none over 1 s)`,
    );
    // The home's CPU per request on one core, spent by a bare Node server: what saturation alone does to the tail.
    const reference = await saturatedReference(
      +(1000 / brandPage.requestsPerSecond).toFixed(2),
      brandPage.bytesPerRequest,
    );
    results.saturatedReference = reference;
    console.log(
      `  reference, a bare node:http server spending the home's ${(1000 / brandPage.requestsPerSecond).toFixed(2)} ms of CPU per request: ` +
        `${reference.requestsPerSecond} r/s, p99 ${reference.p99Ms} ms, slowest ${reference.maxMs} ms`,
    );
    console.log(
      `  requests over 10 s: brand home ${brandPage.timeouts}, bare ${barePage.timeouts}, campaign ${visitorPage.timeouts}, shareable ${campaignPage.timeouts}`,
    );
    console.log(
      `  ratio brand/bare static ${ratio} (budget >= 0.8, aim 0.9); ` +
        `campaign/brand ${campaignRatio} (budget >= 0.8)`,
    );

    const personal = await personalPageTime();
    results.personalPage = personal;
    console.log(
      `personal page (a lead, /?leadId=): ${personal.medianMs} ms median, p90 ${personal.p90Ms} ms (one request at a time)`,
    );

    const flood = await midFlood((server.child as { pid?: number }).pid!);
    results.midFlood = flood;
    console.log(
      `${flood.mids.toLocaleString('en')} distinct well-formed mids, once each, in ${flood.rounds} rounds: ${flood.failed} failed, ${flood.seconds} s; ` +
        `server memory ${[flood.before, ...flood.after].map((sample) => sample.rssMb).join(' -> ')} MB (heap limit ${HEAP_LIMIT_MB} MB); ` +
        `site/.next ${[flood.before, ...flood.after].map((sample) => kb(sample.nextFolderBytes)).join(' -> ')} (an unknown mid shares the default offer's page)`,
    );

    // 5. What experiments cost a page: the same per-visitor page for the same returning visitor, decided and not
    // (disable_optimizely=true refuses the client for that request only), measured one request at a time.
    results.experiments = await experimentsCost();
  } finally {
    await server.stop();
  }
}

/**
 * 9. What an uncached page costs in content (e2e/bench/bench-content.ts), in a process of its own: the site's content
 * adapter imports its error reporting, whose package Node loads only with the edge condition outside Next.
 */
async function contentCost() {
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--conditions=edge', '--import', 'tsx', path.join(ROOT, 'e2e/bench/bench-content.ts')],
    { cwd: ROOT },
  );
  const lines = stdout.trim().split('\n');
  console.log(lines.filter((line) => line.startsWith('content per uncached page')).join('\n'));
  return JSON.parse(lines.at(-1)!) as unknown;
}

/**
 * 10. The content editor's typing (docs/adr/0029): the editor stand-in frames vk's /digitaal, the page's resolvers and
 * front-office calls in the loop, and types bursts of five keystrokes 40 ms apart into the hero's title; each burst's
 * last keystroke to the frame showing it, p50 and p95 (INPUT_DEBOUNCE_MS of that is the debounce). And the CDN
 * requests a minute the fleet makes at rest, computed from the stand-in space's folders and the listing lifetime.
 */
async function editorTyping(bursts = 20) {
  const cdn = await startCdnServer({
    port: 0,
    previewToken: CDN_STAND_IN_PREVIEW_TOKEN,
    previewUrls: [`http://localhost:${PORT}/api/editor/`],
  });
  const server = await startServer({
    port: PORT,
    appEnv: 'test',
    stdio: 'ignore',
    extraEnv: { CI: '', STORYBLOK_ENDPOINT: cdn.endpoint },
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const samples: number[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${cdn.url}/_stand-in/editor?story=vk/digitaal`);
    await page.waitForFunction(() =>
      (window as unknown as { received: { action: string }[] }).received.some(
        (message) => message.action === 'initialized',
      ),
    );
    const frame = page.frame({ url: /vk\.localhost/ })!;
    const heading = frame.getByRole('heading', { level: 1 });
    const title = page
      .locator('fieldset')
      .filter({ has: page.getByText('hero', { exact: true }) })
      .getByLabel('title', { exact: true });
    await title.fill('');
    for (let burst = 0; burst < bursts; burst += 1) {
      await title.pressSequentially(`${String.fromCharCode(97 + (burst % 26))}bcd${burst % 10}`, { delay: 40 });
      const last = Date.now();
      const expected = await title.inputValue();
      await heading.filter({ hasText: expected }).waitFor({ timeout: 10_000 });
      samples.push(Date.now() - last);
    }
  } finally {
    await browser.close();
    await server.stop();
    await cdn.close();
  }
  const p50 = quantile(samples, 0.5);
  const p95 = quantile(samples, 0.95);
  // At rest: each folder's listing read once per lifetime for the fleet (the shared cache), a page of 25 at a time,
  // each page one redirect to the space's latest version and one answer.
  const folders = new Map<string, number>();
  for (const story of cdn.standIn.control.drafts())
    folders.set(story.full_slug.split('/')[0]!, (folders.get(story.full_slug.split('/')[0]!) ?? 0) + 1);
  const perLifetime = [...folders.values()].reduce((sum, stories) => sum + Math.ceil(stories / 25) * 2, 0);
  const cdnPerMinute = +(perLifetime / (CACHES.stories.seconds / 60)).toFixed(1);
  console.log(
    `editor: keystroke to frame p50 ${p50} ms, p95 ${p95} ms (${bursts} bursts, debounce ${INPUT_DEBOUNCE_MS} ms included)`,
  );
  console.log(
    `content at rest: ${folders.size} folders, ${perLifetime} CDN requests per ${CACHES.stories.seconds} s lifetime: ${cdnPerMinute} a minute for the fleet (Storyblok allows 3,000 uncached)`,
  );
  return { keystrokeToFrameMs: { p50, p95, bursts }, cdnRequestsPerMinuteAtRest: cdnPerMinute };
}

// `BENCH_ONLY=editor npm run bench`: only section 10, on the production build (built when needed).
if (BENCH_ONLY === 'editor') {
  if (needsBuild()) await build({ quiet: true });
  await editorTyping();
  process.exit(0);
}

// `BENCH_ONLY=content npm run bench`: only section 9 (no build, no server: the client and the stand-in in this
// process).
if (BENCH_ONLY === 'content') {
  await contentCost();
  process.exit(0);
}

// `BENCH_ONLY=load npm run bench`: only sections 3 to 5, on the production build (built when needed).
if (BENCH_ONLY === 'load') {
  if (needsBuild()) await build({ quiet: true });
  await serverSections();
  process.exit(0);
}

// `BENCH_ONLY=lighthouse npm run bench`: only section 8, on the production build (built when needed).
if (BENCH_ONLY === 'lighthouse') {
  await lighthousePages();
  process.exit(0);
}

// `BENCH_ONLY=cluster npm run bench`: only section 7, on the production build already there.
if (BENCH_ONLY === 'cluster') {
  if (needsBuild()) await build({ quiet: true });
  await throughCluster();
  process.exit(0);
}

// `BENCH_ONLY=faults npm run bench`: only section 6, on the production build already there.
if (BENCH_ONLY === 'faults') {
  if (needsBuild()) await build({ quiet: true });
  await hungFrontOffice();
  process.exit(0);
}

// 1. The CLI, real fleet and 10x.
const real = timeCli(path.join(ROOT, 'brands'));
const synthetic = syntheticFleet(10);
const tenfold = timeCli(synthetic);
rmSync(synthetic, { recursive: true, force: true });
results.cli = {
  real,
  tenfold,
  growth: +(tenfold.ms / real.ms).toFixed(2),
  perBrandMs: { real: +(real.ms / real.brands).toFixed(3), tenfold: +(tenfold.ms / tenfold.brands).toFixed(3) },
};
console.log(
  `shop validate+generate: ${real.brands} brands ${real.ms.toFixed(0)} ms; ${tenfold.brands} brands ${tenfold.ms.toFixed(0)} ms (x${(tenfold.ms / real.ms).toFixed(1)} for x${(tenfold.brands / real.brands).toFixed(0)} brands)`,
);

// 2. A clean production build.
rmSync(path.join(ROOT, 'site/.next'), { recursive: true, force: true });
const buildStart = process.hrtime.bigint();
await build({ quiet: true });
results.nextBuildMs = Math.round(ms(buildStart));
console.log(`next build (clean, standalone): ${(Number(results.nextBuildMs) / 1000).toFixed(1)} s`);

// 3 to 5 against the production build.
await serverSections();
results.hungFrontOffice = await hungFrontOffice();
results.cluster = await throughCluster();
results.lighthouse = await lighthousePages();
results.content = await contentCost();
results.editor = await editorTyping();

mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
writeFileSync(
  path.join(ROOT, '.bench/latest.json'),
  JSON.stringify(
    { date: new Date().toISOString(), cpus: os.cpus().length, node: process.version, ...results },
    null,
    2,
  ),
);
console.log('\nWritten to .bench/latest.json');
