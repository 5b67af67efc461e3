import { Histogram, type Registry } from 'prom-client';
import { OTHER_LABEL, PAGE_KINDS, type MetricName, type PageKind } from './web-vitals.ts';
import { BRAND_CODES, isBrandCode } from '../brands.ts';
import { metricsRegistry } from './metrics.ts';

/*
 * Real visitors' page speed as Prometheus histograms (docs/adr/0025-real-visitor-page-speed.md), by brand and page
 * kind. Every label value comes from a closed list, so what visitors send cannot add series: an unknown brand or
 * page kind is 'other', an unknown metric is refused before it gets here.
 */

/**
 * The timings, in seconds; the bounds include each metric's good and poor thresholds (TTFB 0.8/1.8, FCP 1.8/3, LCP
 * 2.5/4, INP 0.2/0.5).
 */
const SECONDS_BUCKETS = [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 8] as const;
/** CLS, which has no unit; its thresholds are 0.1 and 0.25. */
const CLS_BUCKETS = [0.05, 0.1, 0.15, 0.25, 0.5, 1] as const;

export const SECONDS_METRIC = 'shop_web_vitals_seconds';
export const CLS_METRIC = 'shop_web_vitals_cls';

type TimingLabel = 'metric' | 'brand' | 'page_kind';
type ClsLabel = 'brand' | 'page_kind';

/**
 * The two histograms in the registry, made once: Next bundles each route handler apart, the registry is the process's.
 */
function histograms(registry: Registry): { seconds: Histogram<TimingLabel>; cls: Histogram<ClsLabel> } {
  const seconds =
    (registry.getSingleMetric(SECONDS_METRIC) as Histogram<TimingLabel> | undefined) ??
    new Histogram({
      name: SECONDS_METRIC,
      help: "Real visitors' page speed: FCP, LCP, INP and TTFB in seconds, by brand and page kind (docs/adr/0025).",
      labelNames: ['metric', 'brand', 'page_kind'],
      buckets: [...SECONDS_BUCKETS],
      registers: [registry],
    });
  const cls =
    (registry.getSingleMetric(CLS_METRIC) as Histogram<ClsLabel> | undefined) ??
    new Histogram({
      name: CLS_METRIC,
      help: "Real visitors' cumulative layout shift, by brand and page kind (docs/adr/0025).",
      labelNames: ['brand', 'page_kind'],
      buckets: [...CLS_BUCKETS],
      registers: [registry],
    });
  return { seconds, cls };
}

/** A brand the site knows, else 'other'. */
const brandLabel = (brand: string): string => (isBrandCode(brand) ? brand : OTHER_LABEL);
/** A page kind the site knows, else 'other'. */
const pageKindLabel = (kind: string): string => ((PAGE_KINDS as readonly string[]).includes(kind) ? kind : OTHER_LABEL);

export interface Observation {
  readonly metric: MetricName;
  /** Milliseconds; CLS's score. */
  readonly value: number;
  readonly brand: string;
  readonly pageKind: PageKind | string;
}

/** Counts one metric of one page view. */
export function observeWebVital(observation: Observation, registry: Registry = metricsRegistry()): void {
  const { seconds, cls } = histograms(registry);
  const labels = { brand: brandLabel(observation.brand), page_kind: pageKindLabel(observation.pageKind) };
  if (observation.metric === 'CLS') cls.observe(labels, observation.value);
  else seconds.observe({ ...labels, metric: observation.metric }, observation.value / 1000);
}

/**
 * The most series the two histograms can hold, whatever visitors send: per label set, a series per bucket, +Inf,
 * the sum and the count.
 */
export function maxWebVitalsSeries(): number {
  const labelSets = (BRAND_CODES.length + 1) * (PAGE_KINDS.length + 1);
  return labelSets * 4 * (SECONDS_BUCKETS.length + 3) + labelSets * (CLS_BUCKETS.length + 3);
}
