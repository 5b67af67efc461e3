import { receiveWebVitals } from '@/site/monitoring/web-vitals-endpoint.ts';

// Counted per request into this process's metrics: never prerendered or kept.
export const dynamic = 'force-dynamic';

/**
 * Real visitors' page speed, the beacons of site/chrome/web-vitals-reporter.client.tsx (docs/adr/0025). POST only: Next
 * answers any other method 405.
 */
export function POST(request: Request): Promise<Response> {
  return receiveWebVitals(request);
}
