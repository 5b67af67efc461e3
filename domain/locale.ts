import type { Country } from '../schemas/brand.ts';
import { localeSchema, type Locale } from '../schemas/locale.ts';

export const FALLBACK_LOCALE: Locale = 'nl';

/** docs/rules/01-product-and-brands.md: locale from country and formal flag. */
export function localeFor(country: Country, formal: boolean): Locale {
  return formal ? `${country}-formal` : country;
}

/** A locale from outside (cookie, header) is trusted only when it is one of ours. */
export function parseLocale(value: unknown): Locale {
  const parsed = localeSchema.safeParse(value);
  return parsed.success ? parsed.data : FALLBACK_LOCALE;
}

/** The HTML lang attribute: Dutch as spoken in the Netherlands or in Flanders. */
export function htmlLang(locale: Locale): 'nl-NL' | 'nl-BE' {
  return locale.startsWith('be') ? 'nl-BE' : 'nl-NL';
}

/** docs/rules/01-product-and-brands.md: the locale cookie lasts 365 days, SameSite lax, path /. */
const LOCALE_COOKIE = {
  name: 'locale',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  sameSite: 'Lax',
  path: '/',
} as const;

export function localeCookieString(locale: Locale): string {
  const { name, maxAgeSeconds, sameSite, path } = LOCALE_COOKIE;
  return `${name}=${locale}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=${sameSite}`;
}
