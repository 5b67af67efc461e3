import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * No import cycles in the code that runs (docs/architecture.md#folders-and-import-direction: the folders follow the
 * request, each importing only what comes before it). Type-only imports are left out: they vanish at compile time.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['site', 'blocks', 'domain', 'monitoring', 'schemas', 'themes'];
const SKIP = /(^|\/)(\.next|node_modules|scripts)(\/|$)/;

function sources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !SKIP.test(file));
}

/**
 * The relative (or by @/, tsconfig.json's alias of the repository's root), value-level imports of a file (not
 * `import type`, not `export type`).
 */
function imports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [
    ...text.matchAll(
      /^(?:import|export)\s+(?!type\s)[^'";]*?from\s+'((?:\.{1,2}|@)\/[^']+)'|^import\s+'((?:\.{1,2}|@)\/[^']+)'/gm,
    ),
  ];
  return specifiers.map((match) => {
    const specifier = (match[1] ?? match[2])!;
    return specifier.startsWith('@/')
      ? path.normalize(specifier.slice('@/'.length))
      : path.normalize(path.join(path.dirname(file), specifier));
  });
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

/**
 * A file's folder of site/ (site/page/preview/x.tsx is in site/page); a module at site/'s root is a node of its own.
 */
function folderOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : file;
}

/**
 * Loops between the folders of site/ (docs/adr/0016-one-way-site.md): a folder importing another that imports it back,
 * through any of their files, even when no file imports itself back.
 */
function folderCycles(files: readonly string[], importsOf: (file: string) => string[] = imports): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const file of files.filter((name) => name.startsWith('site/'))) {
    const from = folderOf(file);
    const targets = edges.get(from) ?? new Set<string>();
    for (const target of importsOf(file))
      if (target.startsWith('site/') && folderOf(target) !== from) targets.add(folderOf(target));
    edges.set(from, targets);
  }
  return cycles([...edges.keys()], (folder) => [...(edges.get(folder) ?? [])]);
}

describe('import cycles', () => {
  const files = FOLDERS.flatMap(sources);

  it('reads the runtime folders', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain('site/page/route-page.tsx');
  });

  it('finds a cycle when there is one (the one route-page -> preview -> route-page had)', () => {
    const graph: Record<string, string[]> = {
      page: ['preview'],
      preview: ['draft'],
      draft: ['page', 'lookup'],
      lookup: [],
    };
    expect(cycles(Object.keys(graph), (file) => graph[file]!)).toEqual([['page', 'preview', 'draft', 'page']]);
    expect(cycles(['lookup', 'draft'], (file) => graph[file]!)).toEqual([]);
  });

  it('reads value imports and leaves type-only imports out', () => {
    expect(imports('site/page/preview/render-draft.tsx')).toContain('site/page/context.ts');
    expect(imports('site/page/route-page.tsx')).not.toContain('site/page/lookup.ts');
    // Route files import by tsconfig.json's alias.
    expect(imports('site/app/pages/[brand]/visit/[chrome]/layout.tsx')).toContain('site/visitor/render-visit.ts');
  });

  it('has none', () => {
    expect(cycles(files).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('finds a loop between folders when no file has a cycle (the one routing and visitor had)', () => {
    const graph: Record<string, string[]> = {
      'site/routing/direct-mail.ts': ['site/visitor/cookies.ts', 'site/env.ts'],
      'site/visitor/cookies.ts': [],
      'site/visitor/experiments.ts': ['site/routing/host.ts'],
      'site/routing/host.ts': [],
      'site/env.ts': [],
    };
    expect(cycles(Object.keys(graph), (file) => graph[file]!)).toEqual([]);
    expect(folderCycles(Object.keys(graph), (file) => graph[file]!)).toEqual([
      ['site/routing', 'site/visitor', 'site/routing'],
    ]);
    delete graph['site/visitor/experiments.ts'];
    expect(folderCycles(Object.keys(graph), (file) => graph[file]!)).toEqual([]);
  });

  it('reads the folders of site/ and the modules at its root as nodes', () => {
    expect(folderOf('site/page/preview/render-draft.tsx')).toBe('site/page');
    expect(folderOf('site/env.ts')).toBe('site/env.ts');
  });

  it('has no loop between the folders of site/', () => {
    expect(folderCycles(files).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
