'use client';

import { useEffect, useState } from 'react';
import { GROUP_SITE_URL } from '@/domain/public-origin.ts';
import { reloadOnChunkError } from '@/site/chrome/chunk-reload.client.tsx';
import type { ErrorBoundaryProps } from '@/site/chrome/errors/brand-error-boundary.client.tsx';
import { CrawlerErrorNotice, useIsCrawler } from '@/site/chrome/errors/crawler-error.client.tsx';
import { ErrorLinks } from '@/site/chrome/errors/error-links.client.tsx';
import { useBoundaryReport } from '@/site/monitoring/browser-reporter.client.tsx';

/** The nl catalog's error wording (domain/messages/nl.ts), inlined: see GlobalError. */
const WORDING = {
  errorHeading: 'Er ging iets mis',
  errorText: 'Door een storing kunnen we deze pagina nu niet laten zien. Probeer het over een paar minuten opnieuw.',
  toSubscribe: 'Naar abonneren',
  toHome: 'Naar home',
} as const;

const LOOK = { actions: 'last-resort-links' };
const STYLE = `.last-resort-links{display:flex;flex-wrap:wrap;gap:1.5rem;margin-top:1.5rem}
.last-resort-links a{color:#1f2d5c;font-weight:700}`;

/**
 * 'Naar home' of the brand whose host this is (site/chrome/errors/home-of-host.ts), with the brand table loaded only
 * when this page shows, so that no page carries it; the group site should it fail to load. Undefined until known.
 */
function useHomeUrl(): string | undefined {
  const [homeUrl, setHomeUrl] = useState<string>();
  useEffect(() => {
    import('@/site/chrome/errors/home-of-host.ts').then(
      ({ homeUrlOfHost }) => setHomeUrl(homeUrlOfHost(window.location.host)),
      () => setHomeUrl(GROUP_SITE_URL),
    );
  }, []);
  return homeUrl;
}

/**
 * Last resort when even the branded layout fails: plain, self-contained, no technical details (and none of it for
 * crawlers). The wording is the nl catalog's, inlined because whatever broke may be what would have loaded it; the
 * buttons are the branded error page's (docs/rules/02-routes-and-layout.md: 'Naar abonneren' keeping the query, 'Naar
 * home'). Reported like the brand pages' failures (docs/rules/08-errors.md), not for crawlers.
 */
export default function GlobalError({ error }: ErrorBoundaryProps) {
  const crawler = useIsCrawler();
  const homeUrl = useHomeUrl();
  useBoundaryReport(error, crawler);
  useEffect(() => reloadOnChunkError(error), [error]);
  return (
    <html lang="nl-NL">
      <head>
        {/* No page for search (domain/seo/indexing.ts). */}
        <meta name="robots" content="noindex" />
      </head>
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          maxWidth: '40rem',
          margin: '0 auto',
          padding: '3rem 1rem',
          color: '#1a1a1a',
        }}
      >
        {crawler === false && homeUrl !== undefined && (
          <main>
            <style>{STYLE}</style>
            <h1>{WORDING.errorHeading}</h1>
            <p>{WORDING.errorText}</p>
            <ErrorLinks homeUrl={homeUrl} labels={WORDING} classNames={LOOK} />
          </main>
        )}
        {crawler && <CrawlerErrorNotice />}
      </body>
    </html>
  );
}
