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
 * Storyblok's visual editor frames the page (the only framer a preview allows besides the site): an editor is no
 * visitor, and the choice could not be kept there anyway (its cookie is SameSite=Lax, refused in a cross-site frame),
 * so the modal banner would make the whole preview inert, every block unclickable, on every load (docs/adr/0014).
 */
const IN_EDITOR_FRAME = 'window.self!==window.top&&/[?&]_storyblok=/.test(location.search)';

/**
 * Right after the banner, first in the body: a shared page cannot know whether its reader chose before, so the banner
 * is in every branded page, closed, and this opens it for a visitor without a stored choice (consent-mode-script.ts,
 * the script before it, left a flag) who is not a crawler nor in the visual editor. Opened while the page is parsed,
 * the banner is in the first paint: it used to come with the consent manager after the page's scripts, and was then the page's largest
 * paint on a phone (Lighthouse: 3.1-3.7 s on most brand pages). It is first in the body because Chromium paints a
 * first frame before it has parsed the whole page: at the end, the banner came a frame later.
 * It is opened in two steps. First its `open` attribute: nothing is laid out yet. Then, once the first contentful
 * paint is reported (or at load, whichever is first), as a modal dialog, and the rest of the page inert once parsed.
 * Not sooner: showModal moves focus into the banner, which lays out the whole page at once, and during the parse
 * that forced layout cost 39 ms of main thread before the first paint (Chromium trace, ad home); and moving the
 * banner into the top layer before its first paint is reported discards that paint, so the banner counted as a
 * paint one frame later (PerformanceObserver, largest-contentful-paint). A button pressed before the banner's component has hydrated leaves its choice for the
 * component; Escape does not close the banner: it asks for a choice.
 */
export function consentBannerScript(): string {
  return (
    `(function(d){if(!d||!d.showModal||window.${STORED_CHOICE_FLAG}||${NAIVE_CRAWLER_PATTERN}.test(navigator.userAgent)||${IN_EDITOR_FRAME})return;` +
    `d.setAttribute('open','');` +
    `function inertRest(){if(d.open)for(var i=0,c=document.body.children;i<c.length;i++)if(c[i]!==d&&c[i].tagName!=='SCRIPT')c[i].setAttribute('inert','')}` +
    `var done=false;function modal(){if(done)return;done=true;if(d.open&&!d.matches(':modal')){d.close();d.showModal()}` +
    `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',inertRest);else inertRest()}` +
    `var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)` +
    `new P(function(l,o){if(l.getEntries().some(function(e){return e.name==='first-contentful-paint'})){o.disconnect();setTimeout(modal)}}).observe({type:'paint',buffered:true});` +
    `if(document.readyState==='complete')setTimeout(modal);else addEventListener('load',function(){setTimeout(modal)});` +
    `d.addEventListener('cancel',function(e){e.preventDefault()});` +
    `d.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[${CONSENT_CHOICE_ATTRIBUTE}]');` +
    `if(b&&!d.hasAttribute('${READY_ATTRIBUTE}'))d.setAttribute('${PENDING_ATTRIBUTE}',b.getAttribute('${CONSENT_CHOICE_ATTRIBUTE}'))})` +
    `})(document.getElementById(${scriptJson(CONSENT_BANNER_ID)}))`
  );
}
