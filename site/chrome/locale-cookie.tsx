import { inlineScript } from '../../blocks/shared/script-json.ts';
import { localeCookieString } from '../../domain/locale.ts';
import type { Locale } from '../../schemas/locale.ts';

/**
 * docs/rules/01-product-and-brands.md: the locale cookie (365 days, SameSite lax, path /). Set in the browser, not by
 * the server: a Set-Cookie header would stop shared caches from keeping the page
 * (docs/adr/0002-locale-cookie-in-the-browser.md).
 */
export function LocaleCookie({ locale }: { locale: Locale }) {
  return (
    <script
      dangerouslySetInnerHTML={{ __html: inlineScript(keepLocale, `locale=${locale}`, localeCookieString(locale)) }}
    />
  );
}

/** In the browser: the cookie written unless it already holds the page's locale. */
function keepLocale(current: string, cookie: string): void {
  if (!document.cookie.split('; ').includes(current)) document.cookie = cookie;
}
