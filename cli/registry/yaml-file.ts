import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { closest, type Diagnostic } from '../diagnostics.ts';

/** A YAML file parsed with positions kept, so every schema issue can name its line and column. */
export interface YamlFile {
  readonly file: string;
  readonly doc: Document.Parsed;
  readonly lines: LineCounter;
}

export function parseYamlFile(file: string, text: string): { yaml: YamlFile; diagnostics: Diagnostic[] } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const diagnostics = doc.errors.map((error): Diagnostic => {
    const pos = lines.linePos(error.pos[0]);
    return { file, line: pos.line, column: pos.col, path: '', message: `YAML syntax: ${error.message.split('\n')[0]}` };
  });
  return { yaml: { file, doc, lines }, diagnostics };
}

/** The position of the deepest node that exists along `path` (a missing key points at its parent). */
export function positionOf(yaml: YamlFile, path: readonly PropertyKey[]): { line: number; column: number } {
  let node: unknown = yaml.doc.contents;
  let offset = rangeStart(node) ?? 0;
  for (const key of path) {
    if (!isMap(node) && !isSeq(node)) break;
    const child: unknown = node.get(typeof key === 'symbol' ? String(key) : key, true);
    if (child === undefined) break;
    node = child;
    offset = rangeStart(node) ?? offset;
  }
  const pos = yaml.lines.linePos(offset);
  return { line: pos.line, column: pos.col };
}

/** The position of a key itself (for "is not a known field"), falling back to its map. */
function keyPositionOf(yaml: YamlFile, mapPath: readonly PropertyKey[], key: string): { line: number; column: number } {
  const map = mapPath.length === 0 ? yaml.doc.contents : yaml.doc.getIn([...mapPath], true);
  const pair = isMap(map) ? map.items.find((item) => isScalar(item.key) && item.key.value === key) : undefined;
  const offset = (isScalar(pair?.key) ? pair.key.range?.[0] : undefined) ?? rangeStart(map) ?? 0;
  const pos = yaml.lines.linePos(offset);
  return { line: pos.line, column: pos.col };
}

function rangeStart(node: unknown): number | undefined {
  return (node as Node | undefined)?.range?.[0];
}

/** Parse a YAML file's data with a zod schema, turning every issue into a diagnostic a person can act on. */
export function parseWithSchema<S extends z.ZodType>(
  yaml: YamlFile,
  schema: S,
): { data?: z.output<S>; diagnostics: Diagnostic[] } {
  const result = schema.safeParse(yaml.doc.toJS(), {
    // zod 4 leaves `input` out of issues unless asked; the "did you mean" below needs it.
    reportInput: true,
    error: (issue) => (issue.input === undefined && issue.code === 'invalid_type' ? 'is required' : undefined),
  });
  if (result.success) return { data: result.data, diagnostics: [] };
  const diagnostics = result.error.issues.flatMap((issue): Diagnostic[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const at = keyPositionOf(yaml, issue.path, key);
        const known = knownKeys(schema, issue.path);
        const guess = closest(key, known);
        return {
          file: yaml.file,
          ...at,
          path: [...issue.path, key].join('.'),
          message: 'is not a known field',
          suggestion: guess ? `did you mean "${guess}"?` : `known fields: ${known.join(', ')}`,
        };
      });
    }
    const at = positionOf(yaml, issue.path);
    return [{ file: yaml.file, ...at, path: issue.path.join('.'), message: issue.message, ...suggestionFor(issue) }];
  });
  return { diagnostics };
}

/**
 * A "did you mean" for a misspelt enum value, or the suggestion a schema rule gives with its issue
 * (`params: { suggestion }`, e.g. brandSchema's type rule).
 */
function suggestionFor(issue: z.core.$ZodIssue): { suggestion?: string } {
  if (issue.code === 'invalid_value' && typeof issue.input === 'string') {
    const guess = closest(issue.input, issue.values.map(String));
    return guess ? { suggestion: `did you mean "${guess}"?` } : {};
  }
  const given: unknown = issue.code === 'custom' ? issue.params?.suggestion : undefined;
  return typeof given === 'string' ? { suggestion: given } : {};
}

/** Field names of the object schema at `path`, for "did you mean" on a misspelt key. */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema;
  for (const key of path) {
    current = unwrap(current);
    const def = (current as { def?: { shape?: Record<string, unknown>; element?: unknown } }).def;
    current = typeof key === 'number' ? def?.element : def?.shape?.[String(key)];
  }
  const shape = (unwrap(current) as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape ? Object.keys(shape) : [];
}

/** The object schema inside wrappers (optional, default, pipe); of a union, its object option (a group link's). */
function unwrap(schema: unknown): unknown {
  type Def = { type?: string; innerType?: unknown; in?: unknown; schema?: unknown; options?: unknown[] };
  let current = schema as { def?: Def } | undefined;
  for (let i = 0; i < 8 && current?.def; i++) {
    const def = current.def;
    const option = def.type === 'union' ? def.options?.find((item) => unwrapsToObject(item)) : undefined;
    const next = def.innerType ?? (def.type === 'pipe' ? def.in : option);
    if (!next) break;
    current = next as typeof current;
  }
  return current;
}

function unwrapsToObject(schema: unknown): boolean {
  return (unwrap(schema) as { def?: { type?: string } } | undefined)?.def?.type === 'object';
}
