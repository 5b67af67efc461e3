// Building and serving the site, shared by `npm start`, the end-to-end tests, the accessibility run and the
// benchmark: one way to build, one way to start, one way to wait for the server.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { precompressStatic } from './precompress.mjs';
import { randomBytes } from 'node:crypto';
import { repositorySecretsAllowed, SECRET_SETTINGS } from '../secret-settings.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const BUILD_DIR = path.join(ROOT, 'site/.next');
const BUILD_STAMP = path.join(BUILD_DIR, 'shop-build.json');
/**
 * The artifact (docs/adr/0022-one-build-every-environment.md): `next build`'s standalone output, which holds the
 * repository's layout with only the files the server needs, and beside it what Next leaves to the deployment: the
 * static files (precompressed), public/ and the peer-address module. This folder is what every server started here
 * runs, and what the Dockerfile copies into the image as it is.
 */
export const STANDALONE_DIR = path.join(BUILD_DIR, 'standalone');
/** The standalone tree's copy of site/, where its server.js is (Next's project folder under the tracing root). */
const STANDALONE_SITE = path.join(STANDALONE_DIR, 'site');
/** Stamps each request with the address that connected (docs/adr/0018); loaded into every instance before Next. */
const PEER_ADDRESS_MODULE = 'site/preloads/peer-address.mjs';
/** Gives each request its id, nginx's when a trusted proxy sent one (docs/adr/0023); loaded beside the peer address. */
const REQUEST_ID_MODULE = 'site/preloads/request-id.mjs';
/**
 * What reaches Next (the host rule, Next's own instructions removed, methods, encodings, body sizes) and every answer's
 * security headers (docs/adr/0027, docs/adr/0037); loaded beside the peer address.
 */
const REQUEST_GUARD_MODULE = 'site/preloads/request-guard.mjs';
/** What the preloaded modules import from the rest of the repository, copied beside them into the artifact. */
const PRELOAD_SHARED = [
  'monitoring/request-id.mjs',
  'monitoring/warm-up.mjs',
  'domain/request-host.mjs',
  'blocks/shared/image-config.mjs',
  'site/request/next-instructions.mjs',
  'site/request/request-rules.mjs',
  'site/security-headers.mjs',
];
/**
 * The build's scripts and styles, served under /_next/static/ (by nginx itself in the cluster): the artifact's copy.
 */
export const STATIC_DIR = path.join(STANDALONE_SITE, '.next/static');
const SOURCES = [
  'site',
  'brands',
  'domain',
  'monitoring',
  'schemas',
  'themes',
  'blocks',
  'next.config.mjs',
  'package.json',
  'tsconfig.json',
];

/** The secrets an acceptance or production run started here draws once (site/secret-settings.mjs). */
const DRAWN = Object.fromEntries(
  [...Object.keys(SECRET_SETTINGS), 'ACCOUNT_CLIENT_SECRET'].map((name) => [name, randomBytes(32).toString('base64')]),
);

/**
 * Values drawn for one start of a deployed environment on this machine (the project's own acceptance and production
 * runs: the environments test, the bench, the cluster): random, so not the repository's, and the same for every
 * instance a process starts. Settings already in `env` are kept.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function drawnSecrets(env) {
  if (repositorySecretsAllowed(env.APP_ENV)) return {};
  return Object.fromEntries(Object.entries(DRAWN).filter(([name]) => !env[name]));
}

/**
 * What every process of the site starts with: the environment, the APP_ENV chosen, no telemetry. Acceptance and
 * production started here get secrets drawn for this run where none is set (site/secret-settings.mjs): they refuse
 * the repository's.
 * @param {string} appEnv
 * @returns {NodeJS.ProcessEnv}
 */
export const baseEnv = (appEnv) => {
  const env = { ...process.env, APP_ENV: appEnv, NEXT_TELEMETRY_DISABLED: '1' };
  return { ...env, ...drawnSecrets(env) };
};

/**
 * The APP_ENV a build is made with. The build is the same for every environment (docs/adr/0022): nothing it keeps
 * may depend on it, and the server's own APP_ENV, when it starts, decides. Prerendering still parses the settings.
 */
const BUILD_APP_ENV = 'local';

/**
 * @param {string} [entry]
 * @returns {number}
 */
function newestSourceTime(entry = '') {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (full === BUILD_DIR || path.basename(full) === 'node_modules') return 0;
  return Math.max(0, ...readdirSync(full).map((name) => newestSourceTime(path.join(entry, name))));
}

/**
 * A build is reusable when it was made for the same deployment id (NEXT_DEPLOYMENT_ID, which a build and its servers
 * must share: `npm run cluster` pins one) and no source changed since. Any environment runs it (docs/adr/0022).
 */
export function needsBuild({ deploymentId = process.env.NEXT_DEPLOYMENT_ID || undefined } = {}) {
  if (
    ![BUILD_STAMP, path.join(STANDALONE_SITE, 'server.js'), path.join(STANDALONE_DIR, DECISION_SERVICE_MODULE)].every(
      (file) => existsSync(file),
    )
  )
    return true;
  const stamp = JSON.parse(readFileSync(BUILD_STAMP, 'utf8'));
  if ((stamp.deploymentId ?? undefined) !== deploymentId) return true;
  return Math.max(...SOURCES.map((s) => newestSourceTime(s))) > statSync(BUILD_STAMP).mtimeMs;
}

/**
 * `shop generate --check`, then `next build` (with `extraEnv`, e.g. the cluster's pinned NEXT_DEPLOYMENT_ID), then the
 * artifact put together (standaloneArtifact). One build for every environment: APP_ENV is the server's, when it starts
 * (docs/adr/0022). Pages are prerendered from content read through Storyblok's client: with no STORYBLOK_TOKEN or
 * STORYBLOK_ENDPOINT, from a CDN stand-in started for the build on a free port (docs/adr/0013). Rejects when a step
 * fails.
 * @param {{ quiet?: boolean, extraEnv?: Record<string, string | undefined> }} [options]
 */
export async function build({ quiet = false, extraEnv = {} } = {}) {
  const appEnv = BUILD_APP_ENV;
  const stdio = quiet ? 'pipe' : 'inherit';
  // A build is a snapshot of the content and catalog it was made with: Next's data cache survives builds in
  // .next/cache, so without this a rebuilt site would keep serving the stories of an earlier one.
  rmSync(path.join(BUILD_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true });
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...baseEnv(appEnv), ...extraEnv };
  // The build prerenders into its own files; only servers share a cache (site/shared-state/cache-handler.mjs).
  delete env.REDIS_URL;
  const cdn = localContent(env)
    ? await startCdnStandIn(await freePort(), env, quiet ? 'ignore' : 'inherit')
    : undefined;
  try {
    const steps = [
      [path.join(ROOT, 'cli/bin/shop.mjs'), 'generate', '--check'],
      [NEXT_BIN, 'build', 'site'],
    ];
    for (const args of steps) {
      const result = spawnSync(process.execPath, args, {
        cwd: ROOT,
        env: { ...env, ...cdn?.env },
        stdio,
        encoding: 'utf8',
      });
      if (result.status !== 0) {
        throw new Error(`${args.slice(1).join(' ')} failed${quiet ? `:\n${result.stdout}\n${result.stderr}` : ''}`);
      }
    }
  } finally {
    await cdn?.stop();
  }
  standaloneArtifact();
  writeFileSync(BUILD_STAMP, JSON.stringify({ deploymentId: env.NEXT_DEPLOYMENT_ID || undefined }));
}

/**
 * What Next's standalone output leaves out (its self-hosting guide: a CDN or the server's own copy serves them): the
 * static files, compressed once for nginx to send as they are (site/scripts/precompress.mjs), and public/; and the
 * peer-address and request-id modules every instance loads first. Copied into the standalone tree at the places they
 * have in the repository, so the tree alone runs the site.
 */
function standaloneArtifact() {
  const staticBuilt = path.join(BUILD_DIR, 'static');
  precompressStatic(staticBuilt);
  rmSync(STATIC_DIR, { recursive: true, force: true });
  cpSync(staticBuilt, STATIC_DIR, { recursive: true, preserveTimestamps: true });
  const publicDir = path.join(ROOT, 'site/public');
  if (existsSync(publicDir)) cpSync(publicDir, path.join(STANDALONE_SITE, 'public'), { recursive: true });
  for (const module of [PEER_ADDRESS_MODULE, REQUEST_ID_MODULE, REQUEST_GUARD_MODULE, ...PRELOAD_SHARED])
    cpSync(path.join(ROOT, module), path.join(STANDALONE_DIR, module));
  // Next 16.4's page runtime imports the cache handler from its path relative to `.next` joined to the tree's root,
  // not to site/ where the standalone server runs (next-server's own import is right): a link from there to the
  // real folder, which Node resolves to one file, so both load the same module and share its handlers.
  const handlerLink = path.join(STANDALONE_DIR, 'shared-state');
  rmSync(handlerLink, { recursive: true, force: true });
  symlinkSync(path.join('site', 'shared-state'), handlerLink, 'dir');
  bundleDecisionService();
}

/**
 * The decision service in the artifact (docs/adr/0021), started as `DECISION_LISTEN=<address> node <this>` in the tree.
 */
export const DECISION_SERVICE_MODULE = 'site/decision-service.cjs';

/**
 * The decision service nginx asks before its cache, as one file for plain Node (esbuild, a second or two): the
 * site's modules import CommonJS packages by name, which Node's ESM loader refuses outside Next's bundle. Part of
 * the build, so the cluster and the image run the decisions of the same source as the instances.
 */
function bundleDecisionService() {
  const outfile = path.join(STANDALONE_DIR, DECISION_SERVICE_MODULE);
  const args = [
    path.join(ROOT, 'site/decision/server.ts'),
    '--bundle',
    '--platform=node',
    '--format=cjs',
    '--target=node24',
    `--outfile=${outfile}`,
    '--log-level=error',
  ];
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/esbuild'), args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bundling the decision service failed:\n${result.stderr}`);
}

/**
 * How long a server may drain after SIGTERM before it is killed: here and in the Kubernetes manifests' grace period
 * (deploy/fleet.ts).
 */
export const DRAIN_GRACE_MS = 20_000;

/**
 * Ends a child process with `signal` (SIGTERM: Next finishes the requests it has, then exits), and with SIGKILL if it
 * is still there after `graceMs`; resolves when it has exited (`exited`).
 * @param {import('node:child_process').ChildProcess} child
 * @param {Promise<unknown>} exited
 * @param {{ signal?: NodeJS.Signals, graceMs?: number }} [options]
 */
export async function stopChild(child, exited, { signal = 'SIGTERM', graceMs = DRAIN_GRACE_MS } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * The site's heap limit, in MB: what a flood of distinct campaign mids may grow a server's memory to. The
 * caches in it are bounded (Next's page LRU, cacheMaxMemorySize 128 MB; the target-group and path-check LRUs), but
 * without a limit V8 sizes its heap by the machine (about 4 GB on 24 GB) and collects late, so a flood grows memory far
 * past what the caches hold. `npm run bench` prints a flood's memory under it, and the e2e suites run every brand's
 * pages under it. Node's own flag, so it holds for every instance started here: npm start, the cluster, the tests and
 * the bench.
 */
export const HEAP_LIMIT_MB = 512;

/**
 * Added by the project's own production runs (the bench and its Lighthouse pages): a production build on this machine
 * against the local stand-ins, which production otherwise refuses to start on (site/production-settings.ts,
 * docs/adr/0019). The server says so, loudly, each time.
 */
export const ON_LOCAL_STAND_INS = { ALLOW_LOCAL_STAND_INS: 'true' };

/**
 * Starts the artifact's server (startNext) on host:port (no port: a free one the system gives); resolves once it
 * answers, with its `url` and `port`. The child is the server itself (clean stop). A port something already answers on
 * is refused, and the server that answers must be the child (ownServer): a run never tests a server it did not start,
 * such as one an earlier run left behind. With no content configured (STORYBLOK_TOKEN, STORYBLOK_ENDPOINT) a CDN
 * stand-in of its own runs beside it on a free port, and stops with it; `npm start`, the cluster and the browser tests
 * run one on a known port and pass its endpoint. `waitForReady`: resolve only once its readiness answers 200 (warm,
 * with its datafile and Redis: docs/adr/0024-metrics-and-readiness.md), as the cluster's instances do; otherwise
 * once it answers at all, so a test or `npm start` does not wait for Redis it may not have.
 * @param {{ port?: number, host?: string, appEnv: string, stdio?: import('node:child_process').StdioOptions, extraEnv?:
 *        Record<string, string | undefined>, waitForReady?: boolean }} options
 */
export async function startServer({
  port,
  host = '127.0.0.1',
  appEnv,
  stdio = 'inherit',
  extraEnv = {},
  waitForReady = false,
}) {
  port ??= await freePort(host);
  await refuseTaken(port, host, 'the site');
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...baseEnv(appEnv), ...extraEnv };
  const cdn = localContent(env)
    ? await startCdnStandIn(await freePort(), env, stdio === 'inherit' ? 'inherit' : 'ignore')
    : undefined;
  try {
    return await startNext({ port, host, stdio, env: { ...env, ...cdn?.env }, cdn, waitForReady });
  } catch (error) {
    await cdn?.stop();
    throw error;
  }
}

/**
 * The request line and headers an instance reads, past node's 16 KB: nginx reads up to 4 lines of 8 KB and adds its
 * own (X-Forwarded-For grows), and an instance that refused less would answer 431 and close while nginx still sent
 * the body, a broken answer for the visitor. nginx stays the gate (tests/site/scripts/cluster-config.test.ts holds the
 * sum).
 */
export const HEADER_LIMIT_BYTES = 64 * 1024;

/**
 * Put before a Node process's own arguments by whatever a run here starts: it stops when what started it is gone
 * (site/scripts/ends-with-parent.mjs). Not the image's: a container's process ends with its container.
 */
export const ENDS_WITH_PARENT = ['--import', path.join(ROOT, 'site/scripts/ends-with-parent.mjs')];

/** node's arguments for the artifact's server, from the standalone folder: the Dockerfile's CMD is the same. */
export const STANDALONE_SERVER_ARGS = [
  `--max-old-space-size=${HEAP_LIMIT_MB}`,
  `--max-http-header-size=${HEADER_LIMIT_BYTES}`,
  '--import',
  `./${PEER_ADDRESS_MODULE}`,
  '--import',
  `./${REQUEST_ID_MODULE}`,
  '--import',
  `./${REQUEST_GUARD_MODULE}`,
  'site/server.js',
];

/**
 * The artifact's server (site/.next/standalone/site/server.js) as the image runs it (Dockerfile): the peer-address
 * module first, the heap limit, PORT and HOSTNAME. The in-process front office keeps its orders in the checkout's
 * .data/ unless FRONT_OFFICE_DATA_DIR says otherwise (the server changes into the artifact's folder).
 * @param {{ port: number, host: string, stdio: import('node:child_process').StdioOptions, env: NodeJS.ProcessEnv,
 *        cdn: StandIn | undefined, waitForReady: boolean }} options `cdn`: stopped with the server
 */
async function startNext({ port, host, stdio, env, cdn, waitForReady }) {
  const child = spawn(process.execPath, [...ENDS_WITH_PARENT, ...STANDALONE_SERVER_ARGS], {
    cwd: STANDALONE_DIR,
    env: { FRONT_OFFICE_DATA_DIR: path.join(ROOT, '.data/front-office'), ...env, PORT: String(port), HOSTNAME: host },
    stdio,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://${host}:${port}`;
  try {
    // Ready takes the warm-up's bound on top (site/request/warm-up.ts WARM_UP_DEADLINE_MS).
    if (waitForReady) await ownServer(child, port, `${url}/healthz/ready`, 90_000, 'the site (ready)');
    else await ownServer(child, port, `${url}/healthz`, 60_000, 'the site');
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { child, url, port, stop: async () => (await stopChild(child, exited), await cdn?.stop()) };
}

/**
 * Resolves once `readyUrl` answers and the answer comes from `child`: where the system tells (Linux's /proc), the
 * listening socket on `port` must be the child's own; elsewhere the child must still be running once it answers
 * (a child that lost its port to another server exits). Throws when the child exits, when another process answers,
 * or after `ms`.
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} port
 * @param {string} readyUrl
 * @param {number} ms
 * @param {string} what
 * @param {RequestInit} [fetchOptions]
 */
export async function ownServer(child, port, readyUrl, ms, what, fetchOptions) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${what} exited with code ${child.exitCode} before it answered on ${readyUrl}`);
    let ok = false;
    try {
      ok = (await fetch(readyUrl, fetchOptions)).ok;
    } catch {
      // not listening yet
    }
    if (ok) {
      const own = listensOn(child.pid, port);
      if (own === false)
        throw new Error(
          `${readyUrl} answered, but not from ${what} started here (pid ${child.pid}): another process holds port ${port}`,
        );
      if (child.exitCode === null) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer on ${readyUrl} within ${ms / 1000} s`);
}

/**
 * Whether anything accepts connections on host:port now.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function accepts(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect(port, host, () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Throws when something already answers on host:port: a helper starts its own server there, never takes that one.
 * @param {number} port
 * @param {string} host
 * @param {string} what
 */
async function refuseTaken(port, host, what) {
  if (await accepts(port, host)) {
    throw new Error(
      `port ${port} on ${host} is in use: ${what} is started here and never taken from whatever holds the port; stop it, or choose another port`,
    );
  }
}

/**
 * Whether process `pid` holds a listening TCP socket on `port`, from Linux's /proc (the socket inodes among the
 * process's file descriptors against /proc/net/tcp and tcp6); undefined where /proc does not tell.
 * @param {number | undefined} pid undefined (a child that never started) reads no /proc entry
 * @param {number} port
 * @returns {boolean | undefined}
 */
export function listensOn(pid, port) {
  /** @type {Set<string | undefined>} so a short line's missing inode field is looked up, and not found */
  let inodes;
  try {
    inodes = new Set(
      readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
        try {
          const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
          return inode ? [inode] : [];
        } catch {
          return []; // closed meanwhile
        }
      }),
    );
  } catch {
    return undefined;
  }
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      // sl local_address rem_address st ... inode: st 0A is LISTEN.
      const fields = line.trim().split(/\s+/);
      if (fields[3] === '0A' && fields[1]?.endsWith(hexPort) && inodes.has(fields[9])) return true;
    }
  }
  return false;
}

/** @typedef {{ stop: () => Promise<void> }} StandIn A process started beside the site, with its stop. */

/**
 * A stand-in (stands-ins/<name>/server.ts) as its own process on `port`, with `env`; resolves once `readyUrl` answers
 * from it (ownServer), with a stop function. `portHint` names the variable that moves it when its port is taken.
 * @param {{ name: string, port: number, env: Record<string, string>, readyUrl: string, portHint: string,
 *        fetchOptions?: RequestInit, stdio?: import('node:child_process').StdioOptions }} options
 * @returns {Promise<StandIn>}
 */
async function startStandIn({ name, port, env, readyUrl, portHint, fetchOptions, stdio = 'inherit' }) {
  await refuseTaken(port, '127.0.0.1', `the ${name} stand-in (${portHint} moves it)`);
  const child = spawn(process.execPath, [...ENDS_WITH_PARENT, '--import', 'tsx', `stand-ins/${name}/server.ts`], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio,
  });
  /** @type {Promise<void>} the exit code it resolves with is no part of `stop`'s promise */
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await ownServer(
      child,
      port,
      readyUrl,
      30_000,
      `the ${name} stand-in (is its port taken? set ${portHint})`,
      fetchOptions,
    );
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { stop: () => (child.kill('SIGTERM'), exited) };
}

/**
 * The local account service (stand-ins/account) as its own process; resolves once its OIDC discovery answers.
 * @param {number} accountPort
 */
export async function startAccountStandIn(accountPort) {
  const issuer = `http://127.0.0.1:${accountPort}`;
  const standIn = await startStandIn({
    name: 'account',
    port: accountPort,
    env: { ACCOUNT_PORT: String(accountPort) },
    readyUrl: `${issuer}/.well-known/openid-configuration`,
    portHint: 'ACCOUNT_PORT',
  });
  return { issuer, stop: standIn.stop };
}

/**
 * The local payment provider (stand-ins/payments: Mollie's API over HTTPS, its hosted checkout over HTTP) as its own
 * process; `env` is what the site needs to use it (MOLLIE_API_ENDPOINT).
 * @param {number} apiPort
 * @param {number} [checkoutPort]
 */
export async function startPaymentsStandIn(apiPort, checkoutPort = apiPort + 1) {
  const checkout = `http://127.0.0.1:${checkoutPort}`;
  await refuseTaken(apiPort, '127.0.0.1', 'the payments stand-in (PAYMENTS_API_PORT moves it)');
  const standIn = await startStandIn({
    name: 'payments',
    port: checkoutPort,
    env: { PAYMENTS_API_PORT: String(apiPort), PAYMENTS_CHECKOUT_PORT: String(checkoutPort) },
    readyUrl: `${checkout}/_stand-in/payments`,
    portHint: 'PAYMENTS_API_PORT and PAYMENTS_CHECKOUT_PORT',
  });
  return { env: { MOLLIE_API_ENDPOINT: `https://127.0.0.1:${apiPort}/v2/` }, checkout, stop: standIn.stop };
}

/**
 * Whether content is the local default: no Storyblok token and no other CDN named (docs/adr/0013).
 * @param {Record<string, string | undefined>} env
 */
const localContent = (env) => !env.STORYBLOK_TOKEN && !env.STORYBLOK_ENDPOINT;

/**
 * A port that is free on `host` now, as the system gives one (listening on port 0).
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      // Listening on TCP: an address and port, never a pipe's name.
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * The local Storyblok CDN (stand-ins/storyblok-cdn: the Content Delivery API v2 over the stories in
 * stand-ins/content/) as its own process on `port`, accepting the preview token of `siteEnv` (STORYBLOK_PREVIEW_TOKEN)
 * so drafts read with the site's token; `env` is what the site needs to use it (STORYBLOK_ENDPOINT). `previewUrls`: the
 * space's preview URLs, where its visual editor stand-in frames a story (docs/adr/0029).
 * @param {number} port
 * @param {Record<string, string | undefined>} [siteEnv]
 * @param {import('node:child_process').StdioOptions} [stdio]
 * @param {string[]} [previewUrls]
 */
export async function startCdnStandIn(port, siteEnv = process.env, stdio = 'inherit', previewUrls = []) {
  const standIn = await startStandIn({
    name: 'storyblok-cdn',
    port,
    env: {
      STORYBLOK_CDN_PORT: String(port),
      STORYBLOK_PREVIEW_TOKEN: siteEnv.STORYBLOK_PREVIEW_TOKEN ?? '',
      STORYBLOK_TOKEN: '',
      STORYBLOK_PREVIEW_URLS: previewUrls.join(','),
    },
    readyUrl: `http://127.0.0.1:${port}/_stand-in/storyblok`,
    portHint: 'STORYBLOK_CDN_PORT',
    stdio,
  });
  return {
    env: { STORYBLOK_ENDPOINT: `http://127.0.0.1:${port}/v2` },
    url: `http://127.0.0.1:${port}`,
    stop: standIn.stop,
  };
}
