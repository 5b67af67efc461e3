import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The project root, wherever vitest is started from. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const REAL_BRANDS = path.join(ROOT, 'brands');
const SHOP = path.join(ROOT, 'cli/bin/shop.mjs');

export interface ShopResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real `shop` CLI (node + tsx loader) and waits for it. */
export function shop(args: readonly string[], options: { cwd?: string } = {}): ShopResult {
  const result = spawnSync(process.execPath, [SHOP, ...args], {
    cwd: options.cwd ?? ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 25_000,
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Runs the real `shop` CLI without blocking this process: for commands that talk to a server the test itself runs
 * (a stand-in on 127.0.0.1), which `shop()` would starve while it waits.
 */
export function shopAsync(
  args: readonly string[],
  options: { env?: Readonly<Record<string, string>> } = {},
): Promise<ShopResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SHOP, ...args], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

/** A scratch folder holding a full copy of the real brands/ as `<root>/brands`; `cleanup` removes it. */
export function copyBrands(): { root: string; brands: string; cleanup: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const brands = path.join(root, 'brands');
  cpSync(REAL_BRANDS, brands, { recursive: true });
  return { root, brands, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** Replaces exactly one occurrence of `from` in a file; fails loudly when the fixture has changed. */
export function editFile(file: string, from: string | RegExp, to: string): void {
  const text = readFileSync(file, 'utf8');
  const count =
    typeof from === 'string' ? text.split(from).length - 1 : (text.match(new RegExp(from, 'g')) ?? []).length;
  if (count !== 1) throw new Error(`expected exactly one ${String(from)} in ${file}, found ${count}`);
  writeFileSync(
    file,
    text.replace(from, () => to),
  );
}

/** Every file under `dir` (relative path -> bytes), to prove a command wrote nothing. */
export function snapshotDir(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = readFileSync(file).toString('base64');
  }
  return files;
}

/** The brand folders of a brands/ directory (those with a brand.yaml), sorted. */
export function brandFolders(brandsDir: string): string[] {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'generated')
    .filter((entry) => readdirSync(path.join(brandsDir, entry.name)).includes('brand.yaml'))
    .map((entry) => entry.name)
    .sort();
}

/** The JSON literal of `export const NAME = {...} as const` in a generated file. */
export function generatedConst(file: string, name: string): unknown {
  const text = readFileSync(file, 'utf8');
  const match = new RegExp(`export const ${name} = ([\\s\\S]*?) as const`).exec(text);
  if (!match) throw new Error(`no "export const ${name}" in ${file}`);
  return JSON.parse(match[1]!);
}
