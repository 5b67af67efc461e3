// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentCookieValue } from '../../../../domain/consent/consent-mode.ts';
import { messagesFor } from '../../../../domain/messages/index.ts';
import { BRANDS } from '../../../../site/brands.ts';
import { ConsentBanner } from '../../../../site/chrome/consent/consent-banner.client.tsx';
import {
  CONSENT_BANNER_ID,
  consentBannerScript,
  PENDING_ATTRIBUTE,
  READY_ATTRIBUTE,
} from '../../../../site/chrome/consent/consent-banner-script.ts';
import { consentModeScript, STORED_CHOICE_FLAG } from '../../../../site/chrome/consent/consent-mode-script.ts';
import { consentBanner } from '../../../../site/chrome/consent/site-footer-consent.tsx';

/*
 * The first-visit banner is in every branded page (a shared page cannot know its reader), closed; its script opens it
 * while the page is parsed, for a visitor without a stored choice who is not a crawler. jsdom has no showModal: the
 * stand-in below opens the dialog as Chromium would, minus the top layer (e2e/specs/consent.spec.ts has the real one).
 */

const BROWSER =
  'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.modal = '';
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    delete this.dataset.modal;
  };
});

const afterFirstFrame = () => new Promise((resolve) => setTimeout(resolve, 100));

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = `${CONSENT_COOKIE}=; max-age=0`;
  delete (window as unknown as Record<string, unknown>)[STORED_CHOICE_FLAG];
});

/** A branded page as the browser parses it: the consent defaults first, the page, then the banner and its script. */
function loadPage(userAgent = BROWSER): HTMLDialogElement {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
  new Function(consentModeScript())();
  const banner = renderToStaticMarkup(<ConsentBanner {...consentBanner(messagesFor('nl'), BRANDS.ad)} />);
  document.body.innerHTML = `<script></script>${banner}<header>top</header><main id="main">page</main><footer>foot</footer>`;
  new Function(consentBannerScript())();
  return document.getElementById(CONSENT_BANNER_ID) as HTMLDialogElement;
}

const inert = () =>
  [...document.body.children].filter((element) => element.hasAttribute('inert')).map((element) => element.tagName);

describe('the first-visit banner', () => {
  it('is rendered closed, with its title, text and three choices', () => {
    const markup = renderToStaticMarkup(<ConsentBanner {...consentBanner(messagesFor('nl'), BRANDS.ad)} />);
    const { banner } = messagesFor('nl').consent;
    expect(markup).not.toContain(' open');
    for (const text of [banner.title, banner.acceptAll, banner.rejectAll, banner.settings])
      expect(markup).toContain(`>${text}<`);
    expect(markup).toMatch(/aria-labelledby="consent-banner-title"/);
  });

  it('opens on a first visit at once, and is modal with the rest of the page inert after the first frame (showModal lays the page out: not during the parse)', async () => {
    const dialog = loadPage();
    expect(dialog.open).toBe(true);
    expect(dialog.dataset.modal).toBeUndefined();
    await afterFirstFrame();
    expect(dialog.open).toBe(true);
    expect(dialog.dataset.modal).toBe('');
    expect(inert()).toEqual(['HEADER', 'MAIN', 'FOOTER']);
  });

  it.each([
    ['refused', ['necessary'] as const],
    ['accepted', ['necessary', 'analytics', 'marketing'] as const],
  ])('stays closed for a visitor who %s before', async (_, categories) => {
    document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(categories)}`;
    const dialog = loadPage();
    await afterFirstFrame();
    expect(dialog.open).toBe(false);
    expect(inert()).toEqual([]);
  });

  it('opens when the stored cookie is not a choice (the defaults script does not take it)', () => {
    document.cookie = `${CONSENT_COOKIE}=%7Bnope`;
    expect(loadPage().open).toBe(true);
  });

  it('stays closed for a crawler', () => {
    expect(loadPage(CRAWLER).open).toBe(false);
  });

  it('keeps a choice pressed before the page has hydrated, and no longer once it has', () => {
    const dialog = loadPage();
    dialog.querySelector<HTMLButtonElement>('[data-consent="necessary"]')!.click();
    expect(dialog.getAttribute(PENDING_ATTRIBUTE)).toBe('necessary');
    dialog.removeAttribute(PENDING_ATTRIBUTE);
    dialog.setAttribute(READY_ATTRIBUTE, '');
    dialog.querySelector<HTMLButtonElement>('[data-consent="all"]')!.click();
    expect(dialog.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });

  it('is not closed by Escape: it asks for a choice', () => {
    const dialog = loadPage();
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
  });
});
