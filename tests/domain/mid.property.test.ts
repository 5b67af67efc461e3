import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MID_PATTERN, parseMid } from '../../domain/mid.ts';
import { MID_SEGMENT_PREFIXES } from '../../schemas/front-office.ts';

/*
 * Properties of the mid parser (docs/rules/05-validation.md), beside the table in mid.test.ts: a counterexample
 * fast-check finds is kept there as a row. Seeded per run by fast-check and printed on failure (replay with its seed).
 */
const ALNUM = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'];
const segmentValue = fc.array(fc.constantFrom(...ALNUM), { minLength: 6, maxLength: 6 }).map((chars) => chars.join(''));
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));
const oneSegment = fc
  .tuple(fc.constantFrom(...MID_SEGMENT_PREFIXES), segmentValue)
  .chain(([prefix, value]) => anyCase(`${prefix}-${value}`));
const sixSegments = fc
  .tuple(...MID_SEGMENT_PREFIXES.map((prefix) => segmentValue.map((value) => `${prefix}-${value}`)))
  .chain((segments) => anyCase(segments.join('|')));
const validMid = fc.oneof(oneSegment, sixSegments);

describe('parseMid, for any input', () => {
  it('never throws, and gives either nothing or the input in upper case, matching the pattern', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), validMid, fc.anything({ maxDepth: 1 })),
        (value) => {
          const parsed = parseMid(value);
          if (parsed === undefined) return;
          expect(typeof value).toBe('string');
          expect(parsed).toBe((value as string).toUpperCase());
          expect(MID_PATTERN.test(parsed)).toBe(true);
          expect(parsed).toMatch(/^[A-Z0-9|-]+$/);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes every well-formed mid, in any case, and its upper case is a fixed point', () => {
    fc.assert(
      fc.property(validMid, (value) => {
        const parsed = parseMid(value);
        expect(parsed).toBe(value.toUpperCase());
        expect(parseMid(parsed)).toBe(parsed);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a well-formed mid with anything around it, or with its separators percent-encoded', () => {
    const around = fc.string({ minLength: 1, maxLength: 3, unit: 'grapheme' });
    fc.assert(
      fc.property(validMid, around, fc.boolean(), (value, extra, before) => {
        expect(parseMid(before ? `${extra}${value}` : `${value}${extra}`)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(sixSegments, (value) => {
        expect(parseMid(value.replaceAll('|', '%7C'))).toBeUndefined();
      }),
      { numRuns: 100 },
    );
  });
});
