import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  CLUSTER_DEFAULTS,
  DECISION_SERVICES,
  INSTANCE_KEEP_ALIVE_MS,
  instanceTrustedProxies,
  nginxConfig,
  NGINX_UPSTREAM_ADDRESS,
} from '../site/scripts/cluster.mjs';
import { APP_ENVS, COMPOSE_NGINX, composeNginxConfig } from '../site/scripts/compose-nginx.mjs';
import {
  DECISION_SERVICE_MODULE,
  ROOT,
  STANDALONE_DIR,
  STANDALONE_SERVER_ARGS,
  STATIC_DIR,
} from '../site/scripts/server.mjs';
import { answerSecurityHeaders } from '../site/security-headers.mjs';
import { listenTarget } from '../site/decision/listen-target.ts';

/*
 * compose.yaml and the Dockerfile run the topology of `npm run cluster` (docs/adr/0022-one-build-every-environment.md):
 * no container runs on the project's machines, so this test holds them to the cluster's services, ports and settings,
 * and the image to the artifact the tests run.
 */

interface Service {
  readonly image?: string;
  readonly build?: { readonly target?: string };
  readonly command?: readonly string[];
  readonly volumes?: readonly string[];
  readonly environment?: readonly string[] | Readonly<Record<string, string>>;
  readonly ports?: readonly string[];
  readonly deploy?: { readonly replicas?: number };
  readonly healthcheck?: { readonly test?: readonly string[] };
  readonly depends_on?: Readonly<Record<string, { readonly condition: string }>>;
  readonly networks?: readonly string[] | Readonly<Record<string, { readonly ipv4_address?: string }>>;
}

// compose reads YAML's merge key (<<), which the yaml package applies when asked.
const compose = parse(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  networks: Record<string, { ipam: { config: { subnet: string }[] } }>;
};
const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const { redis, site, nginx, decision } = compose.services as Record<'redis' | 'site' | 'nginx' | 'decision', Service>;

/** A service's environment as name -> value (undefined: passed through from compose's own environment). */
function environment(service: Service): Record<string, string | undefined> {
  const entries = Array.isArray(service.environment)
    ? service.environment.map((entry: string) =>
        entry.includes('=')
          ? [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]
          : [entry, undefined],
      )
    : Object.entries(service.environment ?? {}).map(([name, value]) => [name, value ?? undefined]);
  return Object.fromEntries(entries);
}

/** A Dockerfile stage's text, from its FROM line to the next. */
function stage(name: string): string {
  const match = new RegExp(`^FROM \\S+ AS ${name}\\n([\\s\\S]*?)(?=^FROM |(?![\\s\\S]))`, 'm').exec(dockerfile);
  if (!match) throw new Error(`no stage ${name} in the Dockerfile`);
  return match[1]!;
}

/** The JSON-form instruction of a stage (CMD, HEALTHCHECK's CMD), as its argument list. */
const jsonInstruction = (text: string, instruction: RegExp): string[] =>
  JSON.parse(instruction.exec(text.replace(/\\\n\s*/g, ''))?.[1] ?? 'null') as string[];

describe('compose.yaml runs the cluster’s topology', () => {
  it('has the cluster’s parts and no others: Redis, the instances of one build, the decision services, nginx', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['decision', 'nginx', 'redis', 'site']);
    expect(site.build?.target).toBe('site');
    expect(nginx.build?.target).toBe('nginx');
    expect(site.deploy?.replicas).toBe(CLUSTER_DEFAULTS.instances);
  });

  it('publishes nginx on the cluster’s port, on loopback only', () => {
    expect(nginx.ports).toEqual([`127.0.0.1:${CLUSTER_DEFAULTS.port}:${COMPOSE_NGINX.listenPort}`]);
    expect(redis.ports).toBeUndefined();
    expect(site.ports).toBeUndefined();
  });

  it('starts Redis with the cluster’s redis.conf on the cluster’s Redis port, which the instances use', () => {
    expect(redis.volumes).toContain('./site/cluster/redis.conf:/usr/local/etc/redis/redis.conf:ro');
    expect(redis.command?.slice(0, 2)).toEqual(['redis-server', '/usr/local/etc/redis/redis.conf']);
    expect(redis.command?.[redis.command.indexOf('--port') + 1]).toBe(String(CLUSTER_DEFAULTS.redisPort));
    expect(environment(site).REDIS_URL).toBe(`redis://redis:${CLUSTER_DEFAULTS.redisPort}`);
  });

  it('has the instances trust nginx alone, as the cluster’s do (docs/adr/0018)', () => {
    // The cluster's instances trust nginx's own address and nothing else unless told.
    expect(instanceTrustedProxies(undefined)).toBe(NGINX_UPSTREAM_ADDRESS);
    expect(environment(site).TRUSTED_PROXIES).toBe(COMPOSE_NGINX.address);
    const networks = nginx.networks as Record<string, { ipv4_address?: string }>;
    expect(Object.values(networks).map((network) => network.ipv4_address)).toEqual([COMPOSE_NGINX.address]);
    expect(compose.networks[Object.keys(networks)[0]!]!.ipam.config[0]!.subnet).toBe(COMPOSE_NGINX.subnet);
  });

  it('chooses the environment when the containers start, with the cluster’s pinned values shared by every instance', () => {
    const settings = environment(site);
    expect(settings.APP_ENV).toBe('${APP_ENV:-production}');
    expect(environment(nginx).APP_ENV).toBe('${APP_ENV:-production}');
    expect(settings.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).toMatch(/^\$\{NEXT_SERVER_ACTIONS_ENCRYPTION_KEY:\?/);
    // A setting with an empty value would fail the site's settings check: they are passed through or absent.
    for (const [name, value] of Object.entries(settings)) expect(value, name).not.toBe('');
    expect(dockerfile).toMatch(/^ARG NEXT_DEPLOYMENT_ID$/m);
  });

  it('has the instances keep an idle connection as long as the cluster’s do, past nginx’s own idle timeout', () => {
    expect(environment(site).KEEP_ALIVE_TIMEOUT).toBe(String(INSTANCE_KEEP_ALIVE_MS));
  });

  it('starts nginx once the instances are ready (the image’s HEALTHCHECK)', () => {
    expect(nginx.depends_on?.site?.condition).toBe('service_healthy');
  });

  it('runs the decision services from the instances’ image and settings, where nginx asks them (docs/adr/0021)', () => {
    expect(decision.image).toBe(site.image);
    expect(decision.build?.target).toBe('site');
    expect(decision.deploy?.replicas).toBe(DECISION_SERVICES);
    expect(decision.command).toEqual(['node', DECISION_SERVICE_MODULE]);
    const { DECISION_LISTEN, ...settings } = environment(decision);
    expect(settings).toEqual(environment(site));
    const listen = listenTarget(DECISION_LISTEN);
    expect(listen).toEqual({ host: '0.0.0.0', port: Number(COMPOSE_NGINX.decision.split(':')[1]) });
    expect(COMPOSE_NGINX.decision.split(':')[0]).toBe('decision');
    expect(decision.healthcheck?.test?.join(' ')).toContain(
      `connect(${'port' in listen ? listen.port : ''}, '127.0.0.1')`,
    );
    expect(decision.ports).toBeUndefined();
    expect(nginx.depends_on?.decision?.condition).toBe('service_healthy');
  });
});

describe('compose’s nginx is the cluster’s configuration', () => {
  /** The lines that name addresses, ports and folders: the rest must be the cluster's, line for line. */
  const placeless = (config: string, runDir: string, staticDir: string) =>
    config
      .replaceAll(runDir, '<run>')
      .replaceAll(staticDir, '<static>')
      .replace(/^(\s*listen) (?!unix:).*;$/m, '$1 <listen>;')
      .replace(/^(\s*user) .*;\n/m, '')
      .replace(/(upstream shop \{\n)(?:\s*server .*\n)+/, '$1<instances>\n')
      .replace(/(upstream decision \{\n\s*least_conn;\n)(?:\s*server .*\n)+/, '$1<decisions>\n')
      .replace(/proxy_next_upstream_tries \d+;/, 'proxy_next_upstream_tries <tries>;');

  it.each(APP_ENVS)('in %s, apart from its places', (appEnv) => {
    const production = appEnv === 'production';
    const cluster = nginxConfig({
      port: CLUSTER_DEFAULTS.port,
      instancePorts: [3001, 3002],
      runDir: '/tmp/cluster',
      // The container's sockets are in its run directory (site/scripts/compose-nginx.mjs).
      socketDir: '/tmp/cluster',
      production,
    });
    const composed = composeNginxConfig(appEnv);
    expect(placeless(composed, COMPOSE_NGINX.runDir, COMPOSE_NGINX.staticDir)).toBe(
      placeless(cluster, '/tmp/cluster', STATIC_DIR),
    );
    // The places: the container's port, every replica by the service's name, each once and one more on a retry.
    expect(composed).toMatch(new RegExp(`^\\s*listen ${COMPOSE_NGINX.listenPort};$`, 'm'));
    expect(composed).toMatch(/upstream shop \{\n\s*server site:3000 max_fails=3 fail_timeout=5s;\n\s*keepalive/);
    expect(composed).toContain(`proxy_next_upstream_tries ${CLUSTER_DEFAULTS.instances + 1};`);
    expect(composed).toMatch(
      new RegExp(
        `upstream decision \\{\\n\\s*least_conn;\\n\\s*server ${COMPOSE_NGINX.decision} max_fails=0;\\n\\s*keepalive`,
      ),
    );
    expect(composed.includes('Strict-Transport-Security')).toBe(production);
    for (const { key } of answerSecurityHeaders({ production })) expect(composed).toContain(`add_header ${key} `);
  });

  it('reaches the instances on the port the image serves on', () => {
    expect(COMPOSE_NGINX.instances).toBe(`site:${/^ENV .*\bPORT=(\d+)/m.exec(stage('site'))?.[1]}`);
    expect(stage('site')).toMatch(/^EXPOSE 3000$/m);
  });
});

describe('the Dockerfile’s images hold the artifact the tests run', () => {
  it('builds once, in the build stage, the way the project builds (npm run build), and renders nginx’s files from it', () => {
    expect(stage('build')).toMatch(/npm run build/);
    expect(stage('build')).toMatch(/node site\/scripts\/compose-nginx\.mjs \/build\/nginx/);
    expect(dockerfile.match(/npm run build/g)).toHaveLength(1);
  });

  it('runs the standalone tree as an unprivileged user, started as site/scripts/server.mjs starts it', () => {
    const text = stage('site');
    expect(path.relative(ROOT, STANDALONE_DIR)).toBe('site/.next/standalone');
    expect(text).toMatch(/^COPY --from=build --chown=node:node \/build\/site\/\.next\/standalone\/ \.\/$/m);
    expect(text).toMatch(/^USER node$/m);
    expect(jsonInstruction(text, /^CMD (\[.*\])$/m)).toEqual(['node', ...STANDALONE_SERVER_ARGS]);
    expect(text).toMatch(/^WORKDIR \/app$/m);
  });

  it('checks readiness', () => {
    const healthcheck = jsonInstruction(stage('site'), /^HEALTHCHECK [^[]*CMD (\[.*\])$/m);
    expect(healthcheck[0]).toBe('node');
    expect(healthcheck.join(' ')).toContain('http://127.0.0.1:3000/healthz/ready');
  });

  it('pins Node’s image by an exact tag', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:\d+\.\d+\.\d+-[a-z]+-slim$/m);
  });

  it('gives nginx the same build’s precompressed static files where its configuration looks, and its own file per APP_ENV', () => {
    const text = stage('nginx');
    expect(text).toContain(`COPY --from=build /build/${path.relative(ROOT, STATIC_DIR)}/ ${COMPOSE_NGINX.staticDir}/`);
    expect(text).toContain('COPY --from=build /build/nginx/ /etc/shop/');
    expect(text).toMatch(/libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static/);
    expect(text).toContain(`mkdir -p ${COMPOSE_NGINX.runDir}`);
    expect(text).toMatch(/^USER www-data$/m);
    expect(text).toContain(`nginx -c /etc/shop/nginx-\${APP_ENV}.conf -p ${COMPOSE_NGINX.runDir}`);
    expect(text).toMatch(new RegExp(`^EXPOSE ${COMPOSE_NGINX.listenPort}$`, 'm'));
  });
});
