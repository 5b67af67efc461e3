import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ROOT } from '../../../site/scripts/server.mjs';

/*
 * The decision service's own readiness (site/decision/server.ts, docs/adr/0024-metrics-and-readiness.md): 503 until
 * its datafile is there and its warm-up decided a few requests of each kind, 200 after; the warm-up's decisions send
 * no experiment event, a visitor's do. The service bundled as the build bundles it (site/scripts/server.mjs).
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'decision-service-'));
const bundle = path.join(dir, 'decision-service.cjs');
const children: ChildProcess[] = [];

beforeAll(() => {
  const esbuild = path.join(ROOT, 'node_modules/.bin/esbuild');
  const args = ['site/decision/server.ts', '--bundle', '--platform=node', '--format=cjs', `--outfile=${bundle}`];
  const result = spawnSync(esbuild, [...args, '--log-level=error'], { cwd: ROOT, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
}, 60_000);

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

function start(name: string, extraEnv: Record<string, string>) {
  const socket = path.join(dir, `${name}.sock`);
  const events = path.join(dir, `${name}-events.jsonl`);
  const child = spawn(process.execPath, [bundle], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      APP_ENV: 'test',
      NEXT_TELEMETRY_DISABLED: '1',
      DECISION_LISTEN: socket,
      EXPERIMENT_EVENTS_FILE: events,
      // The warm-up decides for the same campaign a visitor below comes for: its decisions would have events too.
      MID_OVERRIDE_SUMMER_CAMPAIGN: 'CAM-ZOMER1',
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  children.push(child);
  return { socket, events };
}

/** A GET on the service's socket; undefined while it does not listen yet. */
const ask = (socket: string, pathname: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders } | undefined>((resolve) => {
    const outgoing = http.get({ socketPath: socket, path: pathname, headers, agent: false }, (incoming) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body, headers: incoming.headers }));
    });
    outgoing.once('error', () => resolve(undefined));
  });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the decision service', () => {
  it("is ready once warm, its warm-up sends no experiment event, and a visitor's decision does", async () => {
    const { socket, events } = start('warm', {});
    const live = await until(
      () => ask(socket, '/healthz'),
      (answer) => answer !== undefined,
      20_000,
    );
    expect(live?.status).toBe(200);
    const ready = await until(
      () => ask(socket, '/healthz/ready'),
      (answer) => answer?.status === 200,
      30_000,
    );
    expect(ready).toMatchObject({ status: 200, body: 'ready\n' });
    // The SDK sends its event batches every second (domain/experiments/client.ts EXPERIMENT_CLIENT).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(existsSync(events), 'events of the warm-up').toBe(false);
    const visitor = await ask(socket, '/_shop_front_decision', {
      host: 'ad.nl',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      'x-original-uri': '/?mid=CAM-ZOMER1',
    });
    expect(visitor?.status).toBe(204);
    expect(visitor?.headers['x-decided-key'], 'decided at the front').toBeDefined();
    const recorded = await until(
      async () => (existsSync(events) ? readFileSync(events, 'utf8') : ''),
      (text) => text !== '',
      5_000,
    );
    expect(recorded, "the visitor's decision event").toContain('"visitors"');
  }, 60_000);

  it('answers 503 before it is warm: the warm-up waits for Redis where REDIS_URL is set', async () => {
    const { socket } = start('cold', { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const answer = await until(
      () => ask(socket, '/healthz/ready'),
      (value) => value !== undefined,
      20_000,
    );
    expect(answer?.status).toBe(503);
    expect(answer?.body).toMatch(/^not ready\n/);
    expect(answer?.body).toContain('redis: unreachable (REDIS_URL is set)');
    expect(answer?.body).toContain('warming: a few requests of each kind first');
    expect((await ask(socket, '/healthz'))?.status, 'alive all the same').toBe(200);
  }, 60_000);
});
