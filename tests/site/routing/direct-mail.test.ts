import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_COOKIES } from '../../../domain/visitor-state.ts';
import type { PromoCookie } from '../../../schemas/front-office.ts';
import { BRANDS } from '../../../site/brands.ts';
import { NO_EXPERIMENTS } from '../../../site/experiments/header.ts';
import { log as siteLog } from '../../../site/monitoring/log.ts';
import { promoCookieValue } from '../../../site/visitor/cookies.ts';

// The front office as the direct-mail flow sees it: the promo lookup and the catalog for its lead's mid.
const promoLookup = vi.fn<(body: unknown) => Promise<{ mid?: string; leadId?: string } | undefined>>();
const catalog = vi.fn(async () => ({ data: {}, meta: {} }));
vi.mock('../../../site/front-office/index.ts', () => ({ frontOffice: () => ({ promoLookup, catalog }) }));

const { directMailResponse } = await import('../../../site/routing/direct-mail.ts');
const { requestVisit } = await import('../../../site/visitor/visit.ts');

/** A direct mailing's landing on ad's /digitaal (otag sp2kub), with the promo cookie the /actie form stored. */
async function land(promo: PromoCookie) {
  const request = new NextRequest('http://ad.localhost:3000/digitaal?otag=sp2kub', {
    headers: {
      host: 'ad.localhost:3000',
      cookie: `${VISITOR_COOKIES.promo}=${encodeURIComponent(promoCookieValue(promo))}`,
    },
  });
  return directMailResponse(request, await requestVisit(request, BRANDS.ad, NO_EXPERIMENTS));
}

afterEach(() => {
  promoLookup.mockReset();
  catalog.mockClear();
  vi.restoreAllMocks();
});

describe('directMailResponse: the direct-mail flow’s failures (docs/rules/08-errors.md)', () => {
  it("a promo without a title: 'Title is required' logged, no lookup asked, the visitor sent to /", async () => {
    const error = vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    const response = await land({ actiecode: 'ZOMER2026', postcode: '1234AB' });
    expect(response?.status).toBe(303);
    expect(response?.headers.get('location')).toBe('http://ad.localhost:3000/');
    expect(promoLookup).not.toHaveBeenCalled();
    expect(error.mock.calls.map((call) => call.join(' '))).toEqual([
      'front-office: promo lookup for ad failed: Title is required',
    ]);
  });

  it('a failing lookup: logged the same way, and the visitor sent to /', async () => {
    const error = vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    promoLookup.mockRejectedValue(new Error('front office down'));
    const response = await land({ actiecode: 'ZOMER2026', postcode: '1234AB', title: 'AD' });
    expect(response?.headers.get('location')).toBe('http://ad.localhost:3000/');
    expect(error.mock.calls.map((call) => call.join(' '))).toEqual([
      'front-office: promo lookup for ad failed: front office down',
    ]);
  });

  it('a promo with a title is looked up, and nothing is logged', async () => {
    const error = vi.spyOn(siteLog, 'error').mockImplementation(() => {});
    promoLookup.mockResolvedValue({ mid: 'CAM-ZOMER1', leadId: 'LEAD-NL-0001' });
    const response = await land({ actiecode: 'ZOMER2026', postcode: '1234AB', title: 'AD' });
    expect(promoLookup).toHaveBeenCalledWith(
      { actiecode: 'ZOMER2026', postcode: '1234AB', title: 'AD' },
      expect.anything(),
    );
    expect(response?.headers.get('location')).toBe(
      'http://ad.localhost:3000/digitaal?otag=sp2kub&mid=CAM-ZOMER1&leadId=LEAD-NL-0001',
    );
    expect(error).not.toHaveBeenCalled();
  });
});
