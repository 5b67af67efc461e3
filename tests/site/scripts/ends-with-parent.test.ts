import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDS_WITH_PARENT } from '../../../site/scripts/server.mjs';

/*
 * A process a run starts stops when what started it is gone (site/scripts/ends-with-parent.mjs): a test runner killed
 * halfway leaves no stand-in or instance running. A parent starts a child that would run forever, prints its pid and
 * is killed with SIGKILL, so it cannot stop the child itself.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function orphan(childArgs: readonly string[]): Promise<number> {
  const parentScript = `import { spawn } from 'node:child_process';
    const child = spawn(process.execPath, [...${JSON.stringify(childArgs)}, '-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    setTimeout(() => console.log(child.pid), 500);
    setInterval(() => {}, 1000);`;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', parentScript], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = await new Promise<number>((resolve) =>
    parent.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  parent.kill('SIGKILL');
  return pid;
}

async function goneWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('a process started for a run', () => {
  it('stops within a few seconds of its parent being killed', async () => {
    const pid = await orphan(ENDS_WITH_PARENT);
    expect(await goneWithin(pid, 5_000)).toBe(true);
  });

  it('without the module it would have run on (the premise of the test above)', async () => {
    const pid = await orphan([]);
    try {
      expect(await goneWithin(pid, 2_500)).toBe(false);
    } finally {
      if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});
