// `npm run cluster`: the fleet as production runs it (docs/architecture.md#several-instances, docs/adr/0011), on
// 127.0.0.1: Redis, INSTANCES (default 2) `next start` instances of one build sharing it, and nginx in front on PORT
// (default 3000). Debian's redis-server, nginx and nginx's brotli modules are installed when missing. Ctrl+C stops all
// of it. The tests and the benchmark start the same cluster through `startCluster`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Handlebars from 'handlebars';
import { HOST_HEADER_PATTERN } from '../../domain/request-host.mjs';
import { answerSecurityHeaders } from '../security-headers.mjs';
import { NEXT_INSTRUCTION_HEADERS } from '../request/next-instructions.mjs';
import {
  DECISION_SERVICE_MODULE,
  ENDS_WITH_PARENT,
  ROOT,
  STANDALONE_DIR,
  STATIC_DIR,
  accepts,
  baseEnv,
  build,
  freePort,
  needsBuild,
  startCdnStandIn,
  startServer,
  stopChild,
} from './server.mjs';
import { startLocalServices } from './local-services.mjs';
import { makeSocketDir, socketDirFor } from './socket-dir.mjs';

const TEMPLATES = path.join(ROOT, 'site/cluster');
const NGINX = '/usr/sbin/nginx';
const REDIS = '/usr/bin/redis-server';
/** Debian's brotli modules for nginx (the filter compresses pages, the static module sends precompressed files). */
const BROTLI_MODULES = {
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so': 'libnginx-mod-http-brotli-filter',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so': 'libnginx-mod-http-brotli-static',
};

/**
 * Debian's redis-server, nginx and its brotli modules, installed when missing (site/scripts/debian-packages.sh, as for
 * Chromium).
 */
export function installClusterParts() {
  const parts = [
    `${REDIS}=redis-server`,
    `${NGINX}=nginx`,
    ...Object.entries(BROTLI_MODULES).map(([file, name]) => `${file}=${name}`),
  ];
  const result = spawnSync('bash', [path.join(ROOT, 'site/scripts/debian-packages.sh'), ...parts], {
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error("could not install Debian's redis-server, nginx and its brotli modules (apt-get failed)");
}

/**
 * Resolves once something accepts connections on 127.0.0.1:port, or throws after `ms`.
 * @param {number} port
 * @param {number} ms
 * @param {string} what
 */
async function listening(port, ms, what) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not listen on 127.0.0.1:${port} within ${ms / 1000} s`);
}

/**
 * A child process with its `stop` (`signal`, then SIGKILL after a grace period).
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} [signal]
 */
function managed(child, signal = 'SIGTERM') {
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  return { child, exited, stop: () => stopChild(child, exited, { signal }) };
}

/**
 * Redis on 127.0.0.1:port with site/cluster/redis.conf; `stop` and `start` again (the tests take it away).
 * @param {number} port
 * @param {string} runDir
 * @param {import('node:child_process').StdioOptions} stdio
 */
async function startRedis(port, runDir, stdio) {
  const start = async () => {
    const child = spawn(
      REDIS,
      [path.join(TEMPLATES, 'redis.conf'), '--port', String(port), '--bind', '127.0.0.1', '--dir', runDir],
      { stdio },
    );
    await listening(port, 10_000, 'Redis');
    return managed(child);
  };
  let current = await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => current.stop(),
    start: async () => {
      current = await start();
    },
  };
}

/**
 * The cookies that make a page a visitor's own, and the stored mid's (domain/visitor-state.ts: VISITOR_COOKIES and the
 * draft mode's; tests/site/scripts/cluster-config.test.ts keeps the lists equal): nginx answers a request with one from
 * the site, never from its cache.
 */
export const OWN_COOKIES = [
  'shop_promo',
  'shop_actie_form',
  'shop_order',
  'shop_session',
  'shop_payment',
  'shop_draft',
  '__prerender_bypass',
];
export const STORED_MID_COOKIE = 'shop_mid';
/**
 * domain/experiments/client.ts EXPERIMENT_COOKIES.userId: a visitor with one is no new campaign visitor
 * (docs/adr/0021).
 */
export const EXPERIMENT_USER_COOKIE = 'shop_exp_uid';

/**
 * How many decision services nginx asks (site/decision/server.ts), and how long it waits for one before the instance
 * decides.
 */
export const DECISION_SERVICES = 2;
export const DECISION_TIMEOUT = '1s';

/**
 * How long nginx keeps an idle connection to an instance, and how long an instance keeps one (Next's
 * KEEP_ALIVE_TIMEOUT, in ms): the instance's must be the longer by far, so that nginx always closes first. An instance
 * that closes a connection just as nginx reuses it resets that request, and each reset counts towards the server's
 * max_fails; Node's own 5 s, measured from a clock a busy instance reads late, once took both instances out together.
 */
export const UPSTREAM_IDLE_TIMEOUT = '4s';
export const INSTANCE_KEEP_ALIVE_MS = 65_000;

/**
 * The status of a GET to `path` on the unix socket, or undefined while nothing answers there.
 * @param {string} socket
 * @param {string} path
 * @returns {Promise<number | undefined>}
 */
function socketStatus(socket, path) {
  return new Promise((resolve) => {
    const outgoing = http.get({ socketPath: socket, path, agent: false }, (incoming) => {
      incoming.resume();
      resolve(incoming.statusCode);
    });
    outgoing.once('error', () => resolve(undefined));
  });
}

/**
 * Resolves once the service on the unix socket answers its readiness with 200 (its datafile, warm:
 * docs/adr/0024-metrics-and-readiness.md), or throws when `child` exits or after `ms`.
 * @param {string} socket
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} ms
 * @param {string} what
 */
async function socketReady(socket, child, ms, what) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
    if ((await socketStatus(socket, '/healthz/ready')) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready on ${socket} within ${ms / 1000} s`);
}

/**
 * One decision service on `socket` with the instances' environment, resolved once ready; `stop` (SIGTERM) and `kill`
 * (SIGKILL).
 * @param {string} socket
 * @param {NodeJS.ProcessEnv} env
 * @param {import('node:child_process').StdioOptions} stdio
 */
async function startDecisionService(socket, env, stdio) {
  const child = spawn(process.execPath, [...ENDS_WITH_PARENT, DECISION_SERVICE_MODULE], {
    cwd: STANDALONE_DIR,
    env: { ...env, DECISION_LISTEN: socket },
    stdio,
  });
  const service = managed(child);
  try {
    // The warm-up's bound on top (site/request/warm-up.ts WARM_UP_DEADLINE_MS).
    await socketReady(socket, child, 60_000, 'the decision service');
  } catch (error) {
    await service.stop();
    throw error;
  }
  return { ...service, kill: async () => (child.kill('SIGKILL'), await service.exited) };
}

/**
 * The page-speed beacons' route and size limit (site/monitoring/web-vitals.ts;
 * tests/site/scripts/cluster-config.test.ts keeps them equal): nginx passes them through uncached, and refuses a bigger
 * body itself.
 */
export const WEB_VITALS_ROUTE = '/api/web-vitals';
export const WEB_VITALS_MAX_BYTES = 2048;
/**
 * The browser's error reports, Sentry's tunnel (site/monitoring/config.ts's MONITORING_ROUTE; the same test keeps them
 * equal).
 */
export const ERROR_TUNNEL_ROUTE = '/api/monitoring';

/**
 * What each visitor's address may post to those two (docs/adr/0025): a page view sends a beacon or two, an error a
 * report and its settings' request, so a burst of 40 and 5 a second more is far past any visitor and any small office
 * behind one address, and bounds a flood from one address to 18,000 an hour instead of what nginx can take.
 */
export const BEACON_LIMIT = { perSecond: 5, burst: 40 };

/**
 * proxy-addr's names in TRUSTED_PROXIES (site/request/client-address.ts), as nginx's set_real_ip_from needs them.
 * @type {Readonly<Record<string, string[]>>}
 */
const NAMED_RANGES = {
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  loopback: ['127.0.0.1/8', '::1/128'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * TRUSTED_PROXIES' entries (comma-separated addresses, ranges and proxy-addr's names) as nginx's addresses and ranges.
 */
export const nginxTrustedRanges = (entries = '') =>
  entries
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => NAMED_RANGES[entry] ?? [entry]);

/**
 * The address nginx reaches the instances from, and the one proxy they trust (docs/adr/0018): every visitor of a
 * cluster on one machine is loopback too, so nginx gets a loopback address of its own (Linux answers on all of
 * 127.0.0.0/8). A proxy in front of nginx is added with TRUSTED_PROXIES.
 */
export const NGINX_UPSTREAM_ADDRESS = '127.0.0.2';

/**
 * The instances' TRUSTED_PROXIES: nginx, then whatever `inFront` of it names (a load balancer's addresses).
 * @param {string} [inFront]
 */
export const instanceTrustedProxies = (inFront) => [NGINX_UPSTREAM_ADDRESS, inFront].filter(Boolean).join(',');

/**
 * Where a cluster's logs are, in its run directory (.data/cluster/<port>/, site/cluster/README.md): nginx's JSON access
 * log, and each instance's output (its JSON log lines, docs/adr/0023) in a file of its own.
 */
export const ACCESS_LOG = 'access.log';
/** @param {number} port */
export const instanceLog = (port) => `instance-${port}.log`;

/**
 * `text` as it goes between double quotes in nginx's configuration, unchanged: nginx would read a quote, a doubled
 * backslash or a \t, \r, \n there as something else, so a pattern holding one is refused rather than altered.
 * @param {string} text
 */
export function nginxQuoted(text) {
  if (/"|\\["'\\trn]/.test(text)) {
    throw new Error(`nginx would not read ${JSON.stringify(text)} as written between quotes`);
  }
  return text;
}

/**
 * nginx.conf for this cluster, from the template an operator takes to production (site/cluster/README.md).
 * `upstreamBind`: the address nginx reaches the instances from (NGINX_UPSTREAM_ADDRESS here; none in production).
 * compose.yaml's nginx renders the same template with its own addresses (site/scripts/compose-nginx.mjs): `listen`,
 * `instances` (host:port, a name that resolves to every instance), `retryTries`, `staticDir` and `user` replace what
 * this machine's cluster derives from `port` and `instancePorts`. `inFront`: the proxies in front of nginx, as
 * TRUSTED_PROXIES names them (none: the peer is the visitor). Kubernetes' nginx (deploy/fleet.ts) also sets
 * `accessLog` and `errorLog` (the container's output) and `instanceFailures` (its one address is every instance).
 * @param {{ port?: number, instancePorts?: number[], runDir: string, socketDir?: string, workers?: number,
 *        production?: boolean,
 *        upstreamBind?: string, decisionServers?: string[],
 *   listen?: string, instances?: string[], retryTries?: number, staticDir?: string, user?: string, inFront?: string,
 *   accessLog?: string, errorLog?: string, instanceFailures?: string }}
 *   options
 */
export function nginxConfig({
  port,
  instancePorts = [],
  runDir,
  // A short directory of the run's own for its Unix sockets (site/scripts/socket-dir.mjs).
  socketDir = socketDirFor(runDir),
  workers = 1,
  production = false,
  upstreamBind = '',
  listen = `127.0.0.1:${port}`,
  instances = instancePorts.map((instancePort) => `127.0.0.1:${instancePort}`),
  // Every instance once, and one more: a request cut off by a crash, then refused by the crashed instance's port
  // on its retry, still reaches a live one.
  retryTries = instances.length + 1,
  staticDir = STATIC_DIR,
  // As root (a CI machine) the workers keep root's rights to the run directory; otherwise nginx runs as the user.
  user = process.getuid?.() === 0 ? 'root root' : undefined,
  // The decision services nginx asks first (docs/adr/0021), as nginx names a server (unix:<socket>, host:port); none
  // answering, the instance decides.
  decisionServers = [`unix:${path.join(socketDir, 'decision-1.sock')}`],
  inFront = '',
  accessLog = path.join(runDir, ACCESS_LOG),
  errorLog = path.join(runDir, 'nginx-error.log'),
  // When an instance's address counts as down (nginx's `server` parameters; docs/adr/0024-metrics-and-readiness.md).
  instanceFailures = 'max_fails=3 fail_timeout=5s',
}) {
  const template = Handlebars.compile(readFileSync(path.join(TEMPLATES, 'nginx.conf.hbs'), 'utf8'), { noEscape: true });
  return template({
    user,
    workers,
    runDir,
    socketDir,
    accessLog,
    errorLog,
    instanceFailures,
    cacheDir: path.join(runDir, 'cache'),
    keysZone: '10m',
    cacheMaxSize: '256m',
    listen,
    instances,
    retryTries,
    ownCookies: OWN_COOKIES.join('|'),
    storedMidCookie: STORED_MID_COOKIE,
    webVitalsRoute: WEB_VITALS_ROUTE,
    webVitalsMaxBytes: WEB_VITALS_MAX_BYTES,
    monitoringRoute: ERROR_TUNNEL_ROUTE,
    beaconRate: BEACON_LIMIT.perSecond,
    beaconBurst: BEACON_LIMIT.burst,
    inFront: nginxTrustedRanges(inFront),
    experimentUserCookie: EXPERIMENT_USER_COOKIE,
    // The site's own Host rule, word for word (docs/adr/0027-one-host-from-the-registry.md).
    hostHeaderPattern: nginxQuoted(HOST_HEADER_PATTERN),
    decisionServers,
    decisionTimeout: DECISION_TIMEOUT,
    upstreamIdleTimeout: UPSTREAM_IDLE_TIMEOUT,
    upstreamBind,
    brotliModules: Object.keys(BROTLI_MODULES),
    staticDir,
    staticHeaders: answerSecurityHeaders({ production }),
    refusalHeaders: answerSecurityHeaders({ production }),
    nextInstructions: NEXT_INSTRUCTION_HEADERS,
  });
}

/**
 * nginx with `config` (written to runDir/nginx.conf) in the foreground; resolves once it listens on `port`.
 * @param {string} config
 * @param {string} runDir
 * @param {number} port
 * @param {import('node:child_process').StdioOptions} [stdio]
 */
export async function startNginx(config, runDir, port, stdio = 'inherit') {
  const file = path.join(runDir, 'nginx.conf');
  writeFileSync(file, config);
  const check = spawnSync(NGINX, ['-t', '-q', '-c', file, '-p', runDir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${file}:\n${check.stderr}`);
  // QUIT: finish the requests in flight, then exit.
  const nginx = managed(spawn(NGINX, ['-c', file, '-p', runDir, '-g', 'daemon off;'], { stdio }), 'SIGQUIT');
  await listening(port, 10_000, 'nginx');
  return nginx;
}

/**
 * Starts the cluster on 127.0.0.1 from the build that is there (see `main` for building one): Redis on `redisPort`,
 * `instances` servers on the ports after `port`, nginx on `port`. `extraEnv` goes to every instance; its
 * TRUSTED_PROXIES names the proxies in front of nginx (the instances trust nginx and those only).
 * @param {{ port: number, appEnv: string, instances?: number, redisPort?: number,
 *        stdio?: import('node:child_process').StdioOptions, extraEnv?: Record<string, string | undefined> }} options
 */
export async function startCluster({
  port,
  appEnv,
  instances = 2,
  redisPort = port + 90,
  stdio = 'inherit',
  extraEnv = {},
}) {
  // Each part is taken for started once its port answers: a port still held by anything else would fool that.
  const ports = [port, redisPort, ...Array.from({ length: instances }, (_, index) => port + 1 + index)];
  for (const taken of await Promise.all(
    ports.map(async (candidate) => ((await accepts(candidate)) ? candidate : undefined)),
  )) {
    if (taken !== undefined)
      throw new Error(`port ${taken} on 127.0.0.1 is in use: stop what holds it, or choose another PORT`);
  }
  const runDir = path.join(ROOT, '.data/cluster', String(port));
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  /** @type {(() => unknown)[]} what was started, each stopped in the reverse order */
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const sockets = makeSocketDir(runDir);
    stops.push(sockets.remove);
    // One CDN for every instance when none is configured (a story published there must reach them all).
    /** @type {NodeJS.ProcessEnv} */
    const env = { ...process.env, ...extraEnv };
    if (!env.STORYBLOK_TOKEN && !env.STORYBLOK_ENDPOINT) {
      const cdn = await startCdnStandIn(await freePort(), env, stdio === 'inherit' ? 'inherit' : 'ignore');
      stops.push(() => cdn.stop());
      extraEnv = { ...extraEnv, ...cdn.env };
    }
    const redis = await startRedis(redisPort, runDir, stdio);
    stops.push(() => redis.stop());
    const instancePorts = Array.from({ length: instances }, (_, index) => port + 1 + index);
    // Each instance writes to its log file (appended to after a restart), whatever `stdio` says for the rest.
    /** @param {number} instancePort */
    const startInstance = async (instancePort) => {
      const log = openSync(path.join(runDir, instanceLog(instancePort)), 'a');
      try {
        return {
          ...(await startServer({
            port: instancePort,
            appEnv,
            stdio: ['ignore', log, log],
            // Redis is up here: an instance is started (and restarted) once it is ready and warm.
            waitForReady: true,
            extraEnv: {
              KEEP_ALIVE_TIMEOUT: String(INSTANCE_KEEP_ALIVE_MS),
              ...extraEnv,
              REDIS_URL: redis.url,
              TRUSTED_PROXIES: instanceTrustedProxies(extraEnv.TRUSTED_PROXIES),
            },
          })),
          port: instancePort,
        };
      } finally {
        closeSync(log);
      }
    };
    const started = await Promise.allSettled(instancePorts.map(startInstance));
    const servers = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    stops.push(() => Promise.all(servers.map((server) => server.stop())));
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    // The decision services: the instances' environment (Redis for the datafile, the front office, the events file).
    const decisionSockets = Array.from({ length: DECISION_SERVICES }, (_, index) =>
      path.join(sockets.dir, `decision-${index + 1}.sock`),
    );
    /** @type {NodeJS.ProcessEnv} */
    const decisionEnv = { ...baseEnv(appEnv), ...extraEnv, REDIS_URL: redis.url };
    /** @param {number} index of decisionSockets */
    const startDecision = (index) =>
      startDecisionService(/** @type {string} */ (decisionSockets[index]), decisionEnv, stdio);
    const decisions = await Promise.all(decisionSockets.map((_, index) => startDecision(index)));
    stops.push(() => Promise.all(decisions.map((service) => service.stop())));
    const nginx = await startNginx(
      nginxConfig({
        port,
        instancePorts,
        runDir,
        socketDir: sockets.dir,
        production: appEnv === 'production',
        upstreamBind: NGINX_UPSTREAM_ADDRESS,
        decisionServers: decisionSockets.map((socket) => `unix:${socket}`),
        inFront: extraEnv.TRUSTED_PROXIES,
      }),
      runDir,
      port,
      stdio,
    );
    stops.push(() => nginx.stop());
    return {
      url: `http://127.0.0.1:${port}`,
      /** nginx's access log and each instance's log, in the order of `instances`. */
      logs: {
        access: path.join(runDir, ACCESS_LOG),
        instances: instancePorts.map((instancePort) => path.join(runDir, instanceLog(instancePort))),
      },
      redis,
      /** Each has `port` and `stop` (SIGTERM: it finishes the requests it has, then exits). */
      instances: servers,
      /**
       * Starts instance `index` again on its port after it was stopped (nginx sends it requests again).
       * @param {number} index of `instances`
       */
      restartInstance: async (index) => {
        servers[index] = await startInstance(/** @type {number} */ (instancePorts[index]));
      },
      /**
       * The decision services (docs/adr/0021): each has `stop` (SIGTERM) and `kill` (SIGKILL); `restartDecision` starts
       * one again.
       */
      decisions,
      /** @param {number} index of `decisions` */
      restartDecision: async (index) => {
        decisions[index] = await startDecision(index);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * The values every instance of one deployment must share (Next's self-hosting guide): the deployment id (a build and
 * its servers; here the commit) and the key that encrypts server actions' closed-over values (one per checkout,
 * kept in .data/cluster/action-key; production sets its own secret).
 */
function pinnedEnv() {
  const keyFile = path.join(ROOT, '.data/cluster/action-key');
  if (!process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY && !existsSync(keyFile)) {
    mkdirSync(path.dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  let commit = 'local';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // not a git checkout: one fixed id
  }
  return {
    NEXT_DEPLOYMENT_ID: process.env.NEXT_DEPLOYMENT_ID || `shop-${commit}`,
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY:
      process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY || readFileSync(keyFile, 'utf8').trim(),
  };
}

/**
 * `npm run cluster`'s defaults: nginx's port (PORT), the number of instances (INSTANCES) and Redis's port (REDIS_PORT).
 * compose.yaml runs the same (tests/compose.test.ts).
 */
export const CLUSTER_DEFAULTS = { port: 3000, instances: 2, redisPort: 6379 };

async function main() {
  const appEnv = process.env.APP_ENV || 'local';
  const port = Number(process.env.PORT || CLUSTER_DEFAULTS.port);
  const instances = Number(process.env.INSTANCES || CLUSTER_DEFAULTS.instances);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16)
    throw new Error('INSTANCES must be a whole number from 1 to 16');
  installClusterParts();
  const pinned = pinnedEnv();
  if (needsBuild({ deploymentId: pinned.NEXT_DEPLOYMENT_ID })) {
    console.log(`Building the site for deployment ${pinned.NEXT_DEPLOYMENT_ID} ...`);
    await build({ extraEnv: pinned });
  }
  // As `npm start` (the CDN on its known port: startCluster would start one on any free port).
  const services = await startLocalServices();
  const local = {
    ...services.env,
    // What stands in front of nginx (a load balancer), if anything: nginx itself is trusted by startCluster.
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '',
  };
  let cluster;
  try {
    cluster = await startCluster({
      port,
      appEnv,
      instances,
      redisPort: Number(process.env.REDIS_PORT || CLUSTER_DEFAULTS.redisPort),
      extraEnv: { ...pinned, ...local },
    });
  } catch (error) {
    await services.stop();
    throw error;
  }
  const cdn = services.env.STORYBLOK_ENDPOINT;
  console.log(`
The brand fleet runs as a cluster (APP_ENV=${appEnv}, deployment ${pinned.NEXT_DEPLOYMENT_ID}):
  http://localhost:${port}/ and http://vk.localhost:${port}/   through nginx (cache status in the X-Cache header)
  instances on ${cluster.instances.map((instance) => instance.port).join(', ')}, Redis on ${cluster.redis.url}${cdn ? `, the local CDN on ${cdn}` : ''}
  logs (JSON lines, one request id through all): ${path.relative(ROOT, path.dirname(cluster.logs.access))}/${ACCESS_LOG} and ${cluster.logs.instances.map((file) => path.basename(file)).join(', ')}
Stop with Ctrl+C (instances finish the requests they have).`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await cluster.stop();
      await services.stop();
      process.exit(0);
    });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
