import { NextResponse } from 'next/server';
import { env } from '@/site/env.ts';
import { monitoringConfig, relayEnvelope } from '@/site/monitoring/tunnel.ts';

// Reporting is switched by the server's SENTRY_DSN at run time, not at build time.
export const dynamic = 'force-dynamic';

/** The browser asks this on its first error: report (with this DSN), or not. */
export function GET(): Response {
  return NextResponse.json(monitoringConfig(env.SENTRY_DSN, env.APP_ENV), { headers: { 'Cache-Control': 'no-store' } });
}

/** The browser SDK's tunnel (site/monitoring/tunnel.ts). */
export function POST(request: Request): Promise<Response> {
  return relayEnvelope(request, env.SENTRY_DSN);
}
