// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../../domain/messages/index.ts';
import BrandError from '../../../../site/app/pages/[brand]/[key]/error.tsx';
import GlobalError from '../../../../site/app/global-error.tsx';
import { BrandProvider } from '../../../../site/chrome/brand-context.tsx';

// The error page's 'Naar abonneren' keeps the visitor's query, read through Next's router (absent outside Next).
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams('mid=CAM-AB12CD') }));

/*
 * docs/rules/06-roles.md and docs/rules/08-errors.md: 'Crawlers (by user agent) get no error page'; 'Fatal or unhandled
 * app errors show the error page (not for bots)'. The error boundaries run in the browser (see
 * site/chrome/errors/crawler-error.tsx), so the user agent is the browser's.
 */

const ERROR = messagesFor('nl').error;
const PERSON =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLERS = [
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.204 Safari/537.36',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
];

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
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
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

  it('shows a person the plain error page', async () => {
    asBrowser(PERSON);
    globalError();
    expect(await screen.findByRole('heading', { level: 1, name: 'Er ging iets mis' })).toBeTruthy();
  });

  it('shows a crawler none of it', async () => {
    asBrowser(CRAWLERS[0]!);
    globalError();
    expect(await screen.findByText('503 Service Unavailable')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
