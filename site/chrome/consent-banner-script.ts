import { scriptJson } from '../../blocks/shared/script-json.ts';
import { NAIVE_CRAWLER_PATTERN } from '../experiments/naive-crawler.ts';
import { STORED_CHOICE_FLAG } from './consent-mode-script.ts';

/** The first-visit banner's element id, and the attribute its buttons carry: the choice each one makes. */
export const CONSENT_BANNER_ID = 'consent-banner';
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent';
/** Set by the banner's component once it has hydrated; before that, a pressed button's choice waits in data-pending. */
export const READY_ATTRIBUTE = 'data-ready';
export const PENDING_ATTRIBUTE = 'data-pending';

/**
 * Right after the banner, at the end of the body: a shared page cannot know whether its reader chose before, so the
 * banner is in every branded page, closed, and this opens it as a modal dialog for a visitor without a stored choice
 * (consent-mode-script.ts, the first script of the page, left a flag) who is not a crawler. Opened while the page
 * is parsed, the banner is in the first paint: it used to come with the consent manager after the page's scripts,
 * and was then the page's largest paint on a phone (Lighthouse: 3.1-3.7 s on most brand pages).
 * The rest of the page is made inert (showModal makes it so too; the attribute says it to every tool). A button
 * pressed before the component has hydrated leaves its choice for the component; Escape does not close the banner:
 * it asks for a choice.
 */
export function consentBannerScript(): string {
  return (
    `(function(d){if(!d||!d.showModal||window.${STORED_CHOICE_FLAG}||${NAIVE_CRAWLER_PATTERN}.test(navigator.userAgent))return;` +
    `d.showModal();for(var i=0,c=document.body.children;i<c.length;i++)if(c[i]!==d&&c[i].tagName!=='SCRIPT')c[i].setAttribute('inert','');` +
    `d.addEventListener('cancel',function(e){e.preventDefault()});` +
    `d.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[${CONSENT_CHOICE_ATTRIBUTE}]');` +
    `if(b&&!d.hasAttribute('${READY_ATTRIBUTE}'))d.setAttribute('${PENDING_ATTRIBUTE}',b.getAttribute('${CONSENT_CHOICE_ATTRIBUTE}'))})` +
    `})(document.getElementById(${scriptJson(CONSENT_BANNER_ID)}))`
  );
}
