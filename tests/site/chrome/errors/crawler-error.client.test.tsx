// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../../domain/messages/index.ts';
import BrandError from '../../../../site/app/pages/[brand]/[key]/error.tsx';
import GlobalError from '../../../../site/app/global-error.tsx';
import { BrandProvider } from '../../../../site/chrome/brand-context.client.tsx';

// The error page's 'Naar abonneren' keeps the visitor's query, read through Next's router (absent outside Next).
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams('mid=CAM-AB12CD') }));

/*
 * docs/rules/06-roles.md and docs/rules/08-errors.md: 'Crawlers (by user agent) get no error page'; 'Fatal or unhandled
 * app errors show the error page (not for bots)'. The error boundaries run in the browser (see
 * site/chrome/errors/crawler-error.client.tsx), so the user agent is the browser's.
 */

const ERROR = messagesFor('nl').error;
const PERSON =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLERS = [
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.204 Safari/537.36',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
];

/** Vitest's JSDOM instance: its URL (the host the last-resort page finds its brand by) is set per test. */
const jsdomOf = () => (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom;

function asBrowser(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

const brandError = () =>
  render(
    <BrandProvider value={{ homeUrl: 'https://www.volkskrant.nl', errorMessages: ERROR }}>
      <main>
        <BrandError />
      </main>
    </BrandProvider>,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('the brand error boundary', () => {
  it('shows a person the branded error page', async () => {
    asBrowser(PERSON);
    brandError();
    expect(await screen.findByRole('heading', { level: 1, name: ERROR.errorHeading })).toBeTruthy();
    expect(screen.getByRole('link', { name: ERROR.toHome })).toBeTruthy();
    expect(screen.getByRole('link', { name: ERROR.toHome }).getAttribute('href')).toBe('https://www.volkskrant.nl');
    expect(screen.getByRole('link', { name: ERROR.toSubscribe }).getAttribute('href')).toBe('/?mid=CAM-AB12CD');
    // An error page is no page for search, whoever is shown it (domain/seo/indexing.ts).
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it.each(CRAWLERS)('shows a crawler no error page, and asks not to index what it sees (%s)', async (userAgent) => {
    asBrowser(userAgent);
    const { container } = brandError();
    expect(await screen.findByText('503 Service Unavailable')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).not.toContain(ERROR.errorText);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

describe('the global error page (when even the brand layout failed)', () => {
  // It renders its own <html>, so it is rendered as the document.
  const globalError = () => render(<GlobalError />, { container: document });
  // The page loads its brand table when it shows: loaded (transformed) once here, not in a test's wait.
  beforeAll(() => import('../../../../site/chrome/errors/home-of-host.ts'));

  it('shows a person the plain error page', async () => {
    asBrowser(PERSON);
    globalError();
    expect(await screen.findByRole('heading', { level: 1, name: 'Er ging iets mis' })).toBeTruthy();
  });

  // docs/rules/02-routes-and-layout.md: 'Naar abonneren' (to / keeping the query) and 'Naar home' (brand domain, or
  // group site if none), as on the branded error page.
  it.each([
    { url: 'http://ad.localhost:3000/bestellen?mid=CAM-AB12CD', home: 'https://ad.nl' },
    { url: 'https://abonnement.volkskrant.nl/?mid=CAM-AB12CD', home: 'https://volkskrant.nl' },
    { url: 'http://ddj.localhost:3000/?mid=CAM-AB12CD', home: 'https://www.dpgmedia.nl' },
    { url: 'http://localhost:3000/?mid=CAM-AB12CD', home: 'https://www.dpgmedia.nl' },
  ])(
    'on $url: the catalog’s wording, Naar abonneren keeping the query, and Naar home to $home',
    async ({ url, home }) => {
      const before = window.location.href;
      jsdomOf().reconfigure({ url });
      try {
        asBrowser(PERSON);
        globalError();
        expect(await screen.findByRole('heading', { level: 1, name: ERROR.errorHeading })).toBeTruthy();
        expect(screen.getByText(ERROR.errorText)).toBeTruthy();
        expect(screen.getByRole('link', { name: ERROR.toSubscribe }).getAttribute('href')).toBe('/?mid=CAM-AB12CD');
        expect(screen.getByRole('link', { name: ERROR.toHome }).getAttribute('href')).toBe(home);
      } finally {
        jsdomOf().reconfigure({ url: before });
      }
    },
  );

  it('shows a crawler none of it', async () => {
    asBrowser(CRAWLERS[0]!);
    globalError();
    expect(await screen.findByText('503 Service Unavailable')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
