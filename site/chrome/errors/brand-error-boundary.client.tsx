'use client';

import { useEffect } from 'react';
import { useBoundaryReport } from '../../monitoring/browser-reporter.client.tsx';
import { reloadOnChunkError } from '../chunk-reload.client.tsx';
import { useBrandInfo } from '../brand-context.client.tsx';
import { CrawlerErrorNotice, useIsCrawler } from './crawler-error.client.tsx';
import { ErrorPage } from './error-page.client.tsx';

/** What Next gives an error boundary: the thrown value (an Error with `digest` for a server render error). */
export interface ErrorBoundaryProps {
  readonly error?: unknown;
}

/**
 * An unexpected failure while rendering a brand page, prerendered or the visitor's own (app/pages/[brand]/[key] and
 * app/pages/[brand]/visit): the catalog's wording, no technical details, and a report (docs/rules/08-errors.md); for
 * crawlers none of it (docs/rules/06-roles.md).
 */
export function BrandErrorBoundary({ error }: ErrorBoundaryProps) {
  const { errorMessages } = useBrandInfo();
  const crawler = useIsCrawler();
  useBoundaryReport(error, crawler);
  // A lazy part whose chunk a new build removed: the reload fetches the new one (docs/rules/08-errors.md).
  useEffect(() => reloadOnChunkError(error), [error]);
  if (crawler === undefined) return null;
  if (crawler) return <CrawlerErrorNotice />;
  // An error page is no page for search (domain/seo/indexing.ts): React puts the meta into the head.
  return (
    <>
      <meta name="robots" content="noindex" />
      <ErrorPage heading={errorMessages.errorHeading} text={errorMessages.errorText} status="500" />
    </>
  );
}
