import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv, SETTING_NAMES } from '../../site/env.ts';

/*
 * .env.example lists every setting site/env.ts reads, each with its local default and a line on what it means: the two
 * cannot drift.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const lines = readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n');
/** Each `NAME=value` line, with the comment lines right above it (a group's comment serves the lines below it). */
const listed = lines.flatMap((line, index) => {
  const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
  if (!match) return [];
  let above = index - 1;
  while (above >= 0 && /^[A-Z][A-Z0-9_]*=/.test(lines[above]!)) above -= 1;
  return [{ name: match[1]!, value: match[2]!, described: above >= 0 && lines[above]!.startsWith('# ') }];
});
/** A setting's local default as the file writes it: a list comma-separated, unset empty. */
const written = (value: unknown) => (value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value));

describe('.env.example', () => {
  it('lists every setting site/env.ts reads, once, and no other', () => {
    expect(SETTING_NAMES.length).toBeGreaterThan(30);
    expect(listed.map(({ name }) => name).sort()).toEqual([...SETTING_NAMES].sort());
  });

  const local = parseEnv({});
  // A default the code derives (GTM-local, which no setting may name) is written empty: the line still gives it.
  const derived = new Set(['GTM_CONTAINER_ID']);
  it.each(listed.map(({ name, value }) => [name, value] as const))('%s: the local default (%j)', (name, value) => {
    const key = name as keyof typeof local;
    if (derived.has(name)) expect([value, parseEnv({ [name]: value || undefined })[key]]).toEqual(['', local[key]]);
    else expect(value).toBe(written(local[key]));
  });

  it('says what each means', () => {
    expect(listed.filter(({ described }) => !described).map(({ name }) => name)).toEqual([]);
  });

  it('is the settings the site runs on when none is set (every line parses as it stands)', () => {
    const asWritten = Object.fromEntries(listed.map(({ name, value }) => [name, value === '' ? undefined : value]));
    expect(parseEnv(asWritten)).toEqual(local);
  });
});
