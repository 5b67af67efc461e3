import * as Sentry from '@sentry/nextjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../site/env.ts';
import { envelopeUrl, parseDsn, publicDsn, sameProject } from '../../../site/monitoring/dsn.ts';
import { reportProblem } from '../../../site/monitoring/report.ts';
import { startErrorSink, type ErrorSink, type ReceivedEnvelope } from '../../../stand-ins/error-sink/server.ts';
import { log as siteLog } from '../../../site/monitoring/log.ts';
import { requestIds } from '../../../site/preloads/request-id.mjs';

/*
 * Error reporting end to end on this machine: the server SDK started the way instrumentation.ts starts it, and the
 * tunnel route, both sending real envelopes to the local error sink on 127.0.0.1 (a real DSN pointing there).
 * docs/rules/08-errors.md: 'severity default warning, error if an error object is present; sensitive fields ...
 * redacted'.
 */

/** What a visitor's data looks like on its way into a report; none of it may arrive. */
const SENSITIVE = {
  email: 'jan.jansen@example.nl',
  iban: 'NL91ABNA0417164300',
  phone: '06-12345678',
  firstName: 'Jozefien',
  lastName: 'Vermeulen-Tak',
  postcode: '9471QX',
  actiecode: 'ZOMER2026',
  cookie: 'shop_session=s3cr3t-session-value',
  authorization: 'Bearer s3cr3t-bearer-token',
} as const;

/** What makes a report useful; all of it must arrive. */
const CONTEXT = { brand: 'ad', mid: 'CAM-ZOMER1', route: '/visit/[brand]/[[...path]]' } as const;

function expectNothingSensitive(raw: string): void {
  for (const value of Object.values(SENSITIVE)) {
    expect(raw).not.toContain(value);
    expect(raw).not.toContain(encodeURIComponent(value));
  }
}

const events = (envelopes: readonly ReceivedEnvelope[]) =>
  envelopes.flatMap((envelope) =>
    envelope.items
      .filter((item) => item.type === 'event')
      .map((item) => item.payload as Record<string, unknown> & { level?: string }),
  );

let sink: ErrorSink;

beforeAll(async () => {
  sink = await startErrorSink({ port: 0 });
});

afterEach(() => {
  sink.clear();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await Sentry.close(2000);
  await sink.close();
});

describe('the DSN', () => {
  it.each<[dsn: string, envelope: string]>([
    [
      'https://abc123@o1.ingest.sentry.io/4501',
      'https://o1.ingest.sentry.io/api/4501/envelope/?sentry_key=abc123&sentry_version=7',
    ],
    [
      'https://abc123:legacy-secret@sentry.example.nl/sentry/7',
      'https://sentry.example.nl/sentry/api/7/envelope/?sentry_key=abc123&sentry_version=7',
    ],
    ['http://public@127.0.0.1:3907/1', 'http://127.0.0.1:3907/api/1/envelope/?sentry_key=public&sentry_version=7'],
  ])('%s sends to %s', (dsn, envelope) => {
    const parsed = parseDsn(dsn);
    expect(parsed && envelopeUrl(parsed)).toBe(envelope);
  });

  it.each([
    'https://o1.ingest.sentry.io/4501',
    'https://abc@o1.ingest.sentry.io/',
    'https://abc@o1.ingest.sentry.io/project',
    'ftp://abc@host/1',
    'not a url',
  ])('%s is no DSN', (dsn) => {
    expect(parseDsn(dsn)).toBeUndefined();
  });

  it('gives the browser the public key only', () => {
    expect(publicDsn(parseDsn('https://abc123:legacy-secret@sentry.example.nl/sentry/7')!)).toBe(
      'https://abc123@sentry.example.nl/sentry/7',
    );
  });

  it('knows its own project from another', () => {
    const own = parseDsn('https://abc@o1.ingest.sentry.io/4501')!;
    expect(sameProject(own, parseDsn('https://other-key@o1.ingest.sentry.io/4501')!)).toBe(true);
    expect(sameProject(own, parseDsn('https://abc@o1.ingest.sentry.io/4502')!)).toBe(false);
    expect(sameProject(own, parseDsn('https://abc@evil.example/4501')!)).toBe(false);
  });

  it('SENTRY_DSN must be a DSN: start-up stops with a message that names the variable', () => {
    expect(() => parseEnv({ SENTRY_DSN: 'https://o1.ingest.sentry.io/4501' })).toThrow(
      'SENTRY_DSN must be a Sentry DSN with a public key and a project id',
    );
    expect(() => parseEnv({ SENTRY_DSN: 'sentry' })).toThrow('SENTRY_DSN must be a URL');
    expect(parseEnv({ SENTRY_DSN: sink.dsn }).SENTRY_DSN).toBe(sink.dsn);
    expect(parseEnv({}).SENTRY_DSN).toBeUndefined();
  });
});

/** The server's instrumentation, loaded with this environment (env.ts is read once, at import). */
async function instrumentation(environment: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('../../../site/instrumentation.ts');
}

const RENDER_ERROR_CONTEXT = {
  routerKind: 'App Router',
  routePath: CONTEXT.route,
  routeType: 'render',
  revalidateReason: undefined,
} as const;

const renderRequest = {
  path: `/visit/ad?mid=${CONTEXT.mid}&email=${encodeURIComponent(SENSITIVE.email)}&actiecode=${SENSITIVE.actiecode}`,
  method: 'GET',
  headers: {
    cookie: SENSITIVE.cookie,
    authorization: SENSITIVE.authorization,
    'user-agent': 'Mozilla/5.0',
    host: 'ad.localhost',
  },
};

// In file order: reporting off first, then on (an SDK, once started, stays started in this process).
describe('the server without SENTRY_DSN', () => {
  it('starts, logs a problem in one line, and sends nothing', async () => {
    const { register, onRequestError } = await instrumentation({
      SENTRY_DSN: undefined,
      NEXT_RUNTIME: 'nodejs',
      APP_ENV: 'test',
    });
    await register();
    expect(Sentry.isInitialized()).toBe(false);
    const log = vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    reportProblem('front-office: order for ad failed', new Error('front office /front-office/v2/order: HTTP 503'));
    await onRequestError(new Error(`Render failed for ${SENSITIVE.email}`), renderRequest, RENDER_ERROR_CONTEXT);
    await Sentry.flush(500);
    expect(log.mock.calls).toEqual([
      ['front-office: order for ad failed: front office /front-office/v2/order: HTTP 503'],
    ]);
    expect(sink.envelopes()).toEqual([]);
  });
});

describe('the server with SENTRY_DSN (started by instrumentation.ts)', () => {
  let onRequestError: Awaited<ReturnType<typeof instrumentation>>['onRequestError'];

  beforeAll(async () => {
    const loaded = await instrumentation({ SENTRY_DSN: sink.dsn, NEXT_RUNTIME: 'nodejs', APP_ENV: 'test' });
    await loaded.register();
    onRequestError = loaded.onRequestError;
    expect(Sentry.isInitialized()).toBe(true);
  });

  it('a render error (Next’s onRequestError) arrives once, level error, with nothing personal in it', async () => {
    const error = new Error(`Render failed for ${SENSITIVE.email}, IBAN ${SENSITIVE.iban}, phone ${SENSITIVE.phone}`);
    await onRequestError(error, renderRequest, RENDER_ERROR_CONTEXT);
    await Sentry.flush(2000);
    const [event, ...others] = events(sink.envelopes());
    expect(others).toEqual([]);
    expect(event?.level).toBe('error');
    const raw = sink
      .envelopes()
      .map((envelope) => envelope.raw)
      .join('\n');
    expectNothingSensitive(raw);
    expect(raw).toContain('Render failed for [Filtered], IBAN [Filtered], phone [Filtered]');
    expect(raw).toContain(CONTEXT.mid);
    expect(raw).toContain(CONTEXT.route);
    expect(raw).toContain('ad.localhost');
    // No source lines around the frame (docs/stack.md#pitfalls), no local variables.
    expect(raw).not.toContain('context_line');
    expect(raw).not.toContain('"vars"');
  });

  it('a handled failure with an error object (reportProblem) arrives as an error, its extra data redacted', async () => {
    const log = vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    const customer = {
      firstName: SENSITIVE.firstName,
      lastName: SENSITIVE.lastName,
      postcode: SENSITIVE.postcode,
      actiecode: SENSITIVE.actiecode,
    };
    reportProblem('front-office: order for ad failed', new Error(`front office refused ${SENSITIVE.iban}`), {
      brand: CONTEXT.brand,
      mid: CONTEXT.mid,
      customer,
    });
    await Sentry.flush(2000);
    // The log line is redacted too: personal data reaches neither logs nor reports
    // (docs/architecture.md#failure-rules).
    expect(log.mock.calls).toEqual([['front-office: order for ad failed: front office refused [Filtered]']]);
    const [event, ...others] = events(sink.envelopes());
    expect(others).toEqual([]);
    expect(event?.level).toBe('error');
    expect(event?.extra).toEqual({
      brand: 'ad',
      mid: CONTEXT.mid,
      problem: 'front-office: order for ad failed',
      customer: { firstName: '[Filtered]', lastName: '[Filtered]', postcode: '[Filtered]', actiecode: '[Filtered]' },
    });
    expectNothingSensitive(sink.envelopes()[0]!.raw);
  });

  it("a report made while serving a request carries the request's id as the tag request_id (docs/adr/0023)", async () => {
    vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    const id = '0f9d1c2e3b4a59687766554433221100';
    requestIds.run(id, () =>
      reportProblem('front-office: order for ad failed', new Error('front office /front-office/v2/order: HTTP 503')),
    );
    reportProblem('content: outside any request');
    await Sentry.flush(2000);
    const [inRequest, outside, ...others] = events(sink.envelopes());
    expect(others).toEqual([]);
    expect(inRequest?.tags).toMatchObject({ request_id: id });
    expect(outside?.tags ?? {}).not.toHaveProperty('request_id');
  });

  it('a problem without an error object arrives as a warning', async () => {
    vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    reportProblem(`content: the menu story of ad is a page, not a menu (${SENSITIVE.email})`);
    await Sentry.flush(2000);
    const [event, ...others] = events(sink.envelopes());
    expect(others).toEqual([]);
    expect(event?.level).toBe('warning');
    // SDK 11 attaches a stack trace to a message as an exception it marks synthetic: no error object.
    expect(
      (event?.exception as { values: { mechanism?: { synthetic?: boolean } }[] }).values.map(
        (value) => value.mechanism?.synthetic,
      ),
    ).toEqual([true]);
    expect(event?.message).toBe('content: the menu story of ad is a page, not a menu ([Filtered])');
  });
});

/** The tunnel route, loaded with this SENTRY_DSN. */
async function tunnel(dsn: string | undefined) {
  vi.stubEnv('SENTRY_DSN', dsn);
  vi.resetModules();
  return import('../../../site/app/api/monitoring/route.ts');
}

/** An envelope as the browser SDK sends it: an event full of what a visitor typed, a client report, an attachment. */
function browserEnvelope(dsn: string): string {
  const event = {
    event_id: '0123456789abcdef0123456789abcdef',
    level: 'error',
    platform: 'javascript',
    exception: {
      values: [
        {
          type: 'TypeError',
          value: `boom for ${SENSITIVE.email} ${SENSITIVE.iban}`,
          mechanism: { type: 'generic', handled: true },
        },
      ],
    },
    request: {
      url: `http://ad.localhost/bestellen?mid=${CONTEXT.mid}&email=${encodeURIComponent(SENSITIVE.email)}&actiecode=${SENSITIVE.actiecode}`,
      headers: {
        'User-Agent': 'Mozilla/5.0',
        Referer: `http://ad.localhost/?postcode=${SENSITIVE.postcode}`,
        Cookie: SENSITIVE.cookie,
      },
    },
    breadcrumbs: [
      {
        category: 'fetch',
        data: { method: 'POST', url: `/api/actie?actiecode=${SENSITIVE.actiecode}`, status_code: 503 },
      },
      {
        category: 'console',
        message: `typed ${SENSITIVE.phone}`,
        data: { arguments: [{ firstName: SENSITIVE.firstName, lastName: SENSITIVE.lastName }] },
      },
    ],
    user: { email: SENSITIVE.email },
    extra: { brand: CONTEXT.brand, authorization: SENSITIVE.authorization },
  };
  const header = {
    event_id: event.event_id,
    sent_at: '2026-05-01T09:00:00.000Z',
    dsn,
    sdk: { name: 'sentry.javascript.nextjs', version: '11.1.0' },
  };
  const attachment = `notes: ${SENSITIVE.firstName}\n${SENSITIVE.email}`;
  const report = { timestamp: 1, discarded_events: [{ reason: 'before_send', category: 'error', quantity: 1 }] };
  return [
    JSON.stringify(header),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
    JSON.stringify({ type: 'attachment', length: Buffer.byteLength(attachment), filename: 'notes.txt' }),
    attachment,
    JSON.stringify({ type: 'client_report' }),
    JSON.stringify(report),
  ].join('\n');
}

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://ad.localhost/api/monitoring', {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
  });

describe('the tunnel, /api/monitoring (the browser’s way to Sentry)', () => {
  it('tells the browser the public DSN, never cached', async () => {
    const { GET } = await tunnel('http://public:server-only@127.0.0.1:3907/1');
    const response = GET();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ dsn: 'http://public@127.0.0.1:3907/1', environment: 'local' });
  });

  it('relays a browser envelope to the configured DSN, every event redacted again, only events and client reports', async () => {
    const { POST } = await tunnel(sink.dsn);
    const response = await POST(post(browserEnvelope(sink.dsn)));
    expect(response.status).toBe(200);
    const [envelope, ...others] = sink.envelopes();
    expect(others).toEqual([]);
    expect(envelope?.project).toBe('1');
    expect(envelope?.items.map((item) => item.type)).toEqual(['event', 'client_report']);
    expectNothingSensitive(envelope!.raw);
    const [event] = events(sink.envelopes());
    expect(event?.level).toBe('error');
    expect(event?.exception).toEqual({
      values: [
        { type: 'TypeError', value: 'boom for [Filtered] [Filtered]', mechanism: { type: 'generic', handled: true } },
      ],
    });
    expect(event?.extra).toEqual({ brand: 'ad', authorization: '[Filtered]' });
    expect(event?.user).toBeUndefined();
    expect(JSON.stringify(event?.request)).toContain(`mid=${CONTEXT.mid}`);
  });

  it('relays for its own project only: a foreign DSN is refused (no open relay)', async () => {
    const { POST } = await tunnel(sink.dsn);
    const foreign = [
      'https://abc@o1.ingest.sentry.io/4501',
      sink.dsn.replace(/\/1$/, '/2'),
      sink.dsn.replace('127.0.0.1', 'localhost'),
    ];
    for (const dsn of foreign) expect((await POST(post(browserEnvelope(dsn)))).status).toBe(403);
    expect(sink.envelopes()).toEqual([]);
  });

  it.each<[what: string, body: string, status: number]>([
    ['not an envelope', 'hello', 400],
    [
      'an envelope without a DSN',
      `${JSON.stringify({ event_id: 'x' })}\n${JSON.stringify({ type: 'event' })}\n{}`,
      400,
    ],
    [
      'an item cut short',
      `${JSON.stringify({ dsn: 'DSN' })}\n${JSON.stringify({ type: 'attachment', length: 500 })}\nshort`,
      400,
    ],
    [
      'too big',
      `${JSON.stringify({ dsn: 'DSN' })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify({ message: 'x'.repeat(250_000) })}`,
      413,
    ],
  ])('answers %s with %i and sends nothing', async (_what, body, status) => {
    const { POST } = await tunnel(sink.dsn);
    expect((await POST(post(body.replace('DSN', sink.dsn)))).status).toBe(status);
    expect(sink.envelopes()).toEqual([]);
  });

  it('refuses a body that says it is too big before reading it', async () => {
    const { POST } = await tunnel(sink.dsn);
    expect((await POST(post('{}', { 'content-length': '900000' }))).status).toBe(413);
  });

  it('without SENTRY_DSN: the browser hears reporting is off, and a POST answers 204 and sends nothing', async () => {
    const { GET, POST } = await tunnel(undefined);
    expect(await GET().json()).toEqual({ dsn: null });
    expect((await POST(post(browserEnvelope(sink.dsn)))).status).toBe(204);
    expect(sink.envelopes()).toEqual([]);
  });

  it('answers 502 when Sentry cannot be reached, and logs it once', async () => {
    const gone = await startErrorSink({ port: 0 });
    await gone.close();
    const { POST } = await tunnel(gone.dsn);
    // The log of the module graph the tunnel was loaded with.
    const { log: tunnelLog } = await import('../../../site/monitoring/log.ts');
    const log = vi.spyOn(tunnelLog, 'error').mockImplementation(() => {});
    expect((await POST(post(browserEnvelope(gone.dsn)))).status).toBe(502);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/^monitoring: Sentry could not be reached from the tunnel: /);
  });
});
