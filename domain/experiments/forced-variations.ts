import { single, type Query } from '../query.ts';

/*
 * Forced variations (docs/rules/02-routes-and-layout.md: optimizely_force_variation[experimentKey]): a tester's choice
 * that wins over bucketing.
 */

export type ForcedVariation = {
  experimentKey: string;
  variationKey: string;
};

const FORCE_KEY = /^optimizely_force_variation\[([A-Za-z0-9_-]{1,64})\]$/;
/** Optimizely's keys are letters, digits, underscores and hyphens. */
const VARIATION_KEY = /^[A-Za-z0-9_-]{1,64}$/;
/** More than any page runs; a query with hundreds of them is not a tester's. */
const MAX_FORCED = 20;

/**
 * The forced variations of a query, as Next gives it (the key literally with its brackets). A key or value that is
 * not a plain Optimizely key, or a repeated parameter (an array: which one would win?), is ignored; never throws.
 */
export function forcedVariations(query: Query): ForcedVariation[] {
  const forced: ForcedVariation[] = [];
  for (const [key, value] of Object.entries(query)) {
    const experimentKey = FORCE_KEY.exec(key)?.[1];
    const variationKey = single(value);
    if (!experimentKey || variationKey === undefined || !VARIATION_KEY.test(variationKey)) continue;
    forced.push({ experimentKey, variationKey });
    if (forced.length === MAX_FORCED) break;
  }
  return forced;
}
