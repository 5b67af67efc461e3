import type { Duration, Proposition } from '../schemas/front-office.ts';
import { normaliseUnit } from './prices.ts';

/** Mean lengths in days: only used to order durations, so 4 weeks < 1 month < 5 weeks and 52 weeks < 1 year. */
const DAYS_PER_UNIT: Readonly<Record<string, number>> = {
  day: 1,
  week: 7,
  'bi-week': 14,
  'four-week': 28,
  month: 365.25 / 12,
  quarter: 365.25 / 4,
  'half-year': 365.25 / 2,
  'semi-annual': 365.25 / 2,
  year: 365.25,
  annual: 365.25,
};

function daysPerUnit(unit: string): number | undefined {
  const name = normaliseUnit(unit);
  return DAYS_PER_UNIT[name] ?? DAYS_PER_UNIT[name.replace(/s$/, '')];
}

/**
 * Orders two durations: > 0 when `a` is longer. The same unit compares amounts; time units compare in days; a
 * unit that is no length of time (issues) is shorter than any time unit and incomparable with another such unit (0).
 */
export function compareDurations(a: Duration, b: Duration): number {
  if (normaliseUnit(a.unit) === normaliseUnit(b.unit)) return a.amount - b.amount;
  const [dayA, dayB] = [daysPerUnit(a.unit), daysPerUnit(b.unit)];
  // Rounded to whole minutes, so 12 months and 1 year come out equal rather than a float's breadth apart.
  if (dayA !== undefined && dayB !== undefined) return Math.round((a.amount * dayA - b.amount * dayB) * 1440);
  if (dayA !== undefined) return 1;
  if (dayB !== undefined) return -1;
  return 0;
}

export interface ProductRef {
  readonly uuid?: string;
  readonly code?: string;
}

function isProduct(proposition: Proposition, product: ProductRef): boolean {
  if (product.uuid !== undefined) return proposition.productUuid === product.uuid;
  if (product.code !== undefined) return proposition.productCode.toLowerCase() === product.code.toLowerCase();
  return true;
}

/**
 * docs/rules/04-states-and-flows.md: 'same-product proposition with longest duration; for temporary promos the longest
 * promo duration'. Our reading: among the propositions of the product (all of them when no product is given), when any
 * is a temporary promo the default is the temporary promo with the longest duration (a running promotion is what the
 * visitor came for); otherwise the proposition with the longest duration. On equal durations the first one wins.
 */
export function defaultProposition<P extends Proposition>(
  propositions: readonly P[],
  product: ProductRef = {},
): P | undefined {
  const sameProduct = propositions.filter((proposition) => isProduct(proposition, product));
  const promos = sameProduct.filter((proposition) => proposition.isTemporaryPromo);
  const pool = promos.length > 0 ? promos : sameProduct;
  return pool.reduce<P | undefined>(
    (best, proposition) =>
      best === undefined || compareDurations(proposition.duration, best.duration) > 0 ? proposition : best,
    undefined,
  );
}

const discountOf = (proposition: Proposition): number => proposition.discount?.percentage ?? 0;

/** The brand a proposition is for: the included brand when there is one, else the brand that sells it. */
const brandOf = (proposition: Proposition): string =>
  (proposition.includes?.brand?.code ?? proposition.brandCode).toLowerCase();

/**
 * Keeps one proposition per key: the highest discount percentage (a missing discount counts as 0); on a tie the
 * preferred one, else the first. The survivors keep the place where their key first appeared.
 */
function keepHighestDiscount<P extends Proposition>(
  propositions: readonly P[],
  keyOf: (proposition: P) => string,
  preferred: (proposition: P) => boolean = () => false,
): P[] {
  const kept = new Map<string, P>();
  for (const proposition of propositions) {
    const key = keyOf(proposition);
    const current = kept.get(key);
    const better =
      current === undefined ||
      discountOf(proposition) > discountOf(current) ||
      (discountOf(proposition) === discountOf(current) && preferred(proposition) && !preferred(current));
    if (better) kept.set(key, proposition);
  }
  return [...kept.values()];
}

/**
 * docs/rules/05-validation.md: one proposition per brand and formula, the highest discount percentage, preferring the
 * current brand. Our reading of 'preferring': among equal discounts, the one sold by the current shop's brand
 * (brandCode) wins; a higher discount still wins over the current brand.
 */
export function dedupeByBrandAndFormula<P extends Proposition>(
  propositions: readonly P[],
  currentBrandCode: string,
): P[] {
  const current = currentBrandCode.toLowerCase();
  return keepHighestDiscount(
    propositions,
    (proposition) => JSON.stringify([brandOf(proposition), proposition.formula.code]),
    (proposition) => proposition.brandCode.toLowerCase() === current,
  );
}

/** docs/rules/05-validation.md: one proposition per product (productUuid), the highest discount percentage. */
export function dedupeByProduct<P extends Proposition>(propositions: readonly P[]): P[] {
  return keepHighestDiscount(propositions, (proposition) => proposition.productUuid);
}

/** docs/rules/05-validation.md: one proposition per brand, product and formula, the highest discount percentage. */
export function dedupeByBrandProductAndFormula<P extends Proposition>(propositions: readonly P[]): P[] {
  return keepHighestDiscount(propositions, (proposition) =>
    JSON.stringify([brandOf(proposition), proposition.productUuid, proposition.formula.code]),
  );
}

/** docs/rules/05-validation.md's three ways to keep one proposition per key: what a list of propositions is one per. */
export const DEDUPE_KEYS = ['brand-formula', 'product', 'brand-product-formula'] as const;
export type DedupeKey = (typeof DEDUPE_KEYS)[number];

/**
 * A list of propositions, one per `key`, each the highest discount (docs/rules/05-validation.md): per brand and formula
 * preferring `currentBrandCode` (a brand's shop window), per product (a window of several brands' products, such
 * as the group shop's), or per brand, product and formula (every formula of every product, the best of each).
 */
export function dedupePropositions<P extends Proposition>(
  propositions: readonly P[],
  key: DedupeKey,
  currentBrandCode: string,
): P[] {
  if (key === 'product') return dedupeByProduct(propositions);
  if (key === 'brand-product-formula') return dedupeByBrandProductAndFormula(propositions);
  return dedupeByBrandAndFormula(propositions, currentBrandCode);
}
