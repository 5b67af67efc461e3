// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startErrorSink, type ErrorSink } from '../../../stand-ins/error-sink/server.ts';

/*
 * The browser side of error reporting (docs/rules/08-errors.md), in jsdom with Sentry's real browser SDK: the reporter
 * loads nothing until an error, asks the site's /api/monitoring (the real route handler) whether to report, and sends
 * through that route, which relays to the local error sink on 127.0.0.1.
 */

/*
 * '@sentry/nextjs' resolves to its Node build outside a bundler; a bundler gives the browser its client build, which
 * is `@sentry/react` with a Next-flavoured init (Next's default integrations, which browser-sentry.ts replaces with
 * its own list). That build imports 'next/router' the way only a bundler resolves, so the test gives the page
 * `@sentry/react` itself. The route handler's server code shares the mock: here it only logs.
 */
vi.mock('@sentry/nextjs', () => import('@sentry/react'));

/** Whether the page loaded Sentry's SDK (./browser-sentry.ts is the only module that does). */
const sentry = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../../site/monitoring/browser-sentry.ts', async (importOriginal) => {
  sentry.loads += 1;
  return importOriginal();
});

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer ?? [];

let sink: ErrorSink;
const realFetch = globalThis.fetch;
/** Every request the page made: the URL as the browser resolved it, and its method. */
let requests: { url: string; method: string }[] = [];

/**
 * The page's fetch: its own origin's /api/monitoring is served by the route handler (with SENTRY_DSN as given),
 * anything else (the tunnel's relay to the sink) goes out for real.
 */
async function servePage(dsn: string | undefined) {
  vi.stubEnv('SENTRY_DSN', dsn);
  vi.resetModules();
  const route = await import('../../../site/app/api/monitoring/route.ts');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const request = new Request(url, init);
    if (url.origin !== window.location.origin) return realFetch(input, init);
    requests.push({ url: url.href, method: request.method });
    if (url.pathname !== '/api/monitoring') return new Response(null, { status: 404 });
    return request.method === 'GET' ? route.GET() : route.POST(request);
  });
  return import('../../../site/monitoring/browser-reporter.client.tsx');
}

beforeAll(async () => {
  sink = await startErrorSink({ port: 0 });
});

afterEach(() => {
  cleanup();
  sink.clear();
  requests = [];
  delete (window as DataLayerWindow).dataLayer;
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  sentry.loads = 0;
});

afterAll(async () => {
  await sink.close();
});

const throwOnPage = (error: unknown) =>
  window.dispatchEvent(new ErrorEvent('error', { error, message: String(error) }));

describe('the browser error reporter', () => {
  it('loads nothing and asks nothing until an error happens', async () => {
    const { BrowserErrorReporter } = await servePage(sink.dsn);
    render(<BrowserErrorReporter />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(sentry.loads).toBe(0);
  });

  it('without SENTRY_DSN: no SDK, nothing sent; the dataLayer still hears of the error', async () => {
    const { BrowserErrorReporter } = await servePage(undefined);
    render(<BrowserErrorReporter />);
    const error = Object.assign(new TypeError('boom for jan@example.nl'), { digest: '2749103318' });
    throwOnPage(error);
    await vi.waitFor(() => expect(dataLayer()).toHaveLength(1));
    // With reporting off the error's id is the digest the server logged it under.
    expect(dataLayer()).toEqual([
      { event: 'error', error_id: '2749103318', error_description: 'boom for [Filtered]', error_title: 'TypeError' },
    ]);
    expect(requests).toEqual([{ url: `${window.location.origin}/api/monitoring`, method: 'GET' }]);
    expect(sentry.loads).toBe(0);
    expect(sink.envelopes()).toEqual([]);
  });

  it('with SENTRY_DSN: the error is reported once, redacted, level error, through the site’s own route; then the dataLayer hears of it', async () => {
    window.history.replaceState(null, '', '/bestellen?mid=CAM-ZOMER1&email=jan%40example.nl');
    const { BrowserErrorReporter, reportBrowserError } = await servePage(sink.dsn);
    render(<BrowserErrorReporter />);
    const error = new Error('boom for jan@example.nl NL91ABNA0417164300');
    throwOnPage(error);
    // The same error reaching an error boundary too: still one report.
    reportBrowserError(error);
    await vi.waitFor(() => expect(dataLayer()).toHaveLength(1), { timeout: 5000 });

    const events = sink
      .envelopes()
      .flatMap((envelope) =>
        envelope.items.filter((item) => item.type === 'event').map((item) => item.payload as Record<string, unknown>),
      );
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.level).toBe('error');
    expect(event?.exception).toMatchObject({ values: [{ type: 'Error', value: 'boom for [Filtered] [Filtered]' }] });
    const raw = sink
      .envelopes()
      .map((envelope) => envelope.raw)
      .join('\n');
    expect(raw).not.toContain('jan@example.nl');
    expect(raw).not.toContain('jan%40example.nl');
    expect(raw).not.toContain('NL91ABNA0417164300');
    expect(raw).toContain('mid=CAM-ZOMER1');
    expect(dataLayer()).toEqual([
      {
        event: 'error',
        error_id: event?.event_id,
        error_description: 'boom for [Filtered] [Filtered]',
        error_title: 'Error',
      },
    ]);
    // The browser spoke only to the site: the config, then the tunnel.
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET ${window.location.origin}/api/monitoring`,
      `POST ${window.location.origin}/api/monitoring`,
    ]);
    expect(sentry.loads).toBe(1);
  });

  it('a rejection without an error object is a warning, and no dataLayer event', async () => {
    const { BrowserErrorReporter } = await servePage(sink.dsn);
    render(<BrowserErrorReporter />);
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'plain refusal' }));
    await vi.waitFor(() => expect(sink.envelopes()).toHaveLength(1), { timeout: 5000 });
    const [item] = sink.envelopes()[0]!.items.filter((entry) => entry.type === 'event');
    expect(item?.payload).toMatchObject({ level: 'warning', message: 'plain refusal' });
    expect(dataLayer()).toEqual([]);
  });
});
