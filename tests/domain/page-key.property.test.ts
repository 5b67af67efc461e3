import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawnExperiments } from '../../domain/experiments/variants.ts';
import { parseMid } from '../../domain/mid.ts';
import { decodePageKey, encodePageKey, MAX_SEGMENT_LENGTH, type PageKey } from '../../domain/page-key.ts';
import { MID_SEGMENT_PREFIXES } from '../../schemas/front-office.ts';

/*
 * Properties of a shared page's key (docs/adr/0007), beside the table in page-key.test.ts: a key written as a path
 * segment reads back as itself, always as one spelling, and any segment reads as a key or as none without throwing.
 */
const BRAND = 'ad';
const DEFAULT = parseMid('CAM-SHOP01')!;
const DRAWN = drawnExperiments(BRAND);
const ALNUM = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];

const segment = (prefix: string) =>
  fc.array(fc.constantFrom(...ALNUM), { minLength: 6, maxLength: 6 }).map((chars) => `${prefix}-${chars.join('')}`);
const mid = fc
  .oneof(
    fc.constantFrom(...MID_SEGMENT_PREFIXES).chain(segment),
    fc.tuple(...MID_SEGMENT_PREFIXES.map(segment)).map((parts) => parts.join('|')),
  )
  .map((text) => parseMid(text)!);
const chrome = fc.oneof(
  fc.constantFrom('consumer' as const, 'business' as const),
  fc.stringMatching(/^[a-z0-9]{1,10}$/).map((seller) => `seller-${seller}` as const),
);
/** Decisions of the brand's drawn experiments, each at most once, in the drawn order (as the routing keeps them). */
const decisions = fc
  .subarray([...DRAWN])
  .chain((keys) =>
    fc.tuple(
      ...keys.map((experimentKey) =>
        fc.string({ maxLength: 12 }).map((variationKey) => ({ experimentKey, variationKey })),
      ),
    ),
  );
const pageKey = fc.record({
  chrome,
  mid,
  source: fc.constantFrom('query' as const, 'stored' as const, 'default' as const, 'experiment' as const),
  group: fc.constantFrom('default' as const, 'fallback' as const),
  decisions,
}) as fc.Arbitrary<PageKey>;

describe('a shared page’s key, for any key', () => {
  it('reads back as itself from its segment, a file name of at most the longest segment', () => {
    fc.assert(
      fc.property(pageKey, (key) => {
        const written = encodePageKey(key, BRAND);
        fc.pre(written.length <= MAX_SEGMENT_LENGTH);
        expect(written).toMatch(/^[a-z0-9-]+(?:\.[A-Za-z0-9_-]+)?$/);
        const read = decodePageKey(written, DEFAULT, BRAND);
        // The anonymous key is the chrome's name alone: its mid is the configured default.
        expect(read).toEqual(written.includes('.') ? key : { ...key, mid: DEFAULT });
      }),
      { numRuns: 300 },
    );
  });

  it('has one spelling, whatever the order of the decisions', () => {
    fc.assert(
      fc.property(
        pageKey.chain((key) =>
          fc.tuple(fc.constant(key), fc.shuffledSubarray(key.decisions, { minLength: key.decisions.length })),
        ),
        ([key, shuffled]) => {
          expect(encodePageKey({ ...key, decisions: shuffled }, BRAND)).toBe(encodePageKey(key, BRAND));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reads any segment as a key that spells itself again, or as none, never throwing', () => {
    const base64ish = fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/);
    const segmentText = fc.oneof(
      fc.string(),
      fc.tuple(chrome, base64ish).map(([c, payload]) => `${c}.${payload}`),
      pageKey.map((key) => encodePageKey(key, BRAND)).map((text) => text.slice(0, -1)),
    );
    fc.assert(
      fc.property(segmentText, (text) => {
        const read = decodePageKey(text, DEFAULT, BRAND);
        if (read) expect(decodePageKey(encodePageKey(read, BRAND), DEFAULT, BRAND)).toEqual(read);
      }),
      { numRuns: 300 },
    );
  });
});
