import { describe, expect, it } from 'vitest';
import { CATALOGS, format, messagesFor } from '../../domain/messages/index.ts';
import type { Locale } from '../../schemas/locale.ts';

/** Every leaf key as a dotted path, e.g. `placeholder.index`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

/** Every leaf text with its key path. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as object).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
}

const LOCALES = Object.keys(CATALOGS) as Locale[];

describe('message catalogs', () => {
  it('there are the four locales of docs/rules/01-product-and-brands.md', () => {
    expect([...LOCALES].sort()).toEqual(['be', 'be-formal', 'nl', 'nl-formal']);
  });

  it.each(LOCALES)('%s has exactly the keys of nl', (locale) => {
    expect(keyPaths(CATALOGS[locale]).sort()).toEqual(keyPaths(CATALOGS.nl).sort());
  });

  it.each(LOCALES)('%s has no empty texts', (locale) => {
    expect(texts(CATALOGS[locale]).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('messagesFor returns the locale catalog', () => {
    expect(messagesFor('be-formal')).toBe(CATALOGS['be-formal']);
  });
});

describe('forms of address: informal "je", formal "u"', () => {
  // Every text of the catalog: a new section that addresses the visitor is checked without being listed here.
  const addressedTexts = (locale: Locale) => texts(CATALOGS[locale]);

  it.each([
    { locale: 'nl', forbidden: /\b(u|uw)\b/i },
    { locale: 'be', forbidden: /\b(u|uw)\b/i },
    { locale: 'nl-formal', forbidden: /\b(je|jouw|jij)\b/i },
    { locale: 'be-formal', forbidden: /\b(je|jouw|jij)\b/i },
  ] satisfies { locale: Locale; forbidden: RegExp }[])('$locale never uses $forbidden', ({ locale, forbidden }) => {
    expect(addressedTexts(locale).filter(([, text]) => forbidden.test(text))).toEqual([]);
  });

  it.each([
    { locale: 'nl', expected: /\bje\b/i },
    { locale: 'be', expected: /\bje\b/i },
    { locale: 'nl-formal', expected: /\bu\b/i },
    { locale: 'be-formal', expected: /\bu\b/i },
  ] satisfies { locale: Locale; expected: RegExp }[])(
    '$locale does address the visitor ($expected)',
    ({ locale, expected }) => {
      expect(addressedTexts(locale).some(([, text]) => expected.test(text))).toBe(true);
    },
  );
});

describe('format', () => {
  it.each<{ template: string; values: Record<string, string | number>; result: string }>([
    { template: '{page} bij {brand}', values: { page: 'Digitaal', brand: 'AD' }, result: 'Digitaal bij AD' },
    { template: '© {year} DPG Media', values: { year: 2026 }, result: '© 2026 DPG Media' },
    { template: '{brand} en {brand}', values: { brand: 'VK' }, result: 'VK en VK' },
    { template: 'Hier bestel je straks {special}.', values: {}, result: 'Hier bestel je straks {special}.' },
    { template: '{known} {unknown}', values: { known: 'x' }, result: 'x {unknown}' },
    { template: 'zero: {n}', values: { n: 0 }, result: 'zero: 0' },
    { template: 'empty: "{s}"', values: { s: '' }, result: 'empty: ""' },
    { template: 'no placeholders', values: { brand: 'AD' }, result: 'no placeholders' },
  ])('$template with $values -> $result', ({ template, values, result }) => {
    expect(format(template, values)).toBe(result);
  });

  it('a value containing a placeholder is not expanded again', () => {
    expect(format('{a}{b}', { a: '{b}', b: 'B' })).toBe('{b}B');
  });
});

describe('meta descriptions (a good default for every brand and route)', () => {
  // The longest brand and special names in the registry, so the limit holds for every brand.
  const LONGEST = { brand: 'Eigen Huis & Interieur', special: 'de Volkskrant Magazine Classic' };

  it.each(LOCALES)('%s: every route has one, formal where the catalog is formal, at most 160 characters', (locale) => {
    for (const [route, text] of Object.entries(messagesFor(locale).descriptions)) {
      const filled = format(text, LONGEST);
      expect(filled, `${locale} ${route}`).not.toMatch(/\{\w+\}/);
      expect(filled.length, `${locale} ${route}: ${filled}`).toBeLessThanOrEqual(160);
      if (locale.endsWith('formal')) expect(filled, `${locale} ${route}`).not.toMatch(/\b(je|jij|jouw)\b/i);
    }
  });

  it('names the brand on every route, and the special on a special product', () => {
    for (const [route, text] of Object.entries(messagesFor('nl').descriptions)) {
      expect(text, route).toContain('{brand}');
      if (route.startsWith('specialProduct')) expect(text, route).toContain('{special}');
      if (route === 'indexPrint') expect(text, route).not.toContain('digitaal');
    }
  });
});
