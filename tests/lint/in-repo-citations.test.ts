import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Comments and docs cite only what a clone of the repository holds: the architecture, the product's rules, the stack
 * notes and the conventions under docs/ (docs/rules/README.md). A citation of a document kept elsewhere, or of the
 * spec by a section number with no rule page, is one a newcomer cannot follow; a cited docs/ path that does not exist
 * (a renamed page, a removed heading) has rotted.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SELF = 'tests/lint/in-repo-citations.test.ts';
const SKIP_DIRS = new Set([
  'node_modules',
  '.next',
  '.git',
  '.data',
  '.bench',
  'test-results',
  'playwright-report',
  'blob-report',
  'gallery',
]);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|sh|hbs|ya?ml|json|conf|css|md|snap)$/;

function files(dir = ''): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : files(rel);
    const extensionless = !entry.name.includes('.') && dir === '.ci';
    return entry.isFile() && (TEXT_FILE.test(entry.name) || extensionless) && rel !== SELF ? [rel] : [];
  });
}

/** Whitespace between two words of a citation, possibly across a comment's line break. */
const W = String.raw`(?:\s*(?:\*(?!\/)|\/\/+|#+)?\s*)`;
/*
 * The outside documents by their base names, put together here and in the cases below so that this file, which
 * must name them to find them, is not itself a citation of them.
 */
const OUTSIDE_NOTES = ['DESIGN', 'STACK', 'STYLE'] as const;
const SPEC_FILE = ['product', 'spec'].join('-');
const SPEC = 'spec';
const md = (name: string) => `${name}.md`;
const OUTSIDE: readonly [string, RegExp][] = [
  [OUTSIDE_NOTES.map(md).join(', '), new RegExp(String.raw`\b(?:${OUTSIDE_NOTES.join('|')})\.md\b`)],
  [md(SPEC_FILE), new RegExp(String.raw`${SPEC_FILE}\.md`)],
  [
    'the folder outside the repository',
    new RegExp(String.raw`(?:\.\.\/)+shared\/(?:${SPEC}|${OUTSIDE_NOTES.join('|')})|\/work\/shared\b`),
  ],
  // A section of the specification by number, unless the rule page follows it.
  [
    'a section of the specification by number',
    new RegExp(String.raw`\b${SPEC}(?:ification)?(?:'s)?${W}sections?${W}\d+(?![\s\S]{0,80}docs\/rules\/)`, 'i'),
  ],
];
/** A citation by section number, as the old comments wrote it. */
const bySection = (n: number) => `${SPEC} section ${n}`;

/** Every outside citation in a text, as 'line: what'. */
function outsideCitations(text: string): string[] {
  const found: string[] = [];
  for (const [what, pattern] of OUTSIDE) {
    for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      found.push(`${text.slice(0, match.index).split('\n').length}: ${what} (${match[0].replace(/\s+/g, ' ')})`);
    }
  }
  return found;
}

/** docs/ paths a text cites (not inside a URL), each as written, with an optional #heading. */
function citedDocs(text: string): string[] {
  return [...text.matchAll(/(?<![\w./:-])docs\/[\w./-]*(?:#[\w-]+)?/g)].map((m) => m[0].replace(/[.-]+$/, ''));
}

/** The repository's top-level source folders: a path into one of them, written out, is a citation of a file. */
const SOURCE_ROOTS = [
  'site',
  'domain',
  'monitoring',
  'blocks',
  'brands',
  'cli',
  'themes',
  'schemas',
  'tests',
  'e2e',
  'stand-ins',
];
const CODE_PATH = new RegExp(String.raw`(?<![\w./:@~$-])(?:${SOURCE_ROOTS.join('|')})\/[\w./[\]-]*[\w\]]`, 'g');
/**
 * Paths that are right without being in a clone: inside the build's standalone folder as its server runs from there,
 * Next's public folder (the site has none), the types `next build` writes, and the record `shop storyblok push`
 * writes on its first run.
 */
const NOT_IN_A_CLONE = new Set([
  'site/server.js',
  'site/decision-service.cjs',
  'site/public',
  'site/next-env.d.ts',
  'stand-ins/content/spaces',
]);
/**
 * Files whose paths are not citations of this tree: an ADR records the files of its day (its status says what
 * superseded it), and the lint tests name made-up files as their cases.
 */
const RECORDS_AND_CASES = /^(?:docs\/adr\/|tests\/lint\/)/;

const CODE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** What a reader reads of a file as prose: a code file's comments, any other file whole. */
function prose(file: string, text: string): string {
  if (!CODE_FILE.test(file)) return text;
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\w\\])\/\/.*$/gm)].map((m) => m[0]).join('\n');
}

/** Every file a clone holds, and every folder on the way to one: what a newcomer has before any build or run. */
const IN_A_CLONE: ReadonlySet<string> = new Set(
  execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .flatMap((file) => file.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'))),
);

/** Code paths a text cites (not inside a URL or an import's relative path), each as written. */
function citedCode(text: string): string[] {
  return [...text.matchAll(CODE_PATH)]
    .map((m) => m[0])
    .filter((cited) => !/\/\.next\b|\.data\b|test-results|\.bench\b/.test(cited));
}

/** GitHub's anchor of a markdown heading. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s/g, '-');

/** Why a cited docs/ path does not resolve, or undefined when it does. */
function brokenCitation(cited: string, root = ROOT): string | undefined {
  const [target = '', anchor] = cited.split('#');
  let file = path.join(root, target);
  if (!existsSync(file)) {
    // "docs/adr/0011" names ADR 11 by its number.
    const dir = path.dirname(file);
    const prefix = `${path.basename(file)}-`;
    const match = existsSync(dir) ? readdirSync(dir).find((name) => name.startsWith(prefix)) : undefined;
    if (!match) return 'no such file';
    file = path.join(dir, match);
  }
  if (!anchor) return undefined;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return 'a heading of something that is not a page';
  const headings = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => slug(line.replace(/^#+/, '')));
  return headings.includes(anchor) ? undefined : `no heading '${anchor}'`;
}

/** Relative links of a markdown page under docs/ that do not resolve. */
function brokenLinks(file: string, text: string): string[] {
  return [...text.matchAll(/\]\((?!https?:|mailto:|#)([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((link) => {
      const [target = '', anchor] = link.split('#');
      const resolved = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), target));
      return brokenCitation(anchor ? `${resolved}#${anchor}` : resolved) !== undefined;
    });
}

describe('citations stay inside the repository', () => {
  const all = files();

  it('finds the files it checks', () => {
    expect(all).toContain('site/proxy.ts');
    expect(all).toContain('docs/architecture.md');
    expect(all.length).toBeGreaterThan(300);
  });

  it('recognises an outside citation and lets an in-repo one pass', () => {
    expect(outsideCitations(`// per ${bySection(7)}: retries`)).toHaveLength(1);
    expect(outsideCitations(` * the ${SPEC}\n * section 9), and`)).toHaveLength(1);
    expect(outsideCitations(`(${md(OUTSIDE_NOTES[0])} failure rules)`)).toHaveLength(1);
    expect(outsideCitations(`# ${md(OUTSIDE_NOTES[1])}`)).toHaveLength(1);
    expect(outsideCitations(`see ../shared/${SPEC}/${md(SPEC_FILE)}`)).toHaveLength(2);
    expect(outsideCitations("import { x } from '../shared/asset.ts';")).toEqual([]);
    expect(outsideCitations('// docs/rules/07-calls.md: retries (docs/architecture.md#failure-rules)')).toEqual([]);
    expect(outsideCitations(`the ${bySection(4)} rule (docs/rules/04-states-and-flows.md)`)).toEqual([]);
  });

  it('no file cites a document outside the repository', () => {
    const offenders = all.flatMap((file) =>
      outsideCitations(readFileSync(path.join(ROOT, file), 'utf8')).map((c) => `${file}:${c}`),
    );
    expect(offenders).toEqual([]);
  });

  it('recognises a rotten docs/ citation', () => {
    expect(brokenCitation('docs/rules/04-states-and-flows.md')).toBeUndefined();
    expect(brokenCitation('docs/adr/0011')).toBeUndefined();
    expect(brokenCitation('docs/architecture.md#failure-rules')).toBeUndefined();
    expect(brokenCitation('docs/rules/10-nothing.md')).toBe('no such file');
    expect(brokenCitation('docs/adr/0099')).toBe('no such file');
    expect(brokenCitation('docs/architecture.md#no-such-heading')).toBe("no heading 'no-such-heading'");
    expect(citedDocs('see https://nextjs.org/docs/app and (docs/adr/0007).')).toEqual(['docs/adr/0007']);
  });

  it('recognises a code path and a rotten one', () => {
    expect(
      citedCode('see site/proxy.ts and (domain/page-key.ts), not ../site/x.ts or https://x.example/site/y.ts'),
    ).toEqual(['site/proxy.ts', 'domain/page-key.ts']);
    expect(citedCode('`blocks/faq/{schema.ts, faq.tsx}`')).toEqual(['blocks/faq']);
    expect(prose('x.ts', "const p = 'site/nope.ts'; // see site/proxy.ts\n/* and domain/x.ts */")).toBe(
      '// see site/proxy.ts\n/* and domain/x.ts */',
    );
    expect(citedCode("import x from '@/site/env.ts'")).toEqual([]);
    expect(IN_A_CLONE.has('site/routing/page-route.ts')).toBe(true);
    expect(IN_A_CLONE.has('site/routing')).toBe(true);
    expect(IN_A_CLONE.has('site/routing/page-key.ts')).toBe(false);
    // Made by `next build`, so in this checkout perhaps, never in a fresh clone.
    expect(IN_A_CLONE.has('site/next-env.d.ts')).toBe(false);
  });

  it('every code path cited in a comment, a doc or the README exists', () => {
    const broken = all
      .filter(
        (file) =>
          !RECORDS_AND_CASES.test(file) && !file.startsWith('brands/generated/') && file !== 'package-lock.json',
      )
      .flatMap((file) =>
        citedCode(prose(file, readFileSync(path.join(ROOT, file), 'utf8')))
          .map((cited) => cited.replace(/\/$/, ''))
          .filter((cited) => !NOT_IN_A_CLONE.has(cited) && !IN_A_CLONE.has(cited))
          .map((cited) => `${file}: ${cited}`),
      );
    expect(broken).toEqual([]);
  });

  it('no comment or doc names an issue: a reader of the repository cannot open one', () => {
    // Not a magazine's issues, which are sold by the number ('52 issues').
    const issue = /(?<!\d )\bissues? #?\d+|\(issue[:\s][^)]*\)/gi;
    const named = all
      .filter((file) => !file.startsWith('docs/adr/') && file !== 'package-lock.json')
      .flatMap((file) =>
        [...prose(file, readFileSync(path.join(ROOT, file), 'utf8')).matchAll(issue)].map((m) => `${file}: ${m[0]}`),
      );
    expect(named).toEqual([]);
  });

  it('every cited docs/ path and every link between docs pages exists', () => {
    const broken = all.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      const cited = citedDocs(text)
        .filter((c) => brokenCitation(c) !== undefined)
        .map((c) => `${file}: ${c} (${brokenCitation(c)})`);
      const linked =
        file.startsWith('docs/') && file.endsWith('.md')
          ? brokenLinks(file, text).map((l) => `${file}: link ${l}`)
          : [];
      return [...cited, ...linked];
    });
    expect(broken).toEqual([]);
  });
});
