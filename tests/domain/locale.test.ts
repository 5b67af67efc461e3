import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCALE, htmlLang, localeCookieString, localeFor, parseLocale } from '../../domain/locale.ts';
import type { Locale } from '../../schemas/locale.ts';

describe('localeFor: locale from country and formal flag (docs/rules/01-product-and-brands.md)', () => {
  it.each([
    { country: 'nl', formal: false, locale: 'nl' },
    { country: 'nl', formal: true, locale: 'nl-formal' },
    { country: 'be', formal: false, locale: 'be' },
    { country: 'be', formal: true, locale: 'be-formal' },
  ] as const)('$country, formal $formal -> $locale', ({ country, formal, locale }) => {
    expect(localeFor(country, formal)).toBe(locale);
  });
});

describe('parseLocale: only our own locales are trusted, fallback nl', () => {
  it.each(['nl', 'nl-formal', 'be', 'be-formal'] as const)('%s is kept', (locale) => {
    expect(parseLocale(locale)).toBe(locale);
  });

  it.each([['de'], ['NL'], ['nl-BE'], ['be-informal'], [' nl'], [''], [undefined], [null], [42], [{}], [['be']]])(
    '%j falls back to nl',
    (junk) => {
      expect(parseLocale(junk)).toBe('nl');
    },
  );

  it('the fallback is nl', () => {
    expect(FALLBACK_LOCALE).toBe('nl');
  });
});

describe('htmlLang', () => {
  it.each([
    { locale: 'nl', lang: 'nl-NL' },
    { locale: 'nl-formal', lang: 'nl-NL' },
    { locale: 'be', lang: 'nl-BE' },
    { locale: 'be-formal', lang: 'nl-BE' },
  ] satisfies { locale: Locale; lang: string }[])('$locale -> $lang', ({ locale, lang }) => {
    expect(htmlLang(locale)).toBe(lang);
  });
});

describe('localeCookieString: 365 days, SameSite lax, path / (docs/rules/01-product-and-brands.md)', () => {
  it('writes the exact cookie', () => {
    expect(localeCookieString('nl-formal')).toBe('locale=nl-formal; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('Max-Age is 365 days in seconds', () => {
    expect(localeCookieString('be')).toContain(`Max-Age=${365 * 24 * 60 * 60};`);
  });
});
