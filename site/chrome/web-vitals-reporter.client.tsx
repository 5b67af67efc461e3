'use client';

import { useEffect } from 'react';
import type { ReportedPage } from '../monitoring/web-vitals.ts';
import { NAIVE_CRAWLER_PATTERN } from '../request/naive-crawler.ts';

/*
 * Real visitors' page speed (docs/adr/0025-real-visitor-page-speed.md), off the critical path: nothing runs until the
 * page has loaded, then the reporting chunk (./web-vitals-beacon.ts, with the web-vitals library) is imported. The
 * library reads the browser's buffered performance entries, so loading it late loses no metric.
 */

/** Starts reporting once the page has loaded; a crawler's or a lab run's (Lighthouse) visit is no real visitor's. */
export function WebVitalsReporter({ brand, kind }: ReportedPage) {
  useEffect(() => {
    if (NAIVE_CRAWLER_PATTERN.test(navigator.userAgent)) return;
    const start = () => {
      // A chunk that cannot load (offline, a new deployment) costs the page nothing: no report, no reload.
      import('./web-vitals-beacon.ts').then(
        ({ reportWebVitals }) => reportWebVitals({ brand, kind }),
        () => undefined,
      );
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [brand, kind]);
  return null;
}
