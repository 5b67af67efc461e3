import { inlineScript } from '../../../blocks/shared/script-json.ts';
import { CATEGORY_SIGNALS, CONSENT_COOKIE, CONSENT_DEFAULT } from '../../../domain/consent/consent-mode.ts';

/**
 * The first script of every branded page, before the page's dataLayer events and the tag manager's loader: Google's
 * consent mode v2 defaults (everything that needs consent denied), then, when the visitor chose before, the
 * `consent update` for that choice, read from the consent manager's cookie in the browser. A returning visitor's
 * choice is thus known before the tag manager starts, without loading the consent manager; the server never reads
 * the cookie, so prerendered and campaign pages stay the same for everyone. The cookie check is
 * domain/consent/consent-mode.ts's storedConsent in a few bytes (tests/site/chrome/consent/consent-mode.test.ts keeps
 * them equal). It also leaves a flag on window for the first-visit banner (consent-banner-script.ts).
 */
/** Set on window by the script when the visitor chose before: the first-visit banner's script then stays closed. */
export const STORED_CHOICE_FLAG = '__shopConsentChosen';

export function consentModeScript(): string {
  return inlineScript(consentMode, CONSENT_DEFAULT, CONSENT_COOKIE, CATEGORY_SIGNALS, STORED_CHOICE_FLAG);
}

/** In the browser: the defaults, then the stored choice's update (domain/consent/consent-mode.ts storedConsent). */
function consentMode(
  defaults: object,
  cookieName: string,
  signals: Readonly<Record<string, readonly string[]>>,
  flag: string,
): void {
  const page = window as unknown as Record<string, unknown> & {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  };
  page.dataLayer = page.dataLayer || [];
  // Google's snippet: a command is the arguments object itself.
  page.gtag =
    page.gtag ||
    function () {
      // eslint-disable-next-line prefer-rest-params
      (page.dataLayer as unknown[]).push(arguments);
    };
  page.gtag('consent', 'default', defaults);
  try {
    const choice = JSON.parse(
      decodeURIComponent((document.cookie.match(new RegExp(`(?:^|;\\s*)${cookieName}=([^;]*)`)) || [])[1] || ''),
    );
    const valid =
      choice &&
      typeof choice.consentId == 'string' &&
      choice.consentId &&
      typeof choice.consentTimestamp == 'string' &&
      typeof choice.lastConsentTimestamp == 'string' &&
      Array.isArray(choice.categories);
    if (!valid) return;
    const update: Record<string, string> = {};
    for (const category in signals)
      for (const signal of signals[category] ?? [])
        update[signal] = choice.categories.indexOf(category) >= 0 ? 'granted' : 'denied';
    page.gtag('consent', 'update', update);
    page[flag] = true;
  } catch {
    // A cookie that is no choice: the defaults stand.
  }
}
