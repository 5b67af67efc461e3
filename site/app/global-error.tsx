'use client';

import { useEffect } from 'react';
import { reloadOnChunkError } from '@/site/chrome/chunk-reload.tsx';
import type { ErrorBoundaryProps } from '@/site/chrome/errors/brand-error-boundary.tsx';
import { CrawlerErrorNotice, useIsCrawler } from '@/site/chrome/errors/crawler-error.tsx';
import { useBoundaryReport } from '@/site/monitoring/browser-reporter.tsx';

/**
 * Last resort when even the branded layout fails: plain, self-contained, no technical details (and none of it for
 * crawlers). The wording is the nl catalog's, inlined because whatever broke may be what would have loaded it.
 * Reported like the brand pages' failures (docs/rules/08-errors.md), not for crawlers.
 */
export default function GlobalError({ error }: ErrorBoundaryProps) {
  const crawler = useIsCrawler();
  useBoundaryReport(error, crawler);
  useEffect(() => reloadOnChunkError(error), [error]);
  return (
    <html lang="nl-NL">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          maxWidth: '40rem',
          margin: '0 auto',
          padding: '3rem 1rem',
          color: '#1a1a1a',
        }}
      >
        {crawler === false && (
          <main>
            <h1>Er ging iets mis</h1>
            <p>Door een storing kunnen we deze pagina nu niet laten zien. Probeer het over een paar minuten opnieuw.</p>
            <p>
              <a href="/" style={{ color: '#1f2d5c' }}>
                Naar abonneren
              </a>
            </p>
          </main>
        )}
        {crawler && <CrawlerErrorNotice />}
      </body>
    </html>
  );
}
