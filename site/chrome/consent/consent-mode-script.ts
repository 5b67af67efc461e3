import { scriptJson } from '../../../blocks/shared/script-json.ts';
import { CATEGORY_SIGNALS, CONSENT_COOKIE, CONSENT_DEFAULT } from '../../../domain/consent/consent-mode.ts';

/**
 * The first script of every branded page, before the page's dataLayer events and the tag manager's loader: Google's
 * consent mode v2 defaults (everything that needs consent denied), then, when the visitor chose before, the
 * `consent update` for that choice, read from the consent manager's cookie in the browser. A returning visitor's
 * choice is thus known before the tag manager starts, without loading the consent manager; the server never reads
 * the cookie, so prerendered and campaign pages stay the same for everyone. The cookie check is
 * domain/consent/consent-mode.ts's storedConsent in a few bytes (tests/site/consent-mode-script.test.ts keeps them
 * equal). It also leaves a flag on window for the first-visit banner (consent-banner-script.ts).
 */
/** Set on window by the script when the visitor chose before: the first-visit banner's script then stays closed. */
export const STORED_CHOICE_FLAG = '__shopConsentChosen';

export function consentModeScript(): string {
  const cookie = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`);
  return (
    `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};` +
    `gtag('consent','default',${scriptJson(CONSENT_DEFAULT)});` +
    `(function(){try{var c=JSON.parse(decodeURIComponent((document.cookie.match(${cookie})||[])[1]||''));` +
    `if(c&&typeof c.consentId=='string'&&c.consentId&&typeof c.consentTimestamp=='string'&&typeof c.lastConsentTimestamp=='string'&&Array.isArray(c.categories)){` +
    `var s=${scriptJson(CATEGORY_SIGNALS)},u={};for(var k in s)for(var i=0;i<s[k].length;i++)u[s[k][i]]=c.categories.indexOf(k)>=0?'granted':'denied';` +
    `gtag('consent','update',u);window.${STORED_CHOICE_FLAG}=true}}catch(e){}})()`
  );
}
