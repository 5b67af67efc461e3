import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes every file next to its target first, then renames: a crash mid-way never leaves a half-written file. */
export function writeGenerated(dir: string, files: Record<string, string>): string[] {
  mkdirSync(dir, { recursive: true });
  const changed = Object.keys(files).filter((name) => readIfExists(path.join(dir, name)) !== files[name]);
  for (const name of changed) writeFileSync(path.join(dir, `.${name}.tmp`), files[name]!);
  for (const name of changed) renameSync(path.join(dir, `.${name}.tmp`), path.join(dir, name));
  return changed;
}

/** Files whose committed content differs from what the YAML gives. */
export function driftedFiles(dir: string, files: Record<string, string>): string[] {
  return Object.keys(files).filter((name) => readIfExists(path.join(dir, name)) !== files[name]);
}

function readIfExists(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
