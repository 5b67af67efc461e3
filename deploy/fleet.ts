// The fleet on Kubernetes (docs/adr/0033-kubernetes-manifests.md): `npm run cluster`'s topology
// (site/cluster/README.md) as typed objects, built from the values the code already holds (the settings list, the
// nginx template, the node arguments, the drain time, the ports), so that a change there changes the manifests. It
// reads the cluster's nginx template and redis.conf and writes nothing: deploy/render.ts writes the YAML, and
// tests/deploy/ holds it to its rules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { type IContainer } from 'kubernetes-models/v1/Container';
import { type IEnvVar } from 'kubernetes-models/v1/EnvVar';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { type IResourceRequirements } from 'kubernetes-models/v1/ResourceRequirements';
import { type ISecurityContext } from 'kubernetes-models/v1/SecurityContext';
import { Service } from 'kubernetes-models/v1/Service';
import { type ITopologySpreadConstraint } from 'kubernetes-models/v1/TopologySpreadConstraint';
import { type IVolume } from 'kubernetes-models/v1/Volume';
import { HOSTS } from '../brands/generated/hosts.ts';
import { CLUSTER_DEFAULTS, DECISION_SERVICES, INSTANCE_KEEP_ALIVE_MS, nginxConfig } from '../site/scripts/cluster.mjs';
import { COMPOSE_NGINX } from '../site/scripts/compose-nginx.mjs';
import { DECISION_SERVICE_MODULE, DRAIN_GRACE_MS, ROOT, STANDALONE_SERVER_ARGS } from '../site/scripts/server.mjs';
import { DEPLOYED_OWN_SETTINGS, PRODUCTION_SETTING_KINDS } from '../site/production-settings.ts';
import { SECRET_SETTINGS } from '../site/secret-settings.mjs';

export const OVERLAYS = ['acceptance', 'production'] as const;
export type OverlayName = (typeof OVERLAYS)[number];

/** What differs between the two environments; everything else is the same fleet. */
export interface Overlay {
  readonly appEnv: OverlayName;
  /** The site's instances: the autoscaler's bounds (on CPU, SITE_CPU_TARGET). */
  readonly siteReplicas: { readonly min: number; readonly max: number };
  readonly nginxReplicas: number;
  /** The visitors' host names, each with its certificate: the registry's domains, with a prefix outside production. */
  readonly hosts: readonly string[];
  /**
   * The cluster's pod network: nginx's and the ingress controller's pods (TRUSTED_PROXIES, docs/adr/0018) and the
   * scrapers' (METRICS_SCRAPERS, docs/adr/0024). The default of kubeadm's flannel: set it to the cluster's own.
   */
  readonly podCidr: string;
}

/** Every domain the brand registry serves (brands/generated/hosts.ts), once. */
const REGISTERED_DOMAINS = [...new Set(HOSTS.map(([domain]) => domain))].sort();

export const OVERLAY: Readonly<Record<OverlayName, Overlay>> = {
  acceptance: {
    appEnv: 'acceptance',
    siteReplicas: { min: 2, max: 4 },
    nginxReplicas: 2,
    // A host below a registered domain keeps its prefix on every brand's (domain/public-origin.ts previewHost).
    hosts: REGISTERED_DOMAINS.map((domain) => `acc.${domain}`),
    podCidr: '10.244.0.0/16',
  },
  production: {
    appEnv: 'production',
    siteReplicas: { min: 4, max: 16 },
    nginxReplicas: 3,
    hosts: REGISTERED_DOMAINS.flatMap((domain) => [domain, `www.${domain}`]),
    podCidr: '10.244.0.0/16',
  },
};

export const NAMESPACE = 'shop';

/** Redis's configuration, the cluster's own (read as nginxConfig reads its template). */
const REDIS_CONF = readFileSync(path.join(ROOT, 'site/cluster/redis.conf'), 'utf8');

/**
 * The images the Dockerfile builds, tagged with the build's NEXT_DEPLOYMENT_ID. Both names are placeholders the
 * operator substitutes when applying (deploy/README.md: envsubst with exactly these two names).
 */
export const PLACEHOLDERS = ['REGISTRY', 'NEXT_DEPLOYMENT_ID'] as const;
const SITE_IMAGE = '${REGISTRY}/shop-site:${NEXT_DEPLOYMENT_ID}';
const NGINX_IMAGE = '${REGISTRY}/shop-nginx:${NEXT_DEPLOYMENT_ID}';
/** compose.yaml's Redis. */
const REDIS_IMAGE = 'redis:7.4-bookworm';

export const SITE_PORT = 3000;
/** compose.yaml's DECISION_LISTEN port (site/scripts/compose-nginx.mjs). */
export const DECISION_PORT = Number(COMPOSE_NGINX.decision.split(':')[1]);
export const NGINX_PORT = COMPOSE_NGINX.listenPort;
export const REDIS_PORT = CLUSTER_DEFAULTS.redisPort;

/** Users of the images: the node image's `node`, Debian's `www-data` (the nginx target), the Redis image's `redis`. */
const RUN_AS = { site: 1000, nginx: 33, redis: 999 } as const;

/**
 * Stopping (site/cluster/README.md, 'give it 30 s'): the pod waits PRE_STOP_SECONDS first, so that the endpoints
 * controller and kube-proxy stop sending it new connections before SIGTERM; then it drains as long as
 * site/scripts/server.mjs lets a server drain; the rest is slack before SIGKILL.
 */
export const PRE_STOP_SECONDS = 5;
export const DRAIN_SECONDS = DRAIN_GRACE_MS / 1000;
const GRACE_SECONDS = PRE_STOP_SECONDS + DRAIN_SECONDS + 5;

/**
 * What each container asks for and may use (the capacity page, docs/operations.md). The site: one core per instance
 * (the bench measures per core); its heap is capped at 512 MB (site/scripts/server.mjs HEAP_LIMIT_MB), the rest of
 * Next's memory comes on top, and site/cluster/README.md asks at least 1 GB. Redis: maxmemory 256mb
 * (site/cluster/redis.conf) plus its own.
 */
const RESOURCES = {
  site: { requests: { cpu: '1', memory: '640Mi' }, limits: { cpu: '2', memory: '1Gi' } },
  decision: { requests: { cpu: '250m', memory: '256Mi' }, limits: { cpu: '500m', memory: '256Mi' } },
  nginx: { requests: { cpu: '500m', memory: '256Mi' }, limits: { cpu: '1', memory: '256Mi' } },
  redis: { requests: { cpu: '250m', memory: '512Mi' }, limits: { cpu: '500m', memory: '512Mi' } },
} as const satisfies Record<string, IResourceRequirements>;

/** The autoscaler's target: the share of the requested core each instance uses on average. */
const SITE_CPU_TARGET = 70;

const PART_OF = 'shop';
const labels = (name: string) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': PART_OF });
const selector = (name: string) => ({ 'app.kubernetes.io/name': name });
const metadata = (name: string) => ({ name, namespace: NAMESPACE, labels: labels(name) });

/** The pods' and Services' names; nginx reaches the site and the decision services by these. */
export const NAMES = { site: 'site', decision: 'decision', nginx: 'nginx', redis: 'redis' } as const;

/** The generated settings (the cluster's own) and the operator's: outside services' addresses, the mids, secrets. */
export const CLUSTER_CONFIG = 'shop-cluster';
export const OPERATOR_CONFIG = 'shop-settings';
export const OPERATOR_SECRET = 'shop-secrets';

/**
 * What the cluster sets besides ProductionSettings (site/scripts/cluster.mjs, compose.yaml), and the site's other
 * secrets, each kept as a ConfigMap's or a Secret's.
 */
const CLUSTER_SETTING_KINDS = {
  REDIS_URL: 'config',
  NEXT_DEPLOYMENT_ID: 'config',
  KEEP_ALIVE_TIMEOUT: 'config',
  METRICS_SCRAPERS: 'config',
  GROUP_SHOP_ORIGIN: 'config',
} as const;

/** Every setting the instances and the decision services get, with where it is kept. */
export const SETTING_KINDS: Readonly<Record<string, 'secret' | 'config'>> = {
  ...PRODUCTION_SETTING_KINDS,
  ...CLUSTER_SETTING_KINDS,
};

/** The settings whose value the code decides: the generated ConfigMap. Any other is the operator's to set. */
function clusterSettings(overlay: Overlay): Record<string, string> {
  return {
    APP_ENV: overlay.appEnv,
    ALLOW_LOCAL_STAND_INS: 'false',
    // Redis's Service. A managed Redis's URL holds its password: make REDIS_URL a secret in CLUSTER_SETTING_KINDS,
    // drop it here and set it in the operator's Secret, and leave the Redis objects out (deploy/README.md).
    REDIS_URL: `redis://${NAMES.redis}:${REDIS_PORT}`,
    NEXT_DEPLOYMENT_ID: '${NEXT_DEPLOYMENT_ID}',
    // Idle connections to nginx are kept longer than nginx keeps them: nginx closes first (site/scripts/cluster.mjs).
    KEEP_ALIVE_TIMEOUT: String(INSTANCE_KEEP_ALIVE_MS),
    TRUSTED_PROXIES: overlay.podCidr,
    // A NetworkPolicy cannot tell /metrics from a page: the site's port is open to nginx and the scrapers only, and
    // the site answers /metrics to these addresses alone, never through a proxy (docs/adr/0024).
    METRICS_SCRAPERS: overlay.podCidr,
  };
}

/**
 * Each setting as an environment variable taken from where it is kept. The generated ConfigMap's are required, and so
 * are the secrets and settings every deployed environment must have of its own (site/secret-settings.mjs,
 * site/production-settings.ts DEPLOYED_OWN_SETTINGS); the operator's others
 * are optional here, so that the site's own start-up check (site/production-settings.ts) names what production lacks.
 */
function settingsEnv(overlay: Overlay): IEnvVar[] {
  const generated = clusterSettings(overlay);
  return Object.entries(SETTING_KINDS).map(([name, kind]): IEnvVar => {
    if (name in generated) return { name, valueFrom: { configMapKeyRef: { name: CLUSTER_CONFIG, key: name } } };
    if (kind === 'config') {
      const optional = !(DEPLOYED_OWN_SETTINGS as readonly string[]).includes(name);
      return { name, valueFrom: { configMapKeyRef: { name: OPERATOR_CONFIG, key: name, optional } } };
    }
    const optional = !(name in SECRET_SETTINGS);
    return { name, valueFrom: { secretKeyRef: { name: OPERATOR_SECRET, key: name, optional } } };
  });
}

/** The operator's keys (deploy/README.md), as the header of the rendered files lists them. */
export function operatorKeys(overlay: Overlay): { config: string[]; secret: string[] } {
  const generated = clusterSettings(overlay);
  const own = Object.entries(SETTING_KINDS).filter(([name]) => !(name in generated));
  return {
    config: own.filter(([, kind]) => kind === 'config').map(([name]) => name),
    secret: own.filter(([, kind]) => kind === 'secret').map(([name]) => name),
  };
}

/** Every container: an unprivileged user, nothing written outside its volumes, no added rights. */
const securityContext = (user: number): ISecurityContext => ({
  runAsNonRoot: true,
  runAsUser: user,
  runAsGroup: user,
  readOnlyRootFilesystem: true,
  allowPrivilegeEscalation: false,
  capabilities: { drop: ['ALL'] },
  seccompProfile: { type: 'RuntimeDefault' },
});

const scratch = (name: string, sizeLimit: string): IVolume => ({ name, emptyDir: { sizeLimit } });

/** Spread over the nodes: a node lost takes one instance of each, not all. */
const spread = (name: string): ITopologySpreadConstraint[] => [
  {
    maxSkew: 1,
    topologyKey: 'kubernetes.io/hostname',
    whenUnsatisfiable: 'ScheduleAnyway',
    labelSelector: { matchLabels: selector(name) },
  },
];

const preStopSleep = { exec: { command: ['sleep', String(PRE_STOP_SECONDS)] } };

interface PodParts {
  readonly name: string;
  readonly containers: IContainer[];
  readonly volumes?: IVolume[];
  readonly replicas?: number;
}

function deployment({ name, containers, volumes, replicas }: PodParts): Deployment {
  return new Deployment({
    metadata: metadata(name),
    spec: {
      replicas,
      selector: { matchLabels: selector(name) },
      // A new pod is ready before an old one goes: the fleet never runs short during a rollout.
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: labels(name) },
        spec: {
          automountServiceAccountToken: false,
          enableServiceLinks: false,
          terminationGracePeriodSeconds: GRACE_SECONDS,
          topologySpreadConstraints: spread(name),
          containers,
          volumes,
        },
      },
    },
  });
}

function service(name: string, port: number): Service {
  return new Service({
    metadata: metadata(name),
    spec: { type: 'ClusterIP', selector: selector(name), ports: [{ name: 'http', port, targetPort: port }] },
  });
}

/** One pod at a time may be taken for a node's maintenance (Redis's one too: what it holds can be lost). */
const disruptionBudget = (name: string) =>
  new PodDisruptionBudget({
    metadata: metadata(name),
    spec: { maxUnavailable: 1, selector: { matchLabels: selector(name) } },
  });

/** The site's and the decision services' container: the same image and settings (compose.yaml). */
function siteContainer(overlay: Overlay): IContainer {
  return {
    name: NAMES.site,
    image: SITE_IMAGE,
    // The Dockerfile's CMD, which tests/compose.test.ts holds to site/scripts/server.mjs.
    command: ['node', ...STANDALONE_SERVER_ARGS],
    ports: [{ name: 'http', containerPort: SITE_PORT }],
    env: settingsEnv(overlay),
    resources: RESOURCES.site,
    securityContext: securityContext(RUN_AS.site),
    // The first start loads the datafile and fills Next's cache: up to three minutes before liveness counts.
    startupProbe: { httpGet: { path: '/healthz', port: 'http' }, periodSeconds: 5, failureThreshold: 36 },
    // docs/adr/0024: 503 while draining, without Redis or before the first datafile.
    readinessProbe: { httpGet: { path: '/healthz/ready', port: 'http' }, periodSeconds: 5, failureThreshold: 2 },
    livenessProbe: {
      httpGet: { path: '/healthz', port: 'http' },
      periodSeconds: 10,
      timeoutSeconds: 3,
      failureThreshold: 3,
    },
    lifecycle: { preStop: preStopSleep },
    volumeMounts: [
      { name: 'tmp', mountPath: '/tmp' },
      // Next's own cache folder in the standalone tree (the Dockerfile's /app): the pages are in Redis
      // (site/shared-state/cache-handler.mjs), but Next may still create it.
      { name: 'next-cache', mountPath: '/app/site/.next/cache' },
    ],
  };
}

function decisionContainer(overlay: Overlay): IContainer {
  return {
    name: NAMES.decision,
    image: SITE_IMAGE,
    command: ['node', DECISION_SERVICE_MODULE],
    ports: [{ name: 'http', containerPort: DECISION_PORT }],
    env: [...settingsEnv(overlay), { name: 'DECISION_LISTEN', value: `0.0.0.0:${DECISION_PORT}` }],
    resources: RESOURCES.decision,
    securityContext: securityContext(RUN_AS.site),
    readinessProbe: { httpGet: { path: '/healthz/ready', port: 'http' }, periodSeconds: 5, failureThreshold: 2 },
    livenessProbe: { tcpSocket: { port: 'http' }, periodSeconds: 10, failureThreshold: 3 },
    lifecycle: { preStop: preStopSleep },
    volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
  };
}

/** nginx's folders: its run directory (cache, temp files, pid, the compressor's socket) and the build's files. */
const NGINX_RUN_DIR = COMPOSE_NGINX.runDir;
const NGINX_CONF_DIR = '/etc/shop-kubernetes';
const NGINX_ARGS = ['-c', `${NGINX_CONF_DIR}/nginx.conf`, '-p', NGINX_RUN_DIR, '-e', 'stderr'];

/**
 * How often the site's Service is named in nginx's upstream. nginx 1.22 resolves a name once, at start: the Service's
 * one ClusterIP, behind which kube-proxy spreads new connections over the ready pods. Named twice, a failed idempotent
 * request has another peer to be retried on (proxy_next_upstream), a new connection kube-proxy may send to another
 * pod.
 */
export const SITE_UPSTREAM_PEERS = 2;

/**
 * nginx.conf for the pods: the template `npm run cluster` renders (site/cluster/nginx.conf.hbs), with the Services'
 * names. Each peer is the whole fleet, so failures never take it out (max_fails=0): readiness does that, per pod.
 */
export function kubernetesNginxConfig(overlay: Overlay): string {
  return nginxConfig({
    runDir: NGINX_RUN_DIR,
    socketDir: NGINX_RUN_DIR,
    listen: String(NGINX_PORT),
    // Its CPU limit is one core: one worker.
    workers: 1,
    instances: Array.from({ length: SITE_UPSTREAM_PEERS }, () => `${NAMES.site}:${SITE_PORT}`),
    retryTries: SITE_UPSTREAM_PEERS,
    instanceFailures: 'max_fails=0',
    staticDir: COMPOSE_NGINX.staticDir,
    // The image starts nginx as www-data: no user switch, whoever renders this.
    user: '',
    production: overlay.appEnv === 'production',
    decisionServers: [`${NAMES.decision}:${DECISION_PORT}`],
    // The ingress controller in front: the visitor's address is the one it forwards (beacon limits per visitor).
    inFront: overlay.podCidr,
    accessLog: '/dev/stdout',
    errorLog: 'stderr',
  });
}

function nginxContainer(): IContainer {
  return {
    name: NAMES.nginx,
    image: NGINX_IMAGE,
    command: ['nginx', ...NGINX_ARGS, '-g', 'daemon off;'],
    ports: [{ name: 'http', containerPort: NGINX_PORT }],
    resources: RESOURCES.nginx,
    securityContext: securityContext(RUN_AS.nginx),
    readinessProbe: { tcpSocket: { port: 'http' }, periodSeconds: 5 },
    livenessProbe: { tcpSocket: { port: 'http' }, periodSeconds: 10, failureThreshold: 3 },
    // SIGTERM is nginx's fast stop: after the pause, QUIT lets it finish the requests in flight, and the hook waits
    // until it has (its pid file goes) before Kubernetes sends SIGTERM.
    lifecycle: {
      preStop: {
        exec: {
          command: [
            'sh',
            '-c',
            `sleep ${PRE_STOP_SECONDS}; nginx ${NGINX_ARGS.join(' ')} -s quit; ` +
              `while [ -e ${NGINX_RUN_DIR}/nginx.pid ]; do sleep 1; done`,
          ],
        },
      },
    },
    volumeMounts: [
      { name: 'run', mountPath: NGINX_RUN_DIR },
      { name: 'config', mountPath: NGINX_CONF_DIR, readOnly: true },
    ],
  };
}

function redisContainer(): IContainer {
  return {
    name: NAMES.redis,
    image: REDIS_IMAGE,
    // As compose.yaml starts it: site/cluster/redis.conf, port and bind on the command line.
    command: [
      'redis-server',
      '/etc/shop-redis/redis.conf',
      '--port',
      String(REDIS_PORT),
      '--bind',
      '0.0.0.0',
      '--protected-mode',
      'no',
      '--dir',
      '/data',
    ],
    ports: [{ name: 'redis', containerPort: REDIS_PORT }],
    resources: RESOURCES.redis,
    securityContext: securityContext(RUN_AS.redis),
    readinessProbe: { tcpSocket: { port: 'redis' }, periodSeconds: 5 },
    livenessProbe: { tcpSocket: { port: 'redis' }, periodSeconds: 10, failureThreshold: 3 },
    lifecycle: { preStop: preStopSleep },
    volumeMounts: [
      { name: 'data', mountPath: '/data' },
      { name: 'config', mountPath: '/etc/shop-redis', readOnly: true },
    ],
  };
}

/** Ingress from these pods only, to this port (a NetworkPolicy per receiving part). */
function allowFrom(name: string, port: number, from: readonly string[], scrapers = false): NetworkPolicy {
  return new NetworkPolicy({
    metadata: { ...metadata(`${name}-ingress`) },
    spec: {
      podSelector: { matchLabels: selector(name) },
      policyTypes: ['Ingress'],
      ingress: [
        {
          from: [
            ...from.map((source) => ({ podSelector: { matchLabels: selector(source) } })),
            ...(scrapers ? [SCRAPERS] : []),
          ],
          ports: [{ protocol: 'TCP', port }],
        },
      ],
    },
  });
}

/** Prometheus' pods in the monitoring namespace, which read /metrics on the site's port. */
export const SCRAPERS = {
  namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } },
  podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } },
};

function networkPolicies(): NetworkPolicy[] {
  return [
    // Nothing reaches a pod of the namespace unless a policy below lets it. Egress stays open: the site calls the
    // front office, Storyblok, Mollie, Optimizely, Sentry and the account service wherever they are.
    new NetworkPolicy({
      metadata: metadata('default-deny-ingress'),
      spec: { podSelector: {}, policyTypes: ['Ingress'] },
    }),
    // The visitors' entry (through the ingress controller, wherever it runs).
    new NetworkPolicy({
      metadata: metadata(`${NAMES.nginx}-ingress`),
      spec: {
        podSelector: { matchLabels: selector(NAMES.nginx) },
        policyTypes: ['Ingress'],
        ingress: [{ ports: [{ protocol: 'TCP', port: NGINX_PORT }] }],
      },
    }),
    allowFrom(NAMES.site, SITE_PORT, [NAMES.nginx], true),
    allowFrom(NAMES.decision, DECISION_PORT, [NAMES.nginx]),
    // The decision services read the experiment datafile there too.
    allowFrom(NAMES.redis, REDIS_PORT, [NAMES.site, NAMES.decision]),
  ];
}

/** A secret for each host's certificate, as cert-manager names them from the Ingress. */
const tlsSecret = (host: string) => `tls-${host.replaceAll('.', '-')}`;

/**
 * The visitors' way in: an Ingress, whose controller terminates TLS with a certificate per host (the template has no
 * TLS of its own, site/cluster/README.md), in front of nginx's ClusterIP Service. Every host goes to nginx, which
 * passes them all to the site (its catch-all server_name).
 */
function ingress(overlay: Overlay): Ingress {
  return new Ingress({
    metadata: { ...metadata(NAMES.nginx), annotations: { 'cert-manager.io/cluster-issuer': 'letsencrypt' } },
    spec: {
      tls: overlay.hosts.map((host) => ({ hosts: [host], secretName: tlsSecret(host) })),
      defaultBackend: { service: { name: NAMES.nginx, port: { number: NGINX_PORT } } },
    },
  });
}

/** Every object of the fleet for an overlay, in the order `kubectl apply` creates them. */
export function fleet(name: OverlayName) {
  const overlay = OVERLAY[name];
  return [
    new Namespace({ metadata: { name: NAMESPACE, labels: { 'app.kubernetes.io/part-of': PART_OF } } }),
    new ConfigMap({ metadata: metadata(CLUSTER_CONFIG), data: clusterSettings(overlay) }),
    new ConfigMap({
      metadata: metadata(`${NAMES.nginx}-config`),
      data: { 'nginx.conf': kubernetesNginxConfig(overlay) },
    }),
    new ConfigMap({ metadata: metadata(`${NAMES.redis}-config`), data: { 'redis.conf': REDIS_CONF } }),
    ...networkPolicies(),
    deployment({
      name: NAMES.redis,
      replicas: 1,
      containers: [redisContainer()],
      volumes: [scratch('data', '1Gi'), { name: 'config', configMap: { name: `${NAMES.redis}-config` } }],
    }),
    service(NAMES.redis, REDIS_PORT),
    disruptionBudget(NAMES.redis),
    // Its replicas are the autoscaler's: a number here would reset them on every apply.
    deployment({
      name: NAMES.site,
      containers: [siteContainer(overlay)],
      volumes: [scratch('tmp', '256Mi'), scratch('next-cache', '256Mi')],
    }),
    service(NAMES.site, SITE_PORT),
    disruptionBudget(NAMES.site),
    new HorizontalPodAutoscaler({
      metadata: metadata(NAMES.site),
      spec: {
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: NAMES.site },
        minReplicas: overlay.siteReplicas.min,
        maxReplicas: overlay.siteReplicas.max,
        metrics: [
          {
            type: 'Resource',
            resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: SITE_CPU_TARGET } },
          },
        ],
      },
    }),
    deployment({
      name: NAMES.decision,
      replicas: DECISION_SERVICES,
      containers: [decisionContainer(overlay)],
      volumes: [scratch('tmp', '64Mi')],
    }),
    service(NAMES.decision, DECISION_PORT),
    disruptionBudget(NAMES.decision),
    deployment({
      name: NAMES.nginx,
      replicas: overlay.nginxReplicas,
      containers: [nginxContainer()],
      // The cache (256 MB, nginxConfig) and nginx's temporary files.
      volumes: [scratch('run', '1Gi'), { name: 'config', configMap: { name: `${NAMES.nginx}-config` } }],
    }),
    service(NAMES.nginx, NGINX_PORT),
    disruptionBudget(NAMES.nginx),
    ingress(overlay),
  ];
}
