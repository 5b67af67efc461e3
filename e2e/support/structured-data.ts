import Validator from '@adobe/structured-data-validator';
import { schemaOrgVocabulary } from './schema-org-vocabulary.ts';

/*
 * The JSON-LD of a page, read and checked as a search engine's tools check it: Adobe's structured-data validator
 * with Google's rich-result rules per type (Organization, Offer, UnitPriceSpecification, QuantitativeValue...) and
 * schema.org's vocabulary, read offline from schema-dts (e2e/support/schema-org-vocabulary.ts; the validator's README
 * downloads it): a type schema.org lacks is its error, a property the type lacks its warning, and both fail here.
 * Shared by the unit tests (tests/domain/seo/) and the crawler's spec (e2e/specs/search-engines.spec.ts).
 */

/** Every `<script type="application/ld+json">` of an HTML page, parsed (a script that is no JSON throws). */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
}

let read: ReturnType<typeof schemaOrgVocabulary> | undefined;
const vocabulary = () => (read ??= schemaOrgVocabulary());

/**
 * The validator's errors over JSON-LD items, and the vocabulary's findings, each as "<type>: <message> (<fields>)";
 * its other warnings (a field Google recommends) are left out.
 */
export async function structuredDataErrors(items: readonly unknown[]): Promise<string[]> {
  const byType: Record<string, unknown[]> = {};
  // The validator deletes what it reads of an item's location: it is given copies.
  for (const item of structuredClone(items) as { '@type'?: unknown }[]) {
    const type = String(item['@type']);
    (byType[type] ??= []).push(item);
  }
  const issues = await new Validator(vocabulary()).validate({ jsonld: byType });
  return issues
    .filter((issue) => issue.severity === 'ERROR' || issue.errorType === 'schemaOrg')
    .map((issue) => `${issue.rootType ?? '?'}: ${issue.issueMessage} (${(issue.fieldNames ?? []).join(', ')})`);
}
