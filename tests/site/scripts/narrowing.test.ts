import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NARROWING_SETTINGS, narrowing, refuseNarrowing } from '../../../site/scripts/narrowing.mjs';

/* Settings that narrow a check are a developer's shortcut, refused under CI (docs/conventions.md#ci-runs). */
const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('narrowing settings under CI', () => {
  it('gives a narrowing setting’s value outside CI, and nothing when it is unset or empty', () => {
    expect(narrowing('A11Y_ONLY', { A11Y_ONLY: 'ad\\.localhost' })).toBe('ad\\.localhost');
    expect(narrowing('FUZZ_REQUESTS', { FUZZ_REQUESTS: '0', CI: '' })).toBe('0');
    expect(narrowing('A11Y_ONLY', { CI: 'true' })).toBeUndefined();
    expect(narrowing('A11Y_ONLY', { A11Y_ONLY: '', CI: 'true' })).toBeUndefined();
  });

  it.each([
    ['A11Y_ONLY', 'x'],
    ['FUZZ_REQUESTS', '0'],
    ['FUZZ_BASE_PORT', '3240'],
    ['A11Y_BASE_PORT', '3220'],
    ['BENCH_ONLY', 'content'],
    ['FLEET_BRANDS', 'ad'],
    ['LIGHTHOUSE_RUNS', '1'],
  ])('refuses %s=%s when CI is set, saying what it would leave out', (name, value) => {
    expect(() => narrowing(name, { [name]: value, CI: 'true' })).toThrow(
      `CI=true runs every check in full; unset ${name}:\n  ${name}=${value} ${NARROWING_SETTINGS[name as keyof typeof NARROWING_SETTINGS]}`,
    );
  });

  it('refuses a name it does not list, so the up-front check knows every one', () => {
    expect(() => narrowing('SOMETHING_ONLY', {})).toThrow(
      'SOMETHING_ONLY is not a known narrowing setting: list it in site/scripts/narrowing.mjs',
    );
  });

  it('refuses them all at once, naming each; a seed narrows nothing', () => {
    expect(() => refuseNarrowing({ CI: '1', A11Y_ONLY: 'x', FUZZ_REQUESTS: '0' })).toThrow(
      /unset A11Y_ONLY, FUZZ_REQUESTS:/,
    );
    expect(() => refuseNarrowing({ CI: '1', FUZZ_SEED: '42' })).not.toThrow();
    expect(() => refuseNarrowing({ A11Y_ONLY: 'x' })).not.toThrow();
  });

  it('as the script npm test runs first: exit 1 under CI with a narrowing setting, 0 without', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, [path.join(ROOT, 'site/scripts/narrowing.mjs')], {
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
        encoding: 'utf8',
      });
    const refused = run({ CI: 'true', A11Y_ONLY: 'x' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('unset A11Y_ONLY');
    expect(run({ CI: 'true' }).status).toBe(0);
    expect(run({ A11Y_ONLY: 'x' }).status).toBe(0);
  });

  // A new *_ONLY, *_REQUESTS, SKIP_*, *_BASE_PORT, *_RUNS or *_BRANDS setting is listed, and read through narrowing().
  const NARROWING_NAME = /^(?:[A-Z0-9_]+_(?:ONLY|REQUESTS|BASE_PORT|RUNS|BRANDS)|SKIP_[A-Z0-9_]+)$/;
  const scripts = ['e2e', 'site/scripts'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(?:ts|mjs)$/.test(name))
      .map((name) => `${dir}/${name}`),
  );

  it('lists every setting of the test scripts that narrows a run', () => {
    expect(scripts.length).toBeGreaterThan(10);
    const read = new Set(
      scripts.flatMap((file) =>
        [
          ...readFileSync(path.join(ROOT, file), 'utf8').matchAll(
            /process\.env\.([A-Z0-9_]+)|narrowing\('([A-Z0-9_]+)'\)/g,
          ),
        ].map((m) => (m[1] ?? m[2])!),
      ),
    );
    const narrowingNames = [...read].filter((name) => NARROWING_NAME.test(name));
    expect(narrowingNames).toContain('FUZZ_REQUESTS');
    expect(narrowingNames.filter((name) => !(name in NARROWING_SETTINGS))).toEqual([]);
  });

  it('reads each through narrowing(), never process.env directly', () => {
    const direct = scripts.flatMap((file) =>
      Object.keys(NARROWING_SETTINGS)
        .filter((name) => readFileSync(path.join(ROOT, file), 'utf8').includes(`process.env.${name}`))
        .map((name) => `${file}: ${name}`),
    );
    expect(direct).toEqual([]);
  });
});
