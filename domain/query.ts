/**
 * A page's query as Next hands it to a page, and as the proxy builds it from a URL: a key given twice is a list.
 * Defined once, so that every part of the site reads a repeated parameter alike (docs/rules/05-validation.md: 'mid
 * query must be a string': a list is ignored everywhere, not taken by one part and refused by another).
 */
export type Query = Readonly<Record<string, string | string[] | undefined>>;

/** A query value that is one string, else undefined (absent, or given more than once). */
export const single = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * A URL's query with repeated keys as lists (Object.fromEntries of the pairs would keep the last and hide the
 * repetition). Each key an own property, `__proto__` too: assigned on a plain object, that key would set the
 * query's prototype instead (a repeated one to an array), so the entries are defined, not assigned.
 */
export function queryOf(params: URLSearchParams): Query {
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length === 1 ? values[0]! : values];
    }),
  );
}
