// `npm run dev`: the fleet for development on the embedded defaults. Next's dev server (Turbopack, fast refresh: a
// saved block, page or style shows in the open page without a reload), with the stand-ins `npm start` runs beside it
// (site/scripts/local-services.mjs), every brand on <code>.localhost. Development only: no build, no preloaded front
// door (site/preloads/request-guard.mjs), React's development mode; `npm start` serves what visitors get.
// PORT (default 3000) and HOSTNAME (default 127.0.0.1) are honoured; APP_ENV defaults to local.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, accepts, baseEnv } from './server.mjs';
import { fleetAddresses, startLocalServices } from './local-services.mjs';

const appEnv = process.env.APP_ENV || 'local';
const port = Number(process.env.PORT || 3000);
const host = process.env.HOSTNAME || '127.0.0.1';
const started = Date.now();

if (await accepts(port, host)) throw new Error(`Something already answers on ${host}:${port}: stop it or set PORT`);
const services = await startLocalServices({ previewUrls: [`http://localhost:${port}/api/editor/`] });
const next = spawn(
  process.execPath,
  [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'dev', 'site', '--hostname', host, '--port', String(port)],
  { cwd: ROOT, env: { ...baseEnv(appEnv), ...services.env }, stdio: 'inherit' },
);
const exited = new Promise((resolve) => next.once('exit', resolve));

/** @param {number} code */
async function stop(code) {
  next.kill('SIGTERM');
  await Promise.all([exited, services.stop()]);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
next.once('exit', (code) => void stop(code ?? 1));

// The dev server compiles each route on its first request: the first page answered is the fleet being up.
for (;;) {
  try {
    if ((await fetch(`http://${host}:${port}/healthz`)).ok) break;
  } catch {
    // still starting
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(`
The brand fleet runs for development (APP_ENV=${appEnv}, Next's dev server with fast refresh), up in ${((Date.now() - started) / 1000).toFixed(1)} s:
${fleetAddresses(host, port)}
Brand codes: npm run shop -- brand list. ${services.summary.join(' ')} Stop with Ctrl+C.`);
