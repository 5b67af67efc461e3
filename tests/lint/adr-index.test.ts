import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/adr/README.md lists every ADR once with its status, and says what later records did to it: a record whose
 * status line names another (amends, supersedes, extends...) is named in that one's row, and names it in its own.
 */

const ADRS = path.resolve(import.meta.dirname, '../../docs/adr');
const files = readdirSync(ADRS).filter((name) => /^\d{4}-.*\.md$/.test(name));
const number = (name: string) => name.slice(0, 4);

/** An ADR's status sentence, from its `Date: YYYY-MM-DD. Status: ...` line (wrapped lines joined). */
function statusOf(text: string): string | undefined {
  const head = text.split(/^## /m)[0] ?? '';
  const match = /(?:^|\n)Date: \d{4}-\d{2}-\d{2}\. Status: ([\s\S]*?)(?:\n\s*\n|\n?$)/.exec(head);
  return match?.[1]?.replace(/\s+/g, ' ').trim();
}

/** The other ADRs a status sentence names: by their path under docs/adr, as 'ADR n', or by their four digits. */
function named(status: string, self: string): Set<string> {
  const found = [...status.matchAll(/docs\/adr\/(\d{4})-|ADR (\d+)\b|\b(\d{4})\b/g)].map(
    (match) => match[1] ?? match[3] ?? match[2]!.padStart(4, '0'),
  );
  return new Set(found.filter((found) => found !== self));
}

/** The index's rows: ADR number -> its link target and status cell. */
function indexRows(index: string): Map<string, { link: string; status: string }[]> {
  const rows = new Map<string, { link: string; status: string }[]>();
  for (const match of index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) +\|[^|]+\| (.+?) +\|$/gm))
    rows.set(match[1]!, [...(rows.get(match[1]!) ?? []), { link: match[2]!, status: match[3]! }]);
  return rows;
}

const statuses = new Map(files.map((name) => [number(name), statusOf(readFileSync(path.join(ADRS, name), 'utf8'))]));
const rows = indexRows(readFileSync(path.join(ADRS, 'README.md'), 'utf8'));

describe('the ADR index (docs/adr/README.md)', () => {
  it('reads a status and the records it names, and the rows of an index', () => {
    expect(
      statusOf(
        '# 1. X\n\nDate: 2026-01-01. Status: accepted. Amends docs/adr/0009-security-headers.md\nand ADR 7.\n\n',
      ),
    ).toBe('accepted. Amends docs/adr/0009-security-headers.md and ADR 7.');
    expect([...named('accepted. Amends docs/adr/0009-security-headers.md and ADR 7.', '0001')]).toEqual([
      '0009',
      '0007',
    ]);
    expect(indexRows('| [0002](0002-z.md) | Z | accepted; amended by 0009 |\n').get('0002')).toEqual([
      { link: '0002-z.md', status: 'accepted; amended by 0009' },
    ]);
    expect(files.length).toBeGreaterThan(30);
  });

  it('has no row for a record that does not exist', () => {
    expect([...rows.keys()].filter((adr) => !statuses.has(adr))).toEqual([]);
  });

  it.each(files)('%s has a date and status, and one row that links it with that status', (name) => {
    const status = statuses.get(number(name));
    expect(status, 'no "Date: YYYY-MM-DD. Status: ..." line before the first section').toBeDefined();
    const found = rows.get(number(name)) ?? [];
    expect(found.map((row) => row.link)).toEqual([name]);
    const word = /^superseded/.test(status!) ? 'superseded' : 'accepted';
    expect(found[0]!.status.startsWith(word), `${found[0]!.status} does not start with ${word}`).toBe(true);
  });

  it.each(files)('%s: its row names the records it names and the records that name it', (name) => {
    const self = number(name);
    const inbound = [...statuses].filter(([adr, status]) => adr !== self && named(status ?? '', adr).has(self));
    const expected = new Set([...named(statuses.get(self) ?? '', self), ...inbound.map(([adr]) => adr)]);
    const row = rows.get(self)?.[0]?.status ?? '';
    expect([...named(row, self)].sort()).toEqual([...expected].sort());
  });
});
