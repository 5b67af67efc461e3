// `npm run rehearsal`: the cluster's topology across real network addresses on this machine, as production spreads it
// over machines (deploy/, site/cluster/README.md). It creates a private bridge and one network namespace each for
// nginx, two instances, the decision service and Redis, each with its own address on that bridge (never loopback),
// runs the built site there with TRUSTED_PROXIES and METRICS_SCRAPERS as address ranges, and shows what a single
// machine cannot: a visitor's address reaching the instance through nginx and a forged one not, /metrics for the
// scraper's address only, a rolling restart, a cut link and Redis gone for a while, each under a bounded load with no
// failed request. Everything it starts it stops, and it removes what it created, on failure and on Ctrl+C too.
// Needs root (namespaces) and a build (`npm run build`); e2e/specs/netns-rehearsal.spec.ts runs it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DECISION_SERVICES, installClusterParts, nginxConfig, INSTANCE_KEEP_ALIVE_MS } from './cluster.mjs';
import { baseEnv, DECISION_SERVICE_MODULE, ROOT, STANDALONE_DIR, stopChild } from './server.mjs';
import { makeSocketDir } from './socket-dir.mjs';

const PORTS = { nginx: 8080, site: 3000, decision: 4001, redis: 6379 };
/**
 * A visitor at a Belgian address (the local front office's documentation range, stand-ins/front-office), in a namespace
 * of its own: the address may be this machine's own network's, so it exists on the private bridge alone.
 */
export const BELGIAN_VISITOR = '192.0.2.10';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
/**
 * Idempotent page requests of the load: kept pages, a campaign, a visitor's own page.
 * @type {[host: string, path: string][]}
 */
const LOAD_PATHS = [
  ['ad.localhost', '/'],
  ['vk.localhost', '/digitaal'],
  ['tr.localhost', '/?mid=CAM-ZOMER1'],
  ['hl.localhost', '/bestellen'],
  ['lib.localhost', '/'],
];

/** Why the rehearsal cannot run here, or undefined: it needs root and iproute2's `ip`. */
export function cannotRun() {
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  if (spawnSync('ip', ['-V']).status !== 0) return "iproute2's ip is missing";
  const probe = `shop-probe-${randomBytes(3).toString('hex')}`;
  const made = spawnSync('ip', ['netns', 'add', probe], { encoding: 'utf8' });
  if (made.status !== 0) return `ip netns add failed: ${made.stderr.trim()}`;
  spawnSync('ip', ['netns', 'del', probe]);
  return undefined;
}

/**
 * The fleet's machines, each in a namespace of its own (createNetwork), and the two instances among them.
 * @typedef {'nginx' | 'site1' | 'site2' | 'decision' | 'redis' | 'belgian'} Machine
 * @typedef {'site1' | 'site2'} Site
 */

/** @param {...string} args */
const ip = (...args) => execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** A /24 of 10.213.0.0/16 that no interface or route of this machine uses. */
function freeSubnet() {
  const used = ip('-4', 'addr') + ip('-4', 'route');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const third = 1 + Math.floor(Math.random() * 254);
    if (!used.includes(`10.213.${third}.`)) return `10.213.${third}`;
  }
  throw new Error('no free 10.213.x.0/24 on this machine');
}

/**
 * The bridge, the namespaces and their addresses; `remove` deletes all of it (a namespace's end of each veth goes with
 * it, the bridge's end with the bridge).
 * @param {(line: string) => void} log
 */
function createNetwork(log) {
  const id = randomBytes(2).toString('hex');
  const subnet = freeSubnet();
  const bridge = `shopbr${id}`;
  const gateway = `${subnet}.1`;
  /** @type {Record<Machine, string>} */
  const all = {
    nginx: `${subnet}.10`,
    site1: `${subnet}.11`,
    site2: `${subnet}.12`,
    decision: `${subnet}.13`,
    redis: `${subnet}.14`,
    belgian: BELGIAN_VISITOR,
  };
  const namespaces = /** @type {Record<Machine, string>} */ (
    Object.fromEntries(Object.keys(all).map((name) => [name, `shop-${id}-${name}`]))
  );
  const links = /** @type {Record<Machine, string>} */ (
    Object.fromEntries(Object.keys(all).map((name, index) => [name, `shop${id}v${index}`]))
  );
  const created = { namespaces: /** @type {string[]} */ ([]), bridge: false };
  const remove = () => {
    for (const namespace of created.namespaces) spawnSync('ip', ['netns', 'del', namespace]);
    if (created.bridge) spawnSync('ip', ['link', 'del', bridge]);
  };
  try {
    ip('link', 'add', bridge, 'type', 'bridge');
    created.bridge = true;
    ip('addr', 'add', `${gateway}/24`, 'dev', bridge);
    // The scraper's address; the visitor's is the bridge's own.
    ip('addr', 'add', `${subnet}.2/24`, 'dev', bridge);
    ip('link', 'set', bridge, 'up');
    for (const [name, address] of /** @type {[Machine, string][]} */ (Object.entries(all))) {
      const namespace = namespaces[name];
      ip('netns', 'add', namespace);
      created.namespaces.push(namespace);
      ip('link', 'add', links[name], 'type', 'veth', 'peer', 'name', `${links[name]}p`);
      ip('link', 'set', `${links[name]}p`, 'netns', namespace);
      ip('link', 'set', links[name], 'master', bridge, 'up');
      ip('-n', namespace, 'link', 'set', 'lo', 'up');
      ip('-n', namespace, 'link', 'set', `${links[name]}p`, 'name', 'eth0');
      const belgian = address === BELGIAN_VISITOR;
      ip('-n', namespace, 'addr', 'add', `${address}/${belgian ? 32 : 24}`, 'dev', 'eth0');
      ip('-n', namespace, 'link', 'set', 'eth0', 'up');
      // The Belgian visitor and nginx reach each other on the bridge, and nothing else does.
      if (belgian) ip('-n', namespace, 'route', 'add', `${subnet}.0/24`, 'dev', 'eth0');
    }
    ip('-n', namespaces.nginx, 'route', 'add', `${BELGIAN_VISITOR}/32`, 'dev', 'eth0');
  } catch (error) {
    remove();
    throw error;
  }
  log(`network: bridge ${bridge} ${subnet}.0/24, namespaces ${Object.values(namespaces).join(' ')}`);
  return {
    subnet,
    visitor: gateway,
    scraper: `${subnet}.2`,
    addresses: all,
    namespaces,
    /**
     * The bridge's end of a namespace's link: down cuts that machine off, up joins it again.
     * @param {Machine} name
     * @param {boolean} up
     */
    setLink: (name, up) => ip('link', 'set', links[name], up ? 'up' : 'down'),
    remove,
  };
}

/**
 * A child process run inside `namespace`, with its stop (SIGTERM, then SIGKILL after the drain's grace).
 * @param {string} namespace
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
function inNamespace(namespace, command, args, options = {}) {
  const child = spawn('ip', ['netns', 'exec', namespace, command, ...args], options);
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  return {
    child,
    exited,
    /** @param {NodeJS.Signals} [signal] */
    stop: (signal = 'SIGTERM') => stopChild(child, exited, { signal }),
  };
}

/** @typedef {ReturnType<typeof inNamespace>} InNamespace A process in a namespace, with its stop. */

/**
 * A GET from `from` (a source address of this machine) to host:port; resolves with the status and body.
 * @param {{ from: string, address: string, port: number, host: string, path: string,
 *        headers?: Record<string, string>, agent?: import('node:http').Agent, timeout?: number }} options
 * @returns {Promise<{ status: number, body: string }>}
 */
export function get({ from, address, port, host, path: target, headers = {}, agent, timeout = 40_000 }) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: address,
        port,
        path: target,
        localAddress: from,
        agent,
        timeout,
        headers: { 'user-agent': BROWSER, host, ...headers },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        // A response to a request always has its status code (Node leaves it undefined on a server's requests only).
        response.on('end', () =>
          resolve({ status: /** @type {number} */ (response.statusCode), body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeout / 1000} s`)));
    request.on('error', reject);
    request.end();
  });
}

/**
 * A GET made from inside `namespace` (its own address), through node there; resolves with the status and body.
 * @param {string} namespace
 * @param {string} address
 * @param {number} port
 * @param {string} host
 * @param {string} target the path
 * @returns {{ status: number, body: string }}
 */
function pageFrom(namespace, address, port, host, target) {
  const script = `require('node:http').get({ host: ${JSON.stringify(address)}, port: ${port}, path: ${JSON.stringify(target)},
    headers: { host: ${JSON.stringify(host)}, 'user-agent': ${JSON.stringify(BROWSER)} } }, (response) => {
    let body = ''; response.on('data', (chunk) => (body += chunk));
    response.on('end', () => process.stdout.write(JSON.stringify({ status: response.statusCode, body })));
  }).on('error', (error) => (console.error(error.message), process.exit(1)));`;
  const run = spawnSync('ip', ['netns', 'exec', namespace, process.execPath, '-e', script], {
    encoding: 'utf8',
    timeout: 40_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`GET ${host}${target} from ${namespace}: ${run.stderr.trim()}`);
  return JSON.parse(run.stdout);
}

/**
 * Resolves once `probe` answers true; throws after `ms`, or when it throws that what was waited for exited.
 * @param {string} what
 * @param {number} ms
 * @param {() => boolean | Promise<boolean>} probe
 */
async function until(what, ms, probe) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await probe()) return;
    } catch (error) {
      // Not yet, unless what was waited for is gone.
      if (/exited/.test(String(error))) throw error;
    }
    if (Date.now() > deadline) throw new Error(`${what} within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A bounded load of idempotent page requests through nginx from the visitor's address, `connections` at a time,
 * until `stop()` or `maxRequests`; counts every answer that is no page (status >= 500 or an error) as failed.
 * @param {Network} network
 * @param {{ connections?: number, maxRequests?: number }} [options]
 */
function load(network, { connections = 6, maxRequests = 20_000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const tally = { requests: 0, failed: 0, slowestMs: 0, errors: /** @type {string[]} */ ([]) };
  let running = true;
  /** @param {number} index */
  const loop = async (index) => {
    for (let n = index; running && tally.requests < maxRequests; n += connections) {
      const [host, target] = /** @type {[string, string]} */ (LOAD_PATHS[n % LOAD_PATHS.length]);
      const started = Date.now();
      tally.requests += 1;
      try {
        const { status } = await get({
          from: network.visitor,
          address: network.addresses.nginx,
          port: PORTS.nginx,
          host,
          path: target,
          agent,
        });
        if (status >= 500) throw new Error(`${status} for ${host}${target}`);
      } catch (error) {
        tally.failed += 1;
        if (tally.errors.length < 5) tally.errors.push(String(error));
      }
      tally.slowestMs = Math.max(tally.slowestMs, Date.now() - started);
    }
  };
  const loops = Promise.all(Array.from({ length: connections }, (_, index) => loop(index)));
  return {
    tally,
    stop: async () => {
      running = false;
      await loops;
      agent.destroy();
      return tally;
    },
  };
}

/** @typedef {ReturnType<typeof createNetwork>} Network */

/** @param {number} ms */
const seconds = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * How many keys Redis holds (redis-cli from this machine's bridge address); throws on any other answer.
 * @param {Network} network
 */
function redisKeys(network) {
  const answer = execFileSync('redis-cli', ['-h', network.addresses.redis, '-p', String(PORTS.redis), 'dbsize'], {
    encoding: 'utf8',
    timeout: 5_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
  if (!/^\d+$/.test(answer)) throw new Error(`Redis answered ${answer.slice(0, 120)}`);
  return Number(answer);
}

/**
 * Runs the rehearsal: starts the fleet in the namespaces, makes its checks, stops and removes everything. Resolves
 * with each check's figures; throws only when the fleet could not be started.
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function rehearse({ log = console.log } = {}) {
  installClusterParts();
  const runDir = path.join(ROOT, '.data/rehearsal');
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  /** @type {(() => unknown)[]} what was started, each stopped in the reverse order */
  const stops = [];
  const network = createNetwork(log);
  stops.push(network.remove);
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  const onSignal = () => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const { addresses, namespaces } = network;
  const checks = {};
  try {
    const sockets = makeSocketDir(runDir);
    stops.push(sockets.remove);
    const redisLog = openSync(path.join(runDir, 'redis.log'), 'a');
    const redis = inNamespace(
      namespaces.redis,
      '/usr/bin/redis-server',
      // As compose.yaml and the manifests start it off loopback: only the fleet's namespaces reach its address.
      [
        path.join(ROOT, 'site/cluster/redis.conf'),
        ...['--port', String(PORTS.redis), '--bind', addresses.redis, '--protected-mode', 'no', '--dir', runDir],
      ],
      { stdio: ['ignore', redisLog, redisLog] },
    );
    closeSync(redisLog);
    stops.push(() => redis.stop());
    await until('Redis answering', 10_000, () => redisKeys(network) >= 0);
    // The instances' settings: nginx's address is the one proxy they trust, the scraper's the one reader of /metrics,
    // both as ranges (docs/adr/0018, docs/adr/0024).
    const siteEnv = {
      ...baseEnv('test'),
      CI: '',
      REDIS_URL: `redis://${addresses.redis}:${PORTS.redis}`,
      TRUSTED_PROXIES: `${addresses.nginx}/32`,
      METRICS_SCRAPERS: `${network.scraper}/32`,
      KEEP_ALIVE_TIMEOUT: String(INSTANCE_KEEP_ALIVE_MS),
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      FRONT_OFFICE_DATA_DIR: path.join(runDir, 'front-office'),
    };
    /** @type {Partial<Record<Site, InNamespace>>} */
    const instances = {};
    /**
     * @param {string} address
     * @param {number} port
     */
    const ready = (address, port) => async () =>
      (await get({ from: network.visitor, address, port, host: 'localhost', path: '/healthz/ready' })).status === 200;
    // Each instance's output in a log file of its own (.data/rehearsal/instance-<name>.log), appended after a restart.
    /** @param {Site} name */
    const startInstance = async (name) => {
      const output = openSync(path.join(runDir, `instance-${name}.log`), 'a');
      const instance = inNamespace(
        namespaces[name],
        process.execPath,
        [path.join(ROOT, 'site/scripts/netns-instance.mjs'), addresses[name], String(PORTS.site)],
        { cwd: ROOT, env: siteEnv, stdio: ['ignore', output, output] },
      );
      closeSync(output);
      instances[name] = instance;
      let gone = false;
      void instance.exited.then(() => (gone = true));
      await until(`instance ${name} ready`, 120_000, async () => {
        if (gone) throw new Error(`instance ${name} exited before it was ready (instance-${name}.log)`);
        return ready(addresses[name], PORTS.site)();
      });
    };
    stops.push(() => Promise.all(Object.values(instances).map((instance) => instance.stop())));
    await Promise.all(/** @type {Site[]} */ (['site1', 'site2']).map(startInstance));
    // The decision services (DECISION_SERVICES of the cluster), on TCP as compose.yaml and the manifests run them.
    const decisionPorts = Array.from({ length: DECISION_SERVICES }, (_, index) => PORTS.decision + index);
    for (const port of decisionPorts) {
      const decision = inNamespace(namespaces.decision, process.execPath, [DECISION_SERVICE_MODULE], {
        cwd: STANDALONE_DIR,
        env: { ...siteEnv, DECISION_LISTEN: `${addresses.decision}:${port}` },
        stdio: 'ignore',
      });
      stops.push(() => decision.stop());
    }
    for (const port of decisionPorts)
      await until(`the decision service on ${port} ready`, 60_000, ready(addresses.decision, port));
    const config = nginxConfig({
      runDir,
      socketDir: sockets.dir,
      listen: `${addresses.nginx}:${PORTS.nginx}`,
      instances: [`${addresses.site1}:${PORTS.site}`, `${addresses.site2}:${PORTS.site}`],
      decisionServers: decisionPorts.map((port) => `${addresses.decision}:${port}`),
    });
    const configFile = path.join(runDir, 'nginx.conf');
    writeFileSync(configFile, config);
    const nginx = inNamespace(namespaces.nginx, '/usr/sbin/nginx', [
      '-c',
      configFile,
      '-p',
      runDir,
      '-g',
      'daemon off;',
    ]);
    stops.push(() => nginx.stop('SIGQUIT'));
    /**
     * @param {string} from
     * @param {string} host
     * @param {string} target the path
     * @param {Record<string, string>} [headers]
     */
    const page = (from, host, target, headers) =>
      get({ from, address: addresses.nginx, port: PORTS.nginx, host, path: target, headers });
    await until(
      'nginx answering',
      20_000,
      async () => (await page(network.visitor, 'ad.localhost', '/')).status === 200,
    );
    log(
      `fleet: nginx ${addresses.nginx}, instances ${addresses.site1} ${addresses.site2}, decision service ` +
        `${addresses.decision} (ports ${decisionPorts.join(', ')}), Redis ${addresses.redis}; visitor ${network.visitor}, scraper ${network.scraper}`,
    );

    // 1. The visitor's address, as nginx saw it, reaches the instance; what a visitor writes does not.
    /** @param {string} html */
    const notice = (html) => html.includes('data-testid="region-notice"');
    const belgian = await pageFrom(namespaces.belgian, addresses.nginx, PORTS.nginx, 'don.localhost', '/');
    const forged = await page(network.visitor, 'don.localhost', '/', { 'x-forwarded-for': BELGIAN_VISITOR });
    checks.visitorAddress = {
      belgianVisitorSeesNotice: belgian.status === 200 && notice(belgian.body),
      forgedAddressSeesNotice: forged.status === 200 && notice(forged.body),
    };
    log(
      `visitor's address: a visitor at ${BELGIAN_VISITOR} gets the Belgian notice: ` +
        `${checks.visitorAddress.belgianVisitorSeesNotice}; one at ${network.visitor} writing that address: ` +
        `${checks.visitorAddress.forgedAddressSeesNotice}`,
    );

    // 2. /metrics: the scraper's address on the instance's own port; nobody else, never through nginx.
    /**
     * @param {string} from
     * @param {string} address
     * @param {number} port
     */
    const metrics = async (from, address, port) =>
      (await get({ from, address, port, host: 'localhost', path: '/metrics' })).status;
    checks.metrics = {
      scraper: await metrics(network.scraper, addresses.site1, PORTS.site),
      visitor: await metrics(network.visitor, addresses.site1, PORTS.site),
      throughNginx: await metrics(network.scraper, addresses.nginx, PORTS.nginx),
    };
    log(
      `/metrics: scraper ${checks.metrics.scraper}, visitor ${checks.metrics.visitor}, ` +
        `through nginx ${checks.metrics.throughNginx}`,
    );

    // 3. A rolling restart: each instance drained (SIGTERM) and replaced, waiting for the new one's readiness.
    let running = load(network);
    let started = Date.now();
    for (const name of /** @type {Site[]} */ (['site1', 'site2'])) {
      await seconds(1_000);
      // Started above (startInstance), and again after each stop.
      await /** @type {InNamespace} */ (instances[name]).stop();
      await startInstance(name);
    }
    await seconds(1_000);
    checks.rollingRestart = { ...(await running.stop()), seconds: Math.round((Date.now() - started) / 1000) };
    log(`rolling restart: ${JSON.stringify(checks.rollingRestart)}`);

    // 4. One instance's link cut mid-load, then restored.
    running = load(network);
    started = Date.now();
    await seconds(1_500);
    network.setLink('site1', false);
    await seconds(8_000);
    network.setLink('site1', true);
    await seconds(1_500);
    checks.linkCut = { ...(await running.stop()), seconds: Math.round((Date.now() - started) / 1000) };
    log(`link cut: ${JSON.stringify(checks.linkCut)}`);

    // 5. Redis unreachable for a while: pages still served; once it is back, new pages reach it again.
    running = load(network);
    started = Date.now();
    network.setLink('redis', false);
    await seconds(8_000);
    network.setLink('redis', true);
    const during = { ...(await running.stop()), seconds: Math.round((Date.now() - started) / 1000) };
    // Once both instances have their Redis client back (their readiness no longer names Redis: docs/adr/0035), the
    // shared cache is emptied and pages are asked for: each is rendered and written to Redis again.
    /** @param {Site} name */
    const reachesRedis = async (name) => {
      const answer = await get({
        from: network.visitor,
        address: addresses[name],
        port: PORTS.site,
        host: 'localhost',
        path: '/healthz/ready',
      });
      return answer.status === 200 && !answer.body.includes('redis: unreachable');
    };
    await until('both instances reach Redis again', 60_000, async () =>
      (await Promise.all(/** @type {Site[]} */ (['site1', 'site2']).map(reachesRedis))).every(Boolean),
    );
    execFileSync('redis-cli', ['-h', addresses.redis, '-p', String(PORTS.redis), 'flushall'], { timeout: 5_000 });
    const keysBefore = redisKeys(network);
    let keysAfter = keysBefore;
    await until('the shared cache filled again', 30_000, async () => {
      for (const host of ['vk', 'ad', 'hl', 'lib', 'par', 'bs'])
        await page(network.visitor, `${host}.localhost`, '/?mid=CAM-ZOMER1&disable_optimizely=true');
      keysAfter = redisKeys(network);
      return keysAfter > keysBefore;
    }).catch(() => undefined);
    checks.redisGone = { ...during, keysBefore, keysAfter };
    log(`Redis gone for 8 s: ${JSON.stringify(checks.redisGone)}`);
    return checks;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stopAll();
    log(`rehearsal: everything stopped and removed (logs in ${path.relative(ROOT, runDir)})`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const reason = cannotRun();
  if (reason) {
    console.error(`The rehearsal cannot run here: ${reason}.`);
    process.exit(1);
  }
  const checks = await rehearse();
  console.log(JSON.stringify(checks, null, 2));
}
