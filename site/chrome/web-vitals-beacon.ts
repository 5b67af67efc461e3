import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import {
  WEB_VITALS_EVENT,
  WEB_VITALS_ROUTE,
  webVitalsReport,
  type ReportedPage,
  type WebVitalsReport,
} from '../monitoring/web-vitals.ts';

/*
 * Loaded by ./web-vitals-reporter.client.tsx after the page's load (docs/adr/0025-real-visitor-page-speed.md). Each
 * metric, once per page view, goes to the dataLayer at once and into a beacon sent when the page is hidden (left,
 * closed, switched away from): one request for most page views.
 */

let started = false;
/** The metrics not sent yet. */
let pending: WebVitalsReport[] = [];
/**
 * The library reports CLS and INP again each time the page is hidden after they changed; only a metric's first
 * report counts, so a page view is one observation per metric. Its id (random per page view) stays here.
 */
const reported = new Set<string>();

function send(): void {
  if (pending.length === 0) return;
  const body = JSON.stringify(pending);
  pending = [];
  // fetch, not sendBeacon: sendBeacon sends the site's cookies (the consent choice's id among them), and a same-origin
  // request's Referer is the page's whole address (a visitor's own page may carry a lead id); keepalive lets it
  // outlive the page.
  fetch(WEB_VITALS_ROUTE, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}

function onMetric(metric: MetricType, page: ReportedPage): void {
  if (reported.has(metric.id)) return;
  reported.add(metric.id);
  const report = webVitalsReport(metric, page);
  const target = window as Window & { dataLayer?: unknown[] };
  (target.dataLayer ??= []).push({ event: WEB_VITALS_EVENT, ...report });
  pending.push(report);
}

/** Reports the page's web vitals; once per page, whoever calls. */
export function reportWebVitals(page: ReportedPage): void {
  if (started) return;
  started = true;
  const report = (metric: MetricType) => onMetric(metric, page);
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
  // On window, bubbling: after the library's own listeners (window, capturing) have reported what the page's hiding
  // settles, LCP, CLS and INP.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
}
