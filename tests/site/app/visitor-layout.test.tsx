import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrontOfficeCall } from '../../../site/front-office/port.ts';
import { VISITOR_COOKIES } from '../../../domain/visitor-state.ts';
import { env } from '../../../site/env.ts';
import { PEER_ADDRESS_HEADER, VISITOR_PATH_HEADER } from '../../../site/request/headers.ts';
import { STAMPED_ENV } from '../../../site/preloads/peer-address.mjs';
import { log as siteLog } from '../../../site/monitoring/log.ts';

// As in every instance: the server stamps the peer's address (site/preloads/peer-address.mjs).
vi.stubEnv(STAMPED_ENV, 'true');

// The layout's outside world: the request (next/headers) and the front office's visitor country.
const request = vi.hoisted(() => ({ headers: new Headers(), cookies: new Map<string, string>() }));
const visitor = vi.hoisted(() =>
  vi.fn<(query: { title: string }, call: FrontOfficeCall) => Promise<{ country: string } | undefined>>(),
);
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { value: request.cookies.get(name) } : undefined),
    has: (name: string) => request.cookies.has(name),
  }),
  draftMode: async () => ({ isEnabled: false }),
}));
vi.mock('../../../site/front-office/index.ts', () => ({ frontOffice: () => ({ visitor }) }));
// next/font only runs inside Next's compiler.
vi.mock('../../../site/chrome/fonts/fonts.ts', () => ({ FONT_STACKS: new Proxy({}, { get: () => 'serif' }) }));

const { default: VisitorLayout } = await import('../../../site/app/pages/[brand]/visit/[chrome]/layout.tsx');

/** What the per-visitor layout hands the branded layout for a visitor of `brand` from `ip`. */
async function layoutFor(brand: string, ip: string | undefined, visitorPath?: string) {
  request.headers = new Headers({
    host: `${brand}.localhost:4123`,
    // A local proxy (trusted loopback) forwarding for `ip`; what the visitor wrote themselves comes first.
    [PEER_ADDRESS_HEADER]: '127.0.0.1',
    ...(ip ? { 'x-forwarded-for': `10.0.0.1, ${ip}` } : {}),
    ...(visitorPath ? { [VISITOR_PATH_HEADER]: visitorPath } : {}),
  });
  const element = await VisitorLayout({ params: Promise.resolve({ brand, chrome: 'consumer' }), children: null });
  return element.props as { regionNotice?: unknown; account: unknown };
}

afterEach(() => {
  visitor.mockReset();
  vi.restoreAllMocks();
});

describe('the per-visitor layout computes the top bar’s region notice (docs/rules/08-errors.md, docs/adr/0005)', () => {
  it('a visitor from Belgium on Donald Duck: a notice to the Belgian shop, asked by the visitor’s own address', async () => {
    visitor.mockResolvedValue({ country: 'BE' });
    expect((await layoutFor('don', '192.0.2.10')).regionNotice).toEqual({
      notice: { kind: 'notice', otherBrandCode: 'bdon' },
      requestHost: 'don.localhost:4123',
    });
    expect(visitor).toHaveBeenCalledExactlyOnceWith(
      { title: 'DON' },
      { mid: env.DEFAULT_MID, clientPath: '/', visitorIp: '192.0.2.10' },
    );
  });

  it('asks with the visitor’s path and mid (docs/rules/07-calls.md: X-Mid-Token and X-Client-Path on all calls)', async () => {
    visitor.mockResolvedValue({ country: 'BE' });
    request.cookies.set(VISITOR_COOKIES.mid, 'CAM-STORED');
    try {
      await layoutFor('don', '192.0.2.10', '/digitaal?mid=CAM-AB12CD');
      expect(visitor).toHaveBeenLastCalledWith(
        { title: 'DON' },
        { mid: 'CAM-AB12CD', clientPath: '/digitaal?mid=CAM-AB12CD', visitorIp: '192.0.2.10' },
      );
      await layoutFor('don', '192.0.2.10', '/digitaal');
      expect(visitor).toHaveBeenLastCalledWith(
        { title: 'DON' },
        { mid: 'CAM-STORED', clientPath: '/digitaal', visitorIp: '192.0.2.10' },
      );
    } finally {
      request.cookies.clear();
    }
  });

  it('a visitor from the Netherlands on Donald Duck: none', async () => {
    visitor.mockResolvedValue({ country: 'NL' });
    expect((await layoutFor('dat', '198.51.100.7')).regionNotice).toMatchObject({ notice: { kind: 'none' } });
  });

  it('a front office that fails: none, logged once without the address', async () => {
    const error = vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    visitor.mockRejectedValue(new Error('GET /front-office/v2/visitor: 503'));
    expect((await layoutFor('don', '192.0.2.10')).regionNotice).toMatchObject({ notice: { kind: 'none' } });
    expect(error).toHaveBeenCalledExactlyOnceWith(
      'front-office: visitor for don failed: GET /front-office/v2/visitor: 503',
    );
  });

  it('a visitor from the Netherlands on the Belgian Donald Duck: a notice to the Dutch shop (the rule works both ways)', async () => {
    visitor.mockResolvedValue({ country: 'nl' });
    expect((await layoutFor('bdon', '192.0.2.11')).regionNotice).toEqual({
      notice: { kind: 'notice', otherBrandCode: 'don' },
      requestHost: 'bdon.localhost:4123',
    });
    expect(visitor).toHaveBeenCalledExactlyOnceWith(
      { title: 'BDON' },
      { mid: env.DEFAULT_MID, clientPath: '/', visitorIp: '192.0.2.11' },
    );
  });

  it('other brands never ask for the visitor’s country (only the brands with a counterpart)', async () => {
    expect((await layoutFor('ad', '192.0.2.10')).regionNotice).toMatchObject({ notice: { kind: 'none' } });
    expect(visitor).not.toHaveBeenCalled();
  });
});
