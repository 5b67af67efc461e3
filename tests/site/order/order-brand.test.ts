import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_PATH_HEADER } from '../../../site/request/headers.ts';
import { INITIAL_ORDER_FORM_STATE } from '../../../domain/order-form/form-state.ts';

/*
 * The order action's brand (docs/adr/0018): the brand that sells on the page the form was served from, by the
 * request's host and route; a form whose hidden brand names another is refused with the form's own error, and nothing
 * reaches the order's steps (site/order/place.ts, a fake here: tests/site/payments/order-place.test.ts has them).
 */

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));
const attemptOrder = vi.hoisted(() =>
  vi.fn(async () => ({ kind: 'form' as const, state: { status: 'failed' as const, errors: [], values: {} } })),
);
vi.mock('../../../site/order/place.ts', () => ({ attemptOrder }));

const { placeOrder } = await import('../../../site/order/actions.ts');

const ORDER_KEY = '0f8e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6';

afterEach(() => vi.clearAllMocks());

describe('placeOrder takes its brand from the host and route that served the form', () => {
  it.each<{
    rule: string;
    host: string;
    page: string | undefined;
    posted: string | undefined;
    brand: string | undefined;
  }>([
    { rule: 'the host’s brand', host: 'ad.localhost:3000', page: '/bestellen', posted: 'ad', brand: 'ad' },
    {
      rule: 'a real brand domain',
      host: 'abonnement.volkskrant.nl',
      page: '/bestellen?mid=CAM-ZOMER1',
      posted: 'vk',
      brand: 'vk',
    },
    {
      rule: 'the seller on don’s /katrien-duck',
      host: 'don.localhost',
      page: '/katrien-duck/bestellen',
      posted: 'katri',
      brand: 'katri',
    },
    {
      rule: 'the seller on don’s /donald-duck-junior',
      host: 'don.localhost',
      page: '/donald-duck-junior/bestellen',
      posted: 'ddj',
      brand: 'ddj',
    },
    {
      rule: 'don itself on its own special',
      host: 'don.localhost',
      page: '/donald-duck-pocket/bestellen',
      posted: 'don',
      brand: 'don',
    },
    {
      rule: 'the brandcode query of the page, outside production',
      host: 'localhost:3000',
      page: '/bestellen?brandcode=lib',
      posted: 'lib',
      brand: 'lib',
    },
    {
      rule: 'no page header: the order page of the host’s brand',
      host: 'ad.localhost',
      page: undefined,
      posted: 'ad',
      brand: 'ad',
    },
    {
      rule: 'another brand’s code on a brand host',
      host: 'ad.localhost:3000',
      page: '/bestellen',
      posted: 'vk',
      brand: undefined,
    },
    {
      rule: 'the shop’s own code where the seller is another brand',
      host: 'don.localhost',
      page: '/katrien-duck/bestellen',
      posted: 'don',
      brand: undefined,
    },
    {
      rule: 'a seller’s code on a page it does not sell',
      host: 'don.localhost',
      page: '/bestellen',
      posted: 'katri',
      brand: undefined,
    },
    {
      rule: 'a seller’s code on another brand’s host',
      host: 'ad.localhost',
      page: '/katrien-duck/bestellen',
      posted: 'katri',
      brand: undefined,
    },
    {
      rule: 'another brand on the brandcode query than posted',
      host: 'localhost:3000',
      page: '/bestellen?brandcode=lib',
      posted: 'ad',
      brand: undefined,
    },
    {
      rule: 'a brandcode that is no brand',
      host: 'localhost:3000',
      page: '/bestellen?brandcode=nope',
      posted: 'nope',
      brand: undefined,
    },
    {
      rule: 'a page that is none of the brand’s',
      host: 'ad.localhost',
      page: '/no-such-page',
      posted: 'ad',
      brand: undefined,
    },
    { rule: 'no brand posted', host: 'ad.localhost', page: '/bestellen', posted: undefined, brand: undefined },
    { rule: 'garbage posted', host: 'ad.localhost', page: '/bestellen', posted: '<script>', brand: undefined },
  ])('$rule', async ({ host, page, posted, brand }) => {
    request.headers = new Headers({ host, 'next-action': 'x', ...(page ? { [VISITOR_PATH_HEADER]: page } : {}) });
    const form = new FormData();
    form.set('orderKey', ORDER_KEY);
    if (posted !== undefined) form.set('brand', posted);
    const state = await placeOrder(INITIAL_ORDER_FORM_STATE, form);
    if (brand === undefined) {
      expect(state).toEqual({
        status: 'invalid',
        errors: [{ field: null, code: 'form.invalid' }],
        values: Object.fromEntries(form),
      });
      expect(attemptOrder).not.toHaveBeenCalled();
    } else {
      expect(attemptOrder).toHaveBeenCalledOnce();
      expect(attemptOrder).toHaveBeenCalledWith(
        expect.objectContaining({ brand: expect.objectContaining({ code: brand }), orderKey: ORDER_KEY }),
      );
    }
  });
});
