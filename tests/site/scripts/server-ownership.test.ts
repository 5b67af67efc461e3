import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, listensOn, ownServer, startServer } from '../../../site/scripts/server.mjs';

/*
 * A helper that starts a server never takes one it did not start (docs/conventions.md#ci-runs): a server an earlier
 * run left on the port answers /healthz just as well, and the run would test it instead of this build.
 */
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** A server in this process that answers every request with 200, as a stranger's /healthz would. */
async function stranger(port = 0): Promise<number> {
  const server = http.createServer((_, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  stops.push(() => new Promise((resolve) => server.close(resolve)));
  return (server.address() as AddressInfo).port;
}

/** A child node process running `code`, ended after the test. */
function child(code: string): ChildProcess {
  const process_ = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  const exited = new Promise((resolve) => process_.once('exit', resolve));
  stops.push(() => (process_.kill('SIGKILL'), exited));
  return process_;
}

describe('startServer and the stand-ins take only the server they started', () => {
  it('refuses a port something already answers on, before starting anything', async () => {
    const port = await stranger();
    const started = Date.now();
    await expect(
      startServer({ port, appEnv: 'test', stdio: 'ignore', extraEnv: { STORYBLOK_ENDPOINT: 'http://127.0.0.1:9/v2' } }),
    ).rejects.toThrow(
      `port ${port} on 127.0.0.1 is in use: the site is started here and never taken from whatever holds the port`,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses an answer on its port that comes from another process than the one it started', async () => {
    // The child never listens: the answer on the port is this process's, as when a stranger took the port meanwhile.
    const idle = child('setInterval(() => {}, 1000)');
    const port = await stranger();
    await expect(ownServer(idle, port, `http://127.0.0.1:${port}/healthz`, 5_000, 'the site')).rejects.toThrow(
      `http://127.0.0.1:${port}/healthz answered, but not from the site started here (pid ${idle.pid}): another process holds port ${port}`,
    );
  });

  it('takes the answer of the process it started', async () => {
    const port = await freePort();
    const own = child(`require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`);
    await expect(ownServer(own, port, `http://127.0.0.1:${port}/healthz`, 10_000, 'the site')).resolves.toBeUndefined();
    expect(listensOn(own.pid!, port)).toBe(true);
  });

  it('reads from /proc which process listens on a port', async () => {
    const port = await stranger();
    expect(listensOn(process.pid, port)).toBe(true);
    expect(listensOn(process.pid, await freePort())).toBe(false);
    const other = child('setInterval(() => {}, 1000)');
    expect(listensOn(other.pid!, port)).toBe(false);
  });

  it('gives a free port from the system when none is asked for', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(1023);
    await expect(stranger(port)).resolves.toBe(port);
  });
});
