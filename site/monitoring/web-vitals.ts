/*
 * Real visitors' page speed (docs/adr/0025-real-visitor-page-speed.md): what a page reports of each web vital, to
 * the dataLayer and in a beacon to the site. Imported by the browser's reporting chunk, so it holds no validation
 * library: the site's endpoint validates (site/monitoring/web-vitals-endpoint.ts).
 */

/**
 * The site's endpoint for the beacons (site/app/api/web-vitals/route.ts): under /api/, so it is on every host and
 * past the proxy.
 */
export const WEB_VITALS_ROUTE = '/api/web-vitals';

/** The dataLayer event of one metric. */
export const WEB_VITALS_EVENT = 'web_vitals';

/** The web-vitals library's metrics and ratings, and its navigation types. */
export const METRIC_NAMES = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];
export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
type Rating = (typeof RATINGS)[number];
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;
type NavigationType = (typeof NAVIGATION_TYPES)[number];

/**
 * What kind of page the document is (docs/architecture.md, the three kinds of page), as its layout knows it: a
 * prerendered anonymous page, a shared page by key, a visitor's own, or the 404 page.
 */
export const PAGE_KINDS = ['anonymous', 'shared', 'personal', 'not-found'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** A label value the site does not know (a brand or page kind of another deployment, or made up) counts as this. */
export const OTHER_LABEL = 'other';

/** The page a report is about: its brand's code and its kind. Nothing of the visitor. */
export interface ReportedPage {
  readonly brand: string;
  readonly kind: PageKind;
}

/**
 * One metric of one page view: the dataLayer event's fields and a beacon's entry. No metric id, no URL, no
 * attribution (an element's selector), no time: nothing that tells one visitor or visit from another.
 */
export interface WebVitalsReport {
  readonly metric_name: MetricName;
  /** Milliseconds; CLS has no unit. */
  readonly metric_value: number;
  readonly metric_rating: Rating;
  readonly navigation_type: NavigationType;
  readonly page_kind: PageKind;
  readonly brand: string;
}

/** A beacon is a JSON array of reports: one page view's, sent when the page is hidden. At most one per metric, so 5. */
export const MAX_REPORTS_PER_BEACON = 10;
/** A full beacon is about 1 KB; anything bigger is refused unread. */
export const MAX_BEACON_BYTES = 2_048;
/** The largest value taken, in milliseconds (or CLS's score): ten minutes. Anything above is no measurement. */
export const MAX_METRIC_VALUE = 600_000;

/** The library's metric as far as a report reads it. */
export interface MeasuredMetric {
  readonly name: MetricName;
  readonly value: number;
  readonly rating: Rating;
  readonly navigationType: NavigationType;
}

/** The report of a metric: CLS to four decimals, times to whole milliseconds. */
export function webVitalsReport(metric: MeasuredMetric, page: ReportedPage): WebVitalsReport {
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  return {
    metric_name: metric.name,
    metric_value: value,
    metric_rating: metric.rating,
    navigation_type: metric.navigationType,
    page_kind: page.kind,
    brand: page.brand,
  };
}
