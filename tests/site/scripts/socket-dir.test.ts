import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nginxConfig } from '../../../site/scripts/cluster.mjs';
import { MAX_SOCKET_PATH_BYTES, makeSocketDir, socketDirFor } from '../../../site/scripts/socket-dir.mjs';

/*
 * The cluster's Unix sockets fit Linux's path limit whatever the checkout's path (site/scripts/socket-dir.mjs): a run
 * directory under a long checkout gets a short socket directory of its own.
 */

const work = mkdtempSync(path.join(tmpdir(), 'socket-dir-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A run directory as a checkout at a path of `length` characters would have it (.data/cluster/<port>). */
const runDirAt = (length: number) => {
  const checkout = path.join(work, 'c'.repeat(length - work.length - 1));
  expect(checkout).toHaveLength(length);
  return path.join(checkout, '.data/cluster/3000');
};

describe('site/scripts/socket-dir.mjs', () => {
  it.each([100, 200])('gives a run directory under a %i-character checkout sockets that fit', (length) => {
    const runDir = runDirAt(length);
    expect(Buffer.byteLength(path.join(runDir, 'decision-1.sock'))).toBeGreaterThan(MAX_SOCKET_PATH_BYTES);
    const dir = socketDirFor(runDir);
    expect(Buffer.byteLength(path.join(dir, 'decision-99.sock'))).toBeLessThanOrEqual(MAX_SOCKET_PATH_BYTES);
  });

  it('gives each run directory its own, and the same one every time', () => {
    expect(socketDirFor('/a/.data/cluster/3000')).toBe(socketDirFor('/a/.data/cluster/3000'));
    expect(socketDirFor('/a/.data/cluster/3000')).not.toBe(socketDirFor('/a/.data/cluster/3250'));
    expect(socketDirFor('/a/.data/cluster/3000')).not.toBe(socketDirFor('/b/.data/cluster/3000'));
  });

  it('names the setting that moves it when the temporary directory itself is too long', () => {
    expect(() => socketDirFor('/a/run', `/${'t'.repeat(100)}`)).toThrow(/past Linux's 107: set TMPDIR/);
  });

  it('a run directory too long for sockets: a server listens in its socket directory, then it is removed', async () => {
    const sockets = makeSocketDir(runDirAt(200));
    expect(statSync(sockets.dir).mode & 0o777).toBe(0o700);
    const server = net.createServer((socket) => socket.end('ok'));
    await new Promise<void>((resolve, reject) =>
      server.once('error', reject).listen(path.join(sockets.dir, 'decision-1.sock'), resolve),
    );
    const answer = await new Promise<string>((resolve) =>
      net.connect(path.join(sockets.dir, 'decision-1.sock')).on('data', (data) => resolve(String(data))),
    );
    expect(answer).toBe('ok');
    await new Promise((resolve) => server.close(resolve));
    sockets.remove();
    expect(existsSync(sockets.dir)).toBe(false);
  });

  it("puts nginx's compressor and the default decision service in it", () => {
    const runDir = runDirAt(100);
    const config = nginxConfig({ port: 3000, instancePorts: [3001], runDir });
    const dir = socketDirFor(runDir);
    expect(config).toContain(`listen unix:${dir}/compressor.sock;`);
    expect(config).toContain(`server unix:${dir}/compressor.sock;`);
    expect(config).toContain(`server unix:${dir}/decision-1.sock max_fails=0;`);
    expect(config).not.toContain(`unix:${runDir}`);
  });
});
