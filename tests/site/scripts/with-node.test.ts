import { execFile } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * site/scripts/with-node.sh on a machine whose node is another release: it installs the project's release from the npm
 * registry into .runtime/ once, checked against the pinned integrity, and runs the command on it. Runs in a copy of
 * the script beside the real .nvmrc; the machine's node is played by a shim that reports an older version.
 */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const release = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
const work = mkdtempSync(path.join(tmpdir(), 'with-node-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A checkout of only what the script reads, with `script` as its with-node.sh. */
function checkout(name: string, script: string) {
  const root = path.join(work, name);
  mkdirSync(path.join(root, 'site/scripts'), { recursive: true });
  writeFileSync(path.join(root, 'site/scripts/with-node.sh'), script);
  copyFileSync(path.join(ROOT, '.nvmrc'), path.join(root, '.nvmrc'));
  return root;
}

/** A PATH whose `node` says it is v20.0.0 and otherwise is this process's node (npm runs on it). */
function olderNodePath() {
  const bin = path.join(work, 'older-node');
  mkdirSync(bin, { recursive: true });
  const shim = path.join(bin, 'node');
  writeFileSync(shim, `#!/bin/sh\n[ "$1" = "-v" ] && { echo v20.0.0; exit 0; }\nexec "${process.execPath}" "$@"\n`);
  chmodSync(shim, 0o755);
  return `${bin}:${path.dirname(process.execPath)}:/usr/bin:/bin`;
}

const withNode = (root: string, ...command: string[]) =>
  run('bash', [path.join(root, 'site/scripts/with-node.sh'), ...command], {
    env: { ...process.env, PATH: olderNodePath() },
  });

describe('site/scripts/with-node.sh', () => {
  const script = readFileSync(path.join(ROOT, 'site/scripts/with-node.sh'), 'utf8');

  it('installs the .nvmrc release from the npm registry once and runs the command on it', async () => {
    const root = checkout('good', script);
    const first = await withNode(root, 'node', '-v');
    expect(first.stdout.trim()).toBe(`v${release}`);
    expect(first.stderr).toContain(`Installing Node ${release}`);
    expect(existsSync(path.join(root, `.runtime/node-v${release}/bin/node`))).toBe(true);

    const second = await withNode(root, 'node', '-e', 'console.log(process.version)');
    expect(second.stdout.trim()).toBe(`v${release}`);
    expect(second.stderr).toBe('');
  }, 120_000);

  it('refuses a package whose integrity is not the pinned one, and leaves nothing installed', async () => {
    const tampered = script.replace(/NODE_RUNTIME_INTEGRITY='[^']+'/, "NODE_RUNTIME_INTEGRITY='sha512-other'");
    expect(tampered).not.toBe(script);
    const root = checkout('tampered', tampered);
    const failed = await withNode(root, 'node', '-v').catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('not the pinned one');
    expect(existsSync(path.join(root, '.runtime'))).toBe(false);
  }, 120_000);
});
