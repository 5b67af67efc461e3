// The decision service nginx asks (auth_request) before its cache for a new campaign visitor (docs/adr/0021): plain
// node:http, the site's own decision function, the instances' datafile (Redis). It listens where DECISION_LISTEN
// says: a unix socket's path (nginx on the same machine, site/scripts/cluster.mjs) or host:port (compose.yaml).
// Bundled by `npm run build` into the artifact (site/scripts/server.mjs DECISION_SERVICE_MODULE).
import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import { NextRequest } from 'next/server';
import { setWarming, WARM_UP_HEADER, warmUpToken } from '../../monitoring/warm-up.mjs';
import { env } from '../env.ts';
import { WARMING_PROBLEM } from '../request/operations.ts';
import { processReadiness, readinessAnswer } from './readiness.ts';
import { PLAIN_TEXT_HEADERS } from '../request/headers.ts';
import { runWarmUp, WARM_UP_USER_AGENT, warmUpBrand, warmUpRequests } from '../request/warm-up.ts';
import { frontAnswer, LET_THE_INSTANCE_DECIDE } from './front-answer.ts';
import { listenTarget } from './listen-target.ts';

const target = listenTarget(process.env.DECISION_LISTEN);

/**
 * nginx sends the visitor's request line in X-Original-URI; the rest of their headers come as they were. Its own path
 * is nginx's internal location (site/cluster/nginx.conf.hbs), never a visitor's, so /healthz and /healthz/ready are
 * only ever asked by whoever checks the service (the cluster's start, an orchestrator).
 */
const server = createServer((incoming, outgoing) => {
  if (incoming.url === '/healthz') return void outgoing.writeHead(200, PLAIN_TEXT_HEADERS).end('ok\n');
  if (incoming.url === '/healthz/ready') {
    const answer = readinessAnswer(processReadiness(false));
    return void outgoing.writeHead(answer.status, answer.headers).end(answer.body);
  }
  const uri = incoming.headers['x-original-uri'];
  const host = incoming.headers.host ?? 'localhost';
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
  const method =
    typeof incoming.headers['x-original-method'] === 'string' ? incoming.headers['x-original-method'] : 'GET';
  const answer =
    typeof uri === 'string' && uri.startsWith('/')
      ? frontAnswer(new NextRequest(`http://${host}${uri}`, { method, headers }))
      : Promise.resolve(LET_THE_INSTANCE_DECIDE);
  answer.then(
    (found) => {
      outgoing.writeHead(204, found).end();
    },
    (error: unknown) => {
      // nginx takes a failed answer as the service's absence: the instance decides (site/cluster/nginx.conf.hbs).
      console.error(`decision service: ${error instanceof Error ? error.message : String(error)}`);
      outgoing.writeHead(500).end();
    },
  );
});
server.keepAliveTimeout = 65_000;

/**
 * Warm before ready (site/request/warm-up.ts): the decisions of a new campaign visitor, a shareable link and a page
 * with no mid, made in this process as nginx's asks would make them, marked as the warm-up's (no experiment event).
 */
function warmUpDecisions() {
  const { host } = warmUpBrand();
  return runWarmUp(
    'decision service',
    {
      waitFor: async () => processReadiness(false).problems.filter((problem) => problem !== WARMING_PROBLEM),
      steps: warmUpRequests({ host, campaignMid: env.MID_OVERRIDE_SUMMER_CAMPAIGN }).map((request) => ({
        kind: request.kind,
        run: async () => {
          const headers = { host: request.host, 'user-agent': WARM_UP_USER_AGENT, [WARM_UP_HEADER]: warmUpToken() };
          await frontAnswer(new NextRequest(`http://${request.host}${request.path}`, { headers }));
        },
      })),
    },
    (line) => console.warn(line),
  );
}

// Not ready from the first ask on: the warm-up starts once the service listens.
setWarming(true);
const listening = () => {
  console.log(`decision service on ${'socket' in target ? target.socket : `${target.host}:${target.port}`}`);
  void warmUpDecisions();
};
if ('socket' in target) {
  rmSync(target.socket, { force: true });
  server.listen(target.socket, listening);
} else {
  server.listen(target.port, target.host, listening);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
