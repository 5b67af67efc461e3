import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';

/*
 * schema.org's vocabulary for the structured-data validator, offline: read from schema-dts (the typing package the
 * site's JSON-LD is written with, generated from schema.org's release), not downloaded. Each `interface <X>Leaf` names
 * a type by its "@type" and extends the `<Y>Base` interfaces whose properties it takes; the vocabulary lists every
 * type with all the properties it has, its ancestors' included, in the JSON-LD form the validator reads.
 */

interface VocabularyEntry {
  readonly '@id': string;
  readonly '@type': 'rdfs:Class' | 'rdf:Property';
  readonly 'schema:domainIncludes'?: readonly { readonly '@id': string }[];
}

const heritageOf = (declaration: ts.InterfaceDeclaration): string[] =>
  (declaration.heritageClauses ?? []).flatMap((clause) =>
    clause.types.map((type) => type.expression.getText()).filter((name) => name.endsWith('Base')),
  );

const propertyName = (member: ts.TypeElement): string | undefined =>
  member.name && ts.isStringLiteral(member.name) ? member.name.text : undefined;

/** The vocabulary as `{ '@graph': [...] }`: an rdfs:Class per type, an rdf:Property per property with its types. */
export function schemaOrgVocabulary(): { '@graph': VocabularyEntry[] } {
  const file = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const bases = new Map<string, { parents: string[]; properties: string[] }>();
  const leaves: { type: string; parents: string[] }[] = [];
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    const name = statement.name.text;
    const properties = statement.members.map(propertyName).filter((property) => property !== undefined);
    if (name.endsWith('Base')) bases.set(name, { parents: heritageOf(statement), properties });
    const type = statement.members.find((member) => propertyName(member) === '@type');
    if (name.endsWith('Leaf') && type && ts.isPropertySignature(type) && type.type) {
      const literal = type.type;
      if (ts.isLiteralTypeNode(literal) && ts.isStringLiteral(literal.literal))
        leaves.push({ type: literal.literal.text, parents: heritageOf(statement) });
    }
  }
  const propertiesOf = (base: string, seen = new Set<string>()): string[] => {
    if (seen.has(base)) return [];
    seen.add(base);
    const entry = bases.get(base);
    return entry ? [...entry.properties, ...entry.parents.flatMap((parent) => propertiesOf(parent, seen))] : [];
  };
  const domains = new Map<string, string[]>();
  for (const { type, parents } of leaves)
    for (const property of new Set(parents.flatMap((parent) => propertiesOf(parent))))
      domains.set(property, [...(domains.get(property) ?? []), type]);
  return {
    '@graph': [
      ...leaves.map(({ type }): VocabularyEntry => ({ '@id': `schema:${type}`, '@type': 'rdfs:Class' })),
      ...[...domains].map(([property, types]): VocabularyEntry => ({
        '@id': `schema:${property}`,
        '@type': 'rdf:Property',
        'schema:domainIncludes': types.map((type) => ({ '@id': `schema:${type}` })),
      })),
    ],
  };
}
