import { localeCookieString } from '../../domain/locale.ts';
import type { Locale } from '../../schemas/locale.ts';

/**
 * docs/rules/01-product-and-brands.md: the locale cookie (365 days, SameSite lax, path /). Set in the browser, not by the server: a
 * Set-Cookie header would stop shared caches from keeping the page (docs/adr/0002-locale-cookie-in-the-browser.md).
 */
export function LocaleCookie({ locale }: { locale: Locale }) {
  const cookie = localeCookieString(locale);
  const script = `document.cookie.split('; ').includes(${JSON.stringify(`locale=${locale}`)})||(document.cookie=${JSON.stringify(cookie)})`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
