import Validator from '@adobe/structured-data-validator';

/*
 * The JSON-LD of a page, read and checked as a search engine's tools check it: Adobe's structured-data validator
 * with Google's rich-result rules per type (Organization, Offer, UnitPriceSpecification, QuantitativeValue...). It
 * runs offline: given no schema.org vocabulary (its README fetches it from schema.org) it skips the vocabulary's
 * check and runs its own type rules only. Shared by the unit tests (tests/domain/seo/) and the crawler's spec
 * (e2e/specs/search-engines.spec.ts).
 */

/** Every `<script type="application/ld+json">` of an HTML page, parsed (a script that is no JSON throws). */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
}

/** The validator's errors over JSON-LD items, each as "<type>: <message> (<fields>)"; warnings are left out. */
export async function structuredDataErrors(items: readonly unknown[]): Promise<string[]> {
  const byType: Record<string, unknown[]> = {};
  // The validator deletes what it reads of an item's location: it is given copies.
  for (const item of structuredClone(items) as { '@type'?: unknown }[]) {
    const type = String(item['@type']);
    (byType[type] ??= []).push(item);
  }
  const issues = await new Validator().validate({ jsonld: byType });
  return issues
    .filter((issue) => issue.severity === 'ERROR')
    .map((issue) => `${issue.rootType ?? '?'}: ${issue.issueMessage} (${(issue.fieldNames ?? []).join(', ')})`);
}
