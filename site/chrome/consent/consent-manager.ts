import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-manager.css.ts';
import * as CookieConsent from 'vanilla-cookieconsent';
import type { Translation } from 'vanilla-cookieconsent';
import { CONSENT_COOKIE, CONSENT_DAYS, consentUpdate } from '../../../domain/consent/consent-mode.ts';

/*
 * The consent manager (vanilla-cookieconsent, docs/adr/0008-consent-manager.md): it keeps the visitor's choice (its
 * cookie), tells the tag manager, and draws the settings dialog. Loaded only when it is needed (consent-manager-
 * loader.ts): on a first visit, once the server-rendered banner (consent-banner.client.tsx) has hydrated, and when
 * 'Privacy instellingen' is pressed. Its own banner is not shown: the page's is in the first paint, the library's would
 * come only after the scripts. A returning visitor's choice is told to the tag manager by consent-mode-script.ts
 * without it.
 */

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
    dataLayer?: unknown[];
  }
}

/** Tells the tag manager the visitor's choice (consent mode v2) and gives its triggers an event to fire on. */
function tellTagManager(): void {
  const accepted = CookieConsent.getUserPreferences().acceptedCategories;
  window.gtag?.('consent', 'update', consentUpdate(accepted));
  (window.dataLayer ??= []).push({ event: 'consent_update', consentCategories: accepted });
}

/** Analytics and marketing cookies the tag manager's tags may have set: removed when their category is refused. */
const ANALYTICS_COOKIES = [{ name: /^_ga/ }, { name: '_gid' }, { name: '_gat' }];
const MARKETING_COOKIES = [{ name: /^_gcl/ }, { name: '_fbp' }];

/** The manager's dialogs now open: while one is, the page behind it is inert. */
const openDialogs = new Set<string>();

/**
 * Both dialogs are modal (the library says `aria-modal="true"`): the page behind them is made inert, so keyboard and
 * screen-reader users stay in the dialog, and nothing behind it can be pressed or read until the visitor chooses.
 */
let opener: HTMLElement | undefined;

function trackDialog(name: string, open: boolean): void {
  // The library gives focus back before it says a dialog closed, while the page is still inert: so it is given
  // back here, once the page is not.
  if (open && openDialogs.size === 0 && document.activeElement instanceof HTMLElement) opener = document.activeElement;
  if (open) openDialogs.add(name);
  else openDialogs.delete(name);
  for (const element of document.body.children) {
    if (element.id !== 'cc-main') element.toggleAttribute('inert', openDialogs.size > 0);
  }
  if (
    openDialogs.size === 0 &&
    opener?.isConnected &&
    !document.getElementById('cc-main')?.contains(document.activeElement)
  )
    opener.focus();
  if (openDialogs.size === 0) opener = undefined;
}

/** Starts the manager once per page; on a first visit it shows the banner. */
export function startConsentManager(language: string, translation: Translation): Promise<void> {
  return CookieConsent.run({
    // webdriver is not a crawler here: the tests and the accessibility run are browsers that must see the banner;
    // crawlers never load this module (privacy-settings.client.tsx).
    hideFromBots: false,
    // The first-visit banner is the page's own (consent-banner.client.tsx), which calls acceptConsent.
    autoShow: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom center', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: ANALYTICS_COOKIES } },
      marketing: { autoClear: { cookies: MARKETING_COOKIES } },
    },
    disablePageInteraction: true,
    onModalShow: ({ modalName }) => trackDialog(modalName, true),
    onModalHide: ({ modalName }) => trackDialog(modalName, false),
    onConsent: tellTagManager,
    onChange: tellTagManager,
    language: { default: language, translations: { [language]: translation } },
  });
}

export function showConsentSettings(): void {
  CookieConsent.showPreferences();
}

/** The banner's 'Alles accepteren' (all categories) or 'Alles weigeren' (the necessary ones only). */
export function acceptConsent(choice: 'all' | 'necessary'): void {
  CookieConsent.acceptCategory(choice === 'all' ? 'all' : []);
}

/** Whether the visitor has made a choice that still holds (the banner returns when the settings close without one). */
export function hasChosen(): boolean {
  return CookieConsent.validConsent();
}
