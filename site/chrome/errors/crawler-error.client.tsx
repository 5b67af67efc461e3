'use client';

import { useEffect, useState } from 'react';

/**
 * Whether this browser is a crawler (docs/rules/06-roles.md: 'Crawlers (by user agent) get no error page'), by isbot as
 * everywhere else (site/tag-manager/tag-manager.ts); undefined until known. Loaded only when an error boundary
 * renders, so no page carries it. Should isbot itself fail to load, the visitor counts as a person.
 */
export function useIsCrawler(): boolean | undefined {
  const [crawler, setCrawler] = useState<boolean>();
  useEffect(() => {
    import('isbot').then(
      ({ isbot }) => setCrawler(isbot(navigator.userAgent)),
      () => setCrawler(false),
    );
  }, []);
  return crawler;
}

/**
 * What a crawler sees instead of an error page. Why only in the browser: in Next 16 a server-side render error
 * already answers HTTP 500 with an empty, noindex shell (the error page lives in the RSC payload), which a crawler
 * that reads HTML does not index; the error boundaries are drawn by JavaScript, so only a crawler that runs it (or a
 * client-side failure on a page answered 200) would meet them. For those, nothing of the page and noindex, the
 * signal search engines document for single-page apps' error states.
 */
export function CrawlerErrorNotice() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <p>503 Service Unavailable</p>
    </>
  );
}
