/*
 * The visitor's consent (docs/rules/02-routes-and-layout.md: 'Privacy instellingen (opens consent settings)') as
 * Google's consent mode v2 tells it to the tag manager. Pure: the inline defaults script, the consent manager in the
 * browser and the tests all read these tables.
 */

/** The consent manager's categories: necessary is always on, the others only with the visitor's consent. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The categories a visitor chooses; necessary is not a choice. */
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;

/** Google's consent mode v2 storage types (https://developers.google.com/tag-platform/security/guides/consent). */
export type ConsentSignal =
  | 'analytics_storage'
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'functionality_storage'
  | 'security_storage';

export type ConsentState = Readonly<Partial<Record<ConsentSignal, 'granted' | 'denied'>>>;

/** Which consent mode signals each optional category grants. */
export const CATEGORY_SIGNALS: Readonly<Record<OptionalCategory, readonly ConsentSignal[]>> = {
  analytics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
};

/**
 * The state before the visitor chooses: everything that needs consent denied. The shop's own cookies (locale,
 * session, stored campaign) are what makes it work, so functionality and security storage are granted.
 */
export const CONSENT_DEFAULT: ConsentState = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
};

/** The `consent update` for the categories the visitor accepted: every optional signal, granted or denied. */
export function consentUpdate(accepted: readonly string[]): ConsentState {
  const state: Partial<Record<ConsentSignal, 'granted' | 'denied'>> = {};
  for (const [category, signals] of Object.entries(CATEGORY_SIGNALS)) {
    for (const signal of signals) state[signal] = accepted.includes(category) ? 'granted' : 'denied';
  }
  return state;
}

/** The consent manager's cookie (vanilla-cookieconsent's default name), set in the browser only. */
export const CONSENT_COOKIE = 'cc_cookie';

/** 'the choice stored for a year'. */
export const CONSENT_DAYS = 365;

/**
 * The categories of the choice stored in `cookieHeader` (document.cookie), or undefined when the visitor has not
 * chosen. A choice is what vanilla-cookieconsent itself accepts as one: a consent id, both timestamps and the
 * categories (its own check in run()); anything else (absent, cut, hand-made) means no choice, so the banner asks.
 */
export function storedConsent(cookieHeader: string): readonly ConsentCategory[] | undefined {
  const raw = cookieHeader
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { consentId, consentTimestamp, lastConsentTimestamp, categories } = value as Record<string, unknown>;
  const valid =
    typeof consentId === 'string' &&
    consentId !== '' &&
    typeof consentTimestamp === 'string' &&
    typeof lastConsentTimestamp === 'string' &&
    Array.isArray(categories);
  if (!valid) return undefined;
  return CONSENT_CATEGORIES.filter((category) => categories.includes(category));
}

/**
 * A choice as vanilla-cookieconsent 3.1.0 stores it in its cookie (what the banner's buttons write), for a browser
 * that should arrive as a returning visitor who made it: the end-to-end tests and the brand gallery.
 */
export function consentCookieValue(categories: readonly ConsentCategory[], now = new Date()): string {
  return encodeURIComponent(
    JSON.stringify({
      categories,
      revision: 0,
      data: null,
      consentTimestamp: now.toISOString(),
      consentId: '00000000-0000-4000-8000-00000000e2e0',
      services: { necessary: [], analytics: [], marketing: [] },
      languageCode: 'nl',
      lastConsentTimestamp: now.toISOString(),
      expirationTime: now.getTime() + CONSENT_DAYS * 86_400_000,
    }),
  );
}
