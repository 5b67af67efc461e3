/*
 * The accessibility stage's classes (docs/adr/0034). A page's check in the browser is the sum of its parts' checks:
 * axe reports each fault on an element, and an element's result depends on its part
 * (e2e/accessibility/a11y-structure.ts: the skeleton, a part of the body, the part a state's check is scoped to, each
 * with the data the browser builds states from where the state is built there), the state, the width and the theme's
 * class. Parts with equal keys give equal results, so they form a class; a page is covered when every one of its parts'
 * classes was checked on some page, and the stage checks pages in as few loads as it finds that way. Pure:
 * tests/e2e/accessibility/a11y-classes.test.ts.
 */

/** One page as the grouping reads it: its key (brand route state width) and its parts' keys. */
export interface PartedPage {
  readonly key: string;
  readonly parts: readonly string[];
}

export interface Coverage {
  /** The pages checked in the browser, in the order given. */
  readonly checked: readonly string[];
  /** The classes: each part's key and the page checked for it. */
  readonly checkedFor: ReadonlyMap<string, string>;
}

/**
 * The pages to check, given each page load's pages (a visit: its states produced in one load, in order). A load is most
 * of a check's cost, so the loads are chosen greedily by what they add: each time the load whose pages hold the most
 * parts no chosen page has (the earlier on a tie), and in it every page with such a part. Every page's every part is
 * then checked on exactly one page.
 */
export function chooseChecks(visits: readonly (readonly PartedPage[])[]): Coverage {
  const checkedFor = new Map<string, string>();
  const checked: string[] = [];
  const newParts = (visit: readonly PartedPage[]) =>
    new Set(visit.flatMap((page) => page.parts.filter((part) => !checkedFor.has(part)))).size;
  const open = new Set(visits.keys());
  for (;;) {
    let best = -1;
    let bestGain = 0;
    for (const index of open) {
      const gain = newParts(visits[index]!);
      if (gain === 0) open.delete(index);
      else if (gain > bestGain) [best, bestGain] = [index, gain];
    }
    if (best < 0) break;
    open.delete(best);
    for (const page of visits[best]!) {
      if (page.parts.every((part) => checkedFor.has(part))) continue;
      checked.push(page.key);
      for (const part of page.parts) if (!checkedFor.has(part)) checkedFor.set(part, page.key);
    }
  }
  return { checked, checkedFor };
}

/**
 * Each page's result: the rules broken in each of its parts, wherever that part was checked (a part checked on two
 * pages gives both pages' findings in it). A page with a part checked on no page reached gets no result: it is not
 * covered, never passed.
 */
export function partResults(
  pages: readonly PartedPage[],
  found: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>,
): Map<string, string[]> {
  const rulesOf = new Map<string, Set<string>>();
  for (const page of pages) {
    const byPart = found.get(page.key);
    if (!byPart) continue;
    for (const part of page.parts) {
      const rules = rulesOf.get(part) ?? new Set<string>();
      for (const rule of byPart.get(part) ?? []) rules.add(rule);
      rulesOf.set(part, rules);
    }
  }
  const results = new Map<string, string[]>();
  for (const page of pages) {
    if (!page.parts.every((part) => rulesOf.has(part))) continue;
    results.set(page.key, [...new Set(page.parts.flatMap((part) => [...rulesOf.get(part)!]))].sort());
  }
  return results;
}
