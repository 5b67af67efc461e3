import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What a browser loads first stays small (docs/conventions.md, "fast on a cheap phone"): no module a client component
 * imports statically, directly or through others, may import zod (about 30 KB gzip). The order form loads its schema
 * when the visitor starts typing (domain/order-form/schema.ts, by import()); a constant the browser needs lives apart
 * from the schemas (schemas/order-form-fields.ts). Type-only imports vanish at compile time and are left out.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['site', 'blocks', 'domain', 'monitoring', 'schemas', 'themes', 'brands'];
const SKIP = /(^|\/)(\.next|node_modules|scripts)(\/|$)/;
const HEAVY_PACKAGES = ['zod'];

function sources(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
      .filter((file) => !SKIP.test(file)),
  );
}

/** A file's static, value-level import specifiers (not `import type`, not `export type`, not import()). */
function specifiers(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^'";]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm)].map(
    (match) => (match[1] ?? match[2])!,
  );
}

/** A specifier resolved to a repository file, or the package it names. */
function resolve(from: string, specifier: string): { file: string } | { pkg: string } {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/'))
    return { pkg: specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]! };
  const file = specifier.startsWith('@/')
    ? path.normalize(specifier.slice('@/'.length))
    : path.normalize(path.join(path.dirname(from), specifier));
  return { file };
}

/** The chain of files from `start` to a file importing one of `packages`, or undefined. */
function chainToPackage(start: string, packages: readonly string[]): string[] | undefined {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | undefined => {
    if (seen.has(file) || !existsSync(path.join(ROOT, file))) return undefined;
    seen.add(file);
    for (const specifier of specifiers(file)) {
      const target = resolve(file, specifier);
      if ('pkg' in target) {
        if (packages.includes(target.pkg)) return [...chain, file, target.pkg];
        continue;
      }
      const found = walk(target.file, [...chain, file]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, []);
}

const clientFiles = sources().filter((file) => /^'use client';/m.test(readFileSync(path.join(ROOT, file), 'utf8')));

describe("the browser's first load", () => {
  it('finds the client components, and finds zod where it is (the check can fail)', () => {
    expect(clientFiles.length).toBeGreaterThan(10);
    expect(chainToPackage('domain/order-form/schema.ts', HEAVY_PACKAGES)).toBeDefined();
  });

  it.each(clientFiles)('%s reaches no zod through its static imports', (file) => {
    expect(chainToPackage(file, HEAVY_PACKAGES)).toBeUndefined();
  });
});
