import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryOf, single } from '../../domain/query.ts';

/* Properties of the query reading (docs/rules/05-validation.md), beside the table in query.test.ts. */
const key = fc.oneof(
  fc.constantFrom('mid', 'group', 'leadId', '__proto__', 'constructor', 'toString', 'hasOwnProperty'),
  fc.string({ maxLength: 8 }),
);
const pairs = fc.array(fc.tuple(key, fc.string({ maxLength: 8 })), { maxLength: 8 });

describe('queryOf, for any query', () => {
  it('has each key once, as an own property: one value as a string, several as the list of them in order', () => {
    fc.assert(
      fc.property(pairs, (entries) => {
        const params = new URLSearchParams(entries);
        const query = queryOf(params);
        expect(Object.keys(query).sort()).toEqual([...new Set(params.keys())].sort());
        for (const name of new Set(params.keys())) {
          const values = params.getAll(name);
          expect(Object.hasOwn(query, name)).toBe(true);
          expect(query[name]).toEqual(values.length === 1 ? values[0] : values);
          expect(single(query[name])).toBe(values.length === 1 ? values[0] : undefined);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads the same query alike whatever its text’s encoding', () => {
    fc.assert(
      fc.property(pairs, (entries) => {
        const text = new URLSearchParams(entries).toString();
        expect(queryOf(new URLSearchParams(text))).toEqual(queryOf(new URLSearchParams(entries)));
      }),
      { numRuns: 200 },
    );
  });
});
