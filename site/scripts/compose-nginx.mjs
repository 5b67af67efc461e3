// nginx's configuration for compose.yaml, from the cluster's own template (site/cluster/nginx.conf.hbs, rendered by
// nginxConfig as `npm run cluster` renders it) with the containers' addresses: one file per APP_ENV, of which the nginx
// container takes its own when it starts (production's static files carry HSTS), so the image is the same for every
// environment (docs/adr/0022-one-build-every-environment.md). Run by the Dockerfile's build stage:
//   node site/scripts/compose-nginx.mjs <folder>
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLUSTER_DEFAULTS, nginxConfig } from './cluster.mjs';

/** The compose topology's nginx side; compose.yaml names the same (tests/compose.test.ts compares them). */
export const COMPOSE_NGINX = {
  /**
   * nginx's port in its container (unprivileged: nginx runs as www-data); compose publishes it on the cluster's port.
   */
  listenPort: 8080,
  /** The instances' service and port: Docker's DNS answers the name with every replica's address. */
  instances: 'site:3000',
  /** The decision services' (docs/adr/0021), the same way; compose.yaml's DECISION_LISTEN has the port. */
  decision: 'decision:4001',
  /** nginx's address on the compose network: the one proxy the instances trust (TRUSTED_PROXIES, docs/adr/0018). */
  address: '172.28.0.10',
  subnet: '172.28.0.0/24',
  runDir: '/var/lib/shop-nginx',
  staticDir: '/srv/shop/static',
};

export const APP_ENVS = ['local', 'test', 'acceptance', 'production'];

/**
 * nginx.conf for compose's nginx in `appEnv`.
 * @param {string} appEnv
 */
export function composeNginxConfig(appEnv) {
  return nginxConfig({
    runDir: COMPOSE_NGINX.runDir,
    // The container's own short path: its compressor socket fits.
    socketDir: COMPOSE_NGINX.runDir,
    listen: String(COMPOSE_NGINX.listenPort),
    instances: [COMPOSE_NGINX.instances],
    // One name for every replica: each once, and one more (as the cluster's nginx).
    retryTries: CLUSTER_DEFAULTS.instances + 1,
    staticDir: COMPOSE_NGINX.staticDir,
    // The container starts nginx as www-data, which owns the run directory: no user switch.
    user: undefined,
    production: appEnv === 'production',
    decisionServers: [COMPOSE_NGINX.decision],
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: node site/scripts/compose-nginx.mjs <folder>');
  mkdirSync(folder, { recursive: true });
  for (const appEnv of APP_ENVS) writeFileSync(path.join(folder, `nginx-${appEnv}.conf`), composeNginxConfig(appEnv));
}
