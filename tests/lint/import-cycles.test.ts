import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * No import cycles in the code that runs (docs/architecture.md#folders-and-import-direction: the folders follow the request, each importing only what comes
 * before it). Type-only imports are left out: they vanish at compile time.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['site', 'blocks', 'domain', 'schemas', 'themes'];
const SKIP = /(^|\/)(\.next|node_modules|scripts)(\/|$)/;

function sources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !SKIP.test(file));
}

/** The relative, value-level imports of a file (not `import type`, not `export type`). */
function imports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^'";]*?from\s+'(\.{1,2}\/[^']+)'|^import\s+'(\.{1,2}\/[^']+)'/gm)];
  return specifiers.map((match) => path.normalize(path.join(path.dirname(file), (match[1] ?? match[2])!)));
}

function cycles(files: readonly string[], importsOf: (file: string) => string[] = imports): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file).filter((target) => files.includes(target))]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

describe('import cycles', () => {
  const files = FOLDERS.flatMap(sources);

  it('reads the runtime folders', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain('site/page/route-page.tsx');
  });

  it('finds a cycle when there is one (the one route-page -> preview -> route-page had)', () => {
    const graph: Record<string, string[]> = { page: ['preview'], preview: ['draft'], draft: ['page', 'lookup'], lookup: [] };
    expect(cycles(Object.keys(graph), (file) => graph[file]!)).toEqual([['page', 'preview', 'draft', 'page']]);
    expect(cycles(['lookup', 'draft'], (file) => graph[file]!)).toEqual([]);
  });

  it('reads value imports and leaves type-only imports out', () => {
    expect(imports('site/page/preview/render-draft.tsx')).toContain('site/page/lookup.ts');
    expect(imports('site/page/route-page.tsx')).not.toContain('site/page/lookup.ts');
  });

  it('has none', () => {
    expect(cycles(files).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
