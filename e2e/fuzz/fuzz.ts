// The hostile-input run (docs/architecture.md#failure-rules): at least 10,000 seeded requests against the built site
// on 127.0.0.1, with hostile methods, paths, queries, Host headers, cookies, internal headers and form bodies, some
// oversized. Every answer must be below 500 and carry the security headers (docs/adr/0037), and no answer may carry
// the markup marker it was sent unescaped.
// Bounded: it stops after FUZZ_REQUESTS requests or FUZZ_SECONDS, whichever comes first, and fails when it sent
// fewer than it should. Starts the built site itself on a free port unless FUZZ_BASE_PORT points at a running one.
// Each run draws a new seed and prints it first; request n is drawn from the seed and n alone, so FUZZ_SEED=<seed>
// sends the same requests again whatever order the answers come back in (allowed under CI: it narrows nothing).
// FUZZ_REQUESTS and FUZZ_BASE_PORT are refused under CI (site/scripts/narrowing.mjs). The cluster test runs `fuzz`
// through nginx too (e2e/specs/cluster.spec.ts), with hostile request lines and Host headers aimed at nginx's cache
// key. Usage: npx tsx e2e/fuzz/fuzz.ts   (FUZZ_SEED=<seed> replays a run)
import { randomInt } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { narrowing } from '../../site/scripts/narrowing.mjs';
import { HEADER_LIMIT_BYTES, startServer } from '../../site/scripts/server.mjs';
import { BRANDS, ROUTES, type BrandCode } from '../support/fleet.ts';

const CONCURRENCY = 12;

/** FUZZ_SEED as given (a whole number from 0 to 2^32 - 1), else a new one. */
export function seedOf(given: string | undefined): number {
  if (given === undefined || given === '') return randomInt(2 ** 32);
  const seed = Number(given);
  if (!Number.isSafeInteger(seed) || seed < 0 || seed >= 2 ** 32)
    throw new Error(`FUZZ_SEED must be a whole number from 0 to 4294967295, got "${given}"`);
  return seed;
}

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}

type Random = ReturnType<typeof generator>;

const codes = Object.keys(BRANDS) as BrandCode[];
const marker = (n: number) => `<x-fuzz-${n}>`;

/** A hostile value: markup, encodings, separators, traversal, huge, unicode, or a plausible one. */
function hostileValue(random: Random, n: number): string {
  return random.pick([
    () => marker(n),
    () => `"><script>x-fuzz-${n}</script>${marker(n)}`,
    () => `${marker(n)}'";--`,
    () => 'CAM-ZOMER1',
    () => `CAM-${'Z'.repeat(random.int(40))}`,
    () => 'CAM-ZOMER1|TCH-SMS001|TCO-SMSZMR|CTY-CAMPGN|CCO-ZOMER1|PRG-DEFLT1',
    () => 'LEAD-NL-0001',
    () => '%00%ff%fe',
    () => '../../../etc/passwd',
    () => '%2e%2e%2f%2e%2e%2f',
    () => 'x'.repeat(random.pick([100, 2000, 8000])),
    () => '😀ñé漢字',
    () => '{"a":[1,2,{"b":null}]}',
    () => '',
    () => String(random.int(1e9)),
    () => 'true',
    () => `javascript:alert(${n})`,
    () => `//evil.example/${n}`,
  ])();
}

const QUERY_KEYS = [
  'mid',
  'leadId',
  'group',
  'otag',
  'brandcode',
  '_storyblok',
  '_storyblok_tk[token]',
  'actiefout',
  'destinationName',
  'gift',
  'region',
  'callback_url',
  'optimizely_force_variation[top_bar_layout]',
  'disable_optimizely',
  'shop_fault',
  'secret',
  'path',
  'actiecode',
  'postcode',
  'x',
];
const COOKIES = [
  'shop_mid',
  'shop_exp_uid',
  'shop_exp_active',
  'shop_exp_seen',
  'cc_cookie',
  'shop_order',
  'shop_promo',
  '__prerender_bypass',
  'shop_session',
  'locale',
  'shop_inspector',
];
const INTERNAL_HEADERS = [
  'x-shop-visitor-path',
  'x-shop-experiments',
  'x-shop-page-key',
  'x-middleware-subrequest',
  'x-invoke-path',
  'next-action',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'x-forwarded-host',
  'x-forwarded-for',
  'x-shop-peer-address',
  // Next's own instructions (site/request/next-instructions.mjs).
  'x-prerender-revalidate',
  'x-now-route-matches',
  'x-matched-path',
  'x-middleware-prefetch',
  'x-action-forwarded',
  'next-resume',
  'content-security-policy',
];
const METHODS = ['GET', 'GET', 'GET', 'GET', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE'];
const FIXED_PATHS = [
  '/',
  '/digitaal',
  '/bestellen',
  '/bedankt',
  '/actie',
  '/specials',
  '/zakelijk',
  '/studenten',
  '/studenten/bestellen',
  '/healthz',
  '/api/storyblok/webhook',
  '/api/preview',
  '/api/account/login',
  '/api/account/logout',
  '/api/account/callback',
  '/api/monitoring',
  '/api/web-vitals',
  '/_next/static/x.js',
  '/_next/image',
  '/shop/ad/x',
  '/missing/ad',
  '/pages/ad/consumer',
  '/pages/ad/visit/consumer/bestellen',
  '/Niet_Bestaand',
  '/favicon.ico',
  '/robots.txt',
  '/metrics',
  '/assets/voorbeeld-krant.png',
  '/assets/%',
  '/api/fonts/%',
  '/api/editor/vk/%E0',
  '/pages/ad/consumer/digitaal',
  '/digitaal?_storyblok=1',
];

function hostilePath(random: Random, n: number, code: BrandCode): string {
  const brandPaths = ROUTES[code].map((route) => route.path);
  const base = random.chance(0.6) ? random.pick(brandPaths) : random.pick(FIXED_PATHS);
  if (random.chance(0.6)) return base;
  return random.pick([
    () => `${base}/${encodeURIComponent(hostileValue(random, n))}`,
    () => `/${encodeURIComponent(marker(n))}`,
    () => `${base}%2F..%2F..%2Fpages%2Fvk%2Fconsumer`,
    () => `/${'a/'.repeat(random.int(200))}`,
    () => `${base}/%ff%fe%00`,
    () => `//${base}`,
    () => base.toUpperCase(),
    () => `${base};jsessionid=${n}`,
  ])();
}

function hostileQuery(random: Random, n: number): string {
  const pairs: string[] = [];
  for (let i = random.int(4); i >= 0; i -= 1) {
    const key = random.chance(0.85) ? random.pick(QUERY_KEYS) : hostileValue(random, n);
    pairs.push(
      `${encodeURIComponent(key)}=${random.chance(0.9) ? encodeURIComponent(hostileValue(random, n)) : hostileValue(random, n).replace(/[^\x21-\x7e]/g, '')}`,
    );
  }
  return random.chance(0.3) ? '' : `?${pairs.join('&')}`;
}

function hostileHost(random: Random, n: number, code: BrandCode, port: number): string {
  const domain = BRANDS[code].hosts[0];
  return random.pick([
    () => `${code}.localhost`,
    () => `${code}.localhost`,
    () => domain ?? `${code}.localhost`,
    () => `abonnement.${domain ?? 'ad.nl'}`,
    () => 'unknown.example',
    () => `${code}.localhost:${port}`,
    () => `x-fuzz-${n}.localhost`,
    () => '127.0.0.1',
    () => '[::1]',
    () => 'a'.repeat(250) + '.nl',
    () => `${code.toUpperCase()}.LOCALHOST`,
  ])();
}

/** Every brand's registered hosts, with its code: what an absolute request line may name. */
const REGISTERED = codes.flatMap((code) => BRANDS[code].hosts.map((host) => ({ code, host })));

/**
 * Through nginx (docs/adr/0027-one-host-from-the-registry.md): Host headers the site's rule refuses (nginx once cut
 * them at the first ':' for its key), and well-formed ones written oddly (case, trailing dot), which must name the
 * brand's own key.
 */
function hostileHostHeader(random: Random, code: BrandCode, port: number): string {
  const domain = BRANDS[code].hosts[0] ?? 'ad.nl';
  return random.pick([
    () => `a?.${domain}`,
    () => `evil#.${domain}`,
    () => `${domain}:@x`,
    () => `abonnement.${domain}:@x`,
    () => `user@${domain}`,
    () => `abonnement.${domain.replace('.', '..')}`,
    () => '',
    () => `${`${'a'.repeat(60)}.`.repeat(5)}${domain}`,
    () => `${domain}:99999`,
    () => `AbOnNeMeNt.${domain.toUpperCase()}`,
    () => `abonnement.${domain}.`,
    () => `${code}.localhost.`,
    () => `${code.toUpperCase()}.LocalHost.:${port}`,
  ])();
}

/**
 * A request line with an absolute URL (a proxy's form, which nginx reads before the Host header): mostly another
 * brand's host than the Host header's, as one who would keep that brand's page under this one's key writes it.
 */
function hostileTarget(random: Random, pathname: string, host: string, code: BrandCode): string {
  const other = random.pick(REGISTERED.filter((registered) => registered.code !== code));
  return random.pick([
    () => `http://abonnement.${other.host}${pathname}`,
    () => `http://${other.host}${pathname}`,
    () => `http://${other.code}.localhost${pathname}`,
    () => `https://abonnement.${other.host}:443${pathname}`,
    () => `http://user@abonnement.${other.host}${pathname}`,
    () => `http://${host}${pathname}`,
  ])();
}

/** Header values node's client will send: printable, no separators it refuses. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?');

function hostileCookies(random: Random, n: number): string {
  const cookies: string[] = [];
  for (let i = random.int(4); i > 0; i -= 1)
    cookies.push(
      `${random.pick(COOKIES)}=${headerSafe(random.chance(0.5) ? encodeURIComponent(hostileValue(random, n)) : hostileValue(random, n)).replace(/;/g, '')}`,
    );
  return cookies.join('; ');
}

function hostileBody(random: Random, n: number): { type: string; body: string } {
  return random.pick([
    () => ({
      type: 'application/x-www-form-urlencoded',
      body: `firstName=${encodeURIComponent(marker(n))}&email=${encodeURIComponent(hostileValue(random, n))}&terms=on&$ACTION_ID_${n}=x`,
    }),
    () => ({ type: 'application/x-www-form-urlencoded', body: `${'a'.repeat(120_000)}=${n}` }),
    () => ({ type: 'application/json', body: `{"x":"${marker(n)}",` }),
    () => ({ type: 'application/json', body: JSON.stringify([{ id: marker(n) }, 'x']) }),
    () => ({
      type: 'multipart/form-data; boundary=fuzz',
      body: `--fuzz\r\nContent-Disposition: form-data; name="1_$ACTION_ID_${n}"\r\n\r\n${marker(n)}\r\n--fuzz--\r\n`,
    }),
    () => ({ type: 'text/plain', body: `["$K1",${JSON.stringify(marker(n))}]` }),
    () => ({ type: 'text/plain;charset=UTF-8', body: '' }),
    // Past the instances' 1 MB (site/request/request-rules.mjs MAX_BODY_BYTES): a 413, never Next's 500.
    () => ({
      type: 'multipart/form-data; boundary=fuzz',
      body: `--fuzz\r\nContent-Disposition: form-data; name="f"\r\n\r\n${'x'.repeat(2 * 1024 * 1024)}\r\n--fuzz--\r\n`,
    }),
  ])();
}

export interface Outcome {
  readonly description: string;
  readonly status: number;
  readonly reflected: boolean;
  /** Whether the answer carried the security headers every answer must (site/security-headers.mjs). */
  readonly secured: boolean;
}

/** The policy with its frame-ancestors, and the headers beside it. */
function secured(headers: http.IncomingHttpHeaders): boolean {
  const policy = String(headers['content-security-policy'] ?? '');
  return /(^|; )frame-ancestors /.test(policy) && headers['x-content-type-options'] === 'nosniff';
}

/**
 * The bytes node's HTTP parser counts against its header limit: the request line and every header line as node
 * sends them (with the Connection and Content-Length it adds), and the blank line after them.
 */
function headBytes(
  method: string,
  target: string,
  headers: Readonly<Record<string, string>>,
  body: string | undefined,
): number {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Connection: ${(http.globalAgent as http.Agent & { keepAlive?: boolean }).keepAlive ? 'keep-alive' : 'close'}`,
    ...(body === undefined ? [] : [`Content-Length: ${Buffer.byteLength(body)}`]),
  ];
  return lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 2, 2);
}

function send(random: Random, n: number, port: number, throughNginx: boolean): Promise<Outcome | undefined> {
  const code = random.pick(codes);
  const method = random.pick(METHODS);
  let target = hostilePath(random, n, code) + hostileQuery(random, n);
  const headers: Record<string, string> = {
    host: hostileHost(random, n, code, port),
    'user-agent': random.chance(0.8)
      ? 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
      : headerSafe(hostileValue(random, n)),
  };
  const cookie = hostileCookies(random, n);
  if (cookie) headers.cookie = cookie;
  if (random.chance(0.25))
    headers[random.pick(INTERNAL_HEADERS)] = headerSafe(random.chance(0.5) ? hostileValue(random, n) : '1');
  if (random.chance(0.1)) headers['accept-language'] = headerSafe(hostileValue(random, n));
  const body = method === 'POST' || method === 'PUT' || method === 'PATCH' ? hostileBody(random, n) : undefined;
  if (body) headers['content-type'] = body.type;
  // Drawn after the rest, so that a seed sends the same requests to the site alone as before.
  if (throughNginx && random.chance(0.4)) {
    if (random.chance(0.5)) headers.host = hostileHostHeader(random, code, port);
    if (random.chance(0.6)) target = hostileTarget(random, target, headers.host!, code);
  }
  // A server-wide OPTIONS (`OPTIONS *`), and `*` for other methods too.
  if (random.chance(0.02)) target = '*';
  const line = `${target.slice(0, 200)}${target.length > 200 ? '…' : ''}`;
  const request = target.startsWith('/') ? `${headers.host}${line}` : `${line} host ${headers.host}`;
  const description = `${method} ${request}${headers.cookie ? ` cookie ${headers.cookie.slice(0, 80)}` : ''}`;
  return new Promise((resolve) => {
    let request: http.ClientRequest;
    try {
      // A browser's limit on an answer's headers (Chromium: 256 KB), not node's 16 KB: a redirect repeats a long URL.
      // setHost false: the Host drawn is the one sent, an empty one too.
      const options = { host: '127.0.0.1', port, method, path: target, headers, setHost: false, timeout: 30_000 };
      request = http.request({ ...options, maxHeaderSize: 256 * 1024 }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            description,
            status: response.statusCode ?? 0,
            reflected: text.includes(`<x-fuzz-${n}>`) || text.includes(`<script>x-fuzz-${n}`),
            secured: secured(response.headers),
          });
        });
        response.on('error', () => resolve({ description, status: 599, reflected: false, secured: false }));
      });
    } catch {
      // node refuses to send it (a header or path it calls invalid): nothing reached the site.
      return resolve(undefined);
    }
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => {
      // A request line and headers past an instance's limit (HEADER_LIMIT_BYTES) are refused by node's HTTP parser
      // with a 431, which closes the socket; a client still sending a body then reads a reset, not the 431. The site
      // never saw the request.
      const oversized = headBytes(method, target, headers, body?.body) > HEADER_LIMIT_BYTES;
      if (oversized && (error as NodeJS.ErrnoException).code === 'ECONNRESET')
        return resolve({ description, status: 431, reflected: false, secured: true });
      resolve({ description: `${description} (${error.message})`, status: 599, reflected: false, secured: false });
    });
    request.end(body?.body);
  });
}

/** One run: where it sends, how many requests at most, for how long at most, from which seed. */
export interface FuzzRun {
  readonly port: number;
  readonly requests: number;
  readonly seconds: number;
  readonly seed: number;
  /**
   * nginx in front (e2e/specs/cluster.spec.ts): hostile request lines and Host headers aimed at its cache key as well.
   */
  readonly throughNginx?: boolean;
}

/** Sends the run's requests, CONCURRENCY at a time, and what came back: every answer of 5xx or reflected markup. */
export async function fuzz({ port, requests, seconds, seed, throughNginx = false }: FuzzRun) {
  /** Request n's own generator: the seed and n mixed (as splitmix32 does), whatever the order of answers. */
  const requestRandom = (n: number) => generator(Math.imul(seed ^ Math.imul(n + 1, 0x9e3779b9), 0x85ebca6b) ^ n);
  const deadline = Date.now() + seconds * 1000;
  const failures: Outcome[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  let started = 0;
  let refused = 0;
  const worker = async () => {
    while (started - refused < requests && Date.now() < deadline) {
      const n = started++;
      const outcome = await send(requestRandom(n), n, port, throughNginx);
      if (!outcome) {
        refused += 1;
        continue;
      }
      sent += 1;
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      if (outcome.status >= 500 || outcome.reflected || !outcome.secured) failures.push(outcome);
    }
  };
  const start = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const summary = [...statuses]
    .sort((a, b) => a[0] - b[0])
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return { sent, refused, failures, seconds: (Date.now() - start) / 1000, summary };
}

async function main() {
  const requests = Number(narrowing('FUZZ_REQUESTS') ?? 10_000);
  const seconds = Number(process.env.FUZZ_SECONDS ?? 420);
  const seed = seedOf(process.env.FUZZ_SEED);
  const basePort = narrowing('FUZZ_BASE_PORT');
  console.log(`fuzz seed ${seed} (replay: FUZZ_SEED=${seed} npx tsx e2e/fuzz/fuzz.ts)`);
  const server = basePort
    ? undefined
    : await startServer({ appEnv: process.env.APP_ENV || 'test', stdio: 'ignore', extraEnv: { CI: '' } });
  const port = basePort ? Number(basePort) : server!.port;
  let run: Awaited<ReturnType<typeof fuzz>>;
  try {
    run = await fuzz({ port, requests, seconds, seed });
  } finally {
    await server?.stop();
  }
  const { sent, refused, failures, summary } = run;
  console.log(
    `fuzz (seed ${seed}, replay with FUZZ_SEED=${seed}): ${sent} requests in ${run.seconds.toFixed(0)} s ` +
      `(${refused} refused by the client itself); statuses ${summary}`,
  );
  for (const failure of failures.slice(0, 30)) {
    const what = failure.reflected ? 'REFLECTED MARKUP' : failure.secured ? '' : ' WITHOUT SECURITY HEADERS';
    console.log(`  ${failure.reflected ? what : `HTTP ${failure.status}${what}`}: ${failure.description}`);
  }
  const tooFew = sent < requests;
  if (tooFew) console.log(`only ${sent} of ${requests} requests within ${seconds} s`);
  const passed = failures.length === 0 && !tooFew;
  console.log(
    passed
      ? 'fuzz: 0 answers of 5xx, 0 without the security headers, 0 reflected markup'
      : `fuzz: ${failures.length} failures`,
  );
  process.exit(passed ? 0 : 1);
}

// Run as a script; imported (e2e/specs/cluster.spec.ts), it only lends `fuzz`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
