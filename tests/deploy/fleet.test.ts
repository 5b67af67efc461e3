import { SECRET_SETTINGS } from '../../site/secret-settings.mjs';
import { describe, expect, it } from 'vitest';
import { type IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { type IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { type INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { type IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { type IContainer } from 'kubernetes-models/v1/Container';
import {
  DECISION_PORT,
  DRAIN_SECONDS,
  fleet,
  kubernetesNginxConfig,
  NAMES,
  NGINX_PORT,
  OVERLAY,
  OVERLAYS,
  PRE_STOP_SECONDS,
  REDIS_PORT,
  SCRAPERS,
  SETTING_KINDS,
  SITE_PORT,
  SITE_UPSTREAM_PEERS,
} from '../../deploy/fleet.ts';
import { DRAIN_GRACE_MS } from '../../site/scripts/server.mjs';
import { DEPLOYED_OWN_SETTINGS, PRODUCTION_SETTING_KINDS } from '../../site/production-settings.ts';

/*
 * The manifests' rules (docs/adr/0033-kubernetes-manifests.md), each a check over the rendered objects that names what
 * is wrong. Every rule passes on both overlays, and reports a copy with the thing it guards removed.
 */

interface Obj {
  kind: string;
  metadata: { name: string };
}
type Fleet = Obj[];

const objectsOf = (overlay: (typeof OVERLAYS)[number]): Fleet =>
  fleet(overlay).map((object) => structuredClone(object.toJSON()) as Obj);

const ofKind = <T>(objects: Fleet, kind: string) => objects.filter((object) => object.kind === kind) as (Obj & T)[];
const deployments = (objects: Fleet) => ofKind<IDeployment>(objects, 'Deployment');
const deploymentNamed = (objects: Fleet, name: string) => deployments(objects).find((d) => d.metadata.name === name);
const containersOf = (deployment: IDeployment): IContainer[] => deployment.spec?.template.spec?.containers ?? [];
const containers = (objects: Fleet) =>
  deployments(objects).flatMap((d) => containersOf(d).map((c) => ({ deployment: d.metadata.name, container: c })));
const firstContainer = (objects: Fleet, name: string) => containersOf(deploymentNamed(objects, name)!)[0]!;

const probePath = (probe: IContainer['readinessProbe']) => probe?.httpGet?.path;

function probeProblems(objects: Fleet): string[] {
  const problems: string[] = [];
  const site = firstContainer(objects, NAMES.site);
  if (probePath(site.readinessProbe) !== '/healthz/ready') problems.push('site: readiness is not /healthz/ready');
  if (probePath(site.livenessProbe) !== '/healthz') problems.push('site: liveness is not /healthz');
  if (!site.startupProbe) problems.push('site: no startup probe');
  const decision = firstContainer(objects, NAMES.decision);
  if (probePath(decision.readinessProbe) !== '/healthz/ready')
    problems.push('decision: readiness is not /healthz/ready');
  for (const { deployment, container } of containers(objects)) {
    if (!container.readinessProbe) problems.push(`${deployment}: no readiness probe`);
    if (!container.livenessProbe) problems.push(`${deployment}: no liveness probe`);
  }
  return problems;
}

function resourceProblems(objects: Fleet): string[] {
  return containers(objects).flatMap(({ deployment, container }) =>
    (['requests', 'limits'] as const).flatMap((which) =>
      (['cpu', 'memory'] as const)
        .filter((resource) => container.resources?.[which]?.[resource] === undefined)
        .map((resource) => `${deployment}: no ${resource} ${which}`),
    ),
  );
}

function securityProblems(objects: Fleet): string[] {
  return containers(objects).flatMap(({ deployment, container }) => {
    const context = container.securityContext;
    const problems: string[] = [];
    if (context?.runAsNonRoot !== true) problems.push(`${deployment}: may run as root`);
    if (!Number.isInteger(context?.runAsUser) || context!.runAsUser! <= 0) problems.push(`${deployment}: no user id`);
    if (context?.readOnlyRootFilesystem !== true) problems.push(`${deployment}: writable root file system`);
    if (context?.allowPrivilegeEscalation !== false) problems.push(`${deployment}: may escalate`);
    if (!context?.capabilities?.drop?.includes('ALL')) problems.push(`${deployment}: keeps capabilities`);
    if (context?.seccompProfile?.type !== 'RuntimeDefault') problems.push(`${deployment}: no seccomp profile`);
    return problems;
  });
}

/** Every ProductionSettings key (and the cluster's own) reaches the site and the decision services, from its kind. */
function settingsProblems(objects: Fleet): string[] {
  return [NAMES.site, NAMES.decision].flatMap((name) => {
    const env = firstContainer(objects, name).env ?? [];
    return Object.entries(SETTING_KINDS).flatMap(([key, kind]) => {
      const found = env.find((variable) => variable.name === key);
      if (!found) return [`${name}: ${key} missing`];
      const from = kind === 'secret' ? found.valueFrom?.secretKeyRef : found.valueFrom?.configMapKeyRef;
      if (from?.key !== key) return [`${name}: ${key} not from its ${kind}`];
      // A secret or setting every deployed environment needs of its own is required: a pod without it does not start.
      const own = key in SECRET_SETTINGS || (DEPLOYED_OWN_SETTINGS as readonly string[]).includes(key);
      return own && from.optional !== false ? [`${name}: ${key} is optional`] : [];
    });
  });
}

function budgetProblems(objects: Fleet): string[] {
  const budgets = ofKind<IPodDisruptionBudget>(objects, 'PodDisruptionBudget');
  return deployments(objects)
    .filter(
      (d) =>
        !budgets.some(
          (b) => JSON.stringify(b.spec?.selector?.matchLabels) === JSON.stringify(d.spec?.selector.matchLabels),
        ),
    )
    .map((d) => `${d.metadata.name}: no PodDisruptionBudget`);
}

function autoscalerProblems(objects: Fleet): string[] {
  const targets = ofKind<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler').filter(
    (hpa) =>
      hpa.spec?.scaleTargetRef.kind === 'Deployment' &&
      hpa.spec.scaleTargetRef.name === NAMES.site &&
      hpa.spec.metrics?.some((metric) => metric.resource?.name === 'cpu'),
  );
  const problems = targets.length === 1 ? [] : ['no autoscaler on the site’s CPU'];
  if (deploymentNamed(objects, NAMES.site)?.spec?.replicas !== undefined)
    problems.push('site: replicas set beside the autoscaler');
  return problems;
}

function stoppingProblems(objects: Fleet): string[] {
  return deployments(objects).flatMap((d) => {
    const grace = d.spec?.template.spec?.terminationGracePeriodSeconds ?? 30;
    const problems =
      grace >= DRAIN_SECONDS + PRE_STOP_SECONDS ? [] : [`${d.metadata.name}: grace ${grace} s too short`];
    if (!containersOf(d).every((c) => c.lifecycle?.preStop)) problems.push(`${d.metadata.name}: no preStop`);
    return problems;
  });
}

function spreadProblems(objects: Fleet): string[] {
  return [NAMES.site, NAMES.decision, NAMES.nginx]
    .filter(
      (name) =>
        !deploymentNamed(objects, name)?.spec?.template.spec?.topologySpreadConstraints?.some(
          (constraint) => constraint.topologyKey === 'kubernetes.io/hostname',
        ),
    )
    .map((name) => `${name}: not spread over nodes`);
}

/** Who may reach a part's port, as the policies allow it: 'anyone', pod names, or 'scrapers'. */
function allowedSources(objects: Fleet, name: string, port: number): string[] | 'anyone' | 'everything denied' {
  const policies = ofKind<INetworkPolicy>(objects, 'NetworkPolicy');
  const denyAll = policies.some(
    (p) => Object.keys(p.spec?.podSelector?.matchLabels ?? {}).length === 0 && p.spec?.ingress === undefined,
  );
  if (!denyAll) return 'anyone';
  const rules = policies
    .filter((p) => p.spec?.podSelector?.matchLabels?.['app.kubernetes.io/name'] === name)
    .flatMap((p) => p.spec?.ingress ?? [])
    .filter((rule) => !rule.ports || rule.ports.some((p) => p.port === port));
  if (rules.some((rule) => !rule.from)) return 'anyone';
  const sources = rules.flatMap((rule) =>
    (rule.from ?? []).map((peer) =>
      peer.namespaceSelector
        ? JSON.stringify(peer) === JSON.stringify(SCRAPERS)
          ? 'scrapers'
          : 'another namespace'
        : (peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] ?? 'any pod'),
    ),
  );
  return sources.length ? sources.sort() : 'everything denied';
}

function networkProblems(objects: Fleet): string[] {
  const expected: [string, number, ReturnType<typeof allowedSources>][] = [
    [NAMES.nginx, NGINX_PORT, 'anyone'],
    [NAMES.site, SITE_PORT, [NAMES.nginx, 'scrapers']],
    [NAMES.decision, DECISION_PORT, [NAMES.nginx]],
    [NAMES.redis, REDIS_PORT, [NAMES.decision, NAMES.site]],
  ];
  return expected.flatMap(([name, port, want]) => {
    const found = allowedSources(objects, name, port);
    return JSON.stringify(found) === JSON.stringify(want)
      ? []
      : [`${name}:${port} reachable by ${JSON.stringify(found)}, not ${JSON.stringify(want)}`];
  });
}

/** Removes what a rule guards from a copy of the fleet. */
type Breaker = (objects: Fleet) => void;
const inContainer =
  (name: string, change: (container: IContainer) => void): Breaker =>
  (objects) =>
    change(firstContainer(objects, name));
const policyFor = (objects: Fleet, name: string) =>
  ofKind<INetworkPolicy>(objects, 'NetworkPolicy').find((p) => p.metadata.name === `${name}-ingress`)!;

const RULES: [rule: string, check: (objects: Fleet) => string[], breakers: [what: string, Breaker][]][] = [
  [
    'probes on the right paths',
    probeProblems,
    [
      ['the site’s readiness probe', inContainer(NAMES.site, (c) => delete c.readinessProbe)],
      ['the site’s liveness path', inContainer(NAMES.site, (c) => (c.livenessProbe!.httpGet!.path = '/'))],
      ['the site’s startup probe', inContainer(NAMES.site, (c) => delete c.startupProbe)],
      ['the decision service’s readiness', inContainer(NAMES.decision, (c) => delete c.readinessProbe)],
      ['Redis’s liveness probe', inContainer(NAMES.redis, (c) => delete c.livenessProbe)],
    ],
  ],
  [
    'resources requested and limited on every container',
    resourceProblems,
    [
      ['nginx’s memory limit', inContainer(NAMES.nginx, (c) => delete c.resources!.limits!.memory)],
      ['the decision service’s requests', inContainer(NAMES.decision, (c) => delete c.resources!.requests)],
    ],
  ],
  [
    'a locked-down security context on every container',
    securityProblems,
    [
      ['Redis’s read-only root', inContainer(NAMES.redis, (c) => (c.securityContext!.readOnlyRootFilesystem = false))],
      ['the site’s user id', inContainer(NAMES.site, (c) => delete c.securityContext!.runAsUser)],
      ['nginx’s dropped capabilities', inContainer(NAMES.nginx, (c) => delete c.securityContext!.capabilities)],
      ['the decision service’s seccomp', inContainer(NAMES.decision, (c) => delete c.securityContext!.seccompProfile)],
    ],
  ],
  [
    'every setting from its ConfigMap or Secret',
    settingsProblems,
    [
      ['SESSION_SECRET', inContainer(NAMES.site, (c) => (c.env = c.env!.filter((v) => v.name !== 'SESSION_SECRET')))],
      [
        'SESSION_SECRET made optional',
        inContainer(NAMES.site, (c) => {
          const variable = c.env!.find((v) => v.name === 'SESSION_SECRET')!;
          variable.valueFrom!.secretKeyRef!.optional = true;
        }),
      ],
      [
        'GTM_CONTAINER_ID made optional',
        inContainer(NAMES.site, (c) => {
          const variable = c.env!.find((v) => v.name === 'GTM_CONTAINER_ID')!;
          variable.valueFrom!.configMapKeyRef!.optional = true;
        }),
      ],
      [
        'DEFAULT_MID on the decision services',
        inContainer(NAMES.decision, (c) => (c.env = c.env!.filter((v) => v.name !== 'DEFAULT_MID'))),
      ],
      [
        'MOLLIE_API_KEY from a Secret',
        inContainer(NAMES.site, (c) => {
          const variable = c.env!.find((v) => v.name === 'MOLLIE_API_KEY')!;
          variable.valueFrom = { configMapKeyRef: { name: 'x', key: 'MOLLIE_API_KEY' } };
        }),
      ],
    ],
  ],
  [
    'a PodDisruptionBudget per Deployment',
    budgetProblems,
    [['the decision services’ budget', (objects) => void objects.splice(objects.findIndex(isBudget('decision')), 1)]],
  ],
  [
    'an autoscaler on the site’s CPU, and no replicas beside it',
    autoscalerProblems,
    [
      [
        'the autoscaler',
        (objects) =>
          void objects.splice(
            objects.findIndex((o) => o.kind === 'HorizontalPodAutoscaler'),
            1,
          ),
      ],
      ['the site’s replicas', (objects) => void (deploymentNamed(objects, NAMES.site)!.spec!.replicas = 2)],
    ],
  ],
  [
    'a grace period past the drain and the pause before it',
    stoppingProblems,
    [
      [
        'the site’s grace period',
        (objects) =>
          void (deploymentNamed(objects, NAMES.site)!.spec!.template.spec!.terminationGracePeriodSeconds =
            DRAIN_SECONDS),
      ],
      ['nginx’s preStop', inContainer(NAMES.nginx, (c) => delete c.lifecycle)],
    ],
  ],
  [
    'the site, decision services and nginx spread over nodes',
    spreadProblems,
    [
      [
        'the decision services’ spread',
        (objects) =>
          void delete deploymentNamed(objects, NAMES.decision)!.spec!.template.spec!.topologySpreadConstraints,
      ],
    ],
  ],
  [
    'ingress only from the parts that need it',
    networkProblems,
    [
      [
        'the default deny',
        (objects) =>
          void objects.splice(
            objects.findIndex((o) => o.metadata.name === 'default-deny-ingress'),
            1,
          ),
      ],
      ['the site’s policy', (objects) => void objects.splice(objects.indexOf(policyFor(objects, NAMES.site)), 1)],
      [
        'Redis’s sources',
        (objects) => void policyFor(objects, NAMES.redis).spec!.ingress![0]!.from!.push({ podSelector: {} }),
      ],
      [
        'the scrapers’ namespace',
        (objects) => void delete policyFor(objects, NAMES.site).spec!.ingress![0]!.from![1]!.namespaceSelector,
      ],
    ],
  ],
];

function isBudget(name: string) {
  return (object: Obj) => object.kind === 'PodDisruptionBudget' && object.metadata.name === name;
}

describe.each(OVERLAYS)('the %s manifests', (overlay) => {
  it('are objects the Kubernetes API accepts', () => {
    const objects = fleet(overlay);
    expect(objects.length).toBeGreaterThan(20);
    for (const object of objects) expect(() => object.validate(), object.metadata?.name).not.toThrow();
  });

  it.each(RULES)('hold the rule: %s', (_, check) => {
    expect(check(objectsOf(overlay))).toEqual([]);
  });

  const broken = RULES.flatMap(([rule, check, breakers]) =>
    breakers.map(([what, breaker]) => [rule, what, check, breaker] as const),
  );
  it.each(broken)('%s: reported without %s', (_, __, check, breaker) => {
    const objects = objectsOf(overlay);
    breaker(objects);
    expect(check(objects)).not.toEqual([]);
  });
});

describe('the settings list (site/production-settings.ts)', () => {
  it('names every setting the manifests pass on, each as a secret or plain configuration', () => {
    expect(Object.keys(PRODUCTION_SETTING_KINDS).length).toBeGreaterThan(20);
    for (const key of Object.keys(PRODUCTION_SETTING_KINDS)) expect(SETTING_KINDS[key], key).toBeDefined();
    expect(PRODUCTION_SETTING_KINDS.SESSION_SECRET).toBe('secret');
    expect(PRODUCTION_SETTING_KINDS.FRONT_OFFICE_URL).toBe('config');
  });
});

describe('stopping', () => {
  it('drains as long as site/scripts/server.mjs lets a server drain, within site/cluster/README.md’s 30 s', () => {
    expect(DRAIN_SECONDS * 1000).toBe(DRAIN_GRACE_MS);
    const grace = deploymentNamed(objectsOf('production'), NAMES.site)!.spec!.template.spec!
      .terminationGracePeriodSeconds;
    expect(grace).toBe(30);
  });
});

describe('nginx in the pods', () => {
  it('is the cluster’s template, with the Services as its upstreams, never taken out by failures', () => {
    const config = kubernetesNginxConfig(OVERLAY.production);
    const shop = /upstream shop \{\n((?:\s*server .*\n)+)/
      .exec(config)?.[1]
      ?.trim()
      .split(/\s*\n\s*/);
    expect(shop).toEqual(Array.from({ length: SITE_UPSTREAM_PEERS }, () => `server site:${SITE_PORT} max_fails=0;`));
    expect(config).toMatch(new RegExp(`server decision:${DECISION_PORT} max_fails=0;`));
    expect(config).toMatch(new RegExp(`^\\s*listen ${NGINX_PORT};$`, 'm'));
    expect(config).toMatch(/^\s*proxy_next_upstream_tries 2;$/m);
    expect(config).not.toMatch(/^user /m);
    expect(config).toMatch(/^\s*access_log \/dev\/stdout shop_json;$/m);
    expect(config).toMatch(/^\s*set_real_ip_from 10\.244\.0\.0\/16;$/m);
    // Production's static files carry HSTS, acceptance's do not (site/security-headers.mjs).
    expect(config).toContain('Strict-Transport-Security');
    expect(kubernetesNginxConfig(OVERLAY.acceptance)).not.toContain('Strict-Transport-Security');
  });
});
