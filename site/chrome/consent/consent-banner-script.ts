import { inlineScript } from '../../../blocks/shared/script-json.ts';
import { NAIVE_CRAWLER_PATTERN } from '../../request/naive-crawler.ts';
import { STORED_CHOICE_FLAG } from './consent-mode-script.ts';

/** The first-visit banner's element id, and the attribute its buttons carry: the choice each one makes. */
export const CONSENT_BANNER_ID = 'consent-banner';
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent';
/** Set by the banner's component once it has hydrated; before that, a pressed button's choice waits in data-pending. */
export const READY_ATTRIBUTE = 'data-ready';
export const PENDING_ATTRIBUTE = 'data-pending';
/**
 * Set by the banner's component once it has hydrated and is done with the consent manager: `started` once the
 * manager has started (the banner is open), `not-needed` when the banner stayed closed (a choice was stored, a
 * crawler, the visual editor), so nothing loads it until the footer's 'Privacy instellingen' is pressed. Tests wait
 * for it before checking that nothing was loaded.
 */
export const MANAGER_ATTRIBUTE = 'data-manager';

/*
 * Storyblok's visual editor frames the page (the only framer a preview allows besides the site): an editor is no
 * visitor, and the choice could not be kept there anyway (its cookie is SameSite=Lax, refused in a cross-site frame),
 * so the modal banner would make the whole preview inert, every block unclickable, on every load (docs/adr/0014).
 * openConsentBanner checks for that frame below.
 */

/**
 * Right after the banner, first in the body: a shared page cannot know whether its reader chose before, so the banner
 * is in every branded page, closed, and this opens it for a visitor without a stored choice (consent-mode-script.ts,
 * the script before it, left a flag) who is not a crawler nor in the visual editor. Opened while the page is parsed,
 * the banner is in the first paint: it used to come with the consent manager after the page's scripts, and was then the
 * page's largest paint on a phone (Lighthouse: 3.1-3.7 s on most brand pages). It is first in the body because Chromium
 * paints a first frame before it has parsed the whole page: at the end, the banner came a frame later.
 * It is opened in two steps. First its `open` attribute: nothing is laid out yet. Then, once the first contentful
 * paint is reported (or at load, whichever is first), as a modal dialog, and the rest of the page inert once parsed.
 * Not sooner: showModal moves focus into the banner, which lays out the whole page at once, and during the parse
 * that forced layout cost 39 ms of main thread before the first paint (Chromium trace, ad home); and moving the
 * banner into the top layer before its first paint is reported discards that paint, so the banner counted as a
 * paint one frame later (PerformanceObserver, largest-contentful-paint). A button pressed before the banner's component
 * has hydrated leaves its choice for the component; Escape does not close the banner: it asks for a choice.
 */
export function consentBannerScript(): string {
  const crawler = { source: NAIVE_CRAWLER_PATTERN.source, flags: NAIVE_CRAWLER_PATTERN.flags };
  return inlineScript(openConsentBanner, CONSENT_BANNER_ID, STORED_CHOICE_FLAG, crawler, {
    choice: CONSENT_CHOICE_ATTRIBUTE,
    ready: READY_ATTRIBUTE,
    pending: PENDING_ATTRIBUTE,
  });
}

/** In the browser: the banner opened while the page is parsed, then made modal after the first paint. */
function openConsentBanner(
  bannerId: string,
  flag: string,
  crawler: { source: string; flags: string },
  attributes: { choice: string; ready: string; pending: string },
): void {
  const banner = document.getElementById(bannerId) as HTMLDialogElement | null;
  const inEditorFrame = window.self !== window.top && /[?&]_storyblok=/.test(location.search);
  if (
    !banner ||
    !banner.showModal ||
    (window as unknown as Record<string, unknown>)[flag] ||
    new RegExp(crawler.source, crawler.flags).test(navigator.userAgent) ||
    inEditorFrame
  )
    return;
  banner.setAttribute('open', '');
  const inertRest = () => {
    if (!banner.open) return;
    for (const child of document.body.children)
      if (child !== banner && child.tagName !== 'SCRIPT') child.setAttribute('inert', '');
  };
  let done = false;
  const modal = () => {
    if (done) return;
    done = true;
    if (banner.open && !banner.matches(':modal')) {
      banner.close();
      banner.showModal();
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', inertRest);
    else inertRest();
  };
  const Observer = window.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new Observer((list, observer) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) {
        observer.disconnect();
        setTimeout(modal);
      }
    }).observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'complete') setTimeout(modal);
  else addEventListener('load', () => setTimeout(modal));
  banner.addEventListener('cancel', (event) => event.preventDefault());
  banner.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const button = target?.closest && target.closest(`[${attributes.choice}]`);
    if (button && !banner.hasAttribute(attributes.ready))
      banner.setAttribute(attributes.pending, button.getAttribute(attributes.choice) ?? '');
  });
}
