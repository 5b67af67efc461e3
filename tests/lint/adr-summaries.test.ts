import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every ADR opens with a summary a reader can stop at (docs/conventions.md): context, decision and consequence in
 * three lines or fewer, before the first section.
 */

const ADRS = path.resolve(import.meta.dirname, '../../docs/adr');
const MAX_SUMMARY_LINES = 3;

/** The summary paragraph's lines, from the ADR's head (before its first section), or undefined when it has none. */
function summaryOf(text: string): string[] | undefined {
  const head = text.split(/^## /m)[0] ?? '';
  const paragraph = head.split(/\n\s*\n/).find((block) => block.trimStart().startsWith('**Summary.**'));
  return paragraph?.trim().split('\n');
}

describe('ADR summaries', () => {
  it('finds a summary in the head of an ADR, and none after its first section', () => {
    expect(summaryOf('# 1. X\n\nDate: d.\n\n**Summary.** One.\nTwo.\n\n## Context\n')).toEqual([
      '**Summary.** One.',
      'Two.',
    ]);
    expect(summaryOf('# 1. X\n\n## Context\n\n**Summary.** Too late.\n')).toBeUndefined();
  });

  const files = readdirSync(ADRS).filter((name) => /^\d{4}-.*\.md$/.test(name));
  it.each(files)('%s opens with a summary of three lines or fewer', (name) => {
    const summary = summaryOf(readFileSync(path.join(ADRS, name), 'utf8'));
    expect(summary, 'no **Summary.** paragraph before the first section').toBeDefined();
    expect(summary!.length).toBeLessThanOrEqual(MAX_SUMMARY_LINES);
  });
});
