import { z } from 'zod';
import type { Registry } from 'prom-client';
import {
  MAX_BEACON_BYTES,
  MAX_METRIC_VALUE,
  MAX_REPORTS_PER_BEACON,
  METRIC_NAMES,
  NAVIGATION_TYPES,
  RATINGS,
} from './web-vitals.ts';
import { metricsRegistry } from './metrics.ts';
import { readBodyUpTo } from './request-body.ts';
import { observeWebVital } from './web-vitals-metrics.ts';

/*
 * POST /api/web-vitals (docs/adr/0025-real-visitor-page-speed.md): a page's web vitals, counted in the histograms of
 * ./web-vitals-metrics.ts. Anyone can post here, so the body is small and checked: no cookie is read or set, nothing
 * is logged, and a field the page does not send (an id, a URL) makes the beacon malformed.
 */

/** Longer than any brand code or page kind; what is not one is counted as 'other'. */
const MAX_LABEL_LENGTH = 40;

const reportSchema = z.strictObject({
  metric_name: z.enum(METRIC_NAMES),
  metric_value: z.number().min(0).max(MAX_METRIC_VALUE),
  metric_rating: z.enum(RATINGS),
  navigation_type: z.enum(NAVIGATION_TYPES),
  page_kind: z.string().max(MAX_LABEL_LENGTH),
  brand: z.string().max(MAX_LABEL_LENGTH),
});
const beaconSchema = z.array(reportSchema).min(1).max(MAX_REPORTS_PER_BEACON);

/** Never kept by a cache, and nothing else: no cookie, no body. */
const answer = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return undefined;
  }
}

/** 204 counted; 413 over MAX_BEACON_BYTES (unread past it); 400 not a beacon. */
export async function receiveWebVitals(request: Request, registry: Registry = metricsRegistry()): Promise<Response> {
  const body = await readBodyUpTo(request, MAX_BEACON_BYTES);
  if (!body) return answer(413);
  const beacon = beaconSchema.safeParse(parseJson(body));
  if (!beacon.success) return answer(400);
  for (const report of beacon.data) {
    observeWebVital(
      { metric: report.metric_name, value: report.metric_value, brand: report.brand, pageKind: report.page_kind },
      registry,
    );
  }
  return answer(204);
}
