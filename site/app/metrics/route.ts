import { env } from '@/site/env.ts';
import { metricsRegistry } from '@/site/monitoring/metrics.ts';
import { peerAddress, PLAIN_TEXT_HEADERS } from '@/site/request/headers.ts';
import { compileAddresses, DEFAULT_METRICS_SCRAPERS, mayScrape } from '@/site/request/operations.ts';

export const dynamic = 'force-dynamic';

let scrapers: ReturnType<typeof compileAddresses> | undefined;

/**
 * This instance's Prometheus metrics (docs/adr/0024-metrics-and-readiness.md), for a scraper on its own port:
 * METRICS_SCRAPERS (default this machine), never a request a proxy forwarded (nginx answers 404 itself before that).
 * Anyone else gets the plain 404 an unknown path gets.
 */
export async function GET(request: Request): Promise<Response> {
  scrapers ??= compileAddresses(env.METRICS_SCRAPERS ?? DEFAULT_METRICS_SCRAPERS);
  const peer = peerAddress((name) => request.headers.get(name));
  if (!mayScrape(peer, request.headers.get('x-forwarded-for'), scrapers))
    return new Response('Not found', {
      status: 404,
      headers: PLAIN_TEXT_HEADERS,
    });
  const registry = metricsRegistry();
  return new Response(await registry.metrics(), {
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  });
}
