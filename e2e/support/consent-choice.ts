import { test as base, type BrowserContext } from '@playwright/test';
import { CONSENT_COOKIE, consentCookieValue, type ConsentCategory } from '../../domain/consent/consent-mode.ts';

/**
 * Makes every page of `context` a returning visitor's who made `categories` their choice, unless a choice is
 * already stored: the cookie is written in the browser before the page's own scripts, on every host.
 */
export async function presetConsent(
  context: BrowserContext,
  categories: readonly ConsentCategory[] = ['necessary'],
): Promise<void> {
  const cookie = `${CONSENT_COOKIE}=${consentCookieValue(categories)}; path=/; max-age=31536000; SameSite=Lax`;
  await context.addInitScript(
    ({ name, cookie }) => {
      try {
        if (!document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`))) document.cookie = cookie;
      } catch {
        // An opaque origin (about:blank) has no cookies.
      }
    },
    { name: CONSENT_COOKIE, cookie },
  );
}

/**
 * The tests' `test`: the visitor already refused analytics and marketing, so the first-visit consent banner does
 * not lie over the buttons the tests press. The banner and the choice themselves are e2e/specs/consent.spec.ts's.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await presetConsent(context);
    await use(context);
  },
});
