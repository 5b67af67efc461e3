import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  CONSENT_DEFAULT,
  consentUpdate,
  storedConsent,
} from '../../../../domain/consent/consent-mode.ts';
import { consentModeScript, STORED_CHOICE_FLAG } from '../../../../site/chrome/consent/consent-mode-script.ts';

/** A choice as vanilla-cookieconsent 3.1.0 writes it (its cookie value is encodeURIComponent(JSON)). */
const choice = (categories: readonly string[], extra: Record<string, unknown> = {}) =>
  `${CONSENT_COOKIE}=${encodeURIComponent(
    JSON.stringify({
      categories,
      revision: 0,
      data: null,
      consentTimestamp: '2026-11-23T21:00:00.000Z',
      consentId: 'a1b2c3d4-0000-4000-8000-000000000000',
      services: { necessary: [], analytics: [], marketing: [] },
      languageCode: 'nl',
      lastConsentTimestamp: '2026-11-23T21:00:00.000Z',
      expirationTime: 1795000000000,
      ...extra,
    }),
  )}`;

const DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

describe('consent mode v2 for the tag manager', () => {
  it('denies everything that needs consent until the visitor chooses', () => {
    expect(CONSENT_DEFAULT).toEqual({ ...DENIED, functionality_storage: 'granted', security_storage: 'granted' });
  });

  it.each([
    [['necessary'], DENIED],
    [['necessary', 'analytics'], { ...DENIED, analytics_storage: 'granted' }],
    [
      ['necessary', 'marketing'],
      { ...DENIED, ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ],
    [
      ['necessary', 'analytics', 'marketing'],
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ],
    [[], DENIED],
  ])('accepted %j: update %j', (accepted, update) => {
    expect(consentUpdate(accepted)).toEqual(update);
  });
});

/** Cookie headers and the stored choice they hold (undefined: no choice, the banner asks). */
const STORED: readonly (readonly [string, string, readonly string[] | undefined])[] = [
  ['no cookies', '', undefined],
  ['other cookies only', 'locale=nl; shop_mid=CAM-ZOMER1', undefined],
  ['refused', choice(['necessary']), ['necessary']],
  [
    'accepted',
    `locale=be; ${choice(['necessary', 'analytics', 'marketing'])}; x=1`,
    ['necessary', 'analytics', 'marketing'],
  ],
  ['analytics only', choice(['necessary', 'analytics']), ['necessary', 'analytics']],
  ['unknown categories dropped', choice(['necessary', 'tracking', 'analytics']), ['necessary', 'analytics']],
  ['no consent id', choice(['necessary', 'analytics'], { consentId: '' }), undefined],
  ['no timestamps', choice(['analytics'], { consentTimestamp: undefined }), undefined],
  ['categories not a list', choice([], { categories: 'analytics' }), undefined],
  ['not JSON', `${CONSENT_COOKIE}=%7Bnope`, undefined],
  ['bad escape', `${CONSENT_COOKIE}=%E0%A4%A`, undefined],
  ['JSON null', `${CONSENT_COOKIE}=null`, undefined],
  ['a look-alike name', `x${choice(['necessary', 'analytics'])}`, undefined],
  ['empty value', `${CONSENT_COOKIE}=`, undefined],
];

describe('the stored choice', () => {
  it.each(STORED)('%s', (_, cookie, expected) => {
    expect(storedConsent(cookie)).toEqual(expected);
  });
});

/** Runs the inline script as a page would, with `cookie` as document.cookie; returns the dataLayer's commands. */
function runScript(cookie: string): unknown[][] {
  const window: { dataLayer?: IArguments[]; gtag?: unknown } = {};
  // The script runs in the page's global scope: `window`, `document`, `gtag` and `dataLayer` are globals there.
  const run = new Function('window', 'document', `with (window) { ${consentModeScript()} }`);
  run(window, { cookie });
  return (window.dataLayer ?? []).map((entry) => [...entry]);
}

describe('the consent defaults script, first on every page', () => {
  it('pushes the defaults as a gtag command (an arguments object, as Google’s snippet does)', () => {
    expect(runScript('')).toEqual([['consent', 'default', CONSENT_DEFAULT]]);
  });

  it.each(STORED)('%s: the update it pushes agrees with storedConsent', (_, cookie, expected) => {
    const commands = runScript(cookie);
    expect(commands[0]).toEqual(['consent', 'default', CONSENT_DEFAULT]);
    expect(commands.slice(1)).toEqual(expected === undefined ? [] : [['consent', 'update', consentUpdate(expected)]]);
  });

  it('keeps an earlier dataLayer and gtag', () => {
    const earlier = [{ event: 'x' }];
    const window = { dataLayer: earlier as unknown[] };
    new Function('window', 'document', `with (window) { ${consentModeScript()} }`)(window, { cookie: '' });
    expect(window.dataLayer[0]).toBe(earlier[0]);
    expect(window.dataLayer).toHaveLength(2);
  });

  it.each(STORED)('%s: it tells the first-visit banner whether a choice is stored', (_, cookie, expected) => {
    const window: Record<string, unknown> = {};
    new Function('window', 'document', `with (window) { ${consentModeScript()} }`)(window, { cookie });
    expect(window[STORED_CHOICE_FLAG] === true).toBe(expected !== undefined);
  });
});
