import path from 'node:path';

/** One problem a person must fix, pointing at the file, line and field (shadcn-style diagnostics). */
export interface Diagnostic {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** Dotted field path inside the file, e.g. `specials.0.slug`; empty for the whole file. */
  readonly path: string;
  readonly message: string;
  readonly suggestion?: string;
}

/** `file:line:column  path  message  (suggestion)`, with the file relative to `cwd`. */
export function formatDiagnostic(d: Diagnostic, cwd = process.cwd()): string {
  const file = path.relative(cwd, d.file) || d.file;
  const parts = [`${file}:${d.line}:${d.column}`, d.path || '(file)', d.message];
  if (d.suggestion) parts.push(`(${d.suggestion})`);
  return parts.join('  ');
}

export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** Closest candidate by edit distance, for "did you mean" suggestions; undefined when nothing is close. */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  let best: { value: string; distance: number } | undefined;
  for (const value of candidates) {
    const distance = editDistance(input.toLowerCase(), value.toLowerCase());
    if (!best || distance < best.distance) best = { value, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(input.length / 3)) ? best.value : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
