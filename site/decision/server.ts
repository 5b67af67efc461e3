// The decision service nginx asks (auth_request) before its cache for a new campaign visitor (docs/adr/0021): plain
// node:http, the site's own decision function, the instances' datafile (Redis). It listens where DECISION_LISTEN
// says: a unix socket's path (nginx on the same machine, site/scripts/cluster.mjs) or host:port (compose.yaml).
// Bundled by `npm run build` into the artifact (site/scripts/server.mjs DECISION_SERVICE_MODULE).
import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import { NextRequest } from 'next/server';
import { frontAnswer, LET_THE_INSTANCE_DECIDE } from './front-answer.ts';
import { listenTarget } from './listen-target.ts';

const target = listenTarget(process.env.DECISION_LISTEN);

/** nginx sends the visitor's request line in X-Original-URI; the rest of their headers come as they were. */
const server = createServer((incoming, outgoing) => {
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
if ('socket' in target) {
  rmSync(target.socket, { force: true });
  server.listen(target.socket, () => console.log(`decision service on ${target.socket}`));
} else {
  server.listen(target.port, target.host, () => console.log(`decision service on ${target.host}:${target.port}`));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
