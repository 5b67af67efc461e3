// @vitest-environment jsdom
import { isbot, isbotNaive } from 'isbot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../../domain/brand-resolution.ts';
import {
  NAIVE_CRAWLER_PATTERN,
  tagManagerAllowed,
  tagManagerLoader,
  tagManagerScript,
} from '../../../site/tag-manager/tag-manager.ts';

/*
 * docs/rules/06-roles.md: 'Crawlers (by user agent) get no error page and no tag manager';
 * docs/rules/09-constants-and-limits.md: 'Tag manager loads only in production or when forced by query; never when
 * gtm=false.' The server asks isbot; the inline loader of a prerendered page asks again in the browser with isbot's
 * naive pattern, which misses some non-browser clients.
 */

type Kind = 'person' | 'crawler' | 'crawler the naive pattern misses';

const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  facebookInApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.36.107;FBBV/621394370;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBCR/;FBID/phone;FBLC/nl_NL;FBOP/80]',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  adsBotGoogle: 'AdsBot-Google (+http://www.google.com/adsbot.html)',
  adsBotGoogleMobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_7_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1 (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)',
  facebookExternalHit: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  lighthouse:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  duckDuckBot: 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
  yandexBot: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  applebot:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  twitterbot: 'Twitterbot/1.0',
  linkedInBot: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  gptBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot',
  slackbot: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  semrushBot: 'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
  curl: 'curl/8.5.0',
  wget: 'Wget/1.21.4',
  pythonRequests: 'python-requests/2.32.3',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  whatsApp: 'WhatsApp/2.23.20.0',
} as const;

const KINDS: Readonly<Record<keyof typeof AGENTS, Kind>> = {
  chromeWindows: 'person',
  chromeMac: 'person',
  chromeAndroid: 'person',
  chromeIos: 'person',
  edge: 'person',
  opera: 'person',
  firefoxWindows: 'person',
  firefoxLinux: 'person',
  firefoxAndroid: 'person',
  firefoxIos: 'person',
  safariMac: 'person',
  safariIphone: 'person',
  safariIpad: 'person',
  samsungInternet: 'person',
  facebookInApp: 'person',
  googlebot: 'crawler',
  googlebotSmartphone: 'crawler',
  bingbot: 'crawler',
  adsBotGoogle: 'crawler',
  adsBotGoogleMobile: 'crawler',
  facebookExternalHit: 'crawler',
  lighthouse: 'crawler',
  duckDuckBot: 'crawler',
  yandexBot: 'crawler',
  applebot: 'crawler',
  twitterbot: 'crawler',
  linkedInBot: 'crawler',
  gptBot: 'crawler',
  slackbot: 'crawler',
  semrushBot: 'crawler',
  // Clients that run no page script, and HeadlessChrome (which does): only the server's full isbot list knows them.
  curl: 'crawler the naive pattern misses',
  wget: 'crawler the naive pattern misses',
  pythonRequests: 'crawler the naive pattern misses',
  headlessChrome: 'crawler the naive pattern misses',
  whatsApp: 'crawler the naive pattern misses',
};

const ROWS = Object.entries(AGENTS).map(
  ([name, userAgent]) => [name, userAgent, KINDS[name as keyof typeof AGENTS]] as const,
);

describe('NAIVE_CRAWLER_PATTERN: the browser’s crawler check', () => {
  it.each(ROWS)('agrees with isbotNaive on %s', (_, userAgent, kind) => {
    expect(NAIVE_CRAWLER_PATTERN.test(userAgent)).toBe(isbotNaive(userAgent));
    expect(NAIVE_CRAWLER_PATTERN.test(userAgent)).toBe(kind === 'crawler');
    expect(isbot(userAgent)).toBe(kind !== 'person');
  });
});

describe('tagManagerAllowed: the domain rule with isbot telling crawlers', () => {
  it.each<[AppEnv, Record<string, string>, keyof typeof AGENTS, boolean]>([
    ['production', {}, 'safariIphone', true],
    ['production', {}, 'googlebot', false],
    ['production', {}, 'headlessChrome', false],
    ['production', { gtm: 'false' }, 'chromeWindows', false],
    ['production', { forceGtm: 'false' }, 'samsungInternet', false],
    ['production', { forceGtm: 'true', gtm: 'false' }, 'chromeWindows', false],
    ['local', {}, 'chromeWindows', false],
    ['acceptance', {}, 'firefoxWindows', false],
    ['local', { forceGtm: 'true' }, 'chromeWindows', true],
    ['test', { gtm: 'true' }, 'safariMac', true],
    ['local', { forceGtm: 'true' }, 'lighthouse', false],
    ['acceptance', { gtm: 'true' }, 'curl', false],
  ])('%s with %j for %s -> %s', (appEnv, query, agent, expected) => {
    expect(tagManagerAllowed({ appEnv, query, userAgent: AGENTS[agent] })).toBe(expected);
  });
});

describe('tagManagerLoader in the browser', () => {
  const GTM_URL = 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234';
  const page = window as Window & { dataLayer?: unknown[] };

  afterEach(() => {
    vi.restoreAllMocks();
    document.head.replaceChildren();
    delete page.dataLayer;
  });

  function runLoader(userAgent: string): void {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    new Function(tagManagerLoader('GTM-ABC1234'))();
  }

  it.each(ROWS.filter(([, , kind]) => kind === 'person').slice(0, 6))(
    'a person (%s) gets one async GTM script and the gtm.js event',
    (_, userAgent) => {
      page.dataLayer = [{ event: 'page' }];
      runLoader(userAgent);
      const scripts = [...document.querySelectorAll('script')];
      expect(scripts.map((script) => [script.src, script.async])).toEqual([[GTM_URL, true]]);
      expect(scripts[0]?.parentElement).toBe(document.head);
      expect(page.dataLayer).toEqual([{ event: 'page' }, { 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    },
  );

  it.each(ROWS.filter(([, , kind]) => kind === 'crawler').slice(0, 8))(
    'a crawler (%s) gets nothing',
    (_, userAgent) => {
      runLoader(userAgent);
      expect(document.querySelectorAll('script')).toHaveLength(0);
      expect(page.dataLayer).toBeUndefined();
    },
  );
});

describe('tagManagerScript: what a shared page learns from the server it is shown by (docs/adr/0022)', () => {
  it.each([
    ['production', true],
    ['acceptance', false],
    ['test', false],
    ['local', false],
  ] as const)('in %s the loader is there: %s', (appEnv, loads) => {
    const script = tagManagerScript(appEnv, 'GTM-ABC1234');
    expect(script === tagManagerLoader('GTM-ABC1234')).toBe(loads);
    expect(script === '').toBe(!loads);
  });

  it('without a container nothing loads, in production too', () => {
    expect(tagManagerScript('production', undefined)).toBe('');
  });
});
