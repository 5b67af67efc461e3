/**
 * What differs between two JSON values, one entry per changed leaf: its path (`content.body[0].title`), the value
 * on the `from` side and on the `to` side (undefined where there is none). Lists are compared by position: blocks
 * keep their place unless an editor moved them, and then every moved position shows.
 */
export interface Change {
  readonly path: string;
  readonly from: unknown;
  readonly to: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function diffJson(from: unknown, to: unknown, at = ''): Change[] {
  if (Array.isArray(from) && Array.isArray(to)) {
    return Array.from({ length: Math.max(from.length, to.length) }, (_, i) =>
      diffJson(from[i], to[i], `${at}[${i}]`),
    ).flat();
  }
  if (isObject(from) && isObject(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return keys.flatMap((key) => diffJson(from[key], to[key], at ? `${at}.${key}` : key));
  }
  return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ path: at, from, to }];
}

const MAX_SHOWN = 12;
const MAX_VALUE = 160;

function shown(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** The changes as diff lines (`-` the space, `+` the repository), indented under a story's line. */
export function formatChanges(changes: readonly Change[], indent = '      '): string[] {
  const lines = changes
    .slice(0, MAX_SHOWN)
    .flatMap((change) => [
      `${indent}${change.path}`,
      ...(change.from === undefined ? [] : [`${indent}  - ${shown(change.from)}`]),
      ...(change.to === undefined ? [] : [`${indent}  + ${shown(change.to)}`]),
    ]);
  if (changes.length > MAX_SHOWN) lines.push(`${indent}… and ${changes.length - MAX_SHOWN} more`);
  return lines;
}
